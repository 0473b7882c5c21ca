/**
 * How a dashboard screen is described. Every screen is one file under `src/screens/<area>/` calling one of
 * the functions below; the menu, the search palette, the breadcrumbs, the generated pages, the fake
 * backend's lists and the API document are all derived from those files (`src/screens/registry.gen.ts`, written
 * from them by `tools/generate-screen-registry.mjs`, collects them; `src/screens/index.ts` reads it).
 *
 * A list or card screen names the resource it shows (`resource: order`, from `src/resources/order.ts`: the list, its
 * schema, rules and sample rows) and adds only the UI. The generics tie its columns, filter, masks and sort to the
 * resource's zod schema: a column key, an image or total field, or an enumeration name that the entity does not have
 * fails type checking. One resource may back more than one screen.
 */
import type { z } from 'zod/mini';
import type { ScreenPermission } from '../stores/permissions.ts';
import type { IconName } from './icons.ts';
import type { Resource } from '../resources/define.ts';
import type { EnumName } from '../schemas/enums.ts';
import type {
  ColumnSpec,
  FieldMask,
  ListFilterSpec,
  ListScreenSpec,
  ReferenceFilterSpec,
  RowActionName,
  ValueFilterSpec,
} from './list-spec.ts';

/**
 * The menu groups in menu order, and 'account' last: signed-in screens reached from the account menu, not from the
 * sidebar. Screens are ordered by their group's place here, then by their own `position`.
 */
export const SCREEN_GROUP_ORDER = ['dashboards', 'ecommerce', 'hr', 'apps', 'social', 'users', 'admin', 'ui', 'pages', 'account'] as const;
export type ScreenGroup = (typeof SCREEN_GROUP_ORDER)[number];

/** What every screen has: its menu entry. The menu label is `menu.<id>` in the translations. */
export interface MenuEntry {
  /** Stable id, e.g. 'orders'; also the last part of the `menu.<id>` label key. */
  id: string;
  /** Path without locale and without leading slash, e.g. 'apps/ecommerce/orders/'. */
  path: string;
  group: ScreenGroup;
  /** Its place in its menu group: lower first (the scaffold leaves gaps of 10, so one can go between two). */
  position: number;
  icon: IconName;
  /**
   * The permission an account needs to open the screen (the role table: src/contract/permissions.ts). A list or
   * card screen needs `<list>.read` without saying so; a custom screen that shows data names what it needs. Without
   * it the screen's menu entry is absent, and the screen opened by its address says it is not permitted.
   */
  permission?: ScreenPermission;
}

type FieldOf<T> = Extract<keyof T, string>;
type FieldsOfType<T, V> = { [K in FieldOf<T>]: T[K] extends V ? K : never }[FieldOf<T>];

/**
 * The labels of a column's values: an enumeration of src/schemas/enums.ts, or a list's own, `<entity>.<field>` (a
 * string field of `T`), labelled by `enums.<entity>.<field>.<value>`; src/schemas/translations.test.ts checks those.
 */
type EnumOf<T> = EnumName | `${string}.${FieldsOfType<T, string>}`;

/** A column of an entity `T`: the keys it names must be fields of `T` of the right type. */
export interface Column<T> extends Omit<ColumnSpec, 'key' | 'enumName' | 'imageKey' | 'totalKey'> {
  key: FieldOf<T>;
  enumName?: EnumOf<T>;
  imageKey?: FieldsOfType<T, string>;
  totalKey?: FieldsOfType<T, number>;
}

/** A filter on one field of `T`, offering values that field can hold. */
export type Filter<T> = {
  [K in FieldOf<T>]: Omit<ListFilterSpec, 'key' | 'enumName' | 'values'> & {
    key: K;
    enumName: EnumOf<T>;
    values: readonly Extract<T[K], string>[];
  };
}[FieldOf<T>];

/** The UI of a screen that shows one API list of rows of schema `S`. */
export interface ListView<S extends z.ZodMiniObject> {
  /** Which fields are columns (or drive search, sort and the form on a card screen), and how they look. */
  columns: readonly Column<z.output<NoInfer<S>>>[];
  filter?: Filter<z.output<NoInfer<S>>>;
  /**
   * Reference columns the address may filter the rows by (`['customerId']`: `?customerId=3` shows one customer's
   * invoices), with a chip naming the row that clears it.
   */
  referenceFilters?: readonly FieldOf<z.output<NoInfer<S>>>[];
  /**
   * Fields the address may filter the rows by, to one value or several (`['status', 'currency']`: `?status=sent,overdue`),
   * with a chip that clears it.
   */
  valueFilters?: readonly FieldOf<z.output<NoInfer<S>>>[];
  /** Input masks of the form dialog (IMask syntax; 'phone' for phone numbers). */
  masks?: Partial<Record<FieldOf<z.output<NoInfer<S>>>, FieldMask>>;
  /** Initial sort when the URL has none. */
  defaultSort?: { key: FieldOf<z.output<NoInfer<S>>>; desc: boolean };
  /** Row actions beside edit and delete (`invoiceOrder`: a draft invoice of an order). */
  rowActions?: readonly RowActionName[];
}

/**
 * A list-backed screen: the resource it names, that resource's fields copied onto it (so `screen.list`,
 * `screen.schema` read as before), and its UI.
 */
export interface ListSource<L extends string, S extends z.ZodMiniObject> extends Resource<L, S>, ListView<S> {
  /** The resource the screen shows (`src/resources/<list>.ts`). */
  resource: Resource<L, S>;
}

