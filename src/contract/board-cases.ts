/**
 * The task board's cases both backends run (server/lists/boards.test.ts on PGlite and Postgres,
 * src/mocks/handlers/on-demand/boards.test.ts on the fake backend), with the demo account of each role: boards, columns, cards,
 * moves, comments, every role's permissions, the 404s, the 412 of a stale write, the audit entries, and moves into one
 * place at once. Test support only.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import { BOARD_MESSAGES, type Board, type Card, type Comment } from './boards.ts';
import { authorName } from './author-name.ts';
import { ROLES, type Role } from './permissions.ts';
import { DEMO_ACCOUNTS } from '../resources/samples/demo-accounts.ts';

export interface BoardAnswer {
  status: number;
  body: unknown;
  etag: string | null;
}

/** One call as the demo account of `role`; `ifMatch` the version to send as If-Match. */
export type BoardCall = (role: Role, method: string, path: string, body?: unknown, ifMatch?: number) => Promise<BoardAnswer>;

const ids = (cards: readonly { id: number }[]) => cards.map((c) => c.id);

/** A new board of the default columns, as the administrator made it. */
async function newBoard(call: BoardCall, name = 'Cases board'): Promise<Board> {
  const res = await call('admin', 'POST', '/app/boards', { name });
  expect(res.status).toBe(200);
  return res.body as Board;
}

async function newCard(call: BoardCall, board: Board, column: number, title: string): Promise<Card> {
  const res = await call('editor', 'POST', '/app/tasks', { boardId: board.id, columnId: board.columns[column]!.id, title });
  expect(res.status).toBe(200);
  return res.body as Card;
}

const readBoard = async (call: BoardCall, id: number) => (await call('viewer', 'GET', `/app/boards/${id}`)).body as Board;

/** The moved card's place: `PATCH /app/tasks/{id}` as the editor, with the card's version as If-Match. */
const move = (call: BoardCall, card: Pick<Card, 'id' | 'version'>, body: Record<string, unknown>, role: Role = 'editor') =>
  call(role, 'PATCH', `/app/tasks/${card.id}`, body, card.version);

export function describeBoards(call: BoardCall): void {
  describe('task boards', () => {
    readCases(call);
    moveCases(call);
    managementCases(call);
    concurrencyCases(call);
    listCases(call);
  });
}

