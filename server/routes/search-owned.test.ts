// GET /app/search over an owned list on PGlite (Postgres with DATABASE_URL), with the fake backend's cases
// (src/contract/search-cases.ts). No shipped list is owned: the test declares the events owned, through the registry
// every backend module reads, with their integer field `numberRegistered` standing for the owner's account id.
import { afterAll, beforeAll, vi } from 'vitest';
import { ownedSearchCases } from '../../src/contract/search-cases.ts';
import { DEMO_ACCOUNTS } from '../../src/resources/samples/demo-accounts.ts';
import { createTestServer, jsonInit, signIn, START_TIMEOUT, type TestServer } from '../test-server.ts';

vi.mock('../../src/resources/registry.gen.ts', async (importOriginal) => {
  const { ALL_RESOURCES } = await importOriginal<typeof import('../../src/resources/registry.gen.ts')>();
  return { ALL_RESOURCES: ALL_RESOURCES.map((r) => (r.list === 'event' ? { ...r, owner: { field: 'numberRegistered' } } : r)) };
});

let server: TestServer;
let admin: string;
let editor: string;
beforeAll(async () => {
  server = await createTestServer();
  admin = await signIn(server);
  editor = await signIn(server, DEMO_ACCOUNTS.editor.email, DEMO_ACCOUNTS.editor.password);
}, START_TIMEOUT);
afterAll(() => server.close());

ownedSearchCases({
  asAdmin: (method, path, body) => server.request(path, jsonInit(method, body, admin)),
  asEditor: (method, path, body) => server.request(path, jsonInit(method, body, editor)),
});
