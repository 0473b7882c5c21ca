// GET /app/search on the fake backend, with the cases the reference server runs too (src/contract/search-cases.ts).
import { afterAll, beforeAll } from 'vitest';
import { searchCases } from '../../contract/search-cases.ts';
import { createTestServer, DEMO_AUTH } from '../node.ts';

const backend = createTestServer();
beforeAll(() => backend.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => backend.server.close());

searchCases({
  call: (method, path, body) =>
    fetch(`http://localhost${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...DEMO_AUTH },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  anonymous: (path) => fetch(`http://localhost${path}`),
});
