/**
 * How an API resource is described: one file per list under `src/resources/`, `export default defineResource({…})`.
 * A resource is the data side of a list (what `GET /app/<list>` serves, both backends store and the API document
 * describes); the screens that show it (`src/screens/<area>/*.ts`) name it and add only the UI. One resource may back
 * more than one screen. `src/resources/registry.gen.ts` (written by tools/generate-screen-registry.mjs) collects
 * the files; `src/resources/index.ts` derives the list names and row types from it.
 */
import type { z } from 'zod/mini';
import type { FieldOrderRule } from '../schemas/common.ts';
import type { CodeFormatName } from '../schemas/formats.ts';
import type { DashboardName } from '../stats/period.ts';

/** A field of the row schema `S` (a declaration naming another does not type-check). */
type FieldOf<S extends z.ZodMiniObject> = Extract<keyof z.output<S>, string>;

/** A field of the row schema `S` whose value is a number (an account's id). */
type NumberFieldOf<S extends z.ZodMiniObject> = { [F in FieldOf<S>]: z.output<S>[F] extends number ? F : never }[FieldOf<S>];

/** A field of the row schema `S` whose value is an array of numbers (accounts' ids). */
type NumberArrayFieldOf<S extends z.ZodMiniObject> = {
  [F in FieldOf<S>]: z.output<S>[F] extends readonly number[] ? F : never;
}[FieldOf<S>];

/** A reference the backend proposes for a new row (`GET /app/<list>/next-id`): its field and its format. */
export interface GeneratedCode<F extends string = string> {
  field: F;
  format: CodeFormatName;
}

/**
 * What deleting a referenced row does to the rows that name it, as in SQL: `restrict` refuses the delete (400 naming
 * them), `cascade` deletes them too, `set null` empties their field (a field whose schema is nullable only); each row
 * deleted or changed has its audit entry and live event.
 */
export type OnDelete = 'restrict' | 'cascade' | 'set null';

/** A field that names a row of another list: that list's generated reference (its `code`) when it has one, else its id. */
export interface Reference<L extends string = string, D extends OnDelete = OnDelete> {
  list: L;
  onDelete: D;
}

/**
 * Rows that belong to one row of the list and exist only with it (an invoice's lines): `schema` holds the child's
 * fields without `id` (each backend numbers the children), `max` how many one row may have (absent:
 * DEFAULT_CHILD_MAX). A one-row read answers the children under the declaration's name, in their order; a create or an
 * update takes them in the body as the new set. The server keeps them in the table `list_<list>_<name>`.
 */
export interface ChildList<C extends z.ZodMiniObject = z.ZodMiniObject> {
  schema: C;
  max?: number;
  /**
   * The child's fields held in whole minor units (an invoice line's `unitPrice`), each with the row's field naming
   * their ISO 4217 currency (`{ unitPrice: 'currency' }`): the form asks for them as decimal amounts (19.99 EUR).
   */
  minorUnits?: Readonly<Record<string, string>>;
}

/**
 * Fields the backend computes on every write (an invoice's totals, status and number), whatever the body says: a
 * body may leave them out, and the computation `rule` names (COMPUTED_RULES of src/contract/computed.ts) gives their
 * values from the written row with its children and the stored row (undefined on a create). `editable(stored)` false
 * refuses a change or a delete of the row with 409 (MESSAGES.notDraft).
 */
export interface ComputedFields<F extends string = string> {
  fields: readonly F[];
  rule: 'invoice';
  editable?: (stored: Record<string, unknown>) => boolean;
}

/**
 * `POST /app/<list>/{id}/send`: a row whose `status` is `draft` becomes `sent` and is given in `number` the next
 * number of the year of its `date`, `<prefix>-<year>-<0001…>`, without gaps and never twice (a counter per list and
 * year, taken in the send's write). Any other status answers 409 (MESSAGES.notDraft).
 */
export interface SentNumber<F extends string = string> {
  number: F;
  status: F;
  date: F;
  prefix: string;
}

/** How many children of one name a row may have when the declaration gives no `max`. */
export const DEFAULT_CHILD_MAX = 1000;

/**
 * `R`: the lists the references name, as written (src/resources/index.ts refuses a name that is not a list; the list
 * names come from the resources, so this file cannot name them).
 */
export interface Resource<
  L extends string = string,
  S extends z.ZodMiniObject = z.ZodMiniObject,
  R extends string = string,
  C extends Readonly<Record<string, ChildList>> = Readonly<Record<string, ChildList>>,
