/**
 * The child rows' cases both backends run (server/lists/children.test.ts on PGlite and Postgres,
 * src/mocks/handlers/children.test.ts on the fake backend). No shipped list declares children: each test gives the
 * notes `lines` (NOTE_LINES, at most 3) through the registry every backend module reads. Each backend's test adds what
 * only it can see (the server's table, a value its database refuses). Test support only.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import type { AuditChange } from '../schemas/audit.ts';
import { MESSAGES } from './messages.ts';

/** The notes' child list in these cases: `children: { lines: NOTE_LINES }`. */
export const NOTE_LINES = { schema: z.object({ label: z.string().check(z.maxLength(80)), quantity: z.int().check(z.minimum(1)) }), max: 3 };

/** One JSON call as the demo administrator, with `If-Match: "<ifMatch>"` when given: status, parsed body and ETag. */
export type VersionedCall = (
  method: string,
  path: string,
  body?: unknown,
  ifMatch?: number,
) => Promise<{ status: number; body: Record<string, unknown>; etag: string | null }>;

/** What each backend reads on its own terms: a note's audit entries and its live events' actions, oldest first. */
export interface ChildReads {
  entries(id: number): Promise<{ action: string; changes: AuditChange[] }[]>;
  events(id: number): Promise<string[]>;
}

export interface Line {
  id?: number;
  label: string;
  quantity: number;
}
export interface NoteWithLines {
  id: number;
  title: string;
  version: number;
  lines: Line[];
}

export const NOTE = {
  category: 'business',
  title: 'Invoice-like note',
  description: '<p>lines</p>',
  img: '/images/avatars/noah-fischer.svg',
  name: 'Noah Fischer',
  date: '2026-10-20',
  isActive: false,
};

const lines = (...quantities: number[]): Line[] => quantities.map((quantity, i) => ({ label: String.fromCharCode(97 + i), quantity }));
const afterOf = (entry: { changes: AuditChange[] } | undefined, field: string, side: 'before' | 'after') =>
  JSON.parse(String(entry?.changes.find((change) => change.field === field)?.[side])) as unknown;

/** A note created with `children` through `call`, as the backend answered it. */
export async function createNote(call: VersionedCall, children: Line[], fields: Record<string, unknown> = {}): Promise<NoteWithLines> {
  const res = await call('POST', '/app/notes', { ...NOTE, ...fields, lines: children });
  expect(res.status).toBe(200);
  return res.body as unknown as NoteWithLines;
}

