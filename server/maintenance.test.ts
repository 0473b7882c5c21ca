import { lt } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { digest } from './auth/tokens.ts';
import type { Db } from './db/connect.ts';
import { passwordResetTokens, sessions } from './db/tables.ts';
import type { Logger } from './log.ts';
import { PURGE_EVERY_MS, purgeSessionsPeriodically } from './maintenance.ts';
import { createTestServer, START_TIMEOUT, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
}, START_TIMEOUT);
afterAll(() => server.close());
afterEach(() => vi.useRealTimers());

const silent: Logger = { info: () => undefined, error: () => undefined };
const HOUR = 60 * 60 * 1000;

/** A session and a reset token of account 1 that expire at `expiresAt`; answers the session's digest. */
async function rowsExpiringAt(expiresAt: Date, name: string): Promise<string> {
  const { db } = server.database;
  await db.insert(sessions).values({ tokenHash: digest(`session-${name}`), userId: 1, expiresAt });
  await db.insert(passwordResetTokens).values({ tokenHash: digest(`reset-${name}`), userId: 1, expiresAt });
  return digest(`session-${name}`);
}

const expiredCount = async () => {
  const { db } = server.database;
  const now = new Date();
  const gone = await db.select().from(sessions).where(lt(sessions.expiresAt, now));
  const resets = await db.select().from(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, now));
  return gone.length + resets.length;
};

/** The purge runs after its timer fires (a query): waits for it on the real clock, a few ms at a time. */
async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the purge did not run');
}

describe('the hourly purge of expired sessions and reset tokens', () => {
  it('runs every hour, on the clock: expired rows go, live ones stay, and nothing runs once stopped', async () => {
    expect(PURGE_EVERY_MS).toBe(HOUR);
    // Only the interval is faked: the database's own promises and timers run as usual.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const live = await rowsExpiringAt(new Date(Date.now() + HOUR), 'live');
    await rowsExpiringAt(new Date(Date.now() - 1000), 'expired');
    const stop = purgeSessionsPeriodically(server.database.db, silent);
    try {
      vi.advanceTimersByTime(HOUR - 1);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await expiredCount()).toBe(2);
      vi.advanceTimersByTime(1);
      await until(async () => (await expiredCount()) === 0);
      const kept = await server.database.db.select().from(sessions);
      expect(kept.map((row) => row.tokenHash)).toContain(live);
      expect(await server.database.db.select().from(passwordResetTokens)).not.toEqual([]);

      // The next hour purges again.
      await rowsExpiringAt(new Date(Date.now() - 1000), 'second');
      vi.advanceTimersByTime(HOUR);
      await until(async () => (await expiredCount()) === 0);
    } finally {
      stop();
    }
    await rowsExpiringAt(new Date(Date.now() - 1000), 'after-stop');
    vi.advanceTimersByTime(3 * HOUR);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await expiredCount()).toBe(2);
  });

  it('a failed purge is logged, and the next hour tries again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let calls = 0;
    const failing = {
      delete: () => {
        calls++;
        return { where: () => Promise.reject(new Error('disk full')) };
      },
    } as unknown as Db;
    const errors: string[] = [];
    const stop = purgeSessionsPeriodically(failing, {
      info: () => undefined,
      error: (event, fields) => errors.push(`${event}: ${fields?.error}`),
    });
    try {
      vi.advanceTimersByTime(HOUR);
      await until(async () => errors.length === 1);
      expect(errors[0]).toMatch(/^purging expired sessions failed: .*disk full/);
      vi.advanceTimersByTime(HOUR);
      await until(async () => errors.length === 2);
      expect(calls).toBe(2);
    } finally {
      stop();
    }
  });
});
