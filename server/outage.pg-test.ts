// A Postgres outage: the server answers 503 with Retry-After while the database cannot be reached, and recovers by
// itself once it can. The database sits behind a TCP proxy the test cuts and restores. Runs where DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { silentLogger } from './log.ts';
import { postgresBehindProxy, type PostgresBehindProxy } from './outage-setup.ts';
import { START_TIMEOUT } from './test-server.ts';

let behind: PostgresBehindProxy;
beforeAll(async () => {
  behind = await postgresBehindProxy();
}, START_TIMEOUT);
afterAll(() => behind.close());

describe('a Postgres outage', () => {
  it('answers 503 with Retry-After (never 500) while it lasts, and serves again after it without a restart', async () => {
    const { proxy, database } = behind;
    const { app } = createApp({ db: database.db, driver: 'postgres', logger: silentLogger, logRequests: false });
    const signIn = await app.request('/users/authenticate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@stride.dev', password: 'stride-demo' }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const read = () => app.request('/app/order?page=1&pageSize=5', { headers: { Authorization: `Bearer ${token}` } });
    expect((await read()).status).toBe(200);

    await proxy.cut();
    for (const res of [await app.request('/healthz'), await read()]) {
      expect(res.status).toBe(503);
      expect(res.headers.get('Retry-After')).toBe('5');
      expect(await res.json()).toHaveProperty('message');
    }

    await proxy.restore();
    expect((await app.request('/healthz')).status).toBe(200);
    expect((await read()).status).toBe(200);
  }, 60_000);
});
