import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SessionFact } from '../../src/stats/analytics.ts';
import type { Db } from '../db/connect.ts';
import { listTable } from '../db/list-tables.ts';

type SessionTuple = [string, number, SessionFact['source'], SessionFact['device'], string, string, number, boolean];

/**
 * The rows of the sessions list from `from` to `to` (ISO days), with the fields the analytics dashboard reads, as one
 * JSON value: some 15,000 small rows for two periods of a year cost the drivers (PGlite above all) far more one by one.
 * The `(date collate "C", id)` index serves the range.
 */
export async function sessionFacts(db: Db, from: string, to: string): Promise<SessionFact[]> {
  const table = listTable('sessions');
  const c = table as unknown as Record<keyof SessionFact, PgColumn>;
  const fields = [c.date, c.hour, c.source, c.device, c.country, c.landingPage, c.pageviews, c.returning];
  const [row] = await db
    .select({ rows: sql<SessionTuple[] | string>`coalesce(json_agg(json_build_array(${sql.join(fields, sql`, `)})), '[]'::json)` })
    .from(table)
    .where(sql`${c.date} collate "C" between ${from} and ${to}`);
  const rows = row?.rows ?? [];
  // PGlite and node-postgres read json as values already; a driver set to leave it as text is read here.
  const tuples = typeof rows === 'string' ? (JSON.parse(rows) as SessionTuple[]) : rows;
  return tuples.map(([date, hour, source, device, country, landingPage, pageviews, returning]) => ({
    date,
    hour,
    source,
    device,
    country,
    landingPage,
    pageviews,
    returning,
  }));
}
