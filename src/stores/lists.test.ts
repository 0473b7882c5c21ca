import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { createTestServer, signInAsDemo } from '../mocks/node.ts';
import { SAMPLE } from '../mocks/data.ts';
import { LIST_NAMES } from '../schemas/index.ts';
import { createListStore, listStore, type ListState } from './lists.ts';
import { ecommerce } from './ecommerce.ts';
import { hr } from './hr.ts';
import { notes } from './notes.ts';
import { social } from './social.ts';
import { users } from './users.ts';
import { orderSchema, type Order } from '../schemas/index.ts';

let backend = createTestServer();
beforeAll(() => backend.server.listen({ onUnhandledRequest: 'error' }));
// A 401 answer in a test signs the client out, as in the app; each test starts signed in again.
beforeEach(signInAsDemo);
afterEach(() => {
  backend.server.close();
  backend = createTestServer();
  backend.server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => backend.server.close());

/** Records every state the store goes through. */
function track<T>(store: { $list: { listen(cb: (v: ListState<T>) => void): () => void } }) {
  const states: ListState<T>[] = [];
  const stop = store.$list.listen((s) => states.push(s));
  return { states, stop };
}

const fresh = () => createListStore<Order>('/app/order', async () => ({ row: orderSchema, rows: z.array(orderSchema) }));
const newOrder = {
  orderId: '#ST-1',
  orderDate: '2026-11-01',
  deliveryDate: '2026-11-02',
  customerName: 'Ada',
  paymentMethod: 'COD',
  amount: 10,
  deliveryStatus: 'New',
} as const;

describe('list store: fetch (spec section 4)', () => {
  it('starts empty, idle, without error', () => {
    expect(fresh().$list.get()).toEqual({ data: [], loading: false, error: null });
  });

  it('sets loading and clears the error, then stores the rows and stops loading', async () => {
    const store = fresh();
    backend.server.use(
      // Answered to the retry too: a failed GET is sent twice.
      http.get('http://localhost/app/order', () => HttpResponse.json({ message: 'Server down' }, { status: 500 })),
    );
    await store.fetch();
    expect(store.$list.get()).toEqual({ data: [], loading: false, error: 'Server down' });
    backend.server.resetHandlers();

    const { states, stop } = track(store);
    await store.fetch();
    stop();
    expect(states[0]).toEqual({ data: [], loading: true, error: null });
    expect(states.at(-1)).toEqual({ data: SAMPLE.order, loading: false, error: null });
  });

  it('on failure stores the error and stops loading, keeping earlier rows', async () => {
    const store = fresh();
    await store.fetch();
    backend.server.use(http.get('http://localhost/app/order', () => HttpResponse.json({ message: 'No Data Found' }, { status: 401 })));
    await store.fetch();
    expect(store.$list.get()).toEqual({ data: SAMPLE.order, loading: false, error: 'No Data Found' });
  });

  it('a response of the wrong shape becomes an error, not data', async () => {
    const store = fresh();
    backend.server.use(http.get('http://localhost/app/order', () => HttpResponse.json([{ id: 1, amount: 'ten' }])));
    const original = console.error;
    console.error = () => {};
    await store.fetch();
    console.error = original;
    expect(store.$list.get()).toEqual({ data: [], loading: false, error: 'Unexpected response from the server' });
  });

  it('asks for synthetic rows with { rows }', async () => {
    const store = fresh();
    await store.fetch({ rows: 1234 });
    expect(store.$list.get().data).toHaveLength(1234);
  });

  it('an older, slower answer does not overwrite a newer one', async () => {
    const store = fresh();
    backend.server.use(
      http.get('http://localhost/app/order', async ({ request }) => {
        if (new URL(request.url).searchParams.get('rows') === '3') await delay(150);
        return;
      }),
    );
    const slow = store.fetch({ rows: 3 });
    const quick = store.fetch();
    await Promise.all([slow, quick]);
    expect(store.$list.get().data).toEqual(SAMPLE.order);
  });
});

describe('list store: create, update, remove', () => {
  it('create appends the row the backend returns, with its id', async () => {
    const store = fresh();
    await store.fetch();
    const created = await store.create(newOrder);
    expect(created).toEqual({ ...newOrder, id: 11 });
    expect(store.$list.get().data.at(-1)).toEqual(created);
  });

  it('update replaces the row with the same id', async () => {
    const store = fresh();
    await store.fetch();
    const changed = { ...SAMPLE.order[4]!, customerName: 'Grace Hopper' };
    await store.update(changed);
    expect(store.$list.get().data[4]).toEqual(changed);
    expect(store.$list.get().data).toHaveLength(10);
  });

  it('remove deletes each id', async () => {
    const store = fresh();
    await store.fetch();
    await store.remove([2, 5]);
    expect(store.$list.get().data.map((o) => o.id)).toEqual([1, 3, 4, 6, 7, 8, 9, 10]);
  });

  it('failures throw a readable ApiError and leave the data unchanged', async () => {
    const store = fresh();
    await store.fetch();
    const before = store.$list.get().data;
    await expect(store.create({ ...newOrder, amount: -1 })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/^Invalid input: amount/),
    });
    await expect(store.update({ ...SAMPLE.order[0]!, id: 99 })).rejects.toMatchObject({ status: 404 });
    await expect(store.remove([99])).rejects.toMatchObject({ status: 404 });
    expect(store.$list.get().data).toBe(before);
  });

  it('a partly failed remove drops only the rows the backend deleted', async () => {
    const store = fresh();
    await store.fetch();
    await expect(store.remove([1, 99])).rejects.toMatchObject({ status: 404 });
    expect(store.$list.get().data.map((o) => o.id)).not.toContain(1);
    expect(store.$list.get().data).toHaveLength(9);
  });
});

describe('listStore registry and area slices', () => {
  it('one cached store per list name', () => {
    expect(listStore('order')).toBe(listStore('order'));
    expect(listStore('order')).not.toBe(listStore('seller'));
  });

  it('the area files expose the spec slices, each fetching its own list', async () => {
    const slices = { ...ecommerce, ...hr, ...notes, ...social, ...users };
    expect(Object.keys(slices).sort()).toEqual(
      [
        'product',
        'productgrid',
        'order',
        'seller',
        'employee',
        'holiday',
        'leaveEmployee',
        'leaveHR',
        'attendance',
        'department',
        'estimate',
        'expense',
        'salary',
        'notes',
        'friends',
        'event',
        'userList',
        'userGrid',
      ].sort(),
    );
    expect(new Set(Object.values(slices)).size).toBe(LIST_NAMES.length);
    await Promise.all(Object.values(slices).map((s) => s.fetch()));
    expect(hr.leaveHR.$list.get().data).toEqual(SAMPLE.leave_hr);
    expect(users.userGrid.$list.get().data).toEqual(SAMPLE.usergrid);
    expect(Object.values(slices).every((s) => s.$list.get().error === null && s.$list.get().data.length > 0)).toBe(true);
  });
});
