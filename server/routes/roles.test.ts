import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract/messages.ts';
import { ROLE_RULE_SCENARIOS, ruleApi, signInAdmin } from '../../src/contract/role-rules.ts';
import { createAdmin } from '../auth/admin-accounts.ts';
import { activeManagers, syncRoles } from '../db/roles.ts';
import { roles, users } from '../db/tables.ts';
import { registrationMode } from '../config.ts';
import { createTestServer, START_TIMEOUT, TEST_DRIVER, type TestServer } from '../test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
}, START_TIMEOUT);
afterAll(() => server.close());

const api = () => ruleApi('http://localhost', (url, init) => server.request(new URL(url).pathname, init));

describe(`the reference server (${TEST_DRIVER}) keeps the rules around roles`, () => {
  it.each(ROLE_RULE_SCENARIOS.map((s) => [s.name, s] as const))('%s', async (_, scenario) => {
    await scenario.run(api());
  });

  it('a role change made straight in the database counts at the next request', async () => {
    const { token } = await signInAdmin(api());
    const viewer = await api().call('POST', '/users/authenticate', { body: { email: 'viewer@stride.dev', password: 'stride-demo' } });
    const viewerToken = (viewer.body as { token: string }).token;
    expect((await api().call('GET', '/users', { token: viewerToken })).status).toBe(403);
    await server.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'viewer@stride.dev'));
    expect((await api().call('GET', '/users', { token: viewerToken })).status).toBe(200);
    await server.database.db.update(users).set({ role: 'viewer' }).where(eq(users.email, 'viewer@stride.dev'));
    expect((await api().call('GET', '/users', { token: viewerToken })).status).toBe(403);
    expect((await api().call('GET', '/users', { token })).status).toBe(200);
    // A status set straight in the database counts at once too: every call reads it.
    await server.database.db.update(users).set({ status: 'deactivated' }).where(eq(users.email, 'viewer@stride.dev'));
    expect((await api().call('GET', '/app/order', { token: viewerToken })).status).toBe(401);
    await server.database.db.update(users).set({ status: 'active' }).where(eq(users.email, 'viewer@stride.dev'));
    expect((await api().call('GET', '/app/order', { token: viewerToken })).status).toBe(200);
  });

  it('keeps every account on a role of the role table (foreign key to roles)', async () => {
    await expect(server.database.db.update(users).set({ role: 'root' }).where(eq(users.email, 'viewer@stride.dev'))).rejects.toThrow();
    await expect(
      server.database.db
        .update(users)
        .set({ status: 'gone' as 'active' })
        .where(eq(users.email, 'viewer@stride.dev')),
    ).rejects.toThrow();
  });

  it('syncs the roles table with the role table, and refuses to drop a role accounts still have', async () => {
    const { db } = server.database;
    await db.insert(roles).values([{ name: 'retired' }, { name: 'auditor' }]);
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'editor@stride.dev'));
    await db.update(users).set({ role: 'auditor' }).where(eq(users.id, admin!.id));
    await expect(syncRoles(db)).rejects.toThrow(/auditor.*no longer in src\/contract\/permissions\.ts/);
    await db.update(users).set({ role: 'editor' }).where(eq(users.id, admin!.id));
    await syncRoles(db);
    expect((await db.select().from(roles)).map((r) => r.name).sort()).toEqual(['admin', 'editor', 'viewer']);
  });

  it('creates the first administrator, or promotes and reactivates an existing account', async () => {
    const { db } = server.database;
    const created = await createAdmin(db, { email: 'Boss.Person+x@example.com' });
    expect(created).toMatchObject({ created: true, generated: true, username: 'Boss.Personx' });
    const password = (created as { password: string }).password;
    expect(password.length).toBeGreaterThanOrEqual(20);
    const signIn = await api().call('POST', '/users/authenticate', { body: { email: 'boss.person+x@example.com', password } });
    expect(signIn.body).toMatchObject({ role: 'admin' });
    await db.update(users).set({ role: 'viewer', status: 'deactivated' }).where(eq(users.email, 'viewer@stride.dev'));
    expect(await createAdmin(db, { email: 'viewer@stride.dev' })).toEqual({ created: false, username: 'viewer', passwordChanged: false });
    const [promoted] = await db.select().from(users).where(eq(users.email, 'viewer@stride.dev'));
    expect(promoted).toMatchObject({ role: 'admin', status: 'active' });
    await db.update(users).set({ role: 'viewer' }).where(eq(users.email, 'viewer@stride.dev'));
    expect(await activeManagers(db)).toBe(2);
  });
});

describe('REGISTRATION', () => {
  const account = (n: string) => ({ email: `reg-${n}@example.com`, username: `reg_${n}`, password: 'long-enough-1' });
  const register = (target: TestServer, body: unknown) =>
    target.request('/users/register', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  it('reads open (the default), invite and closed, and refuses anything else', () => {
    expect(registrationMode(undefined)).toBe('open');
    expect(registrationMode('invite')).toBe('invite');
    expect(() => registrationMode('sometimes')).toThrow(/REGISTRATION must be one of open, invite, closed/);
  });

  it(
    'closed: nobody registers, not even with an invitation',
    async () => {
      const closed = await createTestServer({ app: { registration: 'closed' } });
      try {
        const res = await register(closed, account('closed'));
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual({ message: MESSAGES.registrationClosed });
      } finally {
        await closed.close();
      }
    },
    START_TIMEOUT,
  );

  it(
    'invite: only with a live invitation for that address, which gives its role',
    async () => {
      const invite = await createTestServer({ app: { registration: 'invite' } });
      try {
        const res = await register(invite, account('none'));
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual({ message: MESSAGES.inviteRequired });
        const rules = ruleApi('http://localhost', (url, init) => invite.request(new URL(url).pathname, init));
        const admin = await signInAdmin(rules);
        const made = await rules.call('POST', '/users/invite', {
          body: { email: 'reg-inv@example.com', role: 'viewer' },
          token: admin.token,
        });
        const token = new URL((made.body as { link: string }).link).searchParams.get('invite');
        expect((await register(invite, { ...account('inv'), invite: token })).status).toBe(200);
      } finally {
        await invite.close();
      }
    },
    START_TIMEOUT,
  );

  it('open: a new account is a viewer', async () => {
    expect((await register(server, account('open'))).status).toBe(200);
    const signIn = await api().call('POST', '/users/authenticate', { body: { email: 'reg-open@example.com', password: 'long-enough-1' } });
    expect(signIn.body).toMatchObject({ role: 'viewer' });
  });
});
