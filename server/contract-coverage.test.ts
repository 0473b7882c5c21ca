import { afterAll, beforeAll, expect, it } from 'vitest';
import { allRoutes } from '../src/contract/routes.ts';
import { createTestServer, START_TIMEOUT, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ seedDemo: false });
}, START_TIMEOUT);
afterAll(() => server.close());

it('serves every operation of the route table', () => {
  const missing = allRoutes()
    .map((route) => route.operationId)
    .filter((id) => !server.served.has(id));
  expect(missing).toEqual([]);
});

it('has no demo account unless asked for one', async () => {
  const res = await server.request('/users/authenticate', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@stride.dev', password: 'stride-demo' }),
  });
  expect(res.status).toBe(400);
});
