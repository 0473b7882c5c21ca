import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, jsonInit, signIn, START_TIMEOUT, type TestServer } from '../test-server.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await createTestServer();
  token = await signIn(server);
}, START_TIMEOUT);
afterAll(() => server.close());

const call = (method: string, body?: unknown) => server.request('/app/calendar', jsonInit(method, body, token));

describe('/app/calendar', () => {
  const event = {
    id: 42,
    title: 'Retro',
    start: '2026-11-30T15:00:00',
    end: '2026-11-30T16:00:00',
    allDay: false,
    className: 'event-info',
  };

  it('GET answers the sample events, moved to the current month', async () => {
    const events: { start: string }[] = await (await call('GET')).json();
    expect(events.length).toBeGreaterThanOrEqual(7);
    const now = new Date();
    const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
    expect(events.some((e) => e.start.startsWith(month))).toBe(true);
  });

  it('POST keeps the event, PUT changes it, DELETE removes it; later GETs show each step', async () => {
    expect(await (await call('POST', event)).json()).toEqual({ ...event, version: 1 });
    expect((await call('POST', event)).status).toBe(409);
    const { end: _end, ...allDay } = { ...event, title: 'Retro (moved)', allDay: true, start: '2026-12-01' };
    expect(await (await call('PUT', allDay)).json()).toEqual({ ...allDay, version: 2 });
    const afterPut: { id: number }[] = await (await call('GET')).json();
    expect(afterPut.find((e) => e.id === 42)).toEqual({ ...allDay, version: 2 });
    expect(await (await call('DELETE', { id: 42 })).json()).toEqual({ id: 42 });
    const afterDelete: { id: number }[] = await (await call('GET')).json();
    expect(afterDelete.some((e) => e.id === 42)).toBe(false);
    expect((await call('DELETE', { id: 42 })).status).toBe(404);
  });

  it.each(['POST', 'PUT', 'DELETE'])('%s refuses a malformed body', async (method) => {
    const res = await call(method, { title: '' });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/^Invalid input/);
  });
});
