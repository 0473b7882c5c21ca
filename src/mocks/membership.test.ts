// Rows with members on the fake backend (a resource's `members`, src/mocks/membership.ts), as on the reference server
// (server/lists/membership.test.ts): a member reads the row; anyone else, an administrator too, finds it nowhere and
// gets 404; a member removed stops reading it and stops getting its changes at once.
import { z } from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS } from '../resources/samples/demo-accounts.ts';
import { createTestServer, DEMO_AUTH } from './node.ts';

// No shipped list has members: the test gives the events a field of members' ids and declares it, through the
// registry every backend module reads.
vi.mock('../resources/registry.gen.ts', async (importOriginal) => {
  const { ALL_RESOURCES } = await importOriginal<typeof import('../resources/registry.gen.ts')>();
  return {
    ALL_RESOURCES: ALL_RESOURCES.map((r) =>
      r.list === 'event'
        ? { ...r, schema: z.object({ ...r.schema.shape, memberIds: z._default(z.array(z.number()), []) }), members: { field: 'memberIds' } }
        : r,
    ),
  };
});

interface EventRow {
  id: number;
  eventName: string;
  memberIds: number[];
}

const BASE = 'http://localhost';
const backend = createTestServer();
/** The creator (the editor), a member (the viewer, who reads only) and a stranger (the administrator: every permission). */
const stranger = DEMO_AUTH;
let creator: Record<string, string>;
let member: Record<string, string>;
const ids = { creator: 0, member: 0, stranger: 0 };

const call = (auth: Record<string, string>, method: string, path: string, body?: unknown) =>
  fetch(`${BASE}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...auth },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

async function signIn(account: { email: string; password: string }): Promise<[Record<string, string>, number]> {
  const user = (await (await call({}, 'POST', '/users/authenticate', account)).json()) as { id: number; token: string };
  return [{ Authorization: `Bearer ${user.token}` }, user.id];
}

beforeAll(async () => {
  backend.server.listen({ onUnhandledRequest: 'error' });
  [creator, ids.creator] = await signIn(DEMO_ACCOUNTS.editor);
  [member, ids.member] = await signIn(DEMO_ACCOUNTS.viewer);
  ids.stranger = ((await (await call(stranger, 'GET', '/users/me')).json()) as { id: number }).id;
});
afterAll(() => backend.server.close());

const event = {
  eventName: 'Team chat kx4',
  startDate: '2026-12-01',
  endDate: '2026-12-02',
  numberRegistered: 1,
  total: 5,
  status: 'Draft',
};
async function create(memberIds: number[]): Promise<EventRow> {
  const res = await call(creator, 'POST', '/app/event', { ...event, memberIds });
  expect(res.status).toBe(200);
  return (await res.json()) as EventRow;
}
const put = async (row: EventRow, change: Partial<EventRow>) =>
  (await (await call(creator, 'PUT', `/app/event/${row.id}`, { ...row, ...change })).json()) as EventRow;

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

describe('rows with members on the fake backend', () => {
  it('are made with the creator among the members, and read by each member', async () => {
    const row = await create([ids.member]);
    expect([...row.memberIds].sort()).toEqual([ids.member, ids.creator].sort());
    expect(await (await call(member, 'GET', `/app/event/${row.id}`)).json()).toMatchObject({ id: row.id });
    const listed = (await (await call(member, 'GET', '/app/event?q=kx4')).json()) as EventRow[];
    expect(listed.map((r) => r.id)).toContain(row.id);
  });

  it('are 404 to a stranger, an administrator, and in none of its lists, searches, pages or totals', async () => {
    const row = await create([ids.member]);
    expect((await call(stranger, 'GET', `/app/event/${row.id}`)).status).toBe(404);
    expect((await call(stranger, 'PUT', `/app/event/${row.id}`, { ...row, eventName: 'Taken' })).status).toBe(404);
    expect((await call(stranger, 'DELETE', `/app/event/${row.id}`)).status).toBe(404);
    const all = (await (await call(stranger, 'GET', '/app/event')).json()) as EventRow[];
    expect(all.map((r) => r.id)).not.toContain(row.id);
    expect(await (await call(stranger, 'GET', '/app/event?q=kx4&page=1&pageSize=10')).json()).toEqual({ items: [], total: 0 });
    expect(await (await call(creator, 'GET', `/app/event/${row.id}`)).json()).toMatchObject({ eventName: event.eventName });
  });

  it("are in the audit trail of their members' only, while they are members", async () => {
    const row = await create([ids.stranger]);
    const trail = async () =>
      ((await (await call(stranger, 'GET', `/app/audit?resource=event&recordId=${row.id}`)).json()) as { total: number }).total;
    expect(await trail()).toBe(1);
    await put(row, { memberIds: [ids.member] });
    expect(await trail()).toBe(0);
  });
  // Last: the fake backend numbers a new row after the highest id, so the deleted row's id comes back.
  it("reach the members' live streams only, and a member removed gets nothing from its removal on", async () => {
    const stream = (auth: Record<string, string>) => fetch(`${BASE}/app/events`, { headers: auth });
    const streams = [await stream(creator), await stream(member), await stream(stranger)];
    const row = await create([ids.member]);
    const renamed = await put(row, { eventName: 'Step one kx4' });
    const removed = await put(renamed, { memberIds: [] });
    expect(removed.memberIds).toEqual([ids.creator]);
    expect((await call(member, 'GET', `/app/event/${row.id}`)).status).toBe(404);
    await put(removed, { eventName: 'Step two kx4' });
    expect((await call(creator, 'DELETE', `/app/event/${row.id}`)).status).toBe(200);
    const [creatorSees, memberSees, strangerSees] = await Promise.all(streams.map((s) => changesWithin(s, 300)));
    const ofRow = (seen: Record<string, unknown>[]) =>
      seen.filter((c) => c.rowId === row.id && c.resource === 'event').map((c) => c.action);
    expect(ofRow(creatorSees!)).toEqual(['create', 'update', 'update', 'update', 'delete']);
    expect(ofRow(memberSees!)).toEqual(['create', 'update']);
    expect(ofRow(strangerSees!)).toEqual([]);
  });
});
