// On Postgres the limits live in the rate_limits table: two API processes (here two apps on one database) share them.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { silentLogger } from '../log.ts';
import { createTestServer, jsonInit, START_TIMEOUT, type TestServer } from '../test-server.ts';
import { DEFAULT_LIMITS } from './limits.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
}, START_TIMEOUT);
afterAll(() => server.close());

it('a limit holds across processes: failures split between two servers still lock the account', async () => {
  expect(server.database.driver).toBe('postgres');
  const settings = { ...DEFAULT_LIMITS, signInPerAccount: { limit: 4, windowMs: 60_000 } };
  const apps = [0, 1].map(
    () => createApp({ db: server.database.db, driver: 'postgres', logger: silentLogger, logRequests: false, limits: { settings } }).app,
  );
  const attempt = async (n: number, password = 'wrong') =>
    apps[n % 2]!.request('/users/authenticate', jsonInit('POST', { email: 'admin@stride.dev', password }), {
      incoming: { socket: { remoteAddress: `192.0.2.${n}` } },
    });
  // Concurrent first hits on a new key queue on its row: none is lost.
  const first = await Promise.all([0, 1, 2, 3].map((n) => attempt(n)));
  expect(first.map((r) => r.status)).toEqual([400, 400, 400, 400]);
  const fifth = await attempt(5, 'stride-demo');
  expect(fifth.status).toBe(429);
  expect(Number(fifth.headers.get('Retry-After'))).toBeGreaterThan(50);
});

it("a device cookie one process set is known to another: the key is the database's, and the lock-out is shared", async () => {
  const settings = { ...DEFAULT_LIMITS, signInPerAccount: { limit: 3, windowMs: 60_000 } };
  const apps = [0, 1].map(
    () => createApp({ db: server.database.db, driver: 'postgres', logger: silentLogger, logRequests: false, limits: { settings } }).app,
  );
  const attempt = (n: number, password: string, cookie?: string) => {
    const init = jsonInit('POST', { email: 'editor@stride.dev', password });
    if (cookie) (init.headers as Record<string, string>).Cookie = cookie;
    return apps[n % 2]!.request('/users/authenticate', init, { incoming: { socket: { remoteAddress: `198.51.100.${n}` } } });
  };
  const first = await attempt(0, 'stride-demo');
  expect(first.status).toBe(200);
  const cookie = /stride_device=[^;]+/.exec(first.headers.get('Set-Cookie') ?? '')?.[0];
  for (let n = 1; n <= 3; n++) expect((await attempt(n, 'wrong')).status).toBe(400);
  expect((await attempt(4, 'stride-demo')).status).toBe(429);
  expect((await attempt(5, 'stride-demo', cookie)).status).toBe(200);
});
