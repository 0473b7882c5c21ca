/**
 * The fake backend's web sessions of a range: the sessions list's rows dated in it (the sample company's generated
 * days among them, src/mocks/company.ts), so what `GET /app/sessions?from=&to=` pages through is exactly what
 * `GET /app/stats/analytics` sums, and a session added, edited or deleted in the list moves the figures.
 */
import type { FakeDb } from './db.ts';
import type { Session } from '../resources/sessions.ts';

export function historySessions(db: FakeDb, from: string, to: string): Session[] {
  return (db.list('sessions') ?? []).filter((s) => s.date >= from && s.date <= to);
}
