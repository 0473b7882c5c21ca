import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { delay, http } from 'msw';
import { z } from 'zod/mini';
import { signInAsDemo } from '../api/demo-session.ts';
import { createTestServer } from '../mocks/node.ts';
import { createListStore, invalidate, listStore } from './lists.ts';
import { orderSchema, type Order } from '../resources/order.ts';

const { server } = createTestServer();
/** Every GET of /app/order the backend received, as its query string. */
const gets: string[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === '/app/order') gets.push(url.search);
  });
});
beforeEach(() => {
  signInAsDemo();
  gets.length = 0;
});
afterAll(() => server.close());

const fresh = () => createListStore<Order>('/app/order', async () => ({ row: orderSchema, rows: z.array(orderSchema) }));
const SEARCH = { page: 2, pageSize: 10, sort: { field: 'amount', direction: 'desc' as const }, q: 'a', filters: {} };

describe('list store: refresh and invalidate', () => {
  it('refresh reads the page on show again with its search and sort, without a loading state', async () => {
    const store = fresh();
    await store.open({ rows: 40, threshold: 20 });
    await store.fetchPage(SEARCH);
    const page = store.$list.get().data;
    gets.length = 0;
    const states: boolean[] = [];
    const stop = store.$list.listen((s) => states.push(s.loading));
    await store.refresh();
    stop();
    expect(gets).toEqual(['?rows=40&page=2&pageSize=10&sort=amount:desc&q=a']);
    expect(states.every((loading) => !loading)).toBe(true);
    expect(store.$list.get().data).toEqual(page);
  });

  it('refresh of a small list opened whole asks for its first page again, never the whole list; nothing before a read', async () => {
    const store = fresh();
    await store.refresh();
    expect(gets).toEqual([]);
    await store.open();
    await store.refresh();
    expect(gets).toEqual(['?page=1&pageSize=500', '?page=1&pageSize=500']);
    expect(store.$list.get().data).toHaveLength(10);
  });

  it("invalidate(name) makes the list's store read its current view again with the same request", async () => {
    const orders = listStore('order');
    await orders.open({ rows: 30, threshold: 20, fresh: true });
    await orders.fetchPage({ page: 3, pageSize: 5, filters: { deliveryStatus: 'New' } });
    gets.length = 0;
    await invalidate('order');
    expect(gets).toEqual(['?rows=30&page=3&pageSize=5&deliveryStatus=New']);
  });

  it('a newer page aborts the older one, whose answer is never written', async () => {
    const store = fresh();
    await store.open({ rows: 40, threshold: 20 });
    const aborted: string[] = [];
    server.use(
      http.get('http://localhost/app/order', async ({ request }) => {
        request.signal.addEventListener('abort', () => aborted.push(new URL(request.url).searchParams.get('page') ?? ''));
        if (new URL(request.url).searchParams.get('page') === '3') await delay(200);
      }),
    );
    const older = store.fetchPage({ page: 3, pageSize: 10 });
    await delay(20);
    await Promise.all([older, store.fetchPage({ page: 2, pageSize: 10 })]);
    server.resetHandlers();
    expect(aborted).toEqual(['3']);
    expect(store.$list.get().paged?.request?.page).toBe(2);
    expect(store.$list.get().data.map((o) => o.id)).toEqual(Array.from({ length: 10 }, (_, i) => 11 + i));
  });
});
