// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { signInAsDemo } from '../api/demo-session.ts';
import { createTestServer } from '../mocks/node.ts';
import { notificationsStore, unreadCount } from './notifications.ts';

let backend = createTestServer({ baseUrl: location.origin });
beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  backend.server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  signInAsDemo();
  notificationsStore.reset();
});
afterEach(() => {
  backend.server.close();
  backend = createTestServer({ baseUrl: location.origin });
  backend.server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => backend.server.close());

describe('notifications store', () => {
  it('loads the notifications through the API, loading then loaded', async () => {
    const states: boolean[] = [];
    const stop = notificationsStore.$state.listen((s) => states.push(s.loading));
    await notificationsStore.fetch();
    stop();
    expect(states).toEqual([true, false]);
    const state = notificationsStore.$state.get();
    expect(state).toMatchObject({ loaded: true, error: null });
    expect(state.data.map((n) => n.kind)).toEqual(['order', 'leave', 'stock', 'event']);
    expect(unreadCount(state)).toBe(4);
  });

  it('marks read on screen and at the backend, so a new load keeps it', async () => {
    await notificationsStore.fetch();
    await notificationsStore.markRead([1, 3]);
    expect(unreadCount(notificationsStore.$state.get())).toBe(2);
    notificationsStore.reset();
    await notificationsStore.fetch();
    expect(
      notificationsStore.$state
        .get()
        .data.filter((n) => n.read)
        .map((n) => n.id),
    ).toEqual([1, 3]);
  });

  it('a refused save turns the notification unread again and keeps the error', async () => {
    await notificationsStore.fetch();
    backend.server.use(http.put(`${location.origin}/app/notifications/2`, () => HttpResponse.json({ message: 'Nope' }, { status: 400 })));
    await notificationsStore.markRead([1, 2]);
    const state = notificationsStore.$state.get();
    expect(state.data.find((n) => n.id === 2)!.read).toBe(false);
    expect(state.data.find((n) => n.id === 1)!.read).toBe(true);
    expect(state.error).toMatchObject({ message: 'Nope', status: 400 });
  });

  it('a failed load keeps the error and is not "loaded"', async () => {
    backend.server.use(http.get(`${location.origin}/app/notifications`, () => HttpResponse.json({ message: 'Down' }, { status: 400 })));
    await notificationsStore.fetch();
    expect(notificationsStore.$state.get()).toMatchObject({ loading: false, loaded: false, error: { message: 'Down' } });
  });
});
