import { and, asc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  bestHits,
  parseSearchQuery,
  SEARCH_MIN_TEXT,
  SEARCH_ROUTES,
  searchableBy,
  type RankedHit,
  type SearchQuery,
  type SearchTarget,
} from '../../src/contract/search.ts';
import type { Db } from '../db/connect.ts';
import { listTable } from '../db/list-tables.ts';
import { rowColumns } from '../lists/list-queries.ts';
import { ownedBy } from '../lists/ownership.ts';
import { errorResponse, on, type App, type ServerContext } from './kit.ts';

/** `%`, `_` and `\` of the user's text match themselves in LIKE. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A field's value as the contract compares it (src/contract/search.ts `normalise`): trimmed, lower case, no leading "#". */
const folded = (column: PgColumn) => sql`regexp_replace(lower(trim(coalesce(${column}, ''))), '^#', '')`;

/**
 * The best `limit` hits of one list: the trigram index over the row's search text (every string field, lower case)
 * finds the candidates, then each is ranked on the target's fields as `rankOf` does.
 */
async function searchList(db: Db, target: SearchTarget, query: SearchQuery, caller: number): Promise<RankedHit[]> {
  const table = listTable(target.list);
  const columns = rowColumns(target.list);
  const contains = `%${likeEscape(query.text)}%`;
  const starts = `${likeEscape(query.text)}%`;
  const values = target.fields.map((field) => folded(columns[field]!));
  const rank = sql<number>`case when ${sql.join(
    values.map((v) => sql`${v} = ${query.text}`),
    sql` or `,
  )} then 0 when ${sql.join(
    values.map((v) => sql`${v} like ${starts}`),
    sql` or `,
  )} then 1 else 2 end`;
  const matches: SQL = sql`(${sql.join(
    values.map((v) => sql`${v} like ${contains}`),
    sql` or `,
  )})`;
  const title = sql<string>`coalesce(${columns[target.title]!}::text, '')`;
  const subtitle = target.subtitle ? sql<string>`coalesce(${columns[target.subtitle]!}::text, '')` : sql<string>`''`;
  const rows = await db
    .select({ id: columns.id!, title, subtitle, rank })
    .from(table)
    // The search text holds every string field: its trigram index narrows the rows before the fields are compared.
    .where(and(sql`${sql.raw('search')} like ${contains}`, matches, ownedBy(target.list, caller)))
    .orderBy(asc(rank), sql`${title} collate "C"`, asc(columns.id!))
    .limit(query.limit);
  return rows.map((row) => ({ list: target.list, id: Number(row.id), title: row.title, subtitle: row.subtitle, rank: Number(row.rank) }));
}

/** GET /app/search: the records of every list the caller's role may read, best first (src/contract/search.ts). */
export function searchRoutes(app: App, ctx: ServerContext): void {
  on(app, ctx, SEARCH_ROUTES.search, async (c) => {
    const parsed = parseSearchQuery(new URL(c.req.url).searchParams);
    if (!parsed.ok) return errorResponse(c, 400, parsed.message);
    const { query } = parsed;
    if (query.text.length < SEARCH_MIN_TEXT) return c.json({ items: [] });
    const targets = searchableBy(c.get('role'));
    const perList = await Promise.all(targets.map((target) => searchList(ctx.db, target, query, c.get('userId'))));
    return c.json({ items: bestHits(perList.flat(), query.limit) });
  });
}
