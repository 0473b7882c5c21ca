import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { signInAsDemo } from '../api/demo-session.ts';
import { createTestServer } from '../mocks/node.ts';
import { SAMPLE_ROWS as SAMPLE } from '../resources/samples/rows.ts';
import { createListStore, listStore, type ListState } from './lists.ts';
import { withoutVersions } from '../contract/versions.ts';
import { RowConflict } from './conflict.ts';
import { LIST_NAMES } from '../resources/index.ts';
import { orderSchema, type Order } from '../resources/order.ts';

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
  orderId: '#ST-00001',
  orderDate: '2026-11-01',
  deliveryDate: '2026-11-02',
  customerId: 1,
  customerName: 'Ada',
  paymentMethod: 'COD',
  amount: 10,
  deliveryStatus: 'New',
} as const;

describe('list store: open', () => {
  it('starts empty, idle, without error', () => {
    expect(fresh().$list.get()).toEqual({ data: [], loading: false, error: null });
  });

  it('sets loading and clears the error, then stores the rows and stops loading', async () => {
    const store = fresh();
    backend.server.use(
      // Answered to the retry too: a failed GET is sent twice.
      http.get('http://localhost/app/order', () => HttpResponse.json({ message: 'Server down' }, { status: 500 })),
    );
    await store.open();
    expect(store.$list.get()).toEqual({ data: [], loading: false, error: 'Server down' });
    backend.server.resetHandlers();

    const { states, stop } = track(store);
    await store.open();
    stop();
    expect(states[0]).toEqual({ data: [], loading: true, error: null });
    expect(states.at(-1)).toEqual({ data: SAMPLE.order, loading: false, error: null });
  });

  it('on failure stores the error and stops loading, keeping earlier rows', async () => {
    const store = fresh();
    await store.open();
    backend.server.use(http.get('http://localhost/app/order', () => HttpResponse.json({ message: 'No Data Found' }, { status: 404 })));
    await store.open();
    expect(store.$list.get()).toEqual({ data: SAMPLE.order, loading: false, error: 'No Data Found' });
  });

  it('a response of the wrong shape becomes an error, not data', async () => {
    const store = fresh();
    backend.server.use(http.get('http://localhost/app/order', () => HttpResponse.json([{ id: 1, amount: 'ten' }])));
    const original = console.error;
    console.error = () => {};
    await store.open();
    console.error = original;
    expect(store.$list.get()).toEqual({ data: [], loading: false, error: 'Unexpected response from the server' });
  });

  it('asks for synthetic rows with { rows }', async () => {
    const store = fresh();
    await store.open({ rows: 300 });
    expect(store.$list.get().data).toHaveLength(300);
  });

  it('an older, slower answer does not overwrite a newer one', async () => {
    const store = fresh();
    backend.server.use(
      http.get('http://localhost/app/order', async ({ request }) => {
        if (new URL(request.url).searchParams.get('rows') === '3') await delay(150);
        return;
      }),
    );
    const slow = store.open({ rows: 3 });
    const quick = store.open();
    await Promise.all([slow, quick]);
    expect(store.$list.get().data).toEqual(SAMPLE.order);
  });
});

describe('list store: one request for the same call on its way', () => {
  /** Counts the GETs of /app/order the backend receives. */
  function countGets() {
    const seen = { count: 0 };
    backend.server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname === '/app/order') seen.count++;
    });
    return seen;
  }

  it('a second call while the first runs joins it: one request, both resolve with the rows', async () => {
    const store = fresh();
    const gets = countGets();
    const first = store.open();
    const second = store.open();
    expect(second).toBe(first);
    await Promise.all([first, second]);
    expect(gets.count).toBe(1);
    expect(store.$list.get()).toEqual({ data: SAMPLE.order, loading: false, error: null });
  });

  it('a call after the first answered, a `fresh` one, or one for other rows sends its own request', async () => {
    const store = fresh();
    const gets = countGets();
    await store.open();
    await Promise.all([store.open(), store.open({ fresh: true })]);
    await Promise.all([store.open(), store.open({ rows: 3 })]);
    expect(gets.count).toBe(5);
    expect(store.$list.get().data).toHaveLength(3);
  });

  it('rows already held stay on show while a refresh runs', async () => {
    const store = fresh();
    await store.open();
    const refresh = store.open();
    expect(store.$list.get()).toEqual({ data: SAMPLE.order, loading: true, error: null });
    await refresh;
  });

  it("a call made ahead stands in for the screen's first call even once answered; the one after asks again", async () => {
    const store = fresh();
    const gets = countGets();
    await store.open({ ahead: true });
    await store.open();
    expect(gets.count).toBe(1);
    await store.open();
    expect(gets.count).toBe(2);
  });

  it('a change made while a call runs ends the sharing: the next call asks again', async () => {
    const store = fresh();
    await store.open();
    const gets = countGets();
    const running = store.open();
    const created = store.create(newOrder);
    const after = store.open();
    expect(after).not.toBe(running);
    await Promise.all([running, created, after]);
    expect(gets.count).toBe(2);
  });
});

