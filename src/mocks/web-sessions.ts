/**
 * The fake backend's web sessions: the sessions list's own rows (the sample ones and those added) joined with the
 * company's generated days (src/company/sessions.ts), so what `GET /app/sessions?from=&to=` pages through is exactly
 * what `GET /app/stats/analytics` sums.
 */
import { sessionsBetween } from '../company/sessions.ts';
import { todayIso } from '../stats/period.ts';
import type { FakeDb } from './db.ts';
import type { Session } from '../resources/sessions.ts';

/** The generated sessions of the last range asked for: the dashboard and its list ask for the same range in turn. */
let last: { key: string; rows: Session[] } | undefined;

export function historySessions(db: FakeDb, from: string, to: string, today: string = todayIso()): Session[] {
  const key = `${from}:${to}:${today}`;
  if (last?.key !== key) last = { key, rows: sessionsBetween(from, to, today) };
  const listed = (db.list('sessions') ?? []).filter((s) => s.date >= from && s.date <= to);
  return [...listed, ...last.rows];
}
