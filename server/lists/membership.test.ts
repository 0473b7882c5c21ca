// Rows with members (a resource's `members`, server/lists/membership.ts) on PGlite, and on Postgres where DATABASE_URL
// is set: a member reads and changes its row; another account, an administrator too, finds it nowhere and gets 404; a
// member removed stops reading it and stops getting its changes at once.
import { eq } from 'drizzle-orm';
import { z } from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/resources/samples/demo-accounts.ts';
import { notifications, users } from '../db/tables.ts';
import { createTestServer, jsonInit, signIn, START_TIMEOUT, TEST_DRIVER, type TestServer } from '../test-server.ts';
import { collectChanges, readChanges } from '../live/read-sse.ts';

// No shipped list has members: the test gives the events a field of members' ids and declares it, through the
// registry every backend module reads.
vi.mock('../../src/resources/registry.gen.ts', async (importOriginal) => {
  const { ALL_RESOURCES } = await importOriginal<typeof import('../../src/resources/registry.gen.ts')>();
  return {
    ALL_RESOURCES: ALL_RESOURCES.map((r) =>
      r.list === 'event'
        ? { ...r, schema: z.object({ ...r.schema.shape, memberIds: z._default(z.array(z.number()), []) }), members: { field: 'memberIds' } }
        : r,
    ),
  };
});

// The events' table gets the field's column and the members' table before the sample rows are written, as a migration
// of a list declaring members would have them.
vi.mock('../db/migrate.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../db/migrate.ts')>();
  const { membersSql } = await import('../db/list-migration-sql.ts');
  const added = `alter table list_event add column "memberIds" integer[] not null default '{}';\n${membersSql('event').join('\n')}`;
  return {
    ...actual,
    migrate: (database: Parameters<typeof actual.migrate>[0]) =>
      actual.migrate(database, [...actual.readMigrations(), { version: '9999_event_members', sql: added }]),
  };
});

interface EventRow {
  id: number;
  eventName: string;
  memberIds: number[];
  version: number;
}

