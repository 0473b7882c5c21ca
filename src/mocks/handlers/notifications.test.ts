// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { notificationsSchema } from '../../schemas/index.ts';
import { createTestServer, DEMO_AUTH } from '../node.ts';
import { clearIndexedDbStore, indexedDbStore } from '../start/persist.ts';

const DB = 'notifications-handler-test';

let { server } = createTestServer();
const call = (method: string, path: string, body?: unknown, auth: Record<string, string> = DEMO_AUTH) =>
  fetch(`http://localhost${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...auth },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.close();
  ({ server } = createTestServer());
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

describe('/app/notifications', () => {
  it('GET answers the four samples, unread, dated in the recent past, newest first', async () => {
    const res = await call('GET', '/app/notifications');
    expect(res.status).toBe(200);
    const list = notificationsSchema.parse(await res.json());
    expect(list.map((n) => n.kind)).toEqual(['order', 'leave', 'stock', 'event']);
    expect(list.every((n) => !n.read)).toBe(true);
    const ages = list.map((n) => Date.now() - Date.parse(n.createdAt));
    expect(ages[0]).toBeGreaterThan(3 * 60_000);
    expect(ages[0]).toBeLessThan(5 * 60_000);
    expect([...ages].sort((a, b) => a - b)).toEqual(ages);
  });

  it('PUT marks one read, and the state survives a reloaded backend', async () => {
    /** A backend as a page starts it: on the state kept in IndexedDB. */
    const reopen = async () => {
      server.close();
      const backend = createTestServer();
      await backend.db.useStorage({ store: indexedDbStore(DB), dataVersion: 'v1' });
      ({ server } = backend);
      server.listen({ onUnhandledRequest: 'error' });
    };
    await reopen();
    const res = await call('PUT', '/app/notifications/2', { read: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: 2, kind: 'leave', read: true });
    await reopen();
    const list = notificationsSchema.parse(await (await call('GET', '/app/notifications')).json());
    expect(list.filter((n) => n.read).map((n) => n.id)).toEqual([2]);
    await call('PUT', '/app/notifications/2', { read: false });
    expect(notificationsSchema.parse(await (await call('GET', '/app/notifications')).json()).some((n) => n.read)).toBe(false);
    await clearIndexedDbStore(DB);
  });

  it('PUT answers 404 for an unknown id and 400 for a bad body', async () => {
    expect((await call('PUT', '/app/notifications/99', { read: true })).status).toBe(404);
    expect((await call('PUT', '/app/notifications/1', { read: 'yes' })).status).toBe(400);
  });

  it('both need the bearer token', async () => {
    expect((await call('GET', '/app/notifications', undefined, {})).status).toBe(401);
    expect((await call('PUT', '/app/notifications/1', { read: true }, {})).status).toBe(401);
  });
});
