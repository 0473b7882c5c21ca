// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { PERMISSIONS } from '../../contract/permissions.ts';
import { DEMO_ACCOUNT, DEMO_ACCOUNTS, FAKE_TOKEN } from '../demo-account.ts';
import { FakeSessions } from '../sessions.ts';
import { createTestServer } from '../node.ts';
import { clearIndexedDbStore, indexedDbStore } from '../start/persist.ts';
import { userListSchema } from '../../resources/userlist.ts';

const SESSIONS_DB = 'users-test-sessions';

const BASE = 'http://localhost';
let { server } = createTestServer();

function call(method: string, path: string, body?: unknown, token?: string) {
  return fetch(`${BASE}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.close();
  ({ server } = createTestServer());
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

describe('POST /users/authenticate', () => {
  it('signs the demo account in with a new random token', async () => {
    const res = await call('POST', '/users/authenticate', { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
    expect(res.status).toBe(200);
    const user = await res.json();
    expect(user).toEqual({
      id: 1,
      email: DEMO_ACCOUNT.email,
      username: 'admin',
      firstName: DEMO_ACCOUNT.firstName,
      lastName: DEMO_ACCOUNT.lastName,
      token: expect.stringMatching(/^[\w-]{43}$/),
      role: 'admin',
      permissions: [...PERMISSIONS],
    });
    const again = await (await call('POST', '/users/authenticate', { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password })).json();
    expect(again.token).not.toBe(user.token);
    expect((await call('GET', '/users', undefined, user.token)).status).toBe(200);
  });

  it('matches the e-mail without regard to case', async () => {
    const res = await call('POST', '/users/authenticate', { email: DEMO_ACCOUNT.email.toUpperCase(), password: DEMO_ACCOUNT.password });
    expect(res.status).toBe(200);
  });

  it.each([
    ['a wrong password', { email: DEMO_ACCOUNT.email, password: 'nope' }],
    ['an unknown e-mail', { email: 'who@stride.dev', password: DEMO_ACCOUNT.password }],
    ['the username instead of the e-mail', { email: 'admin', password: DEMO_ACCOUNT.password }],
    ['an empty body', {}],
  ])('answers 400 "Username or password is incorrect" for %s', async (_, body) => {
    const res = await call('POST', '/users/authenticate', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Username or password is incorrect' });
  });
});

describe('POST /users/register', () => {
  const newUser = { email: 'nia@example.com', username: 'nia', password: 'correct-horse' };

  it('assigns an id, answers an empty 200, and the new user can sign in', async () => {
    const res = await call('POST', '/users/register', newUser);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
    const login = await call('POST', '/users/authenticate', { email: newUser.email, password: newUser.password });
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({ id: 4, username: 'nia', token: expect.any(String), role: 'viewer' });
  });

  it.each(['admin', 'ADMIN'])('answers the taken username %s as a registration and creates nothing', async (username) => {
    const res = await call('POST', '/users/register', { ...newUser, username });
    expect([res.status, await res.text()]).toEqual([200, '']);
    expect((await call('POST', '/users/authenticate', { email: newUser.email, password: newUser.password })).status).toBe(400);
  });

  it('refuses a malformed body with a message naming the field', async () => {
    const res = await call('POST', '/users/register', { ...newUser, email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/^Invalid input: email/);
  });
});

describe('protected /users calls', () => {
  it.each([
    ['GET', '/users'],
    ['GET', '/users/1'],
    ['DELETE', '/users/1'],
  ])('%s %s without the bearer answers 401 "Unauthorised"', async (method, path) => {
    for (const token of [undefined, 'wrong-token']) {
      const res = await call(method, path, undefined, token);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Unauthorised' });
    }
  });

  it('GET /users lists the accounts, one demo account per role, without passwords', async () => {
    const res = await call('GET', '/users', undefined, FAKE_TOKEN);
    expect(res.status).toBe(200);
    const users = await res.json();
    expect(users).toEqual(
      (['admin', 'editor', 'viewer'] as const).map((role, index) => ({
        id: index + 1,
        email: DEMO_ACCOUNTS[role].email,
        username: role,
        firstName: DEMO_ACCOUNTS[role].firstName,
        lastName: DEMO_ACCOUNTS[role].lastName,
        role,
        status: 'active',
        createdAt: expect.any(String),
        lastSignInAt: null,
      })),
    );
    expect(JSON.stringify(users)).not.toContain(DEMO_ACCOUNT.password);
  });

  it('GET /users/{id} answers the user, or null', async () => {
    expect(await (await call('GET', '/users/1', undefined, FAKE_TOKEN)).json()).toMatchObject({ id: 1, username: 'admin' });
    const missing = await call('GET', '/users/99', undefined, FAKE_TOKEN);
    expect(missing.status).toBe(200);
    expect(await missing.json()).toBeNull();
  });

  it('DELETE /users/{id} removes the account', async () => {
    await call('POST', '/users/register', { email: 'del@example.com', username: 'del', password: 'del-Passw0rd-1' });
    const res = await call('DELETE', '/users/4', undefined, FAKE_TOKEN);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: 4 });
    expect(await (await call('GET', '/users/4', undefined, FAKE_TOKEN)).json()).toBeNull();
    expect((await call('DELETE', '/users/4', undefined, FAKE_TOKEN)).status).toBe(404);
  });

  it('GET /api/users answers the user list with the bearer only', async () => {
    expect((await call('GET', '/api/users')).status).toBe(401);
    const res = await call('GET', '/api/users', undefined, FAKE_TOKEN);
    expect(res.status).toBe(200);
    const rows = await res.json();
    expect(rows).toHaveLength(12);
    expect(z.array(userListSchema).safeParse(rows).success).toBe(true);
  });
});

describe('POST /users/logout', () => {
  async function signIn(): Promise<string> {
    const res = await call('POST', '/users/authenticate', { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
    return ((await res.json()) as { token: string }).token;
  }

  it('revokes the token: 204, then 401 with it, while another session stays signed in', async () => {
    const [token, other] = [await signIn(), await signIn()];
    const res = await call('POST', '/users/logout', undefined, token);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    for (const path of ['/users', '/app/order', '/app/notifications']) {
      const after = await call('GET', path, undefined, token);
      expect(after.status).toBe(401);
      expect(await after.json()).toEqual({ message: 'Unauthorised' });
    }
    expect((await call('GET', '/users', undefined, other)).status).toBe(200);
  });

  it('answers 401 without a token or with a revoked one', async () => {
    const token = await signIn();
    expect((await call('POST', '/users/logout')).status).toBe(401);
    await call('POST', '/users/logout', undefined, token);
    expect((await call('POST', '/users/logout', undefined, token)).status).toBe(401);
  });

  it('keeps sessions in its stored state, so a reloaded backend knows the token and the revocation', async () => {
    const openBackend = async () => {
      server.close();
      const backend = createTestServer();
      await backend.db.useStorage({ store: indexedDbStore(SESSIONS_DB), dataVersion: 'v1' });
      server = backend.server;
      server.listen({ onUnhandledRequest: 'error' });
      return backend.db;
    };
    await openBackend();
    const token = await signIn();
    await openBackend();
    expect((await call('GET', '/users', undefined, token)).status).toBe(200);
    await call('POST', '/users/logout', undefined, token);
    expect(new FakeSessions(await openBackend()).userOf(token)).toBeUndefined();
    await clearIndexedDbStore(SESSIONS_DB);
  });

  it('deleting an account ends its sessions', async () => {
    await call('POST', '/users/register', { email: 'gone@example.com', username: 'gone', password: 'gone-Passw0rd' });
    const token = (
      (await (await call('POST', '/users/authenticate', { email: 'gone@example.com', password: 'gone-Passw0rd' })).json()) as {
        token: string;
      }
    ).token;
    expect((await call('GET', '/app/order', undefined, token)).status).toBe(200);
    await call('DELETE', '/users/4', undefined, FAKE_TOKEN);
    expect((await call('GET', '/app/order', undefined, token)).status).toBe(401);
  });
});

describe('POST /users/reset-password', () => {
  it('accepts any well-formed address with an empty 200', async () => {
    const res = await call('POST', '/users/reset-password', { email: 'anyone@example.com' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });
  it('refuses a malformed address', async () => {
    expect((await call('POST', '/users/reset-password', { email: 'x' })).status).toBe(400);
  });
});