describe('list store: create, update, remove', () => {
  it('create appends the row the backend returns, with its id', async () => {
    const store = fresh();
    await store.open();
    const created = await store.create(newOrder);
    expect(created).toEqual({ ...newOrder, id: 11 });
    expect(store.$list.get().data.at(-1)).toEqual(created);
  });

  it('update replaces the row with the same id', async () => {
    const store = fresh();
    await store.open();
    const changed = { ...SAMPLE.order[4]!, customerName: 'Grace Hopper' };
    await store.update(changed);
    expect(store.$list.get().data[4]).toEqual(changed);
    expect(store.$list.get().data).toHaveLength(10);
  });

  it('remove deletes each id', async () => {
    const store = fresh();
    await store.open();
    await store.remove([2, 5]);
    expect(store.$list.get().data.map((o) => o.id)).toEqual([1, 3, 4, 6, 7, 8, 9, 10]);
  });

  it('failures throw a readable ApiError and leave the data unchanged', async () => {
    const store = fresh();
    await store.open();
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
    await store.open();
    await expect(store.remove([1, 99])).rejects.toMatchObject({ status: 404 });
    expect(store.$list.get().data.map((o) => o.id)).not.toContain(1);
    expect(store.$list.get().data).toHaveLength(9);
  });
});

describe('listStore registry', () => {
  it('one cached store per list name', () => {
    expect(listStore('order')).toBe(listStore('order'));
    expect(listStore('order')).not.toBe(listStore('seller'));
  });

  it('every list has its store, each reading its own list', async () => {
    const stores = LIST_NAMES.map((name) => listStore(name));
    expect(new Set(stores).size).toBe(LIST_NAMES.length);
    await Promise.all(stores.map((s) => s.open()));
    expect(withoutVersions(listStore('leave_hr').$list.get().data)).toEqual(SAMPLE.leave_hr);
    expect(withoutVersions(listStore('usergrid').$list.get().data)).toEqual(SAMPLE.usergrid);
    expect(stores.every((s) => s.$list.get().error === null && s.$list.get().data.length > 0)).toBe(true);
  });
});

describe('list store: row versions', () => {
  it('get reads one row with its version; update with ifMatch saves while the version holds', async () => {
    const store = listStore('department');
    await store.open({ fresh: true });
    const row = await store.get(2);
    expect(row).toMatchObject({ id: 2, version: 1 });
    const saved = await store.update({ ...row, HOD: 'Ada' }, { ifMatch: 1 });
    expect(saved).toMatchObject({ HOD: 'Ada', version: 2 });
    expect(store.$list.get().data.find((r) => r.id === 2)).toMatchObject({ HOD: 'Ada', version: 2 });
  });

  it('a stale ifMatch throws RowConflict with the row as it is now, which replaces the store copy; nothing is written', async () => {
    const store = listStore('department');
    await store.open({ fresh: true });
    // A department of its own: the sample ones have employees, whose reference refuses their delete.
    const sample = await store.get(3);
    const { id } = await store.create({
      departmentName: 'Short-lived',
      HOD: sample.HOD,
      phone: sample.phone,
      email: sample.email,
      employee: 0,
    });
    const mine = await store.get(id);
    // Someone else saves first.
    await store.update({ ...mine, HOD: 'Theirs' });
    const refused = await store.update({ ...mine, HOD: 'Mine' }, { ifMatch: 1 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RowConflict);
    expect((refused as RowConflict<{ HOD: string; version: number }>).current).toMatchObject({ HOD: 'Theirs', version: 2 });
    expect((await store.get(id)).HOD).toBe('Theirs');
    const stale = await store.removeVersion(id, 1).catch((error: unknown) => error);
    expect(stale).toBeInstanceOf(RowConflict);
    expect(store.$list.get().data.some((r) => r.id === id)).toBe(true);
    await store.removeVersion(id, 2);
    expect(store.$list.get().data.some((r) => r.id === id)).toBe(false);
  });
});
