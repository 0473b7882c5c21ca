/**
 * Every API list resource, collected from `src/resources/*.ts` by the generated registry
 * (tools/generate-screen-registry.mjs), and the types and tables derived from them: the list names, a row's type,
 * each list's schema and rules. The server, the contract, the fake backend and the screens all read these.
 */
import type { z } from 'zod/mini';
import type { FieldOrderRule } from '../schemas/common.ts';
import type { DashboardName } from '../stats/period.ts';
import {
  DEFAULT_CHILD_MAX,
  type ChildList,
  type ComputedFields,
  type GeneratedCode,
  type OnDelete,
  type Reference,
  type Resource,
  type SentNumber,
} from './define.ts';
import { ALL_RESOURCES } from './registry.gen.ts';

export const RESOURCES = ALL_RESOURCES satisfies readonly Resource[];

type AnyResource = (typeof RESOURCES)[number];

/** The lists behind `GET /app/<name>`, one per resource. */
export type ListName = AnyResource['list'];
export type ResourceOf<N extends ListName> = Extract<AnyResource, { list: N }>;
/** A row of list `N`, as its schema outputs it. */
export type ItemOf<N extends ListName> = z.infer<ResourceOf<N>['schema']>;

export const LIST_NAMES: readonly ListName[] = RESOURCES.map((r) => r.list);

const byName = new Map<string, AnyResource>(RESOURCES.map((r) => [r.list, r]));

/** The resource of list `name`. */
export function resourceOf<N extends ListName>(name: N): ResourceOf<N> {
  const found = byName.get(name);
  if (!found) throw new Error(`No resource is the list "${name}"`);
  return found as ResourceOf<N>;
}

/** Whether `name` is a list (the live stream's resources also include the calendar). */
export function isListName(name: string): name is ListName {
  return byName.has(name);
}

/** The reference the backend proposes for a new row of list `name`, if its rows carry one. */
export function generatedCode(name: ListName): GeneratedCode | undefined {
  return resourceOf(name).code;
}

/** The date field the history of list `name` is read by, if it has one. */
export function historyDateField(name: ListName): string | undefined {
  return resourceOf(name).historyDate;
}

/** The date field on which a row of list `name` stops counting (src/resources/define.ts `endDate`), if it has one. */
export function endDateField(name: ListName): string | undefined {
  return resourceOf(name).endDate;
}

/** The dashboards whose figures sum list `name` (none for the lists no dashboard reads). */
export function dashboardsOf(name: ListName): readonly DashboardName[] {
  return resourceOf(name).dashboards ?? [];
}

/** A field of list `from` naming a row of list `to` by that row's field `key` (its code, else its id). */
export interface ListReference {
  from: ListName;
  field: string;
  to: ListName;
  key: string;
  onDelete: OnDelete;
}

/** Every declared reference. `to` is a ListName: a reference naming anything else fails to compile here. */
export const REFERENCES: readonly ListReference[] = RESOURCES.flatMap((r) =>
  // The type argument: over the union of every resource's references, Object.entries falls back to `any`.
  Object.entries<Reference<ListName>>(('references' in r ? r.references : undefined) ?? {}).map(([field, ref]) => ({
    from: r.list,
    field,
    to: ref.list,
    key: resourceOf(ref.list).code?.field ?? 'id',
    onDelete: ref.onDelete,
  })),
);

/** How the rows of list `name` are ordered (`order` of its resource), if they are. */
export function orderOf(name: ListName): { field: string; group?: string } | undefined {
  const resource = resourceOf(name);
  return 'order' in resource ? resource.order : undefined;
}

/** The fields of list `name` the backend computes on every write (`computed` of its resource), if it has any. */
export function computedOf(name: ListName): ComputedFields | undefined {
  const resource = resourceOf(name);
  return 'computed' in resource ? resource.computed : undefined;
}

/** How a row of list `name` is sent and numbered (`send` of its resource), if it is. */
/** The status `POST /app/<list>` answers with: the resource's `createdStatus`, else 200. */
export function createdStatus(name: ListName): 200 | 201 {
  const resource = resourceOf(name);
  return ('createdStatus' in resource ? resource.createdStatus : undefined) ?? 200;
}

export function sendOf(name: ListName): SentNumber | undefined {
  const resource = resourceOf(name);
  return 'send' in resource ? resource.send : undefined;
}

/** A child list of list `parent` (`children` of its resource), `max` resolved, and the server's table of it. */
export interface ChildDeclaration {
  parent: ListName;
  name: string;
  schema: z.ZodMiniObject;
  max: number;
  /** The child's fields in whole minor units, each with the row's field naming its currency (none: `{}`). */
  minorUnits: Readonly<Record<string, string>>;
  /**
   * `<parent>_<name>`; the server's table is `list_<parent>_<name>`: id, parent_id (a foreign key, on delete cascade),
   * position, and the child's fields.
   */
  table: string;
}

/** The child lists of list `name`, in the order declared (none for most lists). */
export function childrenOf(name: ListName): readonly ChildDeclaration[] {
  const resource = resourceOf(name);
  const children = ('children' in resource ? resource.children : undefined) ?? {};
  return Object.entries(children as Readonly<Record<string, ChildList>>).map(([child, { schema, max, minorUnits }]) => ({
    parent: name,
    name: child,
    schema,
    max: max ?? DEFAULT_CHILD_MAX,
    minorUnits: minorUnits ?? {},
    table: `${name}_${child}`,
  }));
}

type ChildListsOf<N extends ListName> = NonNullable<ResourceOf<N> extends Resource<string, z.ZodMiniObject, string, infer C> ? C : never>;

/** A child row of list `N`'s child list `K`, as both backends answer it: its id and its fields. */
export type ChildOf<N extends ListName, K extends keyof ChildListsOf<N>> = { id: number } & z.infer<ChildListsOf<N>[K]['schema']>;

/** A row of list `N` as `GET /app/<list>/{id}` answers it: its fields and each of its child lists. */
export type ItemWithChildrenOf<N extends ListName> = ItemOf<N> & { [K in keyof ChildListsOf<N>]: ChildOf<N, K>[] };

/** The declared references from list `name`'s fields to other lists. */
export function referencesFrom(name: ListName): ListReference[] {
  return REFERENCES.filter((r) => r.from === name);
}

/** The declared references to list `name`'s rows from other lists' fields. */
export function referencesTo(name: ListName): ListReference[] {
  return REFERENCES.filter((r) => r.to === name);
}

/** The list name -> the schema of one row (the keys are exactly the list names). */
export const LIST_SCHEMAS = Object.fromEntries(RESOURCES.map((r) => [r.list, r.schema])) as {
  [N in ListName]: ResourceOf<N>['schema'];
};

/** Rules between fields of one row, for the lists that have them (see FieldOrderRule). */
export const LIST_RULES: Partial<Record<ListName, readonly FieldOrderRule[]>> = Object.fromEntries(
  RESOURCES.flatMap((r) => ('rules' in r && r.rules ? [[r.list, r.rules]] : [])),
);
