import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { QueueFullError, Semaphore } from '../auth/semaphore.ts';
import { silentLogger } from '../log.ts';
import { createTestServer, jsonInit, START_TIMEOUT, type TestServer } from '../test-server.ts';
import { MAX_BLOCK_MS, nextHit, type Hit } from './backoff.ts';
import { readTrustProxy } from './client-address.ts';
import type { LimitSettings } from './limits.ts';
import { rateLimits } from './pg-records.ts';

const MINUTE = 60_000;
const TIGHT: LimitSettings = {
  signInPerAccount: { limit: 3, windowMs: MINUTE },
  signInPerDevice: { limit: 3, windowMs: MINUTE },
  signInPerAddress: { limit: 8, windowMs: MINUTE },
  registerPerAddress: { limit: 2, windowMs: MINUTE },
  registerGlobal: { limit: 100, windowMs: MINUTE },
  resetPerAddress: { limit: 2, windowMs: MINUTE },
  resetPerTarget: { limit: 5, windowMs: MINUTE },
  passwordCheckPerAccount: { limit: 3, windowMs: MINUTE },
  emailChangePerAccount: { limit: 2, windowMs: MINUTE },
  formsPerAddress: { limit: 2, windowMs: MINUTE },
  callsPerApiKey: { limit: 3, windowMs: MINUTE },
};

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
}, START_TIMEOUT);
afterAll(() => server.close());

/** A fresh app on the test database with its own (tight) limits; `from` is the socket's peer address. */
function limitedApp(trustProxy = 0) {
  const { app } = createApp({
    db: server.database.db,
    driver: server.database.driver,
    logger: silentLogger,
    logRequests: false,
    limits: { settings: TIGHT, trustProxy },
  });
  return async (path: string, init: RequestInit, from = '203.0.113.7') =>
    app.request(path, init, { incoming: { socket: { remoteAddress: from } } });
}

const signInBody = (email: string, password: string) => jsonInit('POST', { email, password });

describe('the growing lock-out', () => {
  it('allows `limit` hits per window, then locks out for a window, then 2×, 4×… up to an hour', () => {
    let hit: Hit | undefined;
    let now = 0;
    const lockouts: number[] = [];
    for (let round = 0; round < 9; round++) {
      for (let n = 0; n < 3; n++) {
        hit = nextHit(hit, now, MINUTE, 3);
        expect(hit.blocked).toBe(false);
      }
      hit = nextHit(hit, now, MINUTE, 3);
      expect(hit.blocked).toBe(true);
      lockouts.push(hit.resetAt - now);
      now = hit.resetAt;
    }
    expect(lockouts).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60].map((m) => Math.min(m * MINUTE, MAX_BLOCK_MS)));
  });

  it('forgets the lock-outs a day after the last window', () => {
    let hit: Hit | undefined;
    for (let n = 0; n < 4; n++) hit = nextHit(hit, 0, MINUTE, 3);
    expect(hit!.strikes).toBe(1);
    expect(nextHit(hit, hit!.resetAt + 24 * 60 * MINUTE, MINUTE, 3).strikes).toBe(0);
  });
});

