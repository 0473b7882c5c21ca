import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsForCurrentMonth } from '../../resources/samples/calendar-dates.ts';
import { CALENDAR_EVENTS } from '../data.ts';
import { createTestServer, DEMO_AUTH } from '../node.ts';
import { withoutVersions } from '../../contract/versions.ts';

const { server } = createTestServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const call = (method: string, body?: unknown) =>
  fetch('http://localhost/app/calendar', {
    method,
    headers: { 'Content-Type': 'application/json', ...DEMO_AUTH },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

describe('/app/calendar', () => {
  const event = {
    id: 42,
    title: 'Retro',
    start: '2026-11-30T15:00:00',
    end: '2026-11-30T16:00:00',
    allDay: false,
    className: 'event-info',
  };

  it('GET answers the events', async () => {
    const res = await call('GET');
    expect(res.status).toBe(200);
    expect(withoutVersions(await res.json())).toEqual(eventsForCurrentMonth(CALENDAR_EVENTS));
    expect(CALENDAR_EVENTS.length).toBeGreaterThanOrEqual(7);
  });

  it.each(['POST', 'PUT'])('%s echoes the event', async (method) => {
    const res = await call(method, event);
    expect(res.status).toBe(200);
    expect(withoutVersions(await res.json())).toEqual(event);
  });

  it('DELETE echoes the id', async () => {
    const res = await call('DELETE', { id: 7 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: 7 });
  });

  it('keeps what POST, PUT and DELETE did, and gives an added event with a taken id the next free one', async () => {
    const ids = async () => ((await (await call('GET')).json()) as { id: number; title: string }[]).map((e) => e.id);
    const before = await ids();
    await call('POST', { ...event, id: 500 });
    expect(await ids()).toEqual([...before, 500]);
    await call('PUT', { ...event, id: 500, title: 'Moved retro' });
    const events = (await (await call('GET')).json()) as { id: number; title: string }[];
    expect(events.find((e) => e.id === 500)?.title).toBe('Moved retro');
    const duplicate = await call('POST', { ...event, id: 500 });
    expect(((await duplicate.json()) as { id: number }).id).toBe(501);
    await call('DELETE', { id: 500 });
    await call('DELETE', { id: 501 });
    expect(await ids()).toEqual(before);
  });

  it.each(['POST', 'PUT', 'DELETE'])('%s refuses a malformed body', async (method) => {
    const res = await call(method, { title: '' });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/^Invalid input/);
  });
});
