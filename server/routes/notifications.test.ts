import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../src/schemas/notifications.ts';
import { seedDemoAccounts } from '../db/seed.ts';
import { notifications } from '../db/tables.ts';
import { createTestServer, jsonInit, signIn, START_TIMEOUT, type TestServer } from '../test-server.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await createTestServer();
  token = await signIn(server);
}, START_TIMEOUT);
afterAll(() => server.close());

const call = (method: string, path: string, body?: unknown, as = token) => server.request(path, jsonInit(method, body, as));

describe('/app/notifications', () => {
  it('answers the demo account its four sample notifications, newest first, dated relative to now', async () => {
    const list: { kind: string; createdAt: string; read: boolean }[] = await (await call('GET', '/app/notifications')).json();
    expect(list.map((n) => n.kind)).toEqual(['order', 'leave', 'stock', 'event']);
    const age = Date.now() - Date.parse(list[0]!.createdAt);
    expect(age).toBeGreaterThan(3 * 60_000);
    expect(age).toBeLessThan(10 * 60_000);
  });

  it('PUT marks one read, and the next GET shows it', async () => {
    const [first] = await (await call('GET', '/app/notifications')).json();
    const res = await call('PUT', `/app/notifications/${first.id}`, { read: true });
    expect(await res.json()).toEqual({ ...first, read: true });
    const again = await (await call('GET', '/app/notifications')).json();
    expect(again[0].read).toBe(true);
  });

  it('every sample notification links to a seeded row that exists and names that row’s values', async () => {
    const list: Notification[] = await (await call('GET', '/app/notifications')).json();
    expect(list).toHaveLength(4);
    for (const n of list) {
      expect(n.about, n.kind).toBeDefined();
      const { resource, rowId, params } = n.about!;
      const res = await call('GET', `/app/${resource}/${rowId}`);
      expect(res.status, `${resource}/${rowId}`).toBe(200);
      const row: Record<string, unknown> = await res.json();
      expect(Object.keys(params).length).toBeGreaterThan(0);
      for (const value of Object.values(params)) expect(Object.values(row)).toContain(value);
    }
    const marked = await (await call('PUT', `/app/notifications/${list[0]!.id}`, { read: false })).json();
    expect(marked.about).toEqual(list[0]!.about);
  });

  it('sample notifications seeded before links existed get theirs on the next demo seed', async () => {
    const { db } = server.database;
    await db.update(notifications).set({ resource: null, rowId: null });
    expect((await (await call('GET', '/app/notifications')).json()).filter((n: Notification) => n.about)).toEqual([]);
    await seedDemoAccounts(db);
    expect(await db.select().from(notifications).where(isNull(notifications.resource))).toEqual([]);
    const list: Notification[] = await (await call('GET', '/app/notifications')).json();
    expect(list.every((n) => n.about)).toBe(true);
  });

  it('another account sees none of them and cannot mark them', async () => {
    await server.request('/users/register', jsonInit('POST', { email: 'other@example.com', username: 'other', password: 'long-enough' }));
    const theirs = await signIn(server, 'other@example.com', 'long-enough');
    expect(await (await call('GET', '/app/notifications', undefined, theirs)).json()).toEqual([]);
    expect((await call('PUT', '/app/notifications/1', { read: true }, theirs)).status).toBe(404);
  });

  it('a notification whose row was deleted has no link and a general text', async () => {
    const before: Notification[] = await (await call('GET', '/app/notifications')).json();
    const { resource, rowId } = before.find((n) => n.kind === 'order')!.about!;
    expect((await call('DELETE', `/app/${resource}/${rowId}`)).ok).toBe(true);
    const after: Notification[] = await (await call('GET', '/app/notifications')).json();
    expect(after.find((n) => n.kind === 'order')!.about).toBeUndefined();
    expect(after.filter((n) => n.about)).toHaveLength(3);
  });
});

describe('POST /users/logout', () => {
  it('revokes the token it is called with, and only that one', async () => {
    const session = await signIn(server);
    expect((await call('POST', '/users/logout', undefined, session)).status).toBe(204);
    expect((await call('GET', '/app/notifications', undefined, session)).status).toBe(401);
    expect((await call('POST', '/users/logout', undefined, session)).status).toBe(401);
    expect((await call('GET', '/app/notifications')).status).toBe(200);
  });
});
