// A declared order (src/resources/define.ts `order`, server/lists/order.ts) on PGlite, and on Postgres where DATABASE_URL
// is set. No shipped list is ordered: the test declares the notes ordered by a key in their `title`, grouped by
// category, through the registry every backend module reads, and gives the table the unique index of the migration.
import { generateNKeysBetween } from 'fractional-indexing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { orderIndexSql } from '../db/list-migration-sql.ts';
import { listTable } from '../db/list-tables.ts';
import { createTestServer, jsonInit, signIn, START_TIMEOUT, type TestServer } from '../test-server.ts';

vi.mock('../../src/resources/registry.gen.ts', async (importOriginal) => {
  const { ALL_RESOURCES } = await importOriginal<typeof import('../../src/resources/registry.gen.ts')>();
  return { ALL_RESOURCES: ALL_RESOURCES.map((r) => (r.list === 'notes' ? { ...r, order: { field: 'title', group: 'category' } } : r)) };
});

interface Note {
  id: number;
  category: string;
  title: string;
  version: number;
}

let server: TestServer;
let token: string;
/** The 22 notes of the board's column, in their first order. */
let column: number[];
/** A category other than the column's. */
let otherGroup: string;
beforeAll(async () => {
  server = await createTestServer();
  token = await signIn(server);
  const { db } = server.database;
  const notes = listTable('notes');
  const [sample] = (await db.select().from(notes).limit(1)) as Record<string, unknown>[];
  const { id: _id, search: _search, version: _version, ...input } = sample!;
  const category = input.category as string;
  for (let i = 0; i < 22; i++) await db.insert(notes).values({ ...input, title: `t${i}` } as typeof notes.$inferInsert);
  // Every row gets a key, in id order within its category, before the keys are made unique.
  const rows = await server.database.session((session) =>
    session.query<{ id: number; category: string }>('select id, category from list_notes order by id'),
  );
  for (const group of new Set(rows.map((r) => r.category))) {
    const members = rows.filter((r) => r.category === group);
    const keys = generateNKeysBetween(null, null, members.length);
    for (const [i, member] of members.entries()) await db.execute(sql`update list_notes set title = ${keys[i]} where id = ${member.id}`);
  }
  await server.database.session((session) => session.exec(orderIndexSql('notes').join('\n')));
  column = rows.filter((r) => r.category === category).map((r) => r.id);
  otherGroup = category === 'social' ? 'home' : 'social';
}, START_TIMEOUT);
afterAll(() => server.close());

const move = (id: number, after: number | null, group?: string) =>
  server.request(`/app/notes/${id}/move`, jsonInit('PATCH', { after, ...(group === undefined ? {} : { group }) }, token));
const ordered = async (): Promise<Note[]> =>
  (await (await server.request('/app/notes?sort=title:asc', jsonInit('GET', undefined, token))).json()) as Note[];

it('a move writes the moved row only, with a key between its new neighbours', async () => {
  const before = await ordered();
  const [first, second, third] = column;
  const res = await move(third!, first!);
  expect(res.status).toBe(200);
  const after = await ordered();
  const inColumn = after.filter((n) => column.includes(n.id)).map((n) => n.id);
  expect(inColumn.slice(0, 3)).toEqual([first, third, second]);
  const changed = after.filter((n) => before.find((b) => b.id === n.id)!.title !== n.title).map((n) => n.id);
  expect(changed).toEqual([third]);
});

it('twenty moves at once into one gap land at twenty distinct keys, every row kept, in one order', async () => {
  const [anchor, next, ...movers] = column.slice(0, 2).concat(column.slice(2, 22));
  const answers = await Promise.all(movers.map((id) => move(id, anchor!)));
  expect(answers.map((r) => r.status)).toEqual(movers.map(() => 200));
  const rows = await ordered();
  const inColumn = rows.filter((n) => column.includes(n.id));
  expect(inColumn).toHaveLength(column.length);
  expect(new Set(inColumn.map((n) => n.title)).size).toBe(column.length);
  const ids = inColumn.map((n) => n.id);
  // All twenty sit between the anchor and the row that followed it; the order is the keys', the same on every read.
  expect(ids.indexOf(anchor!)).toBeLessThan(Math.min(...movers.map((id) => ids.indexOf(id))));
  expect(Math.max(...movers.map((id) => ids.indexOf(id)))).toBeLessThan(ids.indexOf(next!));
  expect((await ordered()).map((n) => n.id)).toEqual(rows.map((n) => n.id));
});

it('ten moves at once to the head of the group land at ten distinct keys (the unique index and the retry)', async () => {
  const movers = column.slice(10, 20);
  const answers = await Promise.all(movers.map((id) => move(id, null)));
  expect(answers.map((r) => r.status)).toEqual(movers.map(() => 200));
  const inColumn = (await ordered()).filter((n) => column.includes(n.id));
  expect(new Set(inColumn.map((n) => n.title)).size).toBe(column.length);
  expect(new Set(inColumn.slice(0, 10).map((n) => n.id))).toEqual(new Set(movers));
});

it('moves to the head of another group, and refuses a missing row, a missing anchor and the row itself', async () => {
  const id = column[5]!;
  const res = await move(id, null, otherGroup);
  expect(res.status).toBe(200);
  expect(((await res.json()) as Note).category).toBe(otherGroup);
  expect((await ordered()).find((n) => n.category === otherGroup)!.id).toBe(id);
  expect((await move(999_999, null)).status).toBe(404);
  expect((await move(id, 999_999)).status).toBe(404);
  expect((await move(id, id)).status).toBe(400);
});
