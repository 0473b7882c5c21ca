import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAsDemo } from '../api/demo-session.ts';
import { createTestServer } from '../mocks/node.ts';
import { api } from '../api/client.ts';
import type { LiveChange } from '../contract/live.ts';
import { listStore } from './lists.ts';
import { calendarStore } from './screens/calendar.ts';
import { deliverChange, stopLive } from './live.ts';
import { REFRESH_DELAY_MS, refreshOnChanges, STATS_INTERVAL_MS, throttle } from './live-refresh.ts';

import { onInvalidate, STATS } from './query/invalidation.ts';

// The dashboards' figures, as their store registers them under STATS (src/stores/screens/stats.ts).
const invalidateStats = vi.fn(() => Promise.resolve());
onInvalidate(STATS, invalidateStats);

const backend = createTestServer();
beforeAll(() => backend.server.listen({ onUnhandledRequest: 'error' }));
beforeEach(signInAsDemo);
afterAll(() => backend.server.close());

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  stopLive();
  vi.restoreAllMocks();
  invalidateStats.mockClear();
});

let nextId = 1;
const change = (resource: LiveChange['resource'], rowId = 1): LiveChange => ({
  id: nextId++,
  at: new Date().toISOString(),
  userId: 2,
  userName: 'Ana Lee',
  resource,
  action: 'update',
  rowId,
  version: 2,
});
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('an open list on a change of the live stream', () => {
  it('reads its current page again once per burst, within a second, with its search, sort and filter kept', async () => {
    const orders = listStore('order');
    const unlisten = orders.$list.listen(() => undefined);
    await orders.open({ threshold: 5 });
    const request = {
      page: 2,
      pageSize: 5,
      q: 'a',
      sort: { field: 'amount', direction: 'desc' as const },
      filters: { paymentMethod: 'COD' },
    };
    await orders.fetchPage(request);
    const get = vi.spyOn(api, 'get');
    stop = refreshOnChanges();
    const started = Date.now();
    deliverChange(change('order', 3));
    deliverChange(change('order', 4));
    await wait(REFRESH_DELAY_MS / 2);
    deliverChange(change('order', 5));
    await vi.waitFor(() => expect(get).toHaveBeenCalledTimes(1), { timeout: 1_000 });
    expect(Date.now() - started).toBeLessThan(1_000);
    const [path, options] = get.mock.calls[0]!;
    expect(path).toBe('/app/order');
    expect(options?.query).toMatchObject({ page: 2, pageSize: 5, q: 'a', sort: 'amount:desc', paymentMethod: 'COD' });
    await wait(REFRESH_DELAY_MS + 50);
    expect(get).toHaveBeenCalledTimes(1);
    expect(orders.$list.get().paged?.request).toEqual(request);
    unlisten();
  });

  it('leaves a list this page never opened', async () => {
    const get = vi.spyOn(api, 'get');
    stop = refreshOnChanges();
    deliverChange(change('seller'));
    await wait(REFRESH_DELAY_MS + 100);
    expect(get).not.toHaveBeenCalled();
  });

  it('reloads the dashboards for a list they sum, at most once per interval, and not for one they do not', async () => {
    stop = refreshOnChanges();
    deliverChange(change('notes'));
    expect(invalidateStats).not.toHaveBeenCalled();
    deliverChange(change('order'));
    deliverChange(change('expense'));
    deliverChange(change('product'));
    expect(invalidateStats).toHaveBeenCalledTimes(1);
  });
});

describe('the calendar on a change of the live stream', () => {
  it('reads its events again once per burst', async () => {
    const unlisten = calendarStore.$list.listen(() => undefined);
    await calendarStore.fetch({ fresh: true });
    const get = vi.spyOn(api, 'get');
    stop = refreshOnChanges();
    deliverChange(change('calendar'));
    deliverChange(change('calendar', 2));
    await vi.waitFor(() => expect(get.mock.calls.map((c) => c[0])).toEqual(['/app/calendar']), { timeout: 1_000 });
    await wait(REFRESH_DELAY_MS + 100);
    expect(get).toHaveBeenCalledTimes(1);
    unlisten();
  });
});

describe('throttle', () => {
  it('runs at once, then once more at the end of the interval for a burst', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const throttled = throttle(STATS_INTERVAL_MS, run);
    throttled();
    throttled();
    throttled();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(STATS_INTERVAL_MS);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(STATS_INTERVAL_MS * 3);
    expect(run).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});
