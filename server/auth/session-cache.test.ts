import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/tables.ts';
import { createTestServer, jsonInit, signIn, START_TIMEOUT, TEST_DRIVER, type TestServer } from '../test-server.ts';
import { createSessionCache, sessionCacheFor } from './session-cache.ts';
import { callerOfToken, digest, purgeExpired } from './tokens.ts';

describe('the session cache', () => {
  it('keeps a caller until its entry or its session expires', () => {
    let now = 1_000;
    const cache = createSessionCache({ ttlMs: 100, now: () => now });
    cache.set('a', { userId: 1, role: 'admin' }, new Date(1_050), cache.generation);
    cache.set('b', { userId: 2, role: 'viewer' }, new Date(10_000), cache.generation);
    expect(cache.get('a')).toEqual({ userId: 1, role: 'admin' });
    now = 1_060;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toEqual({ userId: 2, role: 'viewer' });
    now = 1_101;
    expect(cache.get('b')).toBeUndefined();
  });

  it('refuses an answer read before a change it did not see', () => {
    const cache = createSessionCache();
    const readAt = cache.generation;
    cache.clear();
    cache.set('a', { userId: 1, role: 'admin' }, new Date(Date.now() + 60_000), readAt);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const cache = createSessionCache({ maxEntries: 2 });
    const later = new Date(Date.now() + 60_000);
    for (const key of ['a', 'b', 'c']) cache.set(key, { userId: 1, role: 'admin' }, later, cache.generation);
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
  });
});

if (TEST_DRIVER === 'postgres')
  describe('on Postgres', () => {
    it(
      'nothing is cached: another process would hear a change late',
      async () => {
        const server = await createTestServer();
        try {
          expect(await sessionCacheFor(server.database)).toBeUndefined();
        } finally {
          await server.close();
        }
      },
      START_TIMEOUT,
    );
  });
else
  describe('on PGlite, every change to sessions or access clears it at its commit', () => {
    let server: TestServer;
    let cache: NonNullable<Awaited<ReturnType<typeof sessionCacheFor>>>;
    beforeAll(async () => {
      server = await createTestServer();
      cache = (await sessionCacheFor(server.database))!;
    }, START_TIMEOUT);
    afterAll(async () => {
      await cache.stop();
      await server.close();
    });

    /** Caches the caller of `token`, and proves the next read is answered from the cache. */
    async function cached(token: string) {
      const { db } = server.database;
      expect(await callerOfToken(db, token, cache.cache)).toMatchObject({ role: 'admin' });
      expect(cache.cache.get(digest(token))).toMatchObject({ role: 'admin' });
    }

    it.each([
      ['a role change', () => server.database.db.update(users).set({ role: 'viewer' }).where(eq(users.email, 'admin@stride.dev'))],
      ['a deactivation', () => server.database.db.update(users).set({ status: 'deactivated' }).where(eq(users.email, 'admin@stride.dev'))],
      ['a revoked session', () => server.database.db.delete(sessions)],
      [
        'a purge',
        () =>
          server.database.db
            .update(sessions)
            .set({ expiresAt: new Date(0) })
            .then(() => purgeExpired(server.database.db)),
      ],
    ])('%s', async (_, change) => {
      await server.database.db.update(users).set({ role: 'admin', status: 'active' }).where(eq(users.email, 'admin@stride.dev'));
      const token = await signIn(server);
      await cached(token);
      await change();
      expect(cache.cache.size).toBe(0);
      const caller = await callerOfToken(server.database.db, token, cache.cache);
      expect(caller?.role ?? null).not.toBe('admin');
    });

    it('a sign-in or a profile change leaves it alone', async () => {
      await server.database.db.update(users).set({ role: 'admin', status: 'active' }).where(eq(users.email, 'admin@stride.dev'));
      const token = await signIn(server);
      await cached(token);
      await signIn(server);
      const res = await server.request('/users/me', jsonInit('GET', undefined, token));
      expect(res.status).toBe(200);
      expect(cache.cache.get(digest(token))).toBeDefined();
    });
  });
