/**
 * The cases of a declared order both backends run (server/lists/order.test.ts on PGlite and Postgres,
 * src/mocks/handlers/order.test.ts on the fake backend). No shipped list is ordered: each test declares the notes
 * ordered by a key in their `title`, grouped by category, gives every row a key and a board column of 22 notes, and
 * hands its calls here. Test support only.
 */
import { expect, it } from 'vitest';

interface Note {
  id: number;
  category: string;
  title: string;
}

export interface OrderedNotes {
  /** `PATCH /app/notes/{id}/move`. */
  move(id: number, after: number | null, group?: string): Promise<Response>;
  /** `GET /app/notes?sort=title:asc`. */
  ordered(): Promise<Note[]>;
  /** `GET /app/notes<query>`, its answer as it comes. */
  read(query: string): Promise<unknown>;
  /** The ids of the column's 22 notes in their first order (known once the test's setup ran). */
  column(): number[];
  /** A category other than the column's. */
  otherGroup(): string;
}

/** The notes of the column among `notes`, in their order. */
const inColumn = (notes: Note[], column: number[]) => notes.filter((n) => column.includes(n.id));

export function orderCases({ move, ordered, read, column, otherGroup }: OrderedNotes): void {
  it("reads without ?sort= come in the keys' order, then the id's", async () => {
    const [, , third] = column();
    expect((await move(third!, null)).status).toBe(200);
    const byKey = (await ordered()).map((n) => n.id);
    // The keys' order is not the ids': a list read in id order would not pass.
    expect(byKey).not.toEqual([...byKey].sort((a, b) => a - b));
    expect(((await read('')) as Note[]).map((n) => n.id)).toEqual(byKey);
    expect(((await read('?page=1&pageSize=100')) as { items: Note[] }).items.map((n) => n.id)).toEqual(byKey.slice(0, 100));
  });

  it('a move writes the moved row only, with a key between its new neighbours', async () => {
    const before = await ordered();
    const [first, second, third] = column();
    expect((await move(third!, first!)).status).toBe(200);
    const after = await ordered();
    expect(
      inColumn(after, column())
        .map((n) => n.id)
        .slice(0, 3),
    ).toEqual([first, third, second]);
    expect(after.filter((n) => before.find((b) => b.id === n.id)!.title !== n.title).map((n) => n.id)).toEqual([third]);
  });

  it('twenty moves at once into one gap land at twenty distinct keys, every row kept, in one order', async () => {
    const [anchor, next, ...movers] = column().slice(0, 22);
    const answers = await Promise.all(movers.map((id) => move(id, anchor!)));
    expect(answers.map((r) => r.status)).toEqual(movers.map(() => 200));
    const rows = await ordered();
    const notes = inColumn(rows, column());
    expect(notes).toHaveLength(column().length);
    expect(new Set(notes.map((n) => n.title)).size).toBe(column().length);
    const ids = notes.map((n) => n.id);
    // All twenty sit between the anchor and the row that followed it; the order is the keys', the same on every read.
    expect(ids.indexOf(anchor!)).toBeLessThan(Math.min(...movers.map((id) => ids.indexOf(id))));
    expect(Math.max(...movers.map((id) => ids.indexOf(id)))).toBeLessThan(ids.indexOf(next!));
    expect((await ordered()).map((n) => n.id)).toEqual(rows.map((n) => n.id));
  });

  it('ten moves at once to the head of the group land at ten distinct keys', async () => {
    const movers = column().slice(10, 20);
    const answers = await Promise.all(movers.map((id) => move(id, null)));
    expect(answers.map((r) => r.status)).toEqual(movers.map(() => 200));
    const notes = inColumn(await ordered(), column());
    expect(new Set(notes.map((n) => n.title)).size).toBe(column().length);
    expect(new Set(notes.slice(0, 10).map((n) => n.id))).toEqual(new Set(movers));
  });

  it('moves to the head of another group, and refuses a missing row, a missing anchor and the row itself', async () => {
    const id = column()[5]!;
    const res = await move(id, null, otherGroup());
    expect(res.status).toBe(200);
    expect(((await res.json()) as Note).category).toBe(otherGroup());
    expect((await ordered()).find((n) => n.category === otherGroup())!.id).toBe(id);
    expect((await move(999_999, null)).status).toBe(404);
    expect((await move(id, 999_999)).status).toBe(404);
    expect((await move(id, id)).status).toBe(400);
  });
}
