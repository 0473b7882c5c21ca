// GET /app/search over an owned list on the fake backend, with the server's cases (src/contract/search-cases.ts). No
// shipped list is owned: the test declares the events owned, through the registry every backend module reads, with
// their integer field `numberRegistered` standing for the owner's account id.
import { afterAll, beforeAll, vi } from 'vitest';
import { ownedSearchCases } from '../../contract/search-cases.ts';
import { DEMO_ACCOUNTS } from '../../resources/samples/demo-accounts.ts';
import { createTestServer, DEMO_AUTH } from '../node.ts';

vi.mock('../../resources/registry.gen.ts', async (importOriginal) => {
  const { ALL_RESOURCES } = await importOriginal<typeof import('../../resources/registry.gen.ts')>();
  return { ALL_RESOURCES: ALL_RESOURCES.map((r) => (r.list === 'event' ? { ...r, owner: { field: 'numberRegistered' } } : r)) };
});

const backend = createTestServer();
let editor: Record<string, string> = {};
const call = (auth: Record<string, string>, method: string, path: string, body?: unknown) =>
  fetch(`http://localhost${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...auth },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

beforeAll(async () => {
  backend.server.listen({ onUnhandledRequest: 'error' });
  const { email, password } = DEMO_ACCOUNTS.editor;
  const { token } = (await (await call({}, 'POST', '/users/authenticate', { email, password })).json()) as { token: string };
  editor = { Authorization: `Bearer ${token}` };
});
afterAll(() => backend.server.close());

ownedSearchCases({
  asAdmin: (method, path, body) => call(DEMO_AUTH, method, path, body),
  asEditor: (method, path, body) => call(editor, method, path, body),
});
