import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/tables.ts';
import { createTestServer, jsonInit, signIn, START_TIMEOUT, type TestServer } from '../test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
}, START_TIMEOUT);
afterAll(() => server.close());

describe('POST /users/authenticate', () => {
  it('signs the demo account in with a random token, stored only as a hash', async () => {
    const res = await server.request('/users/authenticate', jsonInit('POST', { email: 'ADMIN@stride.dev', password: 'stride-demo' }));
    expect(res.status).toBe(200);
    const user = await res.json();
    expect(user).toMatchObject({ email: 'admin@stride.dev', username: 'admin', firstName: 'Alex', lastName: 'Morgan' });
    expect(user.token).toMatch(/^[\w-]{43}$/);
    const stored = await server.database.db.select().from(sessions);
    expect(stored.map((s) => s.tokenHash)).not.toContain(user.token);
    expect(await signIn(server)).not.toBe(user.token);
  });

  it.each([
    ['a wrong password', { email: 'admin@stride.dev', password: 'nope' }],
    ['an unknown e-mail', { email: 'who@stride.dev', password: 'stride-demo' }],
    ['an empty body', {}],
  ])('answers 400 "Username or password is incorrect" for %s', async (_, body) => {
    const res = await server.request('/users/authenticate', jsonInit('POST', body));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Username or password is incorrect' });
  });

  it('keeps no password in clear: an scrypt hash with its own salt per user', async () => {
    const [admin] = await server.database.db.select().from(users);
    expect(admin!.passwordHash).toMatch(/^scrypt\$\d+\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(admin!.passwordHash).not.toContain('stride-demo');
  });
});

describe('POST /users/register', () => {
  const newUser = { email: 'nia@example.com', username: 'nia', password: 'correct-horse' };

  it('creates an account that can sign in; a taken username or e-mail answers as a new account and creates nothing', async () => {
    const res = await server.request('/users/register', jsonInit('POST', newUser));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
    expect(await signIn(server, newUser.email, newUser.password)).toBeTruthy();
    const again = await server.request('/users/register', jsonInit('POST', { ...newUser, username: 'NIA', email: 'other@example.com' }));
    expect([again.status, await again.text()]).toEqual([200, '']);
    await expect(signIn(server, 'other@example.com', newUser.password)).rejects.toThrow(/400/);
    const sameMail = await server.request('/users/register', jsonInit('POST', { ...newUser, username: 'nia2' }));
    expect(sameMail.status).toBe(200);
    const users = await (await server.request('/users', jsonInit('GET', undefined, await signIn(server)))).json();
    expect(users.map((u: { username: string }) => u.username)).not.toContain('nia2');
  });

  it("refuses a short password with the rule's message", async () => {
    const res = await server.request('/users/register', jsonInit('POST', { ...newUser, username: 'shorty', password: 'short' }));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('The password must be at least 10 characters long');
  });
});

describe('bearer tokens', () => {
  it.each(['/users', '/users/1', '/app/order', '/app/calendar'])('%s answers 401 without a token, or with an unknown one', async (path) => {
    for (const token of [undefined, 'not-a-session']) {
      const res = await server.request(path, jsonInit('GET', undefined, token));
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Unauthorised' });
    }
  });

  it('GET /users lists accounts without password hashes, with role, status and last sign-in; /api/users needs the bearer', async () => {
    const token = await signIn(server);
    const res = await server.request('/users', jsonInit('GET', undefined, token));
    expect(res.status).toBe(200);
    const list = await res.json();
    expect(list[0]).toMatchObject({ id: 1, email: 'admin@stride.dev', username: 'admin', firstName: 'Alex', lastName: 'Morgan' });
    expect(list[0]).toMatchObject({ role: 'admin', status: 'active' });
    expect(Date.parse(list[0].lastSignInAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(JSON.stringify(list)).not.toContain('scrypt');
    expect((await server.request('/api/users')).status).toBe(401);
    expect((await server.request('/api/users', jsonInit('GET', undefined, token))).status).toBe(200);
  });

  it('deleting an account ends its sessions', async () => {
    await server.request('/users/register', jsonInit('POST', { email: 'gone@example.com', username: 'gone', password: 'long-enough' }));
    const theirs = await signIn(server, 'gone@example.com', 'long-enough');
    const mine = await signIn(server);
    const list: { id: number; username: string }[] = await (await server.request('/users', jsonInit('GET', undefined, mine))).json();
    const id = list.find((u) => u.username === 'gone')!.id;
    expect((await server.request(`/users/${id}`, jsonInit('DELETE', undefined, mine))).status).toBe(200);
    expect((await server.request('/app/order', jsonInit('GET', undefined, theirs))).status).toBe(401);
    expect((await server.request(`/users/${id}`, jsonInit('DELETE', undefined, mine))).status).toBe(404);
    expect(await (await server.request(`/users/${id}`, jsonInit('GET', undefined, mine))).json()).toBeNull();
  });
});
