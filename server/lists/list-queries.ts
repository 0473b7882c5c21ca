import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connect.ts';
import { listColumns, type ListColumn } from '../db/list-columns.ts';
import { listTable } from '../db/list-tables.ts';
import { listStats } from '../db/tables.ts';
import type { EndFilter, ListQuery } from '../../src/contract/list-query.ts';
import { orderOf as declaredOrder, type ListName } from '../../src/resources/index.ts';
import { ownedBy, scoped } from './ownership.ts';

/** `%`, `_` and `\` of the user's text match themselves in LIKE. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function columnOf(name: ListName, field: string): PgColumn {
  return (getTableColumns(listTable(name)) as Record<string, PgColumn>)[field]!;
}

/** The history range of `GET /app/order?from=&to=`: `from`..`to` (both ISO days, included) on a list's date field. */
export interface DateRange {
  field: string;
  from: string;
  to: string;
}

/** The end-date filters of a list with an `endDate` (`?endFrom=&endTo=`, `?activeOn=`) on its end date `field`. */
export interface EndRange extends EndFilter {
  field: string;
}

/** The columns a row answers with: every field of the schema, not the search text. */
export function rowColumns(name: ListName): Record<string, PgColumn> {
  return Object.fromEntries(listColumns(name).map((c) => [c.field, columnOf(name, c.field)]));
}

