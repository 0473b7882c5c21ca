import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { applyListQuery, parseListQuery } from '../contract/list-query.ts';
import { signInAsDemo } from '../api/demo-session.ts';
import { createTestServer } from '../mocks/node.ts';
import { SAMPLE_ROWS as SAMPLE } from '../resources/samples/rows.ts';
import { syntheticRows } from '../mocks/synthetic.ts';
import { pageQuery, pagingThreshold } from './list-paging.ts';
import { createListStore } from './lists.ts';
import { orderSchema, type Order } from '../resources/order.ts';

let backend = createTestServer();
beforeAll(() => backend.server.listen({ onUnhandledRequest: 'error' }));
beforeEach(signInAsDemo);
afterEach(() => {
  backend.server.close();
  backend = createTestServer();
  backend.server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => backend.server.close());

const fresh = () => createListStore<Order>('/app/order', async () => ({ row: orderSchema, rows: z.array(orderSchema) }));
const ORDER_FIELDS = Object.keys(orderSchema.shape);

/** What the backend's list query answers for these rows and this query string. */
function expected(rows: readonly Order[], search: string) {
  const parsed = parseListQuery(new URLSearchParams(search), ORDER_FIELDS);
  if (!parsed.ok) throw new Error(parsed.message);
  return applyListQuery(rows, parsed.query);
}

describe('paging settings', () => {
  it('reads the threshold as 1-500, else 500', () => {
    expect(pagingThreshold(undefined)).toBe(500);
    expect(pagingThreshold('20')).toBe(20);
    expect(pagingThreshold('0')).toBe(1);
    expect(pagingThreshold('9000')).toBe(500);
    expect(pagingThreshold('many')).toBe(500);
  });

  it('builds the list query of a page', () => {
    expect(
      pageQuery(
        { page: 3, pageSize: 20, sort: { field: 'amount', direction: 'desc' }, q: ' ross ', filters: { deliveryStatus: 'Paid', x: '' } },
        { rows: 9 },
      ),
    ).toEqual({
      rows: 9,
      page: 3,
      pageSize: 20,
      sort: 'amount:desc',
      q: 'ross',
      deliveryStatus: 'Paid',
    });
  });
});

describe('list store: open', () => {
  it('keeps a list within the threshold whole, in the browser', async () => {
    const store = fresh();
    await store.open({ threshold: 50 });
    expect(store.$list.get()).toMatchObject({ data: SAMPLE.order, loading: false, error: null });
    expect(store.$list.get().paged).toBeUndefined();
  });

  it('pages a list over the threshold: no rows until the table asks for a page, then that page and the total', async () => {
    const store = fresh();
    await store.open({ threshold: 4 });
    expect(store.$list.get()).toMatchObject({ loading: true, paged: { total: 10, listTotal: 10, request: null } });
    const request = { page: 2, pageSize: 3, sort: { field: 'amount', direction: 'desc' as const } };
    await store.fetchPage(request);
    const page = expected(SAMPLE.order, 'page=2&pageSize=3&sort=amount:desc') as { items: Order[]; total: number };
    expect(store.$list.get()).toMatchObject({
      data: page.items,
      loading: false,
      error: null,
      paged: { total: 10, listTotal: 10, request },
    });
  });

  it("gives a large list's first page in the order it was opened in from the open's call: the table's first page asks nothing", async () => {
    const store = fresh();
    const asked: string[] = [];
    backend.server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).search));
    const sort = { field: 'amount', direction: 'desc' as const };
    await store.open({ threshold: 4, sort });
    expect(asked).toEqual(['?page=1&pageSize=4&sort=amount:desc']);
    await store.fetchPage({ page: 1, pageSize: 3, sort });
    expect(asked).toHaveLength(1);
    const page = expected(SAMPLE.order, 'page=1&pageSize=3&sort=amount:desc') as { items: Order[]; total: number };
    expect(store.$list.get()).toMatchObject({
      data: page.items,
      loading: false,
      paged: { total: 10, listTotal: 10, request: { page: 1 } },
    });
    // Once only: the same page asked again (a refresh) is read afresh.
    await store.fetchPage({ page: 1, pageSize: 3, sort });
    expect(asked).toHaveLength(2);
  });

  it('asks for a first page the open did not read: another order, a search, a filter, or more rows than it read', async () => {
    const sort = { field: 'amount', direction: 'desc' as const };
    for (const request of [
      { page: 1, pageSize: 3 },
      { page: 1, pageSize: 3, sort, q: 'a' },
      { page: 1, pageSize: 3, sort, filters: { deliveryStatus: 'Delivered' } },
      { page: 1, pageSize: 5, sort },
      { page: 2, pageSize: 3, sort },
    ]) {
      const store = fresh();
      await store.open({ threshold: 4, sort });
      let asked = 0;
      const count = () => void asked++;
      backend.server.events.on('request:start', count);
      await store.fetchPage(request);
      backend.server.events.removeListener('request:start', count);
      expect(asked, JSON.stringify(request)).toBe(1);
    }
  });

  it('sends the synthetic row count with every page', async () => {
    const store = fresh();
    await store.open({ rows: 2000, threshold: 100 });
    await store.fetchPage({ page: 7, pageSize: 25, filters: { deliveryStatus: 'Delivered' } });
    const rows = syntheticRows('order', 2000);
    const page = expected(rows, 'page=7&pageSize=25&deliveryStatus=Delivered') as { items: Order[]; total: number };
    expect(store.$list.get().data).toEqual(page.items);
    expect(store.$list.get().paged).toMatchObject({ total: page.total, listTotal: 2000 });
  });

  it('takes a plain array (an API that ignores page) as the whole list', async () => {
    const store = fresh();
    backend.server.use(http.get('http://localhost/app/order', () => HttpResponse.json(SAMPLE.order.slice(0, 3))));
    await store.open({ threshold: 2 });
    expect(store.$list.get()).toMatchObject({ data: SAMPLE.order.slice(0, 3), loading: false, error: null });
    expect(store.$list.get().paged).toBeUndefined();
  });
});

