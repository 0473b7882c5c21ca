// Owned rows (a resource's `owner`, server/lists/ownership.ts) on PGlite, and on Postgres where DATABASE_URL is set:
// the owner reads and changes its row; another account, an administrator too, finds it nowhere and gets 404.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/resources/samples/demo-accounts.ts';
import { notifications, users } from '../db/tables.ts';
import { createTestServer, jsonInit, signIn, START_TIMEOUT, TEST_DRIVER, type TestServer } from '../test-server.ts';
import { readChanges } from '../live/read-sse.ts';

// No shipped list is owned: the test declares the events owned, through the registry every backend module reads, with
// their integer field `numberRegistered` standing for the owner's account id.
vi.mock('../../src/resources/registry.gen.ts', async (importOriginal) => {
  const { ALL_RESOURCES } = await importOriginal<typeof import('../../src/resources/registry.gen.ts')>();
  return { ALL_RESOURCES: ALL_RESOURCES.map((r) => (r.list === 'event' ? { ...r, owner: { field: 'numberRegistered' } } : r)) };
});

interface EventRow {
  id: number;
  eventName: string;
  numberRegistered: number;
  version: number;
}

let server: TestServer;
/** The owner (admin@) and another account (editor@, made an administrator: every permission, the audit trail too). */
let owner: string;
let other: string;
let ownerId: number;
let otherId: number;
beforeAll(async () => {
  server = await createTestServer();
  const { db } = server.database;
  await db.update(users).set({ role: 'admin' }).where(eq(users.email, DEMO_ACCOUNTS.editor.email));
  [owner, other] = [await signIn(server), await signIn(server, DEMO_ACCOUNTS.editor.email, DEMO_ACCOUNTS.editor.password)];
  const idOf = async (email: string) => (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  [ownerId, otherId] = [await idOf('admin@stride.dev'), await idOf(DEMO_ACCOUNTS.editor.email)];
}, START_TIMEOUT);
afterAll(() => server.close());

const call = (token: string, method: string, path: string, body?: unknown) => server.request(path, jsonInit(method, body, token));
const event = { eventName: 'Private planning zq7', startDate: '2026-12-01', endDate: '2026-12-02', total: 500, status: 'Draft' };

async function createOwned(): Promise<EventRow> {
  // The body names the other account as owner: the server sets the caller's id instead.
  const res = await call(owner, 'POST', '/app/event', { ...event, numberRegistered: otherId });
  expect(res.status).toBe(200);
  return (await res.json()) as EventRow;
}

describe(`owned rows on ${TEST_DRIVER}`, () => {
  it('are created with the caller as owner, and read and changed by it', async () => {
    const row = await createOwned();
    expect(row.numberRegistered).toBe(ownerId);
    expect(await (await call(owner, 'GET', `/app/event/${row.id}`)).json()).toMatchObject({ id: row.id, numberRegistered: ownerId });
    const put = await call(owner, 'PUT', `/app/event/${row.id}`, { ...row, eventName: 'Renamed zq7', numberRegistered: otherId });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ eventName: 'Renamed zq7', numberRegistered: ownerId });
    const listed = (await (await call(owner, 'GET', '/app/event?q=zq7')).json()) as EventRow[];
    expect(listed.map((r) => r.id)).toContain(row.id);
  });

  it("are 404 to another account, for reads and writes, and the row stays the owner's", async () => {
    const row = await createOwned();
    expect((await call(other, 'GET', `/app/event/${row.id}`)).status).toBe(404);
    expect((await call(other, 'PUT', `/app/event/${row.id}`, { ...row, eventName: 'Taken' })).status).toBe(404);
    expect((await call(other, 'DELETE', `/app/event/${row.id}`)).status).toBe(404);
    expect(await (await call(owner, 'GET', `/app/event/${row.id}`)).json()).toMatchObject({ eventName: event.eventName, version: 1 });
  });

  it("are in no list, page, search or total of another account's", async () => {
    const row = await createOwned();
    const all = (await (await call(other, 'GET', '/app/event')).json()) as EventRow[];
    expect(all.map((r) => r.id)).not.toContain(row.id);
    // Only its own rows: the sample rows whose field holds its id, if any.
    for (const r of all) expect(r.numberRegistered).toBe(otherId);
    expect(await (await call(other, 'GET', '/app/event?q=zq7')).json()).toEqual([]);
    expect(await (await call(other, 'GET', '/app/event?q=zq7&page=1&pageSize=10')).json()).toEqual({ items: [], total: 0 });
    const page = (await (await call(other, 'GET', '/app/event?page=1&pageSize=50')).json()) as { items: EventRow[]; total: number };
    expect(page).toEqual({ items: all, total: all.length });
    const mine = (await (await call(owner, 'GET', '/app/event?status=Draft&page=1&pageSize=50')).json()) as {
      items: EventRow[];
      total: number;
    };
    expect(mine.total).toBe(mine.items.length);
    expect(mine.items.map((r) => r.id)).toContain(row.id);
  });

  it("reach the owner's live stream only", async () => {
    const stream = (token: string) => server.request('/app/events', { headers: { Authorization: `Bearer ${token}` } });
    const [mine, theirs] = [await stream(owner), await stream(other)];
    const row = await createOwned();
    // A change of a list that is not owned comes after it: the other stream's first change is that one.
    const note = await call(owner, 'POST', '/app/calendar', {
      id: 902,
      title: 'Shared',
      start: '2026-12-01',
      allDay: true,
      className: 'event-info',
    });
    expect(note.status).toBe(200);
    const [ownerSees, otherSees] = await Promise.all([readChanges(mine, 2, 5000), readChanges(theirs, 1, 5000)]);
    expect(ownerSees.map((e) => e.data)).toMatchObject([
      { resource: 'event', action: 'create', rowId: row.id },
      { resource: 'calendar', rowId: 902 },
    ]);
    // The owner is checked by the server and not sent.
    expect(ownerSees[0]!.data).not.toHaveProperty('ownerId');
    expect(otherSees.map((e) => e.data)).toMatchObject([{ resource: 'calendar', rowId: 902 }]);
    // A stream that reconnects reads the missed changes from the database: the other account's misses the row too.
    const replay = await server.request('/app/events?lastEventId=0', { headers: { Authorization: `Bearer ${other}` } });
    const replayed = await readChanges(replay, 100, 1500);
    expect(replayed.some((e) => e.data.resource === 'calendar')).toBe(true);
    expect(replayed.filter((e) => e.data.resource === 'event')).toEqual([]);
  });

  it("are in the audit trail of the owner's only", async () => {
    const row = await createOwned();
    await call(owner, 'DELETE', `/app/event/${row.id}`);
    const trail = async (token: string) =>
      (await (await call(token, 'GET', `/app/audit?resource=event&recordId=${row.id}`)).json()) as {
        items: { action: string }[];
        total: number;
      };
    expect((await trail(owner)).items.map((e) => e.action)).toEqual(['delete', 'create']);
    expect(await trail(other)).toEqual({ items: [], total: 0 });
    // The rest of the trail is still the other account's to read.
    expect(((await (await call(other, 'GET', '/app/audit?resource=calendar')).json()) as { total: number }).total).toBeGreaterThan(0);
  });

  it("name their values in the owner's notifications only", async () => {
    const row = await createOwned();
    const about = { kind: 'event', resource: 'event', rowId: row.id };
    await server.database.db.insert(notifications).values([
      { userId: ownerId, ...about },
      { userId: otherId, ...about },
    ]);
    const linked = async (token: string) =>
      (
        (await (await call(token, 'GET', '/app/notifications')).json()) as { kind: string; about?: { rowId: number; params: unknown } }[]
      ).filter((n) => n.kind === 'event');
    expect((await linked(owner)).find((n) => n.about?.rowId === row.id)?.about?.params).toMatchObject({ event: event.eventName });
    // The other account's says what it says of a row that is gone.
    expect((await linked(other)).filter((n) => n.about?.rowId === row.id)).toEqual([]);
  });
});
