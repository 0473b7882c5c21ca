import { sql } from 'drizzle-orm';
import { purgeExpired } from './auth/tokens.ts';
import type { Db } from './db/connect.ts';
import { users } from './db/tables.ts';
import type { Logger } from './log.ts';

/** Expired sessions are refused at once; this only keeps the table small. */
export const PURGE_EVERY_MS = 60 * 60 * 1000;

/** Drops expired sessions every `everyMs` (an unref'd timer: it never keeps the process alive). */
export function purgeSessionsPeriodically(db: Db, logger: Logger, everyMs = PURGE_EVERY_MS): () => void {
  const timer = setInterval(() => {
    purgeExpired(db).catch((error: unknown) => logger.error('purging expired sessions failed', { error: String(error) }));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

export async function countAccounts(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users);
  return row?.n ?? 0;
}

/** What to sign in with when the database has no account yet. */
export const NO_ACCOUNT_HINT =
  'No account exists yet. Restart with SEED_DEMO=1 for the demo account (admin@stride.dev / stride-demo), ' +
  'or create an administrator: npm run api:create-admin -- <email>';
