// GET /app/search on PGlite, and on Postgres where DATABASE_URL is set, with the fake backend's cases
// (src/contract/search-cases.ts).
import { afterAll, beforeAll } from 'vitest';
import { searchCases } from '../../src/contract/search-cases.ts';
import { createTestServer, jsonInit, signIn, START_TIMEOUT, type TestServer } from '../test-server.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await createTestServer();
  token = await signIn(server);
}, START_TIMEOUT);
afterAll(() => server.close());

searchCases({
  call: (method, path, body) => server.request(path, jsonInit(method, body, token)),
  anonymous: (path) => server.request(path, jsonInit('GET')),
});
