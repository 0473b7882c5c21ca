import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readChanges } from './read-sse.ts';
import { createTestServer, jsonInit, signIn, START_TIMEOUT, TEST_DRIVER, type TestServer } from '../test-server.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await createTestServer();
  token = await signIn(server);
}, START_TIMEOUT);
afterAll(() => server.close());

describe(`the live stream on ${TEST_DRIVER}`, () => {
  it('needs the bearer token', async () => {
    const res = await server.request('/app/events');
    expect(res.status).toBe(401);
  });

  it('sends every list and calendar change (who, what, which row, version); Last-Event-ID replays what was missed', async () => {
    const live = await server.request('/app/events', { headers: { Authorization: `Bearer ${token}` } });
    expect(live.headers.get('Content-Type')).toMatch(/^text\/event-stream/);
    const row = (await (await server.request('/app/department/2', jsonInit('GET', undefined, token))).json()) as { version: number };
    await server.request('/app/department/2', jsonInit('PUT', { ...row, HOD: 'Live Change' }, token));
    await server.request(
      '/app/calendar',
      jsonInit('POST', { id: 777, title: 'Live', start: '2026-11-30', allDay: true, className: 'event-info' }, token),
    );
    const [update, added] = await readChanges(live, 2);
    expect(update!.data).toMatchObject({ userId: 1, resource: 'department', action: 'update', rowId: 2, version: row.version + 1 });
    expect(added!.data).toMatchObject({ resource: 'calendar', action: 'create', rowId: 777, version: 1 });

    const again = await server.request('/app/events', { headers: { Authorization: `Bearer ${token}`, 'Last-Event-ID': update!.id } });
    const replayed = await readChanges(again, 1);
    expect(replayed.map((c) => c.id)).toEqual([added!.id]);
  });
});
