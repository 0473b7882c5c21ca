// The task boards on the fake backend (src/mocks/handlers/boards.ts), with the server's cases
// (src/contract/board-cases.ts, which server/lists/boards.test.ts runs too), as each role's demo account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeBoards, type BoardCall } from '../../../contract/board-cases.ts';
import type { Board, Card } from '../../../contract/boards.ts';
import { readStreamStart } from '../../../contract/contract-cases.ts';
import { ROLES, type Role } from '../../../contract/permissions.ts';
import { DEMO_ACCOUNTS } from '../../../resources/samples/demo-accounts.ts';
import { createTestServer } from '../../node.ts';

const backend = createTestServer();
const tokens = new Map<Role, string>();
beforeAll(async () => {
  backend.server.listen({ onUnhandledRequest: 'error' });
  for (const role of ROLES) {
    const { email, password } = DEMO_ACCOUNTS[role];
    const res = await fetch('http://localhost/users/authenticate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    tokens.set(role, ((await res.json()) as { token: string }).token);
  }
});
afterAll(() => backend.server.close());

const call: BoardCall = async (role, method, path, body, ifMatch) => {
  const res = await fetch(`http://localhost${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${tokens.get(role)}`,
      ...(ifMatch === undefined ? {} : { 'If-Match': `"${ifMatch}"` }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  // A registration answers an empty body.
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null, etag: res.headers.get('ETag') };
};

describe('task boards on the fake backend', () => {
  describeBoards(call);

  it("announces each write on the live stream: the card's change, then its board's, carrying the board's id", async () => {
    const board = (await call('admin', 'POST', '/app/boards', { name: 'Live' })).body as Board;
    const card = (await call('editor', 'POST', '/app/tasks', { boardId: board.id, columnId: board.columns[0]!.id, title: 'L' }))
      .body as Card;
    const moved = (await call('editor', 'PATCH', `/app/tasks/${card.id}`, { columnId: board.columns[2]!.id })).body as Card;
    // The stream replays every change since the first one, then says it is connected.
    const stream = await fetch('http://localhost/app/events', {
      headers: { Authorization: `Bearer ${tokens.get('viewer')}`, 'Last-Event-ID': '0' },
    });
    const changes = [...(await readStreamStart(stream)).matchAll(/^data: (.*)$/gm)].map(
      (m) => JSON.parse(m[1]!) as { resource: string; action: string; rowId: number; version: number | null },
    );
    expect(changes.slice(-2).map(({ resource, action, rowId, version }) => ({ resource, action, rowId, version }))).toEqual([
      { resource: 'tasks', action: 'update', rowId: card.id, version: moved.version },
      { resource: 'boards', action: 'update', rowId: board.id, version: null },
    ]);
  });

  it('keeps the boards in its state, which a reset takes back to the sample boards', async () => {
    const made = (await call('admin', 'POST', '/app/boards', { name: 'Kept' })).body as Board;
    expect(((await call('viewer', 'GET', '/app/boards')).body as Board[]).map((b) => b.id)).toContain(made.id);
    await backend.db.reset();
    expect((await call('viewer', 'GET', `/app/boards/${made.id}`)).status).toBe(404);
    expect(((await call('viewer', 'GET', '/app/boards')).body as Board[]).map((b) => b.name)).toEqual([
      'Hiring: spring intake',
      'Quarter close',
      'Website relaunch',
    ]);
  });
});
