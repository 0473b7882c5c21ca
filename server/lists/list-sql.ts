import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ListName } from '../../src/schemas/index.ts';
import type { Db } from '../db/connect.ts';
import { listColumns } from '../db/list-columns.ts';
import { listTable } from '../db/list-tables.ts';
import { listStats } from '../db/tables.ts';
import type { ListQuery } from './query-params.ts';

/** `%`, `_` and `\` of the user's text match themselves in LIKE. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function columnOf(name: ListName, field: string): PgColumn {
  return (getTableColumns(listTable(name)) as Record<string, PgColumn>)[field]!;
}

/** The columns a row answers with: every field of the schema, not the search text. */
export function rowColumns(name: ListName): Record<string, PgColumn> {
  return Object.fromEntries(listColumns(name).map((c) => [c.field, columnOf(name, c.field)]));
}

function whereOf(name: ListName, query: ListQuery): SQL | undefined {
  const conditions: SQL[] = Object.entries(query.filters).map(([field, values]) =>
    values.length === 1 ? eq(columnOf(name, field), values[0]) : inArray(columnOf(name, field), values),
  );
  if (query.q) conditions.push(sql`${columnOf(name, 'search')} like '%' || lower(${likeEscape(query.q)}) || '%'`);
  return conditions.length ? and(...conditions) : undefined;
}

function orderOf(name: ListName, query: ListQuery): SQL[] {
  const id = columnOf(name, 'id');
  if (!query.sort) return [asc(id)];
  const direction = query.sort.direction === 'asc' ? asc : desc;
  // The id breaks ties, so pages never overlap or skip rows; the (field, id) indexes serve this order.
  return [direction(columnOf(name, query.sort.field)), direction(id)];
}

/** The rows a list query selects: one page when `page` is set, else all of them. */
export async function selectRows(db: Db, name: ListName, query: ListQuery): Promise<Record<string, unknown>[]> {
  const base = db
    .select(rowColumns(name))
    .from(listTable(name))
    .where(whereOf(name, query))
    .orderBy(...orderOf(name, query));
  if (query.page === undefined) return base;
  return base.limit(query.pageSize).offset((query.page - 1) * query.pageSize);
}

/**
 * The total after q and filters. Without q and with at most one filtered field of few values (a status, a flag), the
 * trigger-kept `list_stats` answers at once; anything else counts the matching rows.
 */
export async function countRows(db: Db, name: ListName, query: ListQuery): Promise<number> {
  const filtered = Object.entries(query.filters);
  const facets = new Set(
    listColumns(name)
      .filter((c) => c.facet)
      .map((c) => c.field),
  );
  if (!query.q && filtered.length <= 1 && (filtered.length === 0 || facets.has(filtered[0]![0]))) {
    const [field, values] = filtered[0] ?? ['', ['']];
    const distinct = [...new Set(values.map(String))];
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${listStats.n}), 0)`.mapWith(Number) })
      .from(listStats)
      .where(and(eq(listStats.list, name), eq(listStats.field, field), inArray(listStats.value, distinct)));
    return row?.n ?? 0;
  }
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(listTable(name))
    .where(whereOf(name, query));
  return row?.n ?? 0;
}