> {
  /** The API list: `/app/<list>`; its sample rows are `src/content/data/<list>.json`. */
  list: L;
  /** The row schema (validation, types, response parsing, the form's fields, the API document). */
  schema: S;
  /** Rules between fields of one row (an end date not before its start). */
  rules?: readonly FieldOrderRule[];
  /** How many rows the sample file holds (checked by a unit test). */
  sampleSize: number;
  /** The namespace of the field labels: `fields.<entity>.<field>`. */
  entity: string;
  /** The schema's name in the OpenAPI document. */
  apiName: string;
  /**
   * The field whose reference the backend proposes and keeps unique (`GET /app/<list>/next-id`, 409 on a second row
   * with it), and its format; the fake backend's synthetic rows number it by row. Absent: the list has none.
   */
  code?: GeneratedCode<NoInfer<FieldOf<S>>>;
  /**
   * The date field the list's history is read by: the list takes `from` and `to` and pages through the rows the
   * dashboards sum, newest first. Absent: the list has no history. The fake backend generates the history of the
   * orders and the expenses only (src/mocks/history.ts).
   */
  historyDate?: NoInfer<FieldOf<S>>;
  /**
   * The date field on which a row stops counting (an employee's exit date; null while it counts), for a list with a
   * `historyDate`: the list takes `endFrom` and `endTo` (the rows whose end date is in that range: the dashboards'
   * exits) and `activeOn` (the rows whose end date is null or after that day: a head count at that day, with
   * `from`/`to` on the history date). Absent: the list takes none of them.
   */
  endDate?: NoInfer<FieldOf<S>>;
  /** The dashboards whose figures sum this list, so a change to it (the live stream) reloads their figures. */
  dashboards?: readonly DashboardName[];
  /**
   * Each row belongs to one account, whose id is in `field`: only that account reads, changes or deletes it, and gets
   * its changes on the live stream and its entries in the audit trail; to anyone else it does not exist (404). The
   * backend sets the field to the caller's id on create and keeps it on update, whatever the body says. Absent: every
   * row is the list's (docs/resource-model.md, Ownership).
   */
  owner?: { field: NoInfer<NumberFieldOf<S>> };
  /**
   * Each row is read by the accounts whose ids are in `field` (a conversation's members): only they read, change or
   * delete it, get its changes on the live stream and its entries in the audit trail; to anyone else it does not exist
   * (404). Membership is checked when the row is read, so a member removed loses it at once. The backend adds the
   * caller to the set it writes, on create and on update: any member changes the set, nobody removes itself. A list
   * declares `owner` or `members`, not both (docs/resource-model.md, Members).
   */
  members?: { field: NoInfer<NumberArrayFieldOf<S>> };
  /**
   * The field naming the account that wrote the row (a note's author): the backend writes the caller's name there on
   * create and keeps the stored one on update, whatever the body says. Absent: the list's rows name nobody.
   */
  author?: NoInfer<FieldOf<S>>;
  /**
   * Fields that name a row of another list, and what deleting that row does to the rows naming it (OnDelete). The
   * server's table has a foreign key with that rule; both backends answer 400 for a name no row has.
   */
  references?: Partial<Readonly<Record<FieldOf<S>, Reference<R>>>>;
  /**
   * The rows' order, kept as a fractional index (a text key, compared byte by byte) in `field`, within each value of
   * `group` when given: `PATCH /app/<list>/{id}/move` writes the one moved row, with a key between its new neighbours.
   */
  order?: { field: NoInfer<FieldOf<S>>; group?: NoInfer<FieldOf<S>> };
  /**
   * The row's child lists by name (ChildList): `GET /app/<list>/{id}` answers each as an array of `{ id, …fields }`
   * in its order, and `POST` / `PUT` take that array as the new set of children. A name is not a field of the row.
   */
  children?: C;
  /** The fields the backend computes on every write, and whether a stored row may still change (ComputedFields). */
  computed?: ComputedFields<NoInfer<FieldOf<S>>>;
  /** The row is sent by `POST /app/<list>/{id}/send`, which numbers it (SentNumber). Absent: no such route. */
  send?: SentNumber<NoInfer<FieldOf<S>>>;
  /**
   * The status of `POST /app/<list>`'s answer: 201 (Created) for a list of documents with routes of their own
   * (invoices). Absent: 200, as the template's lists answer a create.
   */
  createdStatus?: 201;
}

/** A field of the row schema `S` whose value is never null. */
type NotNullFieldOf<S extends z.ZodMiniObject> = { [F in FieldOf<S>]: null extends z.output<S>[F] ? never : F }[FieldOf<S>];

/** Refuses (when the types are checked) `set null` on a field whose schema is not nullable. */
interface SetNullOnNullable<S extends z.ZodMiniObject> {
  references?: Partial<Readonly<Record<NotNullFieldOf<S>, Reference<string, Exclude<OnDelete, 'set null'>>>>>;
}

/** Refuses (when the types are checked) a child list named as a field of the row. */
interface ChildNamesNotFields<S extends z.ZodMiniObject, C> {
  children?: Record<Extract<keyof C, FieldOf<S>>, never>;
}

export function defineResource<
  const L extends string,
  S extends z.ZodMiniObject,
  const R extends string = never,
  const C extends Readonly<Record<string, ChildList>> = Readonly<Record<never, ChildList>>,
>(def: Resource<L, S, R, C> & ChildNamesNotFields<S, C> & SetNullOnNullable<S>): Resource<L, S, R, C> {
  return def;
}