describe('failed sign-ins', () => {
  it('per account: 429 with Retry-After after repeated failures, even for the right password, while another user reads in < 1 s', async () => {
    const request = limitedApp();
    const register = await server.request(
      '/users/register',
      jsonInit('POST', { email: 'reader@example.com', username: 'reader', password: 'Reader-pass-2026!' }),
    );
    expect(register.status).toBe(200);
    const reader = await request('/users/authenticate', signInBody('reader@example.com', 'Reader-pass-2026!'), '198.51.100.1');
    const { token } = (await reader.json()) as { token: string };

    for (let n = 0; n < 3; n++) expect((await request('/users/authenticate', signInBody('admin@stride.dev', 'wrong'))).status).toBe(400);
    // The flood (other addresses, the same account) goes on while the other user reads.
    const flood = Array.from({ length: 40 }, (_, n) =>
      request('/users/authenticate', signInBody('admin@stride.dev', `wrong-${n}`), `192.0.2.${n}`),
    );
    const started = performance.now();
    const read = await request('/app/order?page=1&pageSize=25', jsonInit('GET', undefined, token), '198.51.100.1');
    const readMs = performance.now() - started;
    const answers = await Promise.all(flood);
    expect(read.status).toBe(200);
    expect(readMs).toBeLessThan(1000);
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 429));

    const locked = await request('/users/authenticate', signInBody('ADMIN@stride.dev', 'stride-demo'), '198.51.100.9');
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual({ message: 'Too many attempts. Try again later.' });
    const retryAfter = Number(locked.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('per address: the ninth failure from one address is refused, whatever the accounts; X-Forwarded-For is ignored without TRUST_PROXY', async () => {
    const request = limitedApp();
    const statuses: number[] = [];
    for (let n = 0; n < 9; n++) {
      const init = signInBody(`nobody-${n}@example.com`, 'wrong');
      (init.headers as Record<string, string>)['X-Forwarded-For'] = `10.0.0.${n}`;
      statuses.push((await request('/users/authenticate', init, '203.0.113.50')).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 429]);
    expect((await request('/users/authenticate', signInBody('nobody@example.com', 'wrong'), '203.0.113.51')).status).toBe(400);
  });

  it('behind TRUST_PROXY, the address is the one the proxy saw (the last X-Forwarded-For entry)', async () => {
    const request = limitedApp(1);
    const from = (address: string) => {
      const init = signInBody('someone@example.com', 'wrong');
      (init.headers as Record<string, string>)['X-Forwarded-For'] = `1.2.3.4, ${address}`;
      return request('/users/authenticate', init, '127.0.0.1');
    };
    // A different account each time, so only the address limit (8) counts.
    const statuses: number[] = [];
    for (let n = 0; n < 9; n++) {
      const init = signInBody(`p-${n}@example.com`, 'wrong');
      (init.headers as Record<string, string>)['X-Forwarded-For'] = '1.2.3.4, 198.51.100.77';
      statuses.push((await request('/users/authenticate', init, '127.0.0.1')).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect((await from('198.51.100.78')).status).toBe(400);
    expect(readTrustProxy(undefined)).toBe(0);
    expect(readTrustProxy('true')).toBe(1);
    expect(readTrustProxy('2')).toBe(2);
    expect(() => readTrustProxy('yes')).toThrow(/TRUST_PROXY/);
  });

  it('IPv6 peers count by their /64', async () => {
    const request = limitedApp();
    const statuses: number[] = [];
    for (let n = 0; n < 9; n++)
      statuses.push((await request('/users/authenticate', signInBody(`v6-${n}@example.com`, 'x'), `2001:db8:1:2::${n + 1}`)).status);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('registration, password reset and the public forms, per address', () => {
  it('registration: two attempts per window from one address, refused or not, then 429', async () => {
    const request = limitedApp();
    const body = (n: number) => jsonInit('POST', { email: `new-${n}@example.com`, username: `new_${n}`, password: 'Another-pass-2026!' });
    expect((await request('/users/register', jsonInit('POST', { email: 'bad' }), '203.0.113.90')).status).toBe(400);
    expect((await request('/users/register', body(1), '203.0.113.90')).status).toBe(200);
    const third = await request('/users/register', body(2), '203.0.113.90');
    expect(third.status).toBe(429);
    expect(third.headers.get('Retry-After')).toMatch(/^\d+$/);
  });

  it('registration in all: the global window refuses whatever the address, and does not grow', async () => {
    // On Postgres the record is shared with the other apps of this file (as between API processes): start it afresh.
    await server.database.db.delete(rateLimits).where(eq(rateLimits.key, 'register-all:all'));
    const { app } = createApp({
      db: server.database.db,
      driver: server.database.driver,
      logger: silentLogger,
      logRequests: false,
      limits: { settings: { ...TIGHT, registerGlobal: { limit: 3, windowMs: MINUTE } } },
    });
    const statuses: number[] = [];
    for (let n = 0; n < 5; n++) {
      const body = jsonInit('POST', { email: `all-${n}@example.com`, username: `all_${n}`, password: 'Another-pass-2026!' });
      const res = await app.request('/users/register', body, { incoming: { socket: { remoteAddress: `198.18.0.${n}` } } });
      statuses.push(res.status);
      if (n === 4) expect(Number(res.headers.get('Retry-After'))).toBeLessThanOrEqual(60);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('password reset: two requests per window, then 429', async () => {
    const request = limitedApp();
    const statuses = [];
    for (let n = 0; n < 3; n++)
      statuses.push((await request('/users/reset-password', jsonInit('POST', { email: 'admin@stride.dev' }), '203.0.113.91')).status);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('newsletter and launch-alert forms share two sign-ups per window, then 429', async () => {
    const request = limitedApp();
    const statuses = [];
    for (const [n, path] of ['/app/newsletter', '/app/launch-alert', '/app/newsletter'].entries())
      statuses.push((await request(path, jsonInit('POST', { email: `form-${n}@example.com` }), '203.0.113.92')).status);
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('an e-mail longer than 254 characters is refused', async () => {
    const email = `${'a'.repeat(250)}@example.com`;
    const res = await server.request('/users/register', jsonInit('POST', { email, username: 'longmail', password: 'Another-pass-2026!' }));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/email/);
  });
});

describe('the password-hash queue', () => {
  it('runs at most `slots` tasks at once, in order, and refuses beyond its queue', async () => {
    const semaphore = new Semaphore(2, 3);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (n: number) => async () => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(n);
      running--;
      return n;
    };
    const runs = [0, 1, 2, 3, 4].map((n) => semaphore.run(task(n)));
    await expect(semaphore.run(task(5))).rejects.toBeInstanceOf(QueueFullError);
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(order.slice(2)).toEqual([2, 3, 4]);
    expect(semaphore.active).toBe(0);
  });
});
