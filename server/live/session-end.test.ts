// The live stream ends with its session, and follows its account's role: on PGlite, and on Postgres where
// DATABASE_URL is set (each change is heard through NOTIFY on the sessions channel, as another API process hears it).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS } from '../../src/contract/permissions.ts';
import { DEMO_ACCOUNTS } from '../../src/resources/samples/demo-accounts.ts';
import { users } from '../db/tables.ts';
import { createTestServer, jsonInit, signIn, START_TIMEOUT, TEST_DRIVER, type TestServer } from '../test-server.ts';
import { endsWithin, readChanges } from './read-sse.ts';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await createTestServer();
  admin = await signIn(server);
}, START_TIMEOUT);
afterAll(() => server.close());

const call = (method: string, path: string, body: unknown, token: string) => server.request(path, jsonInit(method, body, token));
const stream = (token: string) => server.request('/app/events', { headers: { Authorization: `Bearer ${token}` } });
const { editor, viewer } = DEMO_ACCOUNTS;

async function idOf(email: string): Promise<number> {
  const [row] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** The stream ended within 1 s of `change` answering, and the client's reconnect is refused with 401. */
async function expectEndsAfter(live: Response, token: string, change: () => Promise<Response>): Promise<void> {
  expect(live.status).toBe(200);
  const res = await change();
  expect(res.status).toBeLessThan(300);
  expect(await endsWithin(live, 1000)).toBe(true);
  expect((await stream(token)).status).toBe(401);
}

describe(`a live stream on ${TEST_DRIVER}`, () => {
  it('ends when its session signs out; another session of the same account keeps its stream', async () => {
    const [first, second] = [await signIn(server, viewer.email, viewer.password), await signIn(server, viewer.email, viewer.password)];
    const [mine, other] = [await stream(first), await stream(second)];
    await expectEndsAfter(mine, first, () => call('POST', '/users/logout', undefined, first));
    await call(
      'POST',
      '/app/calendar',
      { id: 901, title: 'Still live', start: '2026-11-30', allDay: true, className: 'event-info' },
      admin,
    );
    const [change] = await readChanges(other, 1, 2000);
    expect(change?.data).toMatchObject({ resource: 'calendar', action: 'create', rowId: 901 });
  });

  it('ends when the password is changed in another session', async () => {
    const [first, second] = [await signIn(server, viewer.email, viewer.password), await signIn(server, viewer.email, viewer.password)];
    const live = await stream(first);
    await expectEndsAfter(live, first, () =>
      call('POST', '/users/me/password', { currentPassword: viewer.password, newPassword: 'Another-Passw0rd-2026!' }, second),
    );
  });

  it('ends when its account is deactivated', async () => {
    const token = await signIn(server, editor.email, editor.password);
    const id = await idOf(editor.email);
    try {
      await expectEndsAfter(await stream(token), token, () => call('PATCH', `/users/${id}`, { status: 'deactivated' }, admin));
    } finally {
      await call('PATCH', `/users/${id}`, { status: 'active' }, admin);
    }
  });

  it('filters by the role the account has now: after a role change, a change of a list it can no longer read is not sent', async () => {
    // Every role reads every list, so the test gives viewers a role that cannot read the calendar.
    const viewerPermissions = ROLE_PERMISSIONS.viewer;
    ROLE_PERMISSIONS.viewer = viewerPermissions.filter((permission) => permission !== 'calendar.read');
    const token = await signIn(server, editor.email, editor.password);
    const id = await idOf(editor.email);
    try {
      const live = await stream(token);
      await call(
        'POST',
        '/app/calendar',
        { id: 902, title: 'Seen as editor', start: '2026-11-30', allDay: true, className: 'event-info' },
        admin,
      );
      expect((await call('PATCH', `/users/${id}`, { role: 'viewer' }, admin)).status).toBe(200);
      await call(
        'POST',
        '/app/calendar',
        { id: 903, title: 'Not for viewers', start: '2026-11-30', allDay: true, className: 'event-info' },
        admin,
      );
      const row = (await (await call('GET', '/app/department/2', undefined, admin)).json()) as { version: number };
      await call('PUT', '/app/department/2', { ...row, HOD: 'Seen as viewer' }, admin);
      const changes = await readChanges(live, 2, 3000);
      expect(changes.map((c) => [c.data.resource, c.data.rowId])).toEqual([
        ['calendar', 902],
        ['department', 2],
      ]);
    } finally {
      ROLE_PERMISSIONS.viewer = viewerPermissions;
      await call('PATCH', `/users/${id}`, { role: 'editor' }, admin);
    }
  });
});
