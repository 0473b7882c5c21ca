// Child rows (src/resources/define.ts `children`, server/lists/children.ts) on PGlite, and on Postgres where DATABASE_URL
// is set: the cases both backends run (src/contract/children-cases.ts), then what only the server has, its table and a
// value its database refuses. The test gives the notes `lines` through the registry every backend module reads, and
// creates their table from the SQL the migration generator writes for that declaration.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createNote, describeChildRows, NOTE, type VersionedCall } from '../../src/contract/children-cases.ts';
import type { AuditChange } from '../../src/schemas/audit.ts';
import { DEMO_ACCOUNTS } from '../../src/resources/samples/demo-accounts.ts';
import { auditLog, users } from '../db/tables.ts';
import { childTablesSql, listMigrationSql } from '../db/list-migration-sql.ts';
import { createTestServer, jsonInit, signIn, START_TIMEOUT, TEST_DRIVER, type TestServer } from '../test-server.ts';

vi.mock('../../src/resources/registry.gen.ts', async (importOriginal) => {
  const { ALL_RESOURCES } = await importOriginal<typeof import('../../src/resources/registry.gen.ts')>();
  const { NOTE_LINES } = await import('../../src/contract/children-cases.ts');
  // The events, owned as in ownership.test.ts (numberRegistered standing for the owner's id), get lines too.
  const owned = { owner: { field: 'numberRegistered' }, children: { lines: NOTE_LINES } };
  return {
    ALL_RESOURCES: ALL_RESOURCES.map((r) =>
      r.list === 'notes' ? { ...r, children: { lines: NOTE_LINES } } : r.list === 'event' ? { ...r, ...owned } : r,
    ),
  };
});

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await createTestServer();
  token = await signIn(server);
  // The table as a migration makes it, and a bound the schema does not have, for the database to refuse a value.
  const sql = `${[...childTablesSql('notes'), ...childTablesSql('event')].join('\n')}\nalter table list_notes_lines add constraint quantity_below_1000 check (quantity < 1000);`;
  await server.database.session((session) => session.exec(sql));
}, START_TIMEOUT);
afterAll(() => server.close());

const call: VersionedCall = async (method, path, body, ifMatch) => {
  const init = jsonInit(method, body, token);
  if (ifMatch !== undefined) init.headers = { ...(init.headers as Record<string, string>), 'If-Match': `"${ifMatch}"` };
  const res = await server.request(path, init);
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, etag: res.headers.get('ETag') };
};
const entries = async (id: number) =>
  (
    await server.database.db
      .select({ action: auditLog.action, changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'notes'), eq(auditLog.recordId, id)))
      .orderBy(asc(auditLog.id))
  ).map((e) => ({ action: e.action, changes: e.changes as AuditChange[] }));
const events = async (id: number) =>
  (
    await server.database.session((session) =>
      session.query<{ action: string }>(`select action from live_events where resource = 'notes' and row_id = ${id} order by id`),
    )
  ).map((e) => e.action);
const childCount = async (parent: number) =>
  Number(
    (
      await server.database.session((s) => s.query<{ n: number }>(`select count(*) as n from list_notes_lines where parent_id = ${parent}`))
    )[0]!.n,
  );

describe(`child rows on ${TEST_DRIVER}`, () => {
  describeChildRows(call, { entries, events });

  it('a new list declaring children gets their table in its one migration, after its own', () => {
    const migration = listMigrationSql(['notes']);
    const [children] = childTablesSql('notes');
    expect(children).toContain('parent_id integer not null references list_notes (id) on delete cascade');
    expect(migration.indexOf(children!)).toBeGreaterThan(migration.indexOf('create table list_notes ('));
  });

  it('of an owned row are read and written through their row only: to another account, all 404, nothing changed', async () => {
    const { db } = server.database;
    await db.update(users).set({ role: 'admin' }).where(eq(users.email, DEMO_ACCOUNTS.editor.email));
    const other = await signIn(server, DEMO_ACCOUNTS.editor.email, DEMO_ACCOUNTS.editor.password);
    const event = { eventName: 'Owned with lines', startDate: '2026-12-01', endDate: '2026-12-02', total: 5, status: 'Draft' };
    const created = await call('POST', '/app/event', { ...event, numberRegistered: 0, lines: [{ label: 'a', quantity: 1 }] });
    expect(created.status).toBe(200);
    const row = created.body as { id: number; lines: unknown[] };
    const asOther = (method: string, body?: unknown) => server.request(`/app/event/${row.id}`, jsonInit(method, body, other));
    expect((await asOther('GET')).status).toBe(404);
    expect((await asOther('PUT', { ...row, lines: [] })).status).toBe(404);
    expect((await asOther('DELETE')).status).toBe(404);
    expect((await call('GET', `/app/event/${row.id}`)).body).toEqual(row);
  });

  it('are stored in list_notes_lines, and go with their row when it is deleted', async () => {
    const row = await createNote(call, [
      { label: 'a', quantity: 1 },
      { label: 'b', quantity: 2 },
    ]);
    expect(await childCount(row.id)).toBe(2);
    expect((await call('DELETE', `/app/notes/${row.id}`)).status).toBe(200);
    expect(await childCount(row.id)).toBe(0);
  });

  it('a child the database refuses leaves the row and its children as they were, with no entry and no event', async () => {
    const row = await createNote(call, [
      { label: 'a', quantity: 1 },
      { label: 'b', quantity: 2 },
    ]);
    const lines = [
      { ...row.lines[1]!, quantity: 5 },
      { label: 'refused', quantity: 1000 },
    ];
    expect((await call('PUT', `/app/notes/${row.id}`, { ...row, title: 'Not saved', lines })).status).toBe(500);
    expect((await call('GET', `/app/notes/${row.id}`)).body).toEqual(row);
    expect((await entries(row.id)).map((e) => e.action)).toEqual(['create']);
    expect(await events(row.id)).toEqual(['create']);
    const refused = await call('POST', '/app/notes', { ...NOTE, title: 'Never made zq8', lines: [{ label: 'x', quantity: 1000 }] });
    expect(refused.status).toBe(500);
    expect((await call('GET', '/app/notes?q=never made zq8')).body).toEqual([]);
  });
});
