// A list store's one-row read and writes keep a row's children (the edit form opens on the read and saves through the
// writes). No shipped list declares children: the test gives the notes `lines` through the registry, as
// src/mocks/handlers/children.test.ts does, and the fake backend answers them.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAsDemo } from '../api/demo-session.ts';
import { createTestServer } from '../mocks/node.ts';
import { versionOf } from './conflict.ts';
import { listStore } from './lists.ts';

vi.mock('../resources/registry.gen.ts', async (importOriginal) => {
  const { ALL_RESOURCES } = await importOriginal<typeof import('../resources/registry.gen.ts')>();
  const { NOTE_LINES } = await import('../contract/children-cases.ts');
  return { ALL_RESOURCES: ALL_RESOURCES.map((r) => (r.list === 'notes' ? { ...r, children: { lines: NOTE_LINES } } : r)) };
});

const backend = createTestServer();
const bodies: unknown[] = [];
beforeAll(() => {
  backend.server.listen({ onUnhandledRequest: 'error' });
  backend.server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT')
      void request
        .clone()
        .json()
        .then((body: unknown) => bodies.push(body));
  });
});
beforeEach(signInAsDemo);
afterAll(() => backend.server.close());

interface Line {
  id?: number;
  label: string;
  quantity: number;
}
const linesOf = (row: unknown) => (row as { lines?: Line[] }).lines;

describe('a list store and a row’s children', () => {
  it('reads the row with its children and sends them in the PUT in order, ids kept, with If-Match', async () => {
    const store = listStore('notes');
    const first = await store.get(1);
    expect(linesOf(first)).toEqual([]);
    const added = await store.update(
      {
        ...first,
        lines: [
          { label: 'A', quantity: 1 },
          { label: 'B', quantity: 2 },
        ],
      } as never,
      {
        ifMatch: versionOf(first),
      },
    );
    const [a, b] = linesOf(added)!;
    expect([a?.label, b?.label]).toEqual(['A', 'B']);
    const read = await store.get(1);
    expect(linesOf(read)).toEqual(linesOf(added));
    // Reordered, one changed, one new: the body carries them in that order, the kept ones with their ids.
    const lines = [
      { id: b!.id, label: 'B', quantity: 5 },
      { label: 'C', quantity: 1 },
      { id: a!.id, label: 'A', quantity: 1 },
    ];
    const saved = await store.update({ ...read, lines } as never, { ifMatch: versionOf(read) });
    expect(linesOf(bodies.at(-1))).toEqual(lines);
    expect(linesOf(saved)?.map((l) => [l.id, l.label, l.quantity])).toEqual([
      [b!.id, 'B', 5],
      [expect.any(Number), 'C', 1],
      [a!.id, 'A', 1],
    ]);
    // A stale version is refused, the children as they are coming back with the row.
    await expect(store.update({ ...read, lines: [] } as never, { ifMatch: versionOf(read) })).rejects.toMatchObject({
      current: { lines: linesOf(saved) },
    });
  });
});