/** A URL value as the column's type: numbers and booleans compared as such; null when it cannot equal any value. */
function typedValue(column: ListColumn, raw: string): string | number | boolean | null {
  // A set of ids equals no one URL value.
  if (column.kind === 'ids') return null;
  if (column.kind === 'text') return raw;
  if (column.kind === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : null;
  const value = Number(raw);
  return raw.trim() !== '' && Number.isFinite(value) ? value : null;
}

/**
 * What a list statement's SQL depends on; the values it is run with are bound to placeholders. One statement is built
 * per shape and kept (building a statement with drizzle cost a page read about a fifth of its CPU, measured).
 */
interface Shape {
  name: ListName;
  /** Each filtered field and how many of its values can match (none: the filter matches no row). */
  filters: [string, number][];
  q: boolean;
  /** The field of the history range, if any. */
  range: string | undefined;
  /** The end-date field when the rows' end date is in a range (`endFrom`..`endTo`); when it is null or after a day (`activeOn`). */
  endRange: string | undefined;
  activeOn: string | undefined;
  sort: ListQuery['sort'];
  /** A page: whether its rows are read directly (a small offset) or by ids first; undefined for every row. */
  page: 'direct' | 'ids' | undefined;
  /** The total from list_stats: the filtered field (`''` for none) and its number of distinct values; else counted. */
  stats: [string, number] | undefined;
  /** Whether the rows are owned or have members: only the caller's are selected (server/lists/ownership.ts). */
  owned: boolean;
  /** Rows after a given one in the view's order (a keyset page: selectRowsAfterJson). */
  after?: boolean;
}

/** The placeholders' names: each value of a statement is bound under one of these. */
const slot = {
  filter: (field: string, i: number) => `f.${field}.${i}`,
  stat: (i: number) => `s.${i}`,
  q: 'q',
  from: 'from',
  to: 'to',
  endFrom: 'endFrom',
  endTo: 'endTo',
  activeOn: 'activeOn',
  limit: 'limit',
  offset: 'offset',
  caller: 'caller',
  afterKey: 'afterKey',
  afterId: 'afterId',
};
const placeholder = (name: string) => sql.placeholder(name);

const columnMaps = new Map<ListName, Map<string, ListColumn>>();
function columnMap(name: ListName): Map<string, ListColumn> {
  let map = columnMaps.get(name);
  if (!map) columnMaps.set(name, (map = new Map(listColumns(name).map((c) => [c.field, c]))));
  return map;
}

/**
 * Whether the trigger-kept `list_stats` answers the total at once: without q or range, and with at most one filtered
 * field of few values (a status, a flag); anything else counts the matching rows.
 */
function statsField(name: ListName, query: ListQuery, range: DateRange | EndRange | undefined): [string, string[]] | undefined {
  const filtered = Object.entries(query.filters);
  // list_stats counts every account's rows.
  if (range || query.q || filtered.length > 1 || scoped(name)) return undefined;
  if (filtered.length === 1 && !columnMap(name).get(filtered[0]![0])?.facet) return undefined;
  const [field, values] = filtered[0] ?? ['', ['']];
  // list_stats keeps each value as text (`true`/`false` for flags), as the URL writes it.
  return [field, [...new Set(values)]];
}

/** A list query's shape, and its values under their placeholders' names; `caller` is the account that asks. */
function planOf(
  name: ListName,
  query: ListQuery,
  range: DateRange | undefined,
  caller: number,
  end?: EndRange,
): { shape: Shape; values: Record<string, unknown> } {
  const owned = scoped(name);
  const values: Record<string, unknown> = owned ? { [slot.caller]: caller } : {};
  const filters: [string, number][] = [];
  for (const [field, wanted] of Object.entries(query.filters)) {
    const column = columnMap(name).get(field);
    if (!column) continue;
    const typed = wanted.map((raw) => typedValue(column, raw)).filter((v) => v !== null);
    typed.forEach((value, i) => (values[slot.filter(field, i)] = value));
    filters.push([field, typed.length]);
  }
  if (query.q) values[slot.q] = likeEscape(query.q);
  if (range) Object.assign(values, { [slot.from]: range.from, [slot.to]: range.to });
  const endRange = end?.from !== undefined && end.to !== undefined;
  if (endRange) Object.assign(values, { [slot.endFrom]: end.from, [slot.endTo]: end.to });
  if (end?.activeOn !== undefined) values[slot.activeOn] = end.activeOn;
  let page: Shape['page'];
  if (query.page !== undefined) {
    const offset = (query.page - 1) * query.pageSize;
    Object.assign(values, { [slot.limit]: query.pageSize, [slot.offset]: offset });
    page = offset < DIRECT_OFFSET ? 'direct' : 'ids';
  }
  const stats = page ? statsField(name, query, range ?? end) : undefined;
  stats?.[1].forEach((value, i) => (values[slot.stat(i)] = value));
  const shape: Shape = {
    name,
    filters,
    q: !!query.q,
    range: range?.field,
    endRange: endRange ? end.field : undefined,
    activeOn: end?.activeOn !== undefined ? end.field : undefined,
    sort: query.sort,
    page,
    stats: stats && [stats[0], stats[1].length],
    owned,
  };
  return { shape, values };
}

function filterCondition(name: ListName, field: string, count: number): SQL {
  if (count === 0) return sql`false`;
  const target = columnOf(name, field);
  if (count === 1) return eq(target, placeholder(slot.filter(field, 0)));
  return inArray(
    target,
    Array.from({ length: count }, (_, i) => placeholder(slot.filter(field, i))),
  );
}

function whereOf(shape: Shape): SQL | undefined {
  const { name } = shape;
  const conditions = shape.filters.map(([field, count]) => filterCondition(name, field, count));
  if (shape.owned) conditions.push(ownedBy(name, placeholder(slot.caller))!);
  if (shape.q) conditions.push(sql`${columnOf(name, 'search')} like '%' || lower(${placeholder(slot.q)}) || '%'`);
  if (shape.range) {
    conditions.push(sql`${columnOf(name, shape.range)} collate "C" between ${placeholder(slot.from)} and ${placeholder(slot.to)}`);
  }
  if (shape.endRange) {
    conditions.push(sql`${columnOf(name, shape.endRange)} collate "C" between ${placeholder(slot.endFrom)} and ${placeholder(slot.endTo)}`);
  }
  if (shape.activeOn) {
    const end = columnOf(name, shape.activeOn);
    conditions.push(sql`(${end} is null or ${end} collate "C" > ${placeholder(slot.activeOn)})`);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** The field a view is ordered by before the id (the sort's, else the list's declared order's); undefined: the id alone. */
function orderField(name: ListName, sort: ListQuery['sort']): string | undefined {
  return sort ? sort.field : declaredOrder(name)?.field;
}

/** The key the view is ordered by, as the order reads it (text byte by byte). */
function orderKey(name: ListName, sort: ListQuery['sort'], field: string): SQL | PgColumn {
  const column = columnOf(name, field);
  return !sort || columnMap(name).get(field)?.kind === 'text' ? sql`${column} collate "C"` : column;
}

function orderOf({ name, sort }: Shape): SQL[] {
  const id = columnOf(name, 'id');
  // An ordered list reads in its keys' order (byte by byte, as its index has them), else in the ids'. Text sorts in
  // code-point order (COLLATE "C"), as the in-memory list query does, whatever the database's locale; the id breaks
  // ties, so pages never overlap or skip rows. The (field, id) indexes are built in this order.
  const field = orderField(name, sort);
  if (field === undefined) return [asc(id)];
  const direction = sort?.direction === 'desc' ? desc : asc;
  return [direction(orderKey(name, sort, field)), direction(id)];
}

/** The total after q and filters, as a scalar subquery (see statsField). */
function totalSql(db: Db, shape: Shape): SQL {
  if (shape.stats) {
    const [field, count] = shape.stats;
    const values = Array.from({ length: count }, (_, i) => placeholder(slot.stat(i)));
    return sql`(${db
      .select({ n: sql`coalesce(sum(${listStats.n}), 0)` })
      .from(listStats)
      .where(and(eq(listStats.list, shape.name), eq(listStats.field, field), inArray(listStats.value, values)))})`;
  }
  return sql`(${db
    .select({ n: sql`count(*)` })
    .from(listTable(shape.name))
    .where(whereOf(shape))})`;
}

/** A JSON object of a row's fields, as the database writes it: `{"id" : 1, "orderId" : "…", …, "version" : 3}`. */
function rowObject(name: ListName): SQL {
  const table = listTable(name);
  const fields = Object.entries({ ...rowColumns(name), version: table.version });
  // Field names come from the row schema (letters and digits only), so they are written as literals, not parameters.
  return sql`json_build_object(${sql.join(
    fields.map(([field, column]) => {
      if (!/^\w+$/.test(field)) throw new Error(`A list field name must be a word: ${field}`);
      return sql`${sql.raw(`'${field}'`)}, ${column}`;
    }),
    sql`, `,
  )})`;
}

/**
 * Below this offset (in rows) a page's rows are read in the order the index gives them; from it on, their ids are found
 * first. Measured on PGlite with 10,000 rows: up to an offset of about a thousand rows the direct read costs less (the
 * first page about a third less: no lookup of each id, no hash of the ids, no sort); past that, walking the offset in an
 * index-only scan without reading rows wins, and the more so the deeper the page.
 */
export const DIRECT_OFFSET = 500;

/** The JSON array of a page's rows, in the page's order (null for a page past the end). */
function pageItems(db: Db, shape: Shape): SQL {
  const table = listTable(shape.name);
  const where = whereOf(shape);
  const order = orderOf(shape);
  const aggregate = sql`json_agg(${rowObject(shape.name)} order by ${sql.join(order, sql`, `)})`;
  if (shape.page === 'direct') {
    const rows = db
      .select({ ...rowColumns(shape.name), version: table.version })
      .from(table)
      .where(where)
      .orderBy(...order)
      .limit(placeholder(slot.limit))
      .offset(placeholder(slot.offset));
    // The page's rows go by the table's own name, so the row object and the order read them as they read the table.
    return sql`(select ${aggregate} from (${rows}) as ${table})`;
  }
  // An index-only scan of the `(field, id)` index walks past the offset without reading rows; then only the page's are read.
  const pageIds = db
    .select({ id: table.id })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(placeholder(slot.limit))
    .offset(placeholder(slot.offset));
  return sql`(select ${aggregate} from ${table} where ${inArray(table.id, pageIds)})`;
}

interface Statement<R> {
  execute(values: Record<string, unknown>): Promise<R[]>;
}

/** Statements built, per database and shape; the oldest is dropped past MAX_STATEMENTS. */
const statements = new WeakMap<Db, Map<string, Statement<unknown>>>();
const MAX_STATEMENTS = 500;

function statementFor<R>(db: Db, shape: Shape, build: () => Statement<R>): Statement<R> {
  let kept = statements.get(db);
  if (!kept) statements.set(db, (kept = new Map<string, Statement<unknown>>()));
  const key = JSON.stringify(shape);
  let statement = kept.get(key) as Statement<R> | undefined;
  if (!statement) {
    statement = build();
    if (kept.size >= MAX_STATEMENTS) kept.delete(kept.keys().next().value!);
    kept.set(key, statement);
  }
  return statement;
}

// drizzle's prepare() takes a name; an empty one keeps Postgres planning each call for its values, as an unprepared query.
const UNNAMED = '';

/** Every row a list query selects (no page) of those `caller` may see, each with its version. */
export async function selectRows(
  db: Db,
  name: ListName,
  caller: number,
  query: ListQuery,
  range?: DateRange,
  end?: EndRange,
): Promise<Record<string, unknown>[]> {
  const { shape, values } = planOf(name, { ...query, page: undefined }, range, caller, end);
  const statement = statementFor(db, shape, () => {
    const table = listTable(name);
    return db
      .select({ ...rowColumns(name), version: table.version })
      .from(table)
      .where(whereOf(shape))
      .orderBy(...orderOf(shape))
      .prepare(UNNAMED);
  });
  return statement.execute(values);
}

/**
 * One page of the rows `caller` may see and their total after q and filters, as the answer's JSON text (`{ items, total }`), written by the database
 * in one statement: the page's rows are aggregated in the page's order, the total is a scalar subquery. The rows never
 * become JavaScript objects, so the cost of a page is the query's, not parsing, mapping and serialising each field.
 * A column is NOT NULL unless its field's schema is nullable, so a field is null only where the API allows it; numbers
 * are JSON numbers of the same value.
 */
export async function selectPageJson(
  db: Db,
  name: ListName,
  caller: number,
  query: ListQuery & { page: number },
  range?: DateRange,
  end?: EndRange,
): Promise<string> {
  const { shape, values } = planOf(name, query, range, caller, end);
  const statement = statementFor(db, shape, () =>
    db
      .select({
        page: sql<string>`json_build_object('items', coalesce(${pageItems(db, shape)}, '[]'::json), 'total', ${totalSql(db, shape)})::text`,
      })
      .from(sql`(select 1) as one`)
      .prepare(UNNAMED),
  );
  const [row] = await statement.execute(values);
  return row!.page;
}

/** Where a keyset page starts: the order key's value and the id of the last row of the page before. */
export interface RowAfter {
  key: unknown;
  id: number;
}

/**
 * Whether a view can be read in keyset pages: its order key is never null (a null has no place in a row comparison).
 * The key's field, for the caller to read each page's last row by.
 */
export function keysetField(name: ListName, sort: ListQuery['sort']): { field: string | undefined } | undefined {
  const field = orderField(name, sort);
  return field !== undefined && columnMap(name).get(field)?.nullable ? undefined : { field };
}

/** The rows after `(afterKey, afterId)` in the view's order: a row comparison, in the order's direction. */
function afterCondition({ name, sort }: Shape): SQL {
  const id = columnOf(name, 'id');
  const op = sort?.direction === 'desc' ? sql.raw('<') : sql.raw('>');
  const field = orderField(name, sort);
  if (field === undefined) return sql`${id} ${op} ${placeholder(slot.afterId)}`;
  return sql`(${orderKey(name, sort, field)}, ${id}) ${op} (${placeholder(slot.afterKey)}, ${placeholder(slot.afterId)})`;
}

/**
 * The JSON array of up to `limit` rows after `after` in the view's order, found through the order's `(field, id)` index
 * instead of an offset, so the thousandth page of a view costs what the first does, and no total is counted. For a view
 * whose keysetField is defined (an export walks a view of any size so).
 */
export async function selectRowsAfterJson(
  db: Db,
  name: ListName,
  caller: number,
  query: ListQuery,
  after: RowAfter,
  limit: number,
): Promise<string> {
  const planned = planOf(name, { ...query, page: undefined }, undefined, caller);
  const shape: Shape = { ...planned.shape, after: true };
  const values = { ...planned.values, [slot.afterKey]: after.key, [slot.afterId]: after.id, [slot.limit]: limit };
  const statement = statementFor(db, shape, () => {
    const table = listTable(name);
    const order = orderOf(shape);
    const rows = db
      .select({ ...rowColumns(name), version: table.version })
      .from(table)
      .where(and(whereOf(shape), afterCondition(shape)))
      .orderBy(...order)
      .limit(placeholder(slot.limit));
    const aggregate = sql`json_agg(${rowObject(name)} order by ${sql.join(order, sql`, `)})`;
    return db
      .select({ items: sql<string>`coalesce((select ${aggregate} from (${rows}) as ${table}), '[]'::json)::text` })
      .from(sql`(select 1) as one`)
      .prepare(UNNAMED);
  });
  const [row] = await statement.execute(values);
  return row!.items;
}
