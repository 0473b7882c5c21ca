// Owned rows on the fake backend (a resource's `owner`, src/mocks/ownership.ts), as on the reference server
// (server/lists/ownership.test.ts): the owner reads its row; another account finds it nowhere and gets 404.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS } from '../resources/samples/demo-accounts.ts';
import { createTestServer, DEMO_AUTH } from './node.ts';

// No shipped list is owned: the test declares the events owned, through the registry every backend module reads, with
// their integer field `numberRegistered` standing for the owner's account id.
vi.mock('../resources/registry.gen.ts', async (importOriginal) => {
  const { ALL_RESOURCES } = await importOriginal<typeof import('../resources/registry.gen.ts')>();
  return { ALL_RESOURCES: ALL_RESOURCES.map((r) => (r.list === 'event' ? { ...r, owner: { field: 'numberRegistered' } } : r)) };
});

interface EventRow {
  id: number;
  numberRegistered: number;
}

const BASE = 'http://localhost';
const backend = createTestServer();
/** The demo administrator (every permission, the audit trail too) and the editor, each signed in. */
const admin = DEMO_AUTH;
let editor: Record<string, string>;
let editorId: number;
let adminId: number;

const call = (auth: Record<string, string>, method: string, path: string, body?: unknown) =>
  fetch(`${BASE}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...auth },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

beforeAll(async () => {
  backend.server.listen({ onUnhandledRequest: 'error' });
  const res = await call({}, 'POST', '/users/authenticate', { email: DEMO_ACCOUNTS.editor.email, password: DEMO_ACCOUNTS.editor.password });
  const user = (await res.json()) as { id: number; token: string };
  [editor, editorId] = [{ Authorization: `Bearer ${user.token}` }, user.id];
  adminId = ((await (await call(admin, 'GET', '/users/me')).json()) as { id: number }).id;
});
afterAll(() => backend.server.close());

const event = { eventName: 'Private planning zq7', startDate: '2026-12-01', endDate: '2026-12-02', total: 500, status: 'Draft' };
async function create(auth: Record<string, string>, numberRegistered: number): Promise<EventRow> {
  const res = await call(auth, 'POST', '/app/event', { ...event, numberRegistered });
  expect(res.status).toBe(200);
  return (await res.json()) as EventRow;
}

/** The `change` events a stream sends within `ms`. */
async function changesWithin(res: Response, ms: number): Promise<Record<string, unknown>[]> {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  const deadline = Date.now() + ms;
  for (;;) {
    const next = await Promise.race([
      reader.read(),
      new Promise<null>((r) => setTimeout(() => r(null), Math.max(0, deadline - Date.now()))),
    ]);
    if (!next || next.done) break;
    text += next.value;
  }
  await reader.cancel();
  return [...text.matchAll(/^data: (.*)$/gm)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}

describe('owned rows on the fake backend', () => {
  it("are the caller's, whatever the body says, and read by it", async () => {
    const row = await create(editor, adminId);
    expect(row.numberRegistered).toBe(editorId);
    expect((await call(editor, 'GET', `/app/event/${row.id}`)).status).toBe(200);
    const listed = (await (await call(editor, 'GET', '/app/event?q=zq7')).json()) as EventRow[];
    expect(listed.map((r) => r.id)).toContain(row.id);
  });

  it('are 404 to another account and in none of its lists, searches or pages', async () => {
    const row = await create(editor, editorId);
    expect((await call(admin, 'GET', `/app/event/${row.id}`)).status).toBe(404);
    expect((await call(admin, 'PUT', `/app/event/${row.id}`, { ...row, eventName: 'Taken' })).status).toBe(404);
    expect((await call(admin, 'DELETE', `/app/event/${row.id}`)).status).toBe(404);
    const all = (await (await call(admin, 'GET', '/app/event')).json()) as EventRow[];
    for (const r of all) expect(r.numberRegistered).toBe(adminId);
    expect(await (await call(admin, 'GET', '/app/event?q=zq7&page=1&pageSize=10')).json()).toEqual({ items: [], total: 0 });
    expect((await call(editor, 'GET', `/app/event/${row.id}`)).status).toBe(200);
  });

  it("reach the owner's live stream and audit trail only", async () => {
    const stream = (auth: Record<string, string>) => fetch(`${BASE}/app/events`, { headers: auth });
    const [mine, theirs] = [await stream(editor), await stream(admin)];
    const row = await create(editor, editorId);
    const own = await create(admin, adminId);
    const [editorSees, adminSees] = await Promise.all([changesWithin(mine, 300), changesWithin(theirs, 300)]);
    expect(editorSees.map((c) => c.rowId)).toEqual([row.id]);
    expect(adminSees.map((c) => c.rowId)).toEqual([own.id]);
    const trail = async (id: number) =>
      ((await (await call(admin, 'GET', `/app/audit?resource=event&recordId=${id}`)).json()) as { total: number }).total;
    expect(await trail(row.id)).toBe(0);
    expect(await trail(own.id)).toBe(1);
  });
});
