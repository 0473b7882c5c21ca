import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ListName } from '../../src/schemas/index.ts';
import type { Db } from '../db/connect.ts';
import { listColumns, type ListColumn } from '../db/list-columns.ts';
import { listTable } from '../db/list-tables.ts';
import { listStats } from '../db/tables.ts';
import type { ListQuery } from '../../src/api/contract/list-query.ts';

/** `%`, `_` and `\` of the user's text match themselves in LIKE. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function columnOf(name: ListName, field: string): PgColumn {
  return (getTableColumns(listTable(name)) as Record<string, PgColumn>)[field]!;
}

/** `from`..`to` (both ISO days, included) on a list's date field: the history range of `GET /app/order?from=&to=`. */
export function dateRange(name: ListName, field: string, from: string, to: string): SQL {
  return sql`${columnOf(name, field)} collate "C" between ${from} and ${to}`;
}

/** The columns a row answers with: every field of the schema, not the search text. */
export function rowColumns(name: ListName): Record<string, PgColumn> {
  return Object.fromEntries(listColumns(name).map((c) => [c.field, columnOf(name, c.field)]));
}

/** A URL value as the column's type: numbers and booleans compared as such; null when it cannot equal any value. */
function typedValue(column: ListColumn, raw: string): string | number | boolean | null {
  if (column.kind === 'text') return raw;
  if (column.kind === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : null;
  const value = Number(raw);
  return raw.trim() !== '' && Number.isFinite(value) ? value : null;
}

function filterCondition(name: ListName, column: ListColumn, wanted: string[]): SQL {
  const values = wanted.map((raw) => typedValue(column, raw)).filter((v) => v !== null);
  if (!values.length) return sql`false`;
  const target = columnOf(name, column.field);
  return values.length === 1 ? eq(target, values[0]) : inArray(target, values);
}

function whereOf(name: ListName, query: ListQuery, extra?: SQL): SQL | undefined {
  const columns = new Map(listColumns(name).map((c) => [c.field, c]));
  const conditions: SQL[] = Object.entries(query.filters)
    .filter(([field]) => columns.has(field))
    .map(([field, wanted]) => filterCondition(name, columns.get(field)!, wanted));
  if (query.q) conditions.push(sql`${columnOf(name, 'search')} like '%' || lower(${likeEscape(query.q)}) || '%'`);
  if (extra) conditions.push(extra);
  return conditions.length ? and(...conditions) : undefined;
}

function orderOf(name: ListName, query: ListQuery): SQL[] {
  const id = columnOf(name, 'id');
  if (!query.sort) return [asc(id)];
  const direction = query.sort.direction === 'asc' ? asc : desc;
  const column = listColumns(name).find((c) => c.field === query.sort!.field);
  // Text sorts in code-point order (COLLATE "C"), as the in-memory list query does, whatever the database's locale;
  // the id breaks ties, so pages never overlap or skip rows. The (field, id) indexes are built in this order.
  const field = columnOf(name, query.sort.field);
  const sortKey = column?.kind === 'text' ? sql`${field} collate "C"` : field;
  return [direction(sortKey), direction(id)];
}

/**
 * The rows a list query selects: one page when `page` is set, else all of them. A page is found as ids first (an
 * index-only scan of the `(field, id)` index walks past the offset without reading rows), then only those rows are read.
 */
export async function selectRows(db: Db, name: ListName, query: ListQuery, extra?: SQL): Promise<Record<string, unknown>[]> {
  const table = listTable(name);
  const where = whereOf(name, query, extra);
  const order = orderOf(name, query);
  const columns = { ...rowColumns(name), version: table.version };
  if (query.page === undefined) {
    return db
      .select(columns)
      .from(table)
      .where(where)
      .orderBy(...order);
  }
  const pageIds = db
    .select({ id: table.id })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return db
    .select(columns)
    .from(table)
    .where(inArray(table.id, pageIds))
    .orderBy(...order);
}

/**
 * The total after q and filters, as a scalar subquery. Without q and with at most one filtered field of few values (a
 * status, a flag), the trigger-kept `list_stats` answers at once; anything else counts the matching rows.
 */
function totalSql(db: Db, name: ListName, query: ListQuery, extra?: SQL): SQL {
  const filtered = Object.entries(query.filters);
  const facets = new Set(
    listColumns(name)
      .filter((c) => c.facet)
      .map((c) => c.field),
  );
  if (!extra && !query.q && filtered.length <= 1 && (filtered.length === 0 || facets.has(filtered[0]![0]))) {
    const [field, values] = filtered[0] ?? ['', ['']];
    // list_stats keeps each value as text (`true`/`false` for flags), as the URL writes it.
    const distinct = [...new Set(values)];
    return sql`(${db
      .select({ n: sql`coalesce(sum(${listStats.n}), 0)` })
      .from(listStats)
      .where(and(eq(listStats.list, name), eq(listStats.field, field), inArray(listStats.value, distinct)))})`;
  }
  return sql`(${db
    .select({ n: sql`count(*)` })
    .from(listTable(name))
    .where(whereOf(name, query, extra))})`;
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
function pageItems(db: Db, name: ListName, query: ListQuery & { page: number }, extra?: SQL): SQL {
  const table = listTable(name);
  const where = whereOf(name, query, extra);
  const order = orderOf(name, query);
  const offset = (query.page - 1) * query.pageSize;
  const aggregate = sql`json_agg(${rowObject(name)} order by ${sql.join(order, sql`, `)})`;
  if (offset < DIRECT_OFFSET) {
    const rows = db
      .select({ ...rowColumns(name), version: table.version })
      .from(table)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(offset);
    // The page's rows go by the table's own name, so the row object and the order read them as they read the table.
    return sql`(select ${aggregate} from (${rows}) as ${table})`;
  }
  // An index-only scan of the `(field, id)` index walks past the offset without reading rows; then only the page's are read.
  const pageIds = db
    .select({ id: table.id })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset(offset);
  return sql`(select ${aggregate} from ${table} where ${inArray(table.id, pageIds)})`;
}

/**
 * One page and the total after q and filters, as the answer's JSON text (`{ items, total }`), written by the database
 * in one statement: the page's rows are aggregated in the page's order, the total is a scalar subquery. The rows never
 * become JavaScript objects, so the cost of a page is the query's, not parsing, mapping and serialising each field.
 * Every column is NOT NULL, so no field is ever null, as the API wants; numbers are JSON numbers of the same value.
 */
export async function selectPageJson(db: Db, name: ListName, query: ListQuery & { page: number }, extra?: SQL): Promise<string> {
  const items = pageItems(db, name, query, extra);
  const [row] = await db
    .select({
      page: sql<string>`json_build_object('items', coalesce(${items}, '[]'::json), 'total', ${totalSql(db, name, query, extra)})::text`,
    })
    .from(sql`(select 1) as one`);
  return row!.page;
}