/** What a list or card screen's file writes: its menu entry, the resource it names, its UI. */
type ScreenInput<T> = Omit<T, 'kind' | keyof Resource>;

/** A table screen: the shared data table with search, sort, paging, CSV, add / edit / delete. */
export interface ListScreen<L extends string = string, S extends z.ZodMiniObject = z.ZodMiniObject> extends MenuEntry, ListSource<L, S> {
  kind: 'list';
}

/** The card layouts there are islands for (each a component under `src/islands/`). */
export type CardLayout = 'products' | 'sellers' | 'users' | 'notes';

/** A card screen: the same list, search, sort and form, shown as cards by one of the card islands. */
export interface CardScreen<L extends string = string, S extends z.ZodMiniObject = z.ZodMiniObject> extends MenuEntry, ListSource<L, S> {
  kind: 'cards';
  cards: CardLayout;
}

/** The islands of custom screens the generic app page can mount. */
export type CustomIsland = 'calendar' | 'board' | 'chat';

/**
 * A screen with its own island and data (the calendar), or with its own page (the dashboard overview, the
 * public pages linked from the menu). Only its menu entry is derived.
 */
export interface CustomScreen extends MenuEntry {
  kind: 'custom';
  /** The island the generic app page mounts; absent when the screen has its own page under `src/pages/`. */
  island?: CustomIsland;
  /**
   * The lists the screen shows (`/app/<list>`), fetched as soon as a link to the screen is followed. The calendar has
   * none: its store lives with the calendar's code, which a click elsewhere should not download.
   */
  data?: readonly ScreenDataKey[];
}

/** A piece of data a screen shows, by the store that holds it: a list's name. */
export type ScreenDataKey = string;

export type ListBackedScreen = ListScreen | CardScreen;
export type ScreenDefinition = ListBackedScreen | CustomScreen;

export function defineListScreen<const L extends string, S extends z.ZodMiniObject>(def: ScreenInput<ListScreen<L, S>>): ListScreen<L, S> {
  return { kind: 'list', ...def.resource, ...def };
}

export function defineCardScreen<const L extends string, S extends z.ZodMiniObject>(def: ScreenInput<CardScreen<L, S>>): CardScreen<L, S> {
  return { kind: 'cards', ...def.resource, ...def };
}

export function defineCustomScreen(def: Omit<CustomScreen, 'kind'>): CustomScreen {
  return { kind: 'custom', ...def };
}

export function isListBacked(def: ScreenDefinition): def is ListBackedScreen {
  return def.kind === 'list' || def.kind === 'cards';
}

/**
 * The columns with the title (else the number) linking each row to its record page, unless the column links elsewhere
 * already (an invoice's number, to the invoice's own page).
 */
function withRecordLinks(def: ListBackedScreen): ListScreenSpec['columns'] {
  const linked = def.columns.find((c) => c.kind === 'title') ?? def.columns.find((c) => c.kind === 'code');
  if (!linked || linked.link) return def.columns;
  return def.columns.map((c) => (c === linked ? { ...c, link: `${recordPath(def)}?id={id}` } : c));
}

/** A reference filter of `key`, which must be a reference column of the screen (else the build stops, naming it). */
function referenceFilterOf(def: ListBackedScreen, key: string): ReferenceFilterSpec {
  const reference = def.columns.find((c) => c.key === key)?.reference;
  if (!reference) throw new Error(`Screen ${def.id}: reference filter ${key} is not a reference column`);
  return { key, reference };
}

/** A value filter of `key`: its values' labels are those of the column's enum (a status), else the values as written. */
function valueFilterOf(def: ListBackedScreen, key: string): ValueFilterSpec {
  const enumName = def.columns.find((c) => c.key === key)?.enumName ?? (def.filter?.key === key ? def.filter.enumName : undefined);
  return { key, ...(enumName ? { enumName } : {}) };
}

/** The serialisable part of a list-backed screen that its island receives (no schema, no functions). */
export function islandSpec(def: ListBackedScreen): ListScreenSpec {
  const spec: ListScreenSpec = { list: def.list, entity: def.entity, columns: withRecordLinks(def) };
  if (def.filter) spec.filter = def.filter;
  if (def.referenceFilters) spec.referenceFilters = def.referenceFilters.map((key) => referenceFilterOf(def, key));
  if (def.valueFilters) spec.valueFilters = def.valueFilters.map((key) => valueFilterOf(def, key));
  // A Partial record's missing keys read as undefined; the island looks masks up by field and skips those.
  if (def.masks) spec.masks = def.masks as Record<string, FieldMask>;
  if (def.defaultSort) spec.defaultSort = def.defaultSort;
  if (def.rowActions) spec.rowActions = def.rowActions;
  return spec;
}

/** The permission needed to open a screen: the one it names, else a list-backed screen's `<list>.read`; none for the rest. */
export function screenPermission(def: ScreenDefinition): ScreenPermission | undefined {
  return def.permission ?? (isListBacked(def) ? `${def.list}.read` : undefined);
}

/** What a screen shows, by store: a list-backed screen its list; a custom screen what its definition says. */
export function screenDataKeys(def: ScreenDefinition): readonly ScreenDataKey[] {
  return isListBacked(def) ? [def.list] : (def.data ?? []);
}

/** The path of a list-backed screen's record page (`apps/ecommerce/orders/view/`; the record's id goes in `?id=`). */
export function recordPath(def: ListBackedScreen): string {
  return `${def.path}view/`;
}
