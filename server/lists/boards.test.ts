// The task boards on the reference server (server/routes/boards.ts, board-tasks.ts, server/lists/board-move.ts) on
// PGlite, and on Postgres where DATABASE_URL is set: the cases both backends run (src/contract/board-cases.ts), then
// 200 moves at once from 10 clients into the same two columns.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeBoards, type BoardCall } from '../../src/contract/board-cases.ts';
import type { Board, Card } from '../../src/contract/boards.ts';
import { ROLES, type Role } from '../../src/contract/permissions.ts';
import { DEMO_ACCOUNTS } from '../../src/resources/samples/demo-accounts.ts';
import { createTestServer, jsonInit, signIn, START_TIMEOUT, TEST_DRIVER, type TestServer } from '../test-server.ts';

let server: TestServer;
const tokens = new Map<Role, string>();
beforeAll(async () => {
  server = await createTestServer({ seedDemo: true });
  for (const role of ROLES) tokens.set(role, await signIn(server, DEMO_ACCOUNTS[role].email, DEMO_ACCOUNTS[role].password));
}, START_TIMEOUT);
afterAll(() => server.close());

const call: BoardCall = async (role, method, path, body, ifMatch) => {
  const init = jsonInit(method, body, tokens.get(role));
  if (ifMatch !== undefined) init.headers = { ...(init.headers as Record<string, string>), 'If-Match': `"${ifMatch}"` };
  const res = await server.request(path, init);
  // A registration answers an empty body.
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null, etag: res.headers.get('ETag') };
};

describe(`task boards on ${TEST_DRIVER}`, () => {
  describeBoards(call);

  it('200 moves at once from 10 clients into the same two columns: every card once, keys strictly ordered', async () => {
    const board = (await call('admin', 'POST', '/app/boards', { name: 'Crowded' })).body as Board;
    const [source, left, right] = [board.columns[0]!.id, board.columns[1]!.id, board.columns[2]!.id];
    const cards: Card[] = [];
    for (let i = 0; i < 202; i++)
      cards.push((await call('editor', 'POST', '/app/tasks', { boardId: board.id, columnId: source, title: `Card ${i}` })).body as Card);
    const anchors = [cards[0]!, cards[1]!];
    for (const [i, anchor] of anchors.entries()) await call('editor', 'PATCH', `/app/tasks/${anchor.id}`, { columnId: i ? right : left });
    const movers = cards.slice(2);
    // 200 moves: ten clients, each sending its share one after another; the clients run at once. Half land above the anchor,
    // half at the end, of each column in turn.
    const started = performance.now();
    const clients = Array.from({ length: 10 }, async (_, client) => {
      const statuses: number[] = [];
      for (const [i, card] of movers.entries()) {
        if (i % 10 !== client) continue;
        const columnId = i % 2 ? right : left;
        const body = i % 4 < 2 ? { columnId, before: anchors[i % 2]!.id } : { columnId };
        statuses.push((await call('editor', 'PATCH', `/app/tasks/${card.id}`, body, card.version)).status);
      }
      return statuses;
    });
    const statuses = (await Promise.all(clients)).flat();
    const elapsed = performance.now() - started;
    console.log(`${TEST_DRIVER}: ${movers.length} moves from 10 clients in ${Math.round(elapsed)} ms`);
    expect(statuses).toEqual(movers.map(() => 200));
    const after = (await call('viewer', 'GET', `/app/boards/${board.id}`)).body as Board;
    const placed = after.columns.flatMap((c) => c.cards.map((card) => card.id));
    expect(placed.sort((a, b) => a - b)).toEqual(cards.map((c) => c.id).sort((a, b) => a - b));
    for (const column of after.columns) {
      const keys = column.cards.map((c) => c.position);
      for (let i = 1; i < keys.length; i++) expect(keys[i - 1]! < keys[i]!).toBe(true);
    }
    expect(after.columns[1]!.cards).toHaveLength(101);
    expect(after.columns[2]!.cards).toHaveLength(101);
  }, 300_000);

  it("announces each write on the live stream: the card's change, then its board's, carrying the board's id", async () => {
    const board = (await call('admin', 'POST', '/app/boards', { name: 'Live' })).body as Board;
    const card = (await call('editor', 'POST', '/app/tasks', { boardId: board.id, columnId: board.columns[0]!.id, title: 'L' }))
      .body as Card;
    const moved = (await call('editor', 'PATCH', `/app/tasks/${card.id}`, { columnId: board.columns[2]!.id })).body as Card;
    const events = await server.database.session((session) =>
      session.query<{ resource: string; action: string; row_id: number; version: number | null }>(
        'select resource, action, row_id, version from live_events order by id desc limit 2',
      ),
    );
    expect(events.reverse()).toEqual([
      { resource: 'tasks', action: 'update', row_id: card.id, version: moved.version },
      { resource: 'boards', action: 'update', row_id: board.id, version: null },
    ]);
  });

  it('a move with a stale If-Match answers 412 with the card as it is, and moves nothing', async () => {
    const board = (await call('admin', 'POST', '/app/boards', { name: 'Stale' })).body as Board;
    const card = (await call('editor', 'POST', '/app/tasks', { boardId: board.id, columnId: board.columns[0]!.id, title: 'S' }))
      .body as Card;
    await call('editor', 'PUT', `/app/tasks/${card.id}`, {
      title: 'S2',
      description: '',
      assigneeId: null,
      dueDate: null,
      labels: [],
      priority: 'low',
    });
    const res = await call('editor', 'PATCH', `/app/tasks/${card.id}`, { columnId: board.columns[3]!.id }, card.version);
    expect(res.status).toBe(412);
    expect(res.body).toMatchObject({ id: card.id, title: 'S2', columnId: board.columns[0]!.id, version: card.version + 1 });
    expect(res.etag).toBe(`"${card.version + 1}"`);
  });
});