export function describeChildRows(call: VersionedCall, reads: ChildReads): void {
  const read = async (id: number) => (await call('GET', `/app/notes/${id}`)).body as unknown as NoteWithLines;

  describe('child rows: the notes given lines', () => {
    it('are created with their row, answered with it in their order, and left out of list answers', async () => {
      const created = await createNote(call, lines(1, 2), { title: 'Listed zq9' });
      expect(created.lines.map((l) => [l.label, l.quantity])).toEqual([
        ['a', 1],
        ['b', 2],
      ]);
      expect(created.lines.every((l) => Number.isInteger(l.id))).toBe(true);
      expect(await read(created.id)).toEqual(created);
      const listed = (await call('GET', '/app/notes?q=zq9')).body as unknown as Record<string, unknown>[];
      expect(listed.map((row) => row.id)).toEqual([created.id]);
      expect(listed[0]).not.toHaveProperty('lines');
      const audit = await reads.entries(created.id);
      expect(audit.map((e) => e.action)).toEqual(['create']);
      expect(afterOf(audit[0], 'lines', 'after')).toEqual(created.lines);
      expect(await reads.events(created.id)).toEqual(['create']);
    });

    it('one PUT adds, updates, deletes and reorders them, with one audit entry and one live event', async () => {
      const row = await createNote(call, lines(1, 2, 3));
      const [a, b, c] = row.lines;
      // c first, a changed, b deleted, d added.
      const res = await call(
        'PUT',
        `/app/notes/${row.id}`,
        { ...row, lines: [c!, { ...a!, quantity: 9 }, { label: 'd', quantity: 4 }] },
        row.version,
      );
      expect(res.status).toBe(200);
      const saved = res.body as unknown as NoteWithLines;
      expect(saved.version).toBe(row.version + 1);
      expect(saved.lines.map((l) => [l.id, l.label, l.quantity])).toEqual([
        [c!.id, 'c', 3],
        [a!.id, 'a', 9],
        [expect.any(Number), 'd', 4],
      ]);
      expect([a!.id, b!.id, c!.id]).not.toContain(saved.lines[2]!.id);
      expect(await read(row.id)).toEqual(saved);
      const audit = await reads.entries(row.id);
      expect(audit.map((e) => e.action)).toEqual(['create', 'update']);
      // Only the children changed: the entry names them before and after.
      expect(audit[1]!.changes.map((change) => change.field)).toEqual(['lines']);
      expect(afterOf(audit[1], 'lines', 'before')).toEqual(row.lines);
      expect(afterOf(audit[1], 'lines', 'after')).toEqual(saved.lines);
      expect(await reads.events(row.id)).toEqual(['create', 'update']);
    });

    it('a change of the children only raises the version; a stale If-Match then answers 412 and writes nothing', async () => {
      const row = await createNote(call, lines(1));
      const first = await call('PUT', `/app/notes/${row.id}`, { ...row, lines: [{ ...row.lines[0]!, label: 'a2' }] }, row.version);
      expect(first.status).toBe(200);
      expect(first.etag).toBe(`"${row.version + 1}"`);
      const stale = await call('PUT', `/app/notes/${row.id}`, { ...row, title: 'Stale', lines: [] }, row.version);
      expect(stale.status).toBe(412);
      const now = await read(row.id);
      expect(stale.body).toEqual(now);
      expect(now).toMatchObject({
        title: NOTE.title,
        version: row.version + 1,
        lines: [{ id: row.lines[0]!.id, label: 'a2', quantity: 1 }],
      });
      expect((await reads.entries(row.id)).map((e) => e.action)).toEqual(['create', 'update']);
      expect(await reads.events(row.id)).toEqual(['create', 'update']);
    });

    it('a PUT without the children keeps them', async () => {
      const row = await createNote(call, lines(1));
      const { lines: _lines, ...fields } = row;
      const res = await call('PUT', `/app/notes/${row.id}`, { ...fields, title: 'Renamed' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ title: 'Renamed', lines: row.lines });
    });

    it('400 for a child of another row, a repeated id, past max and a bad child value, naming the child; nothing written', async () => {
      const mine = await createNote(call, lines(1));
      const other = await createNote(call, lines(1));
      const put = async (children: unknown[]) => call('PUT', `/app/notes/${mine.id}`, { ...mine, title: 'Not saved', lines: children });
      const refusal = (message: unknown) => ({ status: 400, body: { message }, etag: null });
      expect(await put([mine.lines[0], other.lines[0]])).toEqual(refusal(MESSAGES.childNotOfRow('lines.1')));
      expect(await put([mine.lines[0], mine.lines[0]])).toEqual(refusal(MESSAGES.childNotOfRow('lines.1')));
      expect(await put(lines(1, 2, 3, 4))).toEqual(refusal('Invalid input: lines: At most 3 of them'));
      expect(await put([{ label: 'x', quantity: 0 }])).toEqual(refusal(expect.stringMatching(/^Invalid input: lines\.0\.quantity: /)));
      const created = await call('POST', '/app/notes', { ...NOTE, lines: [other.lines[0]] });
      expect(created).toEqual(refusal(MESSAGES.childNotOfRow('lines.0')));
      expect(await read(mine.id)).toEqual(mine);
      expect(await read(other.id)).toEqual(other);
      expect((await reads.entries(mine.id)).map((e) => e.action)).toEqual(['create']);
    });

    it('deleting the row deletes its children, with one audit entry naming them and one live event', async () => {
      const row = await createNote(call, lines(1, 2));
      expect((await call('DELETE', `/app/notes/${row.id}`)).status).toBe(200);
      expect((await call('GET', `/app/notes/${row.id}`)).status).toBe(404);
      const audit = await reads.entries(row.id);
      expect(audit.map((e) => e.action)).toEqual(['create', 'delete']);
      expect(afterOf(audit[1], 'lines', 'before')).toEqual(row.lines);
      expect(await reads.events(row.id)).toEqual(['create', 'delete']);
    });
  });
}