let server: TestServer;
/** The creator (admin@), a member (editor@) and a stranger (viewer@), both made administrators: every permission. */
let creator: string;
let member: string;
let stranger: string;
let ids: { creator: number; member: number; stranger: number };
beforeAll(async () => {
  server = await createTestServer();
  const { db } = server.database;
  await db.update(users).set({ role: 'admin' }).where(eq(users.email, DEMO_ACCOUNTS.editor.email));
  await db.update(users).set({ role: 'admin' }).where(eq(users.email, DEMO_ACCOUNTS.viewer.email));
  creator = await signIn(server);
  member = await signIn(server, DEMO_ACCOUNTS.editor.email, DEMO_ACCOUNTS.editor.password);
  stranger = await signIn(server, DEMO_ACCOUNTS.viewer.email, DEMO_ACCOUNTS.viewer.password);
  const idOf = async (email: string) => (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  ids = {
    creator: await idOf(DEMO_ACCOUNTS.admin.email),
    member: await idOf(DEMO_ACCOUNTS.editor.email),
    stranger: await idOf(DEMO_ACCOUNTS.viewer.email),
  };
}, START_TIMEOUT);
afterAll(() => server.close());

const call = (token: string, method: string, path: string, body?: unknown) => server.request(path, jsonInit(method, body, token));
const stream = (token: string) => server.request('/app/events', { headers: { Authorization: `Bearer ${token}` } });
const event = {
  eventName: 'Team chat kx4',
  startDate: '2026-12-01',
  endDate: '2026-12-02',
  numberRegistered: 1,
  total: 5,
  status: 'Draft',
};

/** A row the creator makes with the member: the body leaves the creator out, the server adds it. */
async function createShared(): Promise<EventRow> {
  const res = await call(creator, 'POST', '/app/event', { ...event, memberIds: [ids.member] });
  expect(res.status).toBe(200);
  return (await res.json()) as EventRow;
}

const membersOf = async (rowId: number) =>
  (
    await server.database.session((s) =>
      s.query<{ account_id: number }>('select account_id from list_event_members where row_id = $1 order by account_id', [rowId]),
    )
  ).map((r) => Number(r.account_id));

describe(`rows with members on ${TEST_DRIVER}`, () => {
  it('are made with the creator among the members, and read and changed by each member', async () => {
    const row = await createShared();
    expect([...row.memberIds].sort()).toEqual([ids.member, ids.creator].sort());
    expect(await membersOf(row.id)).toEqual([ids.creator, ids.member].sort((a, b) => a - b));
    expect(await (await call(member, 'GET', `/app/event/${row.id}`)).json()).toMatchObject({ id: row.id, eventName: event.eventName });
    const put = await call(member, 'PUT', `/app/event/${row.id}`, { ...row, eventName: 'Renamed kx4' });
    expect(put.status).toBe(200);
    const listed = (await (await call(member, 'GET', '/app/event?q=kx4')).json()) as EventRow[];
    expect(listed.map((r) => r.id)).toContain(row.id);
  });

  it('are 404 to a stranger, an administrator, for reads and writes, and stay as they were', async () => {
    const row = await createShared();
    expect((await call(stranger, 'GET', `/app/event/${row.id}`)).status).toBe(404);
    expect((await call(stranger, 'PUT', `/app/event/${row.id}`, { ...row, eventName: 'Taken' })).status).toBe(404);
    expect((await call(stranger, 'DELETE', `/app/event/${row.id}`)).status).toBe(404);
    expect(await (await call(creator, 'GET', `/app/event/${row.id}`)).json()).toMatchObject({ eventName: event.eventName, version: 1 });
  });

  it("are in no list, page, search, filter or total of a stranger's", async () => {
    const row = await createShared();
    const all = (await (await call(stranger, 'GET', '/app/event')).json()) as EventRow[];
    expect(all.map((r) => r.id)).not.toContain(row.id);
    for (const r of all) expect(r.memberIds).toContain(ids.stranger);
    expect(await (await call(stranger, 'GET', '/app/event?q=kx4')).json()).toEqual([]);
    expect(await (await call(stranger, 'GET', '/app/event?q=kx4&page=1&pageSize=10')).json()).toEqual({ items: [], total: 0 });
    expect(await (await call(stranger, 'GET', '/app/event?status=Draft&page=1&pageSize=10')).json()).toEqual({ items: [], total: 0 });
    const mine = (await (await call(member, 'GET', '/app/event?status=Draft&page=1&pageSize=50')).json()) as {
      items: EventRow[];
      total: number;
    };
    expect(mine.total).toBe(mine.items.length);
    expect(mine.items.map((r) => r.id)).toContain(row.id);
  });

  it("reach the members' live streams only, and a member removed gets nothing from its removal on", async () => {
    const [creatorSees, memberSees, strangerSees] = [
      collectChanges(await stream(creator)),
      collectChanges(await stream(member)),
      collectChanges(await stream(stranger)),
    ];
    const row = await createShared();
    const renamed = (await (await call(creator, 'PUT', `/app/event/${row.id}`, { ...row, eventName: 'Step one kx4' })).json()) as EventRow;
    // The member is removed; the changes from then on are the creator's only.
    const removed = (await (
      await call(creator, 'PUT', `/app/event/${row.id}`, { ...renamed, memberIds: [ids.creator] })
    ).json()) as EventRow;
    expect(removed.memberIds).toEqual([ids.creator]);
    expect((await call(member, 'GET', `/app/event/${row.id}`)).status).toBe(404);
    await call(creator, 'PUT', `/app/event/${row.id}`, { ...removed, eventName: 'Step two kx4' });
    expect((await call(creator, 'DELETE', `/app/event/${row.id}`)).status).toBe(200);
    // A change of a list without members comes last: every stream gets it, so each has had the time to get the rest.
    const note = { id: 903, title: 'Shared', start: '2026-12-01', allDay: true, className: 'event-info' };
    expect((await call(creator, 'POST', '/app/calendar', note)).status).toBe(200);
    await vi.waitFor(() => {
      for (const seen of [creatorSees, memberSees, strangerSees])
        expect(seen.changes.some((e) => e.data.resource === 'calendar')).toBe(true);
    }, 10_000);
    await Promise.all([creatorSees.stop(), memberSees.stop(), strangerSees.stop()]);
    const ofRow = (seen: typeof creatorSees) =>
      seen.changes.filter((e) => e.data.resource === 'event' && e.data.rowId === row.id).map((e) => e.data.action);
    expect(ofRow(creatorSees)).toEqual(['create', 'update', 'update', 'update', 'delete']);
    expect(ofRow(memberSees)).toEqual(['create', 'update']);
    expect(ofRow(strangerSees)).toEqual([]);
    for (const e of creatorSees.changes) expect(e.data).not.toHaveProperty('memberIds');
    // A stream that reconnects reads the missed changes from the database with the same checks.
    const replayed = async (token: string) =>
      (await readChanges(await server.request('/app/events?lastEventId=0', { headers: { Authorization: `Bearer ${token}` } }), 500, 1500))
        .filter((e) => e.data.resource === 'event' && e.data.rowId === row.id)
        .map((e) => e.data.action);
    // The row is deleted: only the delete remembers its members, the creator alone by then.
    expect(await replayed(creator)).toEqual(['delete']);
    expect(await replayed(member)).toEqual([]);
    expect(await replayed(stranger)).toEqual([]);
  });

  it("are in the audit trail of their members' only, while they are members", async () => {
    const row = await createShared();
    const trail = async (token: string) =>
      (await (await call(token, 'GET', `/app/audit?resource=event&recordId=${row.id}`)).json()) as {
        items: { action: string }[];
        total: number;
      };
    expect((await trail(member)).items.map((e) => e.action)).toEqual(['create']);
    expect(await trail(stranger)).toEqual({ items: [], total: 0 });
    await call(creator, 'PUT', `/app/event/${row.id}`, { ...row, memberIds: [] });
    expect(await membersOf(row.id)).toEqual([ids.creator]);
    expect(await trail(member)).toEqual({ items: [], total: 0 });
    expect((await trail(creator)).items.map((e) => e.action)).toEqual(['update', 'create']);
    // The rest of the trail is still the stranger's to read.
    expect(((await (await call(stranger, 'GET', '/app/audit?resource=calendar')).json()) as { total: number }).total).toBeGreaterThan(0);
  });

  it("name their values in their members' notifications only", async () => {
    const row = await createShared();
    const about = { kind: 'event', resource: 'event', rowId: row.id };
    await server.database.db.insert(notifications).values([
      { userId: ids.member, ...about },
      { userId: ids.stranger, ...about },
    ]);
    const linked = async (token: string) =>
      (
        (await (await call(token, 'GET', '/app/notifications')).json()) as { kind: string; about?: { rowId: number; params: unknown } }[]
      ).filter((n) => n.kind === 'event');
    expect((await linked(member)).find((n) => n.about?.rowId === row.id)?.about?.params).toMatchObject({ event: event.eventName });
    expect((await linked(stranger)).filter((n) => n.about?.rowId === row.id)).toEqual([]);
  });
});
