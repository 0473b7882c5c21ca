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

/** The total after q and filters (see totalSql). */
export async function countRows(db: Db, name: ListName, query: ListQuery, extra?: SQL): Promise<number> {
  const [row] = await db.select({ n: sql<number>`${totalSql(db, name, query, extra)}`.mapWith(Number) }).from(sql`(select 1) as one`);
  return row?.n ?? 0;
}

/** The name the total travels under in a page's rows: no list field starts with two underscores. */
const TOTAL = '__total';

/**
 * One page and the total after q and filters, in one statement: the total rides on each row of the page as a scalar
 * subquery (computed once). A page past the end has no row to carry it, so then it is counted on its own.
 */
export async function selectPage(
  db: Db,
  name: ListName,
  query: ListQuery & { page: number },
  extra?: SQL,
): Promise<{ items: Record<string, unknown>[]; total: number }> {
  const table = listTable(name);
  const where = whereOf(name, query, extra);
  const order = orderOf(name, query);
  const pageIds = db
    .select({ id: table.id })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const rows = await db
    .select({ ...rowColumns(name), version: table.version, [TOTAL]: sql<number>`${totalSql(db, name, query, extra)}`.mapWith(Number) })
    .from(table)
    .where(inArray(table.id, pageIds))
    .orderBy(...order);
  if (!rows.length) return { items: [], total: await countRows(db, name, query, extra) };
  const total = Number(rows[0]![TOTAL]);
  for (const row of rows) delete (row as Record<string, unknown>)[TOTAL];
  return { items: rows, total };
}
