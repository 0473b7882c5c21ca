import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { signInAsDemo } from '../../api/demo-session.ts';
import { createTestServer } from '../../mocks/node.ts';
import { CALENDAR_EVENTS as SAMPLE_EVENTS } from '../../mocks/data.ts';
import { eventsForCurrentMonth } from '../../resources/samples/calendar-dates.ts';

const CALENDAR_EVENTS = eventsForCurrentMonth(SAMPLE_EVENTS);
import { calendarStore } from './calendar.ts';
import { invalidate } from '../query/invalidation.ts';
import { withoutVersions } from '../../contract/versions.ts';

const { server, db } = createTestServer();
const bodies: { method: string; body: unknown }[] = [];
beforeAll(() => {
  signInAsDemo();
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', async ({ request }) => {
    if (request.method !== 'GET') bodies.push({ method: request.method, body: await request.clone().json() });
  });
});
beforeEach(async () => {
  server.resetHandlers();
  // The fake backend keeps every change: each test starts from the sample events.
  await db.reset();
  bodies.length = 0;
  await calendarStore.fetch();
});
afterAll(() => server.close());

describe('calendar store', () => {
  it('fetch stores the events', () => {
    expect({ ...calendarStore.$list.get(), data: withoutVersions(calendarStore.$list.get().data) }).toEqual({
      data: CALENDAR_EVENTS,
      loading: false,
      error: null,
    });
  });

  it('add POSTs the event and appends it, assigning an id when missing', async () => {
    const saved = await calendarStore.add({ title: 'Retro', start: '2026-11-30', allDay: true, className: 'event-info' });
    expect(saved.id).toBe(CALENDAR_EVENTS.length + 1);
    expect(bodies).toEqual([
      { method: 'POST', body: { title: 'Retro', start: '2026-11-30', allDay: true, className: 'event-info', id: saved.id } },
    ]);
    expect(calendarStore.$list.get().data.at(-1)).toEqual(saved);
  });

  it('update PUTs the event and replaces the one with the same id', async () => {
    const changed = { ...CALENDAR_EVENTS[1]!, title: 'Design review (moved)' };
    await calendarStore.update(changed);
    expect(bodies[0]).toEqual({ method: 'PUT', body: changed });
    expect(withoutVersions(calendarStore.$list.get().data[1])).toEqual(changed);
    expect(calendarStore.$list.get().data).toHaveLength(CALENDAR_EVENTS.length);
  });

  it('remove DELETEs with the id in the body and removes that event', async () => {
    await calendarStore.remove(3);
    expect(bodies[0]).toEqual({ method: 'DELETE', body: { id: 3 } });
    expect(calendarStore.$list.get().data.map((e) => e.id)).not.toContain(3);
  });

  it('each failing call stores its error and stops loading', async () => {
    server.use(http.all('http://localhost/app/calendar', () => HttpResponse.json({ message: 'Server down' }, { status: 500 })));
    await calendarStore.fetch();
    expect(calendarStore.$list.get()).toMatchObject({ loading: false, error: 'Server down', data: CALENDAR_EVENTS });
    for (const call of [
      () => calendarStore.add({ title: 'x', start: '2026-11-30', allDay: true, className: 'event-info' }),
      () => calendarStore.update(CALENDAR_EVENTS[0]!),
      () => calendarStore.remove(1),
    ]) {
      await expect(call()).rejects.toMatchObject({ message: 'Server down' });
      expect(calendarStore.$list.get().error).toBe('Server down');
    }
    expect(withoutVersions(calendarStore.$list.get().data)).toEqual(CALENDAR_EVENTS);
  });
});

describe('calendar store: refresh', () => {
  it('a fetch while one runs joins it (one GET); events held stay on show meanwhile; `fresh` asks again', async () => {
    let gets = 0;
    const count = ({ request }: { request: Request }) => {
      if (request.method === 'GET') gets++;
    };
    server.events.on('request:start', count);
    const first = calendarStore.fetch();
    expect(calendarStore.fetch()).toBe(first);
    expect(calendarStore.$list.get()).toMatchObject({ data: CALENDAR_EVENTS, loading: true });
    await first;
    await calendarStore.fetch({ fresh: true });
    server.events.removeListener('request:start', count);
    expect(gets).toBe(2);
    expect({ ...calendarStore.$list.get(), data: withoutVersions(calendarStore.$list.get().data) }).toEqual({
      data: CALENDAR_EVENTS,
      loading: false,
      error: null,
    });
  });

  it("invalidate('calendar') reads the events again without a loading state; a fetch made ahead is taken once", async () => {
    let gets = 0;
    const count = ({ request }: { request: Request }) => {
      if (request.method === 'GET') gets++;
    };
    server.events.on('request:start', count);
    const states: boolean[] = [];
    const stop = calendarStore.$list.listen((s) => states.push(s.loading));
    await invalidate('calendar');
    stop();
    expect(gets).toBe(1);
    expect(states.every((loading) => !loading)).toBe(true);
    await calendarStore.fetch({ ahead: true });
    await calendarStore.fetch();
    expect(gets).toBe(2);
    await calendarStore.fetch();
    server.events.removeListener('request:start', count);
    expect(gets).toBe(3);
  });
});
