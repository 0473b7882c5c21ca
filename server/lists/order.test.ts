// A declared order (src/resources/define.ts `order`, server/lists/order.ts) on PGlite, and on Postgres where DATABASE_URL
// is set, with the fake backend's cases (src/contract/order-cases.ts). No shipped list is ordered: the test declares the
// notes ordered by a key in their `title`, grouped by category, through the registry every backend module reads, and
// gives the table the unique index of the migration.
import { generateNKeysBetween } from 'fractional-indexing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, vi } from 'vitest';
import { orderCases } from '../../src/contract/order-cases.ts';
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

// Ten moves at once to the head of the group meet the unique index, and the server tries again.
const read = async (query: string): Promise<unknown> =>
  (await server.request(`/app/notes${query}`, jsonInit('GET', undefined, token))).json();

orderCases({ move, ordered, read, column: () => column, otherGroup: () => otherGroup });
