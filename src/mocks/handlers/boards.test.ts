// The task boards on the fake backend (src/mocks/handlers/boards.ts), with the server's cases
// (src/contract/board-cases.ts, which server/lists/boards.test.ts runs too), as each role's demo account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeBoards, type BoardCall } from '../../contract/board-cases.ts';
import type { Board } from '../../contract/boards.ts';
import { ROLES, type Role } from '../../contract/permissions.ts';
import { DEMO_ACCOUNTS } from '../../resources/samples/demo-accounts.ts';
import { createTestServer } from '../node.ts';

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
  return { status: res.status, body: (await res.json()) as unknown, etag: res.headers.get('ETag') };
};

describe('task boards on the fake backend', () => {
  describeBoards(call);

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
