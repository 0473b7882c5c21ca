// Child rows (src/resources/define.ts `children`, server/lists/children.ts) on PGlite, and on Postgres where DATABASE_URL
// is set. No shipped list declares children: the test gives the notes `lines` (at most 3) through the registry every
// backend module reads, and creates their table from the SQL the migration generator writes for that declaration.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { MESSAGES } from '../../src/contract/messages.ts';
import { auditLog } from '../db/tables.ts';
import { childTablesSql } from '../db/list-migration-sql.ts';
import { createTestServer, jsonInit, signIn, START_TIMEOUT, TEST_DRIVER, type TestServer } from '../test-server.ts';

vi.mock('../../src/resources/registry.gen.ts', async (importOriginal) => {
  const { ALL_RESOURCES } = await importOriginal<typeof import('../../src/resources/registry.gen.ts')>();
  const lines = { schema: z.object({ label: z.string().check(z.maxLength(80)), quantity: z.int().check(z.minimum(1)) }), max: 3 };
  return { ALL_RESOURCES: ALL_RESOURCES.map((r) => (r.list === 'notes' ? { ...r, children: { lines } } : r)) };
});

interface Line {
  id?: number;
  label: string;
  quantity: number;
}
interface Note {
  id: number;
  title: string;
  version: number;
  lines: Line[];
}

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await createTestServer();
  token = await signIn(server);
  // The table as a migration would make it, and a bound the schema does not have, for the database to refuse a value.
  const sql = `${childTablesSql('notes').join('\n')}\nalter table list_notes_lines add constraint quantity_below_1000 check (quantity < 1000);`;
  await server.database.session((session) => session.exec(sql));
}, START_TIMEOUT);
afterAll(() => server.close());

const note = {
  category: 'business',
  title: 'Invoice-like note',
  description: '<p>lines</p>',
  img: '/images/avatars/noah-fischer.svg',
  name: 'Noah Fischer',
  date: '2026-10-20',
  isActive: false,
};
const call = (method: string, path: string, body?: unknown, ifMatch?: number) => {
  const init = jsonInit(method, body, token);
  if (ifMatch !== undefined) init.headers = { ...(init.headers as Record<string, string>), 'If-Match': `"${ifMatch}"` };
  return server.request(path, init);
};
const read = async (id: number) => (await (await call('GET', `/app/notes/${id}`)).json()) as Note;
const create = async (lines: Line[]) => {
  const res = await call('POST', '/app/notes', { ...note, lines });
  expect(res.status).toBe(200);
  return (await res.json()) as Note;
};
const entries = async (id: number) =>
  server.database.db
    .select({ action: auditLog.action, changes: auditLog.changes })
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'notes'), eq(auditLog.recordId, id)));
const events = async (id: number) =>
  server.database.session((session) =>
    session.query<{ action: string }>(`select action from live_events where resource = 'notes' and row_id = ${id} order by id`),
  );
const childCount = async (parent: number) =>
  Number(
    (
      await server.database.session((s) => s.query<{ n: number }>(`select count(*) as n from list_notes_lines where parent_id = ${parent}`))
    )[0]!.n,
  );

