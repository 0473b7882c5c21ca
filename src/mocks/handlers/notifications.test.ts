// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { notificationsSchema } from '../../schemas/index.ts';
import { createTestServer, DEMO_AUTH } from '../node.ts';

let { server } = createTestServer({ storage: localStorage });
const call = (method: string, path: string, body?: unknown, auth: Record<string, string> = DEMO_AUTH) =>
  fetch(`http://localhost${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...auth },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.close();
  localStorage.clear();
  ({ server } = createTestServer({ storage: localStorage }));
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
    const res = await call('PUT', '/app/notifications/2', { read: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: 2, kind: 'leave', read: true });
    server.close();
    ({ server } = createTestServer({ storage: localStorage }));
    server.listen({ onUnhandledRequest: 'error' });
    const list = notificationsSchema.parse(await (await call('GET', '/app/notifications')).json());
    expect(list.filter((n) => n.read).map((n) => n.id)).toEqual([2]);
    await call('PUT', '/app/notifications/2', { read: false });
    expect(notificationsSchema.parse(await (await call('GET', '/app/notifications')).json()).some((n) => n.read)).toBe(false);
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
