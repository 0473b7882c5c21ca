import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from './app.ts';
import type { LogFields, Logger } from './log.ts';
import { createTestServer, jsonInit, START_TIMEOUT, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
}, START_TIMEOUT);
afterAll(() => server.close());

it('writes one line per request (method, route, status, ms, user id) and never a body, a token or a hash', async () => {
  const lines: { event: string; fields: LogFields }[] = [];
  const logger: Logger = {
    info: (event, fields = {}) => void lines.push({ event, fields }),
    error: (event, fields = {}) => void lines.push({ event, fields }),
  };
  const { app } = createApp({ db: server.database.db, driver: server.database.driver, logger });
  const signIn = await app.request('/users/authenticate', jsonInit('POST', { email: 'admin@stride.dev', password: 'stride-demo' }));
  const { token, id } = (await signIn.json()) as { token: string; id: number };
  await app.request('/app/order?page=1&pageSize=5&q=secret-search', jsonInit('GET', undefined, token));
  await app.request('/users/1', jsonInit('GET', undefined, token));

  expect(lines.map((l) => l.fields)).toEqual([
    { method: 'POST', route: '/users/authenticate', status: 200, ms: expect.any(Number), user: null },
    { method: 'GET', route: '/app/order', status: 200, ms: expect.any(Number), user: id },
    { method: 'GET', route: '/users/{id}', status: 200, ms: expect.any(Number), user: id },
  ]);
  const text = JSON.stringify(lines);
  for (const secret of [token, 'stride-demo', 'admin@stride.dev', 'scrypt$', 'secret-search']) expect(text).not.toContain(secret);
});