describe(`child rows on ${TEST_DRIVER}`, () => {
  it('are created with their row, answered with it in their order, and left out of list answers', async () => {
    const created = await create([
      { label: 'a', quantity: 1 },
      { label: 'b', quantity: 2 },
    ]);
    expect(created.lines.map((l) => [l.label, l.quantity])).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
    expect(created.lines.every((l) => Number.isInteger(l.id))).toBe(true);
    expect(await read(created.id)).toEqual(created);
    const listed = (await (await call('GET', '/app/notes?q=invoice-like')).json()) as Record<string, unknown>[];
    expect(listed.find((r) => r.id === created.id)).not.toHaveProperty('lines');
    expect((await entries(created.id)).map((e) => e.action)).toEqual(['create']);
    expect(await events(created.id)).toEqual([{ action: 'create' }]);
  });

  it('one PUT adds, updates, deletes and reorders them, with one audit entry and one live event', async () => {
    const row = await create([
      { label: 'a', quantity: 1 },
      { label: 'b', quantity: 2 },
      { label: 'c', quantity: 3 },
    ]);
    const [a, b, c] = row.lines;
    // c first, a changed, b deleted, d added.
    const lines = [c!, { ...a!, quantity: 9 }, { label: 'd', quantity: 4 }];
    const res = await call('PUT', `/app/notes/${row.id}`, { ...row, lines }, row.version);
    expect(res.status).toBe(200);
    const saved = (await res.json()) as Note;
    expect(saved.version).toBe(row.version + 1);
    expect(saved.lines.map((l) => [l.id, l.label, l.quantity])).toEqual([
      [c!.id, 'c', 3],
      [a!.id, 'a', 9],
      [expect.any(Number), 'd', 4],
    ]);
    expect(saved.lines[2]!.id).not.toBe(b!.id);
    expect(await read(row.id)).toEqual(saved);
    expect(await childCount(row.id)).toBe(3);
    const audit = await entries(row.id);
    expect(audit.map((e) => e.action)).toEqual(['create', 'update']);
    // The entry names the children before and after: only they changed.
    expect(audit[1]!.changes.map((change) => change.field)).toEqual(['lines']);
    expect(JSON.parse(String(audit[1]!.changes[0]!.after))).toEqual(saved.lines);
    expect(JSON.parse(String(audit[1]!.changes[0]!.before))).toEqual(row.lines);
    expect(await events(row.id)).toEqual([{ action: 'create' }, { action: 'update' }]);
  });

  it('a change of the children only raises the version, and a stale If-Match then answers 412 with nothing written', async () => {
    const row = await create([{ label: 'a', quantity: 1 }]);
    const first = await call('PUT', `/app/notes/${row.id}`, { ...row, lines: [{ ...row.lines[0]!, label: 'a2' }] }, row.version);
    expect(first.status).toBe(200);
    expect(first.headers.get('ETag')).toBe(`"${row.version + 1}"`);
    const stale = await call('PUT', `/app/notes/${row.id}`, { ...row, title: 'Stale', lines: [] }, row.version);
    expect(stale.status).toBe(412);
    const now = await read(row.id);
    expect(await stale.json()).toEqual(now);
    expect(now).toMatchObject({ title: note.title, version: row.version + 1, lines: [{ id: row.lines[0]!.id, label: 'a2', quantity: 1 }] });
    expect((await entries(row.id)).map((e) => e.action)).toEqual(['create', 'update']);
  });

  it('a PUT without the children keeps them', async () => {
    const row = await create([{ label: 'a', quantity: 1 }]);
    const { lines: _lines, ...fields } = row;
    const res = await call('PUT', `/app/notes/${row.id}`, { ...fields, title: 'Renamed' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ title: 'Renamed', lines: row.lines });
  });

  it('a child the database refuses leaves the row and its children as they were', async () => {
    const row = await create([
      { label: 'a', quantity: 1 },
      { label: 'b', quantity: 2 },
    ]);
    const lines = [
      { ...row.lines[1]!, quantity: 5 },
      { label: 'refused', quantity: 1000 },
    ];
    const res = await call('PUT', `/app/notes/${row.id}`, { ...row, title: 'Not saved', lines });
    expect(res.status).toBe(500);
    expect(await read(row.id)).toEqual(row);
    expect((await entries(row.id)).map((e) => e.action)).toEqual(['create']);
    expect(await events(row.id)).toEqual([{ action: 'create' }]);
    const refused = await call('POST', '/app/notes', { ...note, title: 'Never made zq8', lines: [{ label: 'x', quantity: 1000 }] });
    expect(refused.status).toBe(500);
    expect(await (await call('GET', '/app/notes?q=never made zq8')).json()).toEqual([]);
  });

  it('400 for a child of another row, a repeated id, a child past max, and a bad child value, naming the child', async () => {
    const mine = await create([{ label: 'a', quantity: 1 }]);
    const other = await create([{ label: 'b', quantity: 1 }]);
    const put = (lines: unknown[]) => call('PUT', `/app/notes/${mine.id}`, { ...mine, title: 'Not saved', lines });
    const message = async (res: Response) => [res.status, ((await res.json()) as { message: string }).message];
    expect(await message(await put([mine.lines[0], other.lines[0]]))).toEqual([400, MESSAGES.childNotOfRow('lines.1')]);
    expect(await message(await put([mine.lines[0], mine.lines[0]]))).toEqual([400, MESSAGES.childNotOfRow('lines.1')]);
    const four = [1, 2, 3, 4].map((quantity) => ({ label: 'x', quantity }));
    expect(await message(await put(four))).toEqual([400, 'Invalid input: lines: At most 3 of them']);
    expect(await message(await put([{ label: 'x', quantity: 0 }]))).toEqual([
      400,
      expect.stringMatching(/^Invalid input: lines\.0\.quantity: /),
    ]);
    expect(await message(await call('POST', '/app/notes', { ...note, lines: [other.lines[0]] }))).toEqual([
      400,
      MESSAGES.childNotOfRow('lines.0'),
    ]);
    expect(await read(mine.id)).toEqual(mine);
    expect(await read(other.id)).toEqual(other);
  });

  it('deleting the row deletes its children, with one audit entry naming them', async () => {
    const row = await create([
      { label: 'a', quantity: 1 },
      { label: 'b', quantity: 2 },
    ]);
    expect((await call('DELETE', `/app/notes/${row.id}`)).status).toBe(200);
    expect(await childCount(row.id)).toBe(0);
    const audit = await entries(row.id);
    expect(audit.map((e) => e.action)).toEqual(['create', 'delete']);
    const gone = audit[1]!.changes.find((change) => change.field === 'lines');
    expect(JSON.parse(String(gone!.before))).toEqual(row.lines);
    expect(await events(row.id)).toEqual([{ action: 'create' }, { action: 'delete' }]);
  });
});
