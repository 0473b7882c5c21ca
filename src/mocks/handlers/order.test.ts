// A declared order on the fake backend, as on the server (server/lists/order.test.ts). No shipped list is ordered: the
// test declares the notes ordered by a key in their `title`, grouped by category, through the registry.
import { generateNKeysBetween } from 'fractional-indexing';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestServer, DEMO_AUTH } from '../node.ts';

vi.mock('../../resources/registry.gen.ts', async (importOriginal) => {
  const { ALL_RESOURCES } = await importOriginal<typeof import('../../resources/registry.gen.ts')>();
  return { ALL_RESOURCES: ALL_RESOURCES.map((r) => (r.list === 'notes' ? { ...r, order: { field: 'title', group: 'category' } } : r)) };
});

interface Note {
  id: number;
  category: string;
  title: string;
}

const backend = createTestServer();
let column: number[];
let otherGroup: string;
beforeAll(() => {
  const notes = backend.db.list('notes')!;
  const category = notes[0]!.category;
  const extra = Array.from({ length: 22 }, (_, i) => ({ ...notes[0]!, id: 100 + i }));
  const rows = [...notes, ...extra];
  // Every row gets a key, in id order within its category.
  for (const group of new Set(rows.map((r) => r.category))) {
    const members = rows.filter((r) => r.category === group);
    const keys = generateNKeysBetween(null, null, members.length);
    members.forEach((member, i) => (member.title = keys[i]!));
  }
  backend.db.setList(
    'notes',
    rows.map((r) => ({ ...r })),
  );
  column = rows.filter((r) => r.category === category).map((r) => r.id);
  otherGroup = category === 'social' ? 'home' : 'social';
  backend.server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => backend.server.close());

const call = (method: string, path: string, body?: unknown) =>
  fetch(`http://localhost${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...DEMO_AUTH },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const move = (id: number, after: number | null, group?: string) =>
  call('PATCH', `/app/notes/${id}/move`, { after, ...(group === undefined ? {} : { group }) });
const ordered = async () => (await (await call('GET', '/app/notes?sort=title:asc')).json()) as Note[];

it('a move writes the moved row only, with a key between its new neighbours', async () => {
  const before = await ordered();
  const [first, second, third] = column;
  expect((await move(third!, first!)).status).toBe(200);
  const after = await ordered();
  expect(
    after
      .filter((n) => column.includes(n.id))
      .map((n) => n.id)
      .slice(0, 3),
  ).toEqual([first, third, second]);
  expect(after.filter((n) => before.find((b) => b.id === n.id)!.title !== n.title).map((n) => n.id)).toEqual([third]);
});

it('twenty moves at once into one gap land at twenty distinct keys, every row kept', async () => {
  const [anchor, next, ...movers] = column;
  expect((await Promise.all(movers.slice(0, 20).map((id) => move(id, anchor!)))).map((r) => r.status)).toEqual(
    movers.slice(0, 20).map(() => 200),
  );
  const inColumn = (await ordered()).filter((n) => column.includes(n.id));
  expect(inColumn).toHaveLength(column.length);
  expect(new Set(inColumn.map((n) => n.title)).size).toBe(column.length);
  const ids = inColumn.map((n) => n.id);
  expect(ids.indexOf(anchor!)).toBeLessThan(Math.min(...movers.slice(0, 20).map((id) => ids.indexOf(id))));
  expect(Math.max(...movers.slice(0, 20).map((id) => ids.indexOf(id)))).toBeLessThan(ids.indexOf(next!));
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