/** The sample boards, and a card's life with its ETags. */
function readCases(call: BoardCall): void {
  it('lists the sample boards and reads one with its columns and cards in order', async () => {
    const boards = (await call('viewer', 'GET', '/app/boards')).body as { id: number; name: string; columnCount: number }[];
    expect(boards.length).toBeGreaterThanOrEqual(3);
    const board = await readBoard(call, 1);
    expect(board.columns.map((c) => c.name)).toEqual(['Backlog', 'To do', 'In progress', 'Review', 'Done']);
    expect(board.columns.flatMap((c) => c.cards).length).toBeGreaterThan(5);
    for (const column of board.columns) {
      const keys = column.cards.map((c) => c.position);
      expect(keys).toEqual([...keys].sort());
    }
    const commented = board.columns.flatMap((c) => c.cards).find((c) => c.id === 6)!;
    expect(commented.commentCount).toBe(2);
    expect((await call('viewer', 'GET', '/app/boards/999999')).status).toBe(404);
  });

  it('names the people a card may be assigned to: every active account, by id, with its name only', async () => {
    const board = await readBoard(call, 1);
    const demo = ROLES.map((role) => authorName(DEMO_ACCOUNTS[role]));
    expect(board.people.filter((p) => p.id <= ROLES.length).map((p) => p.name)).toEqual(demo);
    expect(ids(board.people)).toEqual([...ids(board.people)].sort((a, b) => a - b));
    for (const person of board.people) expect(Object.keys(person).filter((key) => key !== 'avatar')).toEqual(['id', 'name']);
    const assignees = board.columns.flatMap((c) => c.cards.map((card) => card.assigneeId)).filter((id) => id !== null);
    expect(assignees.length).toBeGreaterThan(3);
    for (const id of assignees) expect(ids(board.people)).toContain(id);
    // A write of the board answers them too.
    const made = await newBoard(call, 'People board');
    expect(made.people).toEqual(board.people);
  });

  it('leaves a deactivated account out of the people, and names a new one by its username when it gave no name', async () => {
    const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const account = { email: `board-people-${suffix}@example.com`, username: `people${suffix}`, password: 'a long enough password 1' };
    expect((await call('admin', 'POST', '/users/register', account)).status).toBe(200);
    const users = (await call('admin', 'GET', '/users')).body as { id: number; email: string }[];
    const id = users.find((u) => u.email === account.email)!.id;
    expect((await readBoard(call, 1)).people).toContainEqual({ id, name: account.username });
    expect((await call('admin', 'PATCH', `/users/${id}`, { status: 'deactivated' })).status).toBe(200);
    expect(ids((await readBoard(call, 1)).people)).not.toContain(id);
  });

  it('creates, reads, changes and deletes a card with ETags; a stale If-Match answers 412 and writes nothing', async () => {
    const board = await newBoard(call);
    const card = await newCard(call, board, 1, 'Write the release notes');
    expect(card).toMatchObject({ columnId: board.columns[1]!.id, description: '', labels: [], priority: 'medium', commentCount: 0 });
    const got = await call('viewer', 'GET', `/app/tasks/${card.id}`);
    expect(got.etag).toBe(`"${card.version}"`);
    const fields = {
      title: 'Release notes',
      description: '<p>For <b>2.0</b></p>',
      assigneeId: 2,
      dueDate: '2031-01-31',
      labels: [{ name: 'Docs', colour: 'blue' }],
      priority: 'high',
    };
    const put = await call('editor', 'PUT', `/app/tasks/${card.id}`, fields, card.version);
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ ...fields, version: card.version + 1 });
    const stale = await call('editor', 'PUT', `/app/tasks/${card.id}`, { ...fields, title: 'Lost' }, card.version);
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ title: 'Release notes', version: card.version + 1 });
    expect((await call('editor', 'DELETE', `/app/tasks/${card.id}`, undefined, card.version)).status).toBe(412);
    expect((await call('editor', 'DELETE', `/app/tasks/${card.id}`, undefined, card.version + 1)).status).toBe(200);
    expect((await call('viewer', 'GET', `/app/tasks/${card.id}`)).status).toBe(404);
    expect((await call('editor', 'PUT', `/app/tasks/${card.id}`, fields)).status).toBe(404);
    expect((await call('editor', 'POST', '/app/tasks', { boardId: board.id, columnId: 999999, title: 'x' })).status).toBe(400);
    expect((await call('editor', 'POST', '/app/tasks', { boardId: 999999, columnId: 1, title: 'x' })).status).toBe(404);
    expect((await call('editor', 'POST', '/app/tasks', { boardId: board.id, columnId: board.columns[0]!.id, title: '' })).status).toBe(400);
  });
}

/** Moves, and the moves refused. */
function moveCases(call: BoardCall): void {
  it('moves a card above a card, below a card and to the end of a column; only its column and key change', async () => {
    const board = await newBoard(call);
    const [a, b, c] = [await newCard(call, board, 0, 'A'), await newCard(call, board, 0, 'B'), await newCard(call, board, 0, 'C')];
    const todo = board.columns[1]!.id;
    const moved = await move(call, c, { columnId: board.columns[0]!.id, before: a.id });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ title: 'C', version: c.version + 1 });
    expect(ids((await readBoard(call, board.id)).columns[0]!.cards)).toEqual([c.id, a.id, b.id]);
    const c2 = moved.body as Card;
    expect((await move(call, c2, { columnId: board.columns[0]!.id, after: a.id })).status).toBe(200);
    expect(ids((await readBoard(call, board.id)).columns[0]!.cards)).toEqual([a.id, c.id, b.id]);
    expect((await move(call, a, { columnId: todo })).status).toBe(200);
    const after = await readBoard(call, board.id);
    expect(ids(after.columns[0]!.cards)).toEqual([c.id, b.id]);
    expect(after.columns[1]!.cards.map((x) => ({ id: x.id, title: x.title }))).toEqual([{ id: a.id, title: 'A' }]);
  });

  it('refuses a stale move with 412, a viewer with 403, and bad places with 400 and 404, moving nothing', async () => {
    const board = await newBoard(call);
    const [a, b] = [await newCard(call, board, 0, 'A'), await newCard(call, board, 0, 'B')];
    const first = board.columns[0]!.id;
    const forbidden = await move(call, a, { columnId: first, after: b.id }, 'viewer');
    expect(forbidden).toMatchObject({ status: 403, body: { message: MESSAGES.forbidden } });
    expect((await move(call, a, { columnId: first, after: b.id })).status).toBe(200);
    const stale = await move(call, a, { columnId: first, before: b.id });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ id: a.id, version: a.version + 1 });
    const fresh = { id: a.id, version: a.version + 1 };
    expect((await move(call, fresh, { columnId: first, before: b.id, after: b.id })).body).toMatchObject({
      message: BOARD_MESSAGES.beforeAndAfter,
    });
    expect((await move(call, fresh, { columnId: first, before: a.id })).status).toBe(400);
    expect((await move(call, fresh, { columnId: board.columns[1]!.id, before: b.id })).status).toBe(400);
    expect((await move(call, fresh, { columnId: 999999 })).status).toBe(400);
    expect((await move(call, { id: 999999, version: 1 }, { columnId: first })).status).toBe(404);
    expect(ids((await readBoard(call, board.id)).columns[0]!.cards)).toEqual([b.id, a.id]);
  });
}

