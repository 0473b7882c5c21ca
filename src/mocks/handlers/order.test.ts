// A declared order on the fake backend, with the server's cases (src/contract/order-cases.ts, which
// server/lists/order.test.ts runs too). No shipped list is ordered: the test declares the notes ordered by a key in
// their `title`, grouped by category, through the registry.
import { generateNKeysBetween } from 'fractional-indexing';
import { afterAll, beforeAll, vi } from 'vitest';
import { orderCases } from '../../contract/order-cases.ts';
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

orderCases({
  move: (id, after, group) => call('PATCH', `/app/notes/${id}/move`, { after, ...(group === undefined ? {} : { group }) }),
  ordered: async () => (await (await call('GET', '/app/notes?sort=title:asc')).json()) as Note[],
  read: async (query) => (await call('GET', `/app/notes${query}`)).json(),
  column: () => column,
  otherGroup: () => otherGroup,
});
