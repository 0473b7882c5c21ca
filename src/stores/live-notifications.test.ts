import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAsDemo } from '../api/demo-session.ts';
import { createTestServer } from '../mocks/node.ts';
import { api } from '../api/client.ts';
import type { LiveChange } from '../contract/live.ts';
import { $currentUser, clearSession } from '../api/session.ts';
import { deliverChange, stopLive } from './live.ts';
import { $liveNotices, addNotice, liveUnread, markLiveRead, resetLiveNotices, startLiveNotices } from './live-notifications.ts';

/** The browser's localStorage, in memory (the tests run in node, where the API calls reach msw/node). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}
vi.stubGlobal('localStorage', memoryStorage());

const backend = createTestServer();
beforeAll(() => backend.server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  localStorage.clear();
  signInAsDemo();
  startLiveNotices();
});
afterEach(() => {
  resetLiveNotices();
  stopLive();
});
afterAll(() => backend.server.close());

let nextId = 100;
const change = (patch: Partial<LiveChange>): LiveChange => ({
  id: nextId++,
  at: new Date().toISOString(),
  userId: 2,
  userName: 'Ana Lee',
  resource: 'department',
  action: 'update',
  rowId: 1,
  version: 2,
  ...patch,
});

describe('the bell entries made from the live stream', () => {
  it("tell of another user's change; the signed-in account's own changes make none", async () => {
    deliverChange(change({ userId: Number($currentUser.get()!.id) }));
    deliverChange(change({ rowId: 4 }));
    await expect.poll(() => $liveNotices.get().length).toBe(1);
    expect($liveNotices.get()[0]).toMatchObject({
      kind: 'change',
      resource: 'department',
      rowId: 4,
      userName: 'Ana Lee',
      count: 1,
      read: false,
    });
  });

  it('gather the same person doing the same thing to the same list into one entry with a count', () => {
    let notices = addNotice([], change({ rowId: 1 }), 'change');
    notices = addNotice(notices, change({ rowId: 2 }), 'change');
    notices = addNotice(notices, change({ rowId: 3, action: 'delete' }), 'change');
    notices = addNotice(notices, change({ rowId: 4, userId: 3 }), 'change');
    expect(notices.map((n) => [n.action, n.count, n.rowId])).toEqual([
      ['update', 1, 4],
      ['delete', 1, 3],
      ['update', 2, 2],
    ]);
  });

  it('tell of a leave request to approve, and of an order cancelled (read to see its status)', async () => {
    const { version: _, ...order } = await api.get<Record<string, unknown>>('/app/order/1');
    await api.put('/app/order/1', { ...order, deliveryStatus: 'Cancelled' });
    deliverChange(change({ resource: 'leave_hr', action: 'create', rowId: 7 }));
    deliverChange(change({ resource: 'order', action: 'update', rowId: 1 }));
    await expect.poll(() => $liveNotices.get().length).toBe(2);
    expect(
      $liveNotices
        .get()
        .map((n) => n.kind)
        .sort(),
    ).toEqual(['cancelled', 'leave']);
  });

  it('keep their unread marks across a reload, per user', async () => {
    deliverChange(change({ rowId: 8 }));
    deliverChange(change({ rowId: 9, resource: 'seller' }));
    await expect.poll(() => $liveNotices.get().length).toBe(2);
    markLiveRead([$liveNotices.get()[0]!.id]);
    // A reload: the page starts with nothing, and reads the signed-in user's entries back from storage.
    resetLiveNotices();
    expect($liveNotices.get()).toEqual([]);
    startLiveNotices();
    expect($liveNotices.get()).toHaveLength(2);
    expect(liveUnread($liveNotices.get())).toBe(1);
    clearSession();
    expect($liveNotices.get()).toEqual([]);
  });
});