/** Boards and columns (administrators), comments, the audit trail. */
function managementCases(call: BoardCall): void {
  it('lets only the administrator manage boards and columns; a column with cards needs ?moveTo=', async () => {
    expect((await call('editor', 'POST', '/app/boards', { name: 'Nope' })).status).toBe(403);
    const board = await newBoard(call, 'Columns');
    const [backlog, todo] = board.columns;
    expect((await call('editor', 'PUT', `/app/boards/${board.id}/columns/${todo!.id}`, { name: 'Next' })).status).toBe(403);
    const added = await call('admin', 'POST', `/app/boards/${board.id}/columns`, { name: 'Blocked', wipLimit: 2 });
    expect((added.body as Board).columns.at(-1)).toMatchObject({ name: 'Blocked', wipLimit: 2, cards: [] });
    const renamed = await call('admin', 'PUT', `/app/boards/${board.id}/columns/${todo!.id}`, { name: 'Next', wipLimit: 4, index: 0 });
    expect((renamed.body as Board).columns.slice(0, 2).map((c) => [c.name, c.wipLimit])).toEqual([
      ['Next', 4],
      ['Backlog', null],
    ]);
    const [x, y] = [await newCard(call, board, 0, 'X'), await newCard(call, board, 0, 'Y')];
    const kept = await newCard(call, board, 1, 'Kept');
    const refused = await call('admin', 'DELETE', `/app/boards/${board.id}/columns/${backlog!.id}`);
    expect(refused).toMatchObject({ status: 409, body: { message: BOARD_MESSAGES.columnHasCards } });
    expect((await call('admin', 'DELETE', `/app/boards/${board.id}/columns/${backlog!.id}?moveTo=${backlog!.id}`)).status).toBe(400);
    const deleted = await call('admin', 'DELETE', `/app/boards/${board.id}/columns/${backlog!.id}?moveTo=${todo!.id}`);
    expect(deleted.status).toBe(200);
    const next = (deleted.body as Board).columns[0]!;
    expect([next.name, ids(next.cards)]).toEqual(['Next', [kept.id, x.id, y.id]]);
    expect((await call('admin', 'PUT', `/app/boards/${board.id}/columns/999999`, { name: 'Z' })).status).toBe(404);
    expect((await call('admin', 'PUT', `/app/boards/${board.id}`, { name: 'Renamed' })).body).toMatchObject({ name: 'Renamed' });
    expect((await call('admin', 'DELETE', `/app/boards/${board.id}`)).status).toBe(200);
    expect((await call('viewer', 'GET', `/app/tasks/${x.id}`)).status).toBe(404);
    expect((await call('admin', 'DELETE', `/app/boards/${board.id}`)).status).toBe(404);
  });

  it("refuses a viewer's and an editor's board create, rename and delete (403), changing nothing", async () => {
    const board = await newBoard(call, 'Kept board');
    for (const role of ['viewer', 'editor'] as const) {
      expect((await call(role, 'POST', '/app/boards', { name: `By ${role}` })).status).toBe(403);
      expect((await call(role, 'PUT', `/app/boards/${board.id}`, { name: `Renamed by ${role}` })).status).toBe(403);
      expect((await call(role, 'DELETE', `/app/boards/${board.id}`)).status).toBe(403);
    }
    const names = ((await call('viewer', 'GET', '/app/boards')).body as { name: string }[]).map((b) => b.name);
    expect(names).toContain('Kept board');
    expect(names.filter((name) => name.startsWith('By ') || name.startsWith('Renamed by '))).toEqual([]);
    expect((await readBoard(call, board.id)).columns).toHaveLength(board.columns.length);
    expect((await call('admin', 'DELETE', `/app/boards/${board.id}`)).status).toBe(200);
  });

  it("audits a board's create, rename and delete with its name before and after", async () => {
    const board = await newBoard(call, 'Audited board');
    expect((await call('admin', 'PUT', `/app/boards/${board.id}`, { name: 'Audited, renamed' })).status).toBe(200);
    expect((await call('admin', 'DELETE', `/app/boards/${board.id}`)).status).toBe(200);
    const entries = (await call('admin', 'GET', `/app/audit?resource=boards&recordId=${board.id}`)).body as {
      items: { action: string; changes: { field: string; before: unknown; after: unknown }[] }[];
    };
    expect(entries.items.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    expect(entries.items[1]!.changes).toContainEqual({ field: 'name', before: 'Audited board', after: 'Audited, renamed' });
    expect(entries.items[0]!.changes).toContainEqual({ field: 'name', before: 'Audited, renamed', after: null });
  });

  it('keeps comments oldest first, counts them on the card, and lets only the author change one', async () => {
    const board = await newBoard(call);
    const card = await newCard(call, board, 0, 'Discuss');
    const first = await call('editor', 'POST', `/app/tasks/${card.id}/comments`, { text: 'First' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ taskId: card.id, text: 'First', editedAt: null });
    expect((first.body as Comment).authorName).not.toBe('');
    await call('admin', 'POST', `/app/tasks/${card.id}/comments`, { text: 'Second' });
    const list = (await call('viewer', 'GET', `/app/tasks/${card.id}/comments`)).body as Comment[];
    expect(list.map((c) => c.text)).toEqual(['First', 'Second']);
    expect(((await call('viewer', 'GET', `/app/tasks/${card.id}`)).body as Card).commentCount).toBe(2);
    const id = (first.body as Comment).id;
    expect((await call('admin', 'PUT', `/app/tasks/${card.id}/comments/${id}`, { text: 'Hijack' })).body).toMatchObject({
      message: BOARD_MESSAGES.notYourComment,
    });
    const edited = await call('editor', 'PUT', `/app/tasks/${card.id}/comments/${id}`, { text: 'First, edited' });
    expect(edited.body).toMatchObject({ text: 'First, edited' });
    expect((edited.body as Comment).editedAt).not.toBeNull();
    expect((await call('viewer', 'POST', `/app/tasks/${card.id}/comments`, { text: 'No' })).status).toBe(403);
    expect((await call('editor', 'PUT', `/app/tasks/${card.id}/comments/999999`, { text: 'No' })).status).toBe(404);
    expect((await call('viewer', 'GET', '/app/tasks/999999/comments')).status).toBe(404);
  });

  it('writes an audit entry for each write, a move naming the columns it went from and to', async () => {
    const board = await newBoard(call);
    const card = await newCard(call, board, 0, 'Audited');
    expect((await move(call, card, { columnId: board.columns[2]!.id })).status).toBe(200);
    const entries = (await call('admin', 'GET', `/app/audit?resource=tasks&recordId=${card.id}`)).body as {
      items: { action: string; changes: { field: string; before: unknown; after: unknown }[] }[];
    };
    expect(entries.items.map((e) => e.action)).toEqual(['update', 'create']);
    expect(entries.items[0]!.changes).toContainEqual({ field: 'column', before: 'Backlog', after: 'In progress' });
    const boardEntries = (await call('admin', 'GET', `/app/audit?resource=boards&recordId=${board.id}`)).body as { items: unknown[] };
    expect(boardEntries.items).toHaveLength(1);
  });
}

/** Writes at once: moves into a column being deleted, moves into one place. */
function concurrencyCases(call: BoardCall): void {
  it('loses no card moved into a column while it is deleted: each lands in the column taking its cards, or stays', async () => {
    const board = await newBoard(call);
    const [doomed, heir, source] = [board.columns[1]!.id, board.columns[2]!.id, board.columns[0]!.id];
    const movers: Card[] = [];
    for (let i = 0; i < 10; i++) movers.push(await newCard(call, board, 0, `D${i}`));
    await newCard(call, board, 1, 'Already there');
    const [deleted, ...moves] = await Promise.all([
      call('admin', 'DELETE', `/app/boards/${board.id}/columns/${doomed}?moveTo=${heir}`),
      ...movers.map((card) => move(call, card, { columnId: doomed })),
    ]);
    expect(deleted.status).toBe(200);
    // A move that came after the delete finds no such column (400) and leaves its card where it was.
    expect(moves.every((m) => m.status === 200 || m.status === 400)).toBe(true);
    const after = await readBoard(call, board.id);
    expect(after.columns.map((c) => c.id)).not.toContain(doomed);
    const placed = after.columns.flatMap((c) => c.cards);
    expect(placed).toHaveLength(11);
    const stayed = moves.filter((m) => m.status === 400).length;
    expect(after.columns.find((c) => c.id === source)!.cards).toHaveLength(stayed);
  });

  it('lands twenty moves at once into one place one after another: every card once, in one order', async () => {
    const board = await newBoard(call);
    const anchor = await newCard(call, board, 1, 'Anchor');
    const movers: Card[] = [];
    for (let i = 0; i < 20; i++) movers.push(await newCard(call, board, i % 2 === 0 ? 0 : 2, `M${i}`));
    const answers = await Promise.all(movers.map((card) => move(call, card, { columnId: board.columns[1]!.id, before: anchor.id })));
    expect(answers.map((a) => a.status)).toEqual(movers.map(() => 200));
    const column = (await readBoard(call, board.id)).columns[1]!;
    expect(column.cards).toHaveLength(21);
    expect(new Set(ids(column.cards)).size).toBe(21);
    expect(ids(column.cards).at(-1)).toBe(anchor.id);
    const keys = column.cards.map((c) => c.position);
    expect(new Set(keys).size).toBe(21);
    expect(keys).toEqual([...keys].sort());
    expect(ids((await readBoard(call, board.id)).columns[1]!.cards)).toEqual(ids(column.cards));
  });
}

/** `GET /app/tasks`: the cards as every list answers (all, or a page with its total; sorted, searched, filtered). */
function listCases(call: BoardCall): void {
  it('lists the cards as every list: a page with its total, sorted, searched and filtered; a bad query is refused', async () => {
    const board = await newBoard(call, 'Listed cards');
    const made: Card[] = [];
    for (const [i, title] of ['Listed alpha', 'Listed beta', 'Listed gamma', 'Listed delta'].entries())
      made.push(await newCard(call, board, i % 2, title));
    const [alpha, beta, gamma, delta] = made as [Card, Card, Card, Card];
    const get = async (query: string) => {
      const res = await call('viewer', 'GET', `/app/tasks?boardId=${board.id}&${query}`);
      expect(res.status).toBe(200);
      return res.body;
    };
    // No page: every card of the board, by id, as the board reads them.
    expect(await get('')).toEqual(made);
    // A page of a sorted list, with the total of the cards it pages through.
    expect(await get('sort=title:asc&page=2&pageSize=3')).toEqual({ items: [gamma], total: 4 });
    expect(await get('sort=title:desc&page=1&pageSize=2')).toEqual({ items: [gamma, delta], total: 4 });
    // q: a case-insensitive part of the title; filters: a column, and two at once (OR within a field).
    expect(await get('q=ALPHA&page=1')).toEqual({ items: [alpha], total: 1 });
    expect(await get(`columnId=${board.columns[1]!.id}&page=1`)).toEqual({ items: [beta, delta], total: 2 });
    expect(await get(`columnId=${board.columns[0]!.id}&columnId=${board.columns[1]!.id}&sort=id:desc`)).toEqual([
      delta,
      gamma,
      beta,
      alpha,
    ]);
    expect(await get('priority=urgent&page=1')).toEqual({ items: [], total: 0 });
    // Past the last page: no cards, the total still said.
    expect(await get('page=3&pageSize=2')).toEqual({ items: [], total: 4 });
    // Without the board's filter, every board's cards (the sample boards' too).
    const everything = (await call('viewer', 'GET', '/app/tasks?page=1&pageSize=1')).body as { items: Card[]; total: number };
    expect(everything.items).toHaveLength(1);
    expect(everything.total).toBeGreaterThan(made.length);
    for (const bad of ['page=0', 'pageSize=501', 'sort=nope:asc', 'columnId=x'])
      expect((await call('viewer', 'GET', `/app/tasks?${bad}`)).status, bad).toBe(400);
  });
}