describe('list store: pages in server mode', () => {
  it('drops a stale answer: an older, slower page never overwrites a newer one', async () => {
    const store = fresh();
    await store.open({ threshold: 4 });
    const seen: string[] = [];
    backend.server.use(
      http.get('http://localhost/app/order', async ({ request }) => {
        const page = new URL(request.url).searchParams.get('page')!;
        seen.push(page);
        await delay(page === '1' ? 150 : 10);
        const rows = SAMPLE.order.slice((Number(page) - 1) * 3, Number(page) * 3);
        return HttpResponse.json({ items: rows, total: 10 });
      }),
    );
    const slow = store.fetchPage({ page: 1, pageSize: 3 });
    const fast = store.fetchPage({ page: 2, pageSize: 3 });
    await Promise.all([slow, fast]);
    expect(seen).toContain('2');
    expect(store.$list.get().data.map((r) => r.id)).toEqual(SAMPLE.order.slice(3, 6).map((r) => r.id));
    expect(store.$list.get()).toMatchObject({ loading: false, error: null, paged: { request: { page: 2 } } });
  });

  it('shows a failed page as an error, and the next call clears it', async () => {
    const store = fresh();
    await store.open({ threshold: 4 });
    backend.server.use(
      http.get('http://localhost/app/order', () => HttpResponse.json({ message: 'Server down' }, { status: 500 }), { once: false }),
    );
    await store.fetchPage({ page: 2, pageSize: 3 });
    expect(store.$list.get()).toMatchObject({ loading: false, error: 'Server down' });
    backend.server.resetHandlers();
    await store.fetchPage({ page: 2, pageSize: 3 });
    expect(store.$list.get()).toMatchObject({ loading: false, error: null });
  });

  it('refetches the current page after a delete, an edit and an add', async () => {
    const store = fresh();
    await store.open({ threshold: 4 });
    await store.fetchPage({ page: 1, pageSize: 3 });
    await store.remove([1, 2]);
    expect(store.$list.get().data.map((r) => r.id)).toEqual([3, 4, 5]);
    expect(store.$list.get().paged?.total).toBe(8);
    await store.update({ ...SAMPLE.order[2]!, customerName: 'Changed' });
    expect(store.$list.get().data[0]!.customerName).toBe('Changed');
    await store.create({ ...SAMPLE.order[0]!, id: undefined } as never);
    expect(store.$list.get().paged?.total).toBe(9);
  });

  it("finds a row's position in the request on show, and drops it when the search changed while it was found", async () => {
    const store = fresh();
    await store.open({ threshold: 4 });
    await store.fetchPage({ page: 1, pageSize: 3, sort: { field: 'id', direction: 'asc' } });
    const row = SAMPLE.order[6]!;
    expect(await store.positionOf(row)).toBe(6);
    const finding = store.positionOf(row);
    await store.fetchPage({ page: 1, pageSize: 3, sort: { field: 'id', direction: 'asc' }, q: row.customerName });
    expect(await finding).toBeUndefined();
    // A move to another page of the same selection keeps the position.
    const again = store.positionOf(row);
    await store.fetchPage({ page: 2, pageSize: 3, sort: { field: 'id', direction: 'asc' }, q: row.customerName });
    expect(await again).toBe(0);
  });

  it('a refresh while a search is on its way asks for the search, not the page still on screen', async () => {
    const store = fresh();
    await store.open({ threshold: 4 });
    await store.fetchPage({ page: 1, pageSize: 3 });
    const asked: (string | null)[] = [];
    backend.server.use(
      http.get('http://localhost/app/order', async ({ request }) => {
        const q = new URL(request.url).searchParams.get('q');
        asked.push(q);
        await delay(50);
        const rows = SAMPLE.order.filter((row) => !q || row.customerName === q);
        return HttpResponse.json({ items: rows.slice(0, 3), total: rows.length });
      }),
    );
    const name = SAMPLE.order[6]!.customerName;
    const searching = store.fetchPage({ page: 1, pageSize: 3, q: name });
    await store.refresh();
    await searching;
    // The search's own call may be aborted by the refresh's before the backend sees it: what was asked is the search.
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((q) => q === name)).toBe(true);
    expect(store.$list.get().paged?.request?.q).toBe(name);
    expect(store.$list.get().data.every((row) => row.customerName === name)).toBe(true);
  });

  it('deletes rows of a synthetic set from that set', async () => {
    const store = fresh();
    await store.open({ rows: 1000, threshold: 10 });
    await store.fetchPage({ page: 1, pageSize: 5 });
    await store.remove([2, 900]);
    expect(store.$list.get().data.map((r) => r.id)).toEqual([1, 3, 4, 5, 6]);
    expect(store.$list.get().paged?.total).toBe(998);
  });
});
