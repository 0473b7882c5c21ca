import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { rowSchema } from '../../schemas/index.ts';
import { SAMPLE_ROWS as SAMPLE } from '../../resources/samples/rows.ts';
import { createTestServer, DEMO_AUTH } from '../node.ts';
import { withoutVersions } from '../../contract/versions.ts';
import { childrenOf, LIST_NAMES, resourceOf } from '../../resources/index.ts';

const BASE = 'http://localhost';
let backend = createTestServer();

const call = (method: string, path: string, body?: unknown) =>
  fetch(`${BASE}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...DEMO_AUTH },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

beforeAll(() => backend.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  backend.server.close();
  backend = createTestServer();
  backend.server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => backend.server.close());

describe('GET /app/<list>', () => {
  it.each(LIST_NAMES)('%s answers its sample array', async (name) => {
    const res = await call('GET', `/app/${name}`);
    expect(res.status).toBe(200);
    const rows = await res.json();
    // A list answer carries no children (an invoice's lines): the sample rows without them.
    const children = childrenOf(name).map((child) => child.name);
    expect(withoutVersions(rows)).toEqual(
      SAMPLE[name].map((row) => Object.fromEntries(Object.entries(row).filter(([k]) => !children.includes(k)))),
    );
    expect(rows).toHaveLength(resourceOf(name).sampleSize);
    expect(z.array(rowSchema(name)).safeParse(rows).success).toBe(true);
  });

  it('an absent list answers 404 "No Data Found"', async () => {
    for (const path of ['/app/receipts', '/app/leave']) {
      const res = await call('GET', path);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'No Data Found' });
    }
  });

  it('a known list removed from the backend answers 404 "No Data Found"', async () => {
    backend.server.close();
    backend = createTestServer({ absentLists: ['order'] });
    backend.server.listen({ onUnhandledRequest: 'error' });
    const res = await call('GET', '/app/order');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'No Data Found' });
    expect((await call('POST', '/app/order', {})).status).toBe(404);
  });

  it('?rows=N answers N valid synthetic rows, the same on every call', async () => {
    const first = await (await call('GET', '/app/order?rows=250')).json();
    const second = await (await call('GET', '/app/order?rows=250')).json();
    expect(first).toHaveLength(250);
    expect(first).toEqual(second);
    expect(z.array(rowSchema('order')).safeParse(first).success).toBe(true);
    const seeded = await (await call('GET', '/app/order?rows=250&seed=7')).json();
    expect(seeded).not.toEqual(first);
  });

  it.each(['-1', '1.5', 'lots', '1000001'])('?rows=%s answers 400', async (rows) => {
    const res = await call('GET', `/app/product?rows=${rows}`);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/rows must be a whole number/);
  });
});

describe('POST/PUT/DELETE /app/<list>', () => {
  const order = {
    orderId: '#ST-99999',
    orderDate: '2026-11-01',
    deliveryDate: '2026-11-05',
    customerId: 1,
    customerName: 'Ada Lovelace',
    paymentMethod: 'COD',
    amount: 42.5,
    deliveryStatus: 'New',
  };

  it('POST assigns the next id, answers the row, and later GETs include it', async () => {
    const res = await call('POST', '/app/order', order);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ...order, id: 11, version: 1 });
    const rows = await (await call('GET', '/app/order')).json();
    expect(rows).toHaveLength(11);
    expect(rows.at(-1)).toEqual({ ...order, id: 11, version: 1 });
  });

  it('GET next-id proposes a free reference; one another row has is refused with 409 on POST and PUT', async () => {
    const next = await (await call('GET', '/app/order/next-id')).json();
    const rows: { orderId: string }[] = await (await call('GET', '/app/order')).json();
    expect(next.field).toBe('orderId');
    expect(next.value).toMatch(/^#ST-\d{5,}$/);
    expect(rows.map((r) => r.orderId)).not.toContain(next.value);
    const [first, second] = SAMPLE.order;
    const posted = await call('POST', '/app/order', { ...order, orderId: first!.orderId });
    expect(posted.status).toBe(409);
    expect(await posted.json()).toEqual({ message: `The reference "${first!.orderId}" is already taken` });
    expect((await call('PUT', `/app/order/${second!.id}`, { ...second, orderId: first!.orderId })).status).toBe(409);
    expect((await call('PUT', `/app/order/${first!.id}`, first)).status).toBe(200);
  });

  it('POST refuses values not written as the samples write them, naming an example', async () => {
    const res = await call('POST', '/app/employee', { ...SAMPLE.employee[0], id: undefined, employeeId: 'EMP-9001', phone: '555 0101' });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Invalid input: phone: Expected a phone number written like +1 (555) 200-1000');
    const cents = await call('POST', '/app/order', { ...order, orderId: '#ST-99998', amount: 1.005 });
    expect((await cents.json()).message).toContain('amount');
  });

  it('POST refuses a bad row with a clear message', async () => {
    const res = await call('POST', '/app/order', { ...order, amount: -3, deliveryStatus: 'Lost' });
    expect(res.status).toBe(400);
    const { message } = await res.json();
    expect(message).toMatch(/^Invalid input: /);
    expect(message).toContain('amount');
    expect(message).toContain('deliveryStatus');
  });

  it('POST applies the rules between fields', async () => {
    const res = await call('POST', '/app/order', { ...order, deliveryDate: '2026-10-01' });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Invalid input: deliveryDate: The delivery date is before the order date');
  });

  it('PUT replaces the row with that id', async () => {
    const updated = { ...SAMPLE.order[2]!, customerName: 'Grace Hopper' };
    const res = await call('PUT', `/app/order/${updated.id}`, updated);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ...updated, version: 2 });
    const rows = await (await call('GET', '/app/order')).json();
    expect(rows[2]).toEqual({ ...updated, version: 2 });
  });

  it('PUT refuses an unknown id, a mismatched id and a bad body', async () => {
    const row = SAMPLE.order[0]!;
    expect((await call('PUT', '/app/order/999', { ...row, id: 999 })).status).toBe(404);
    expect((await call('PUT', `/app/order/${row.id}`, { ...row, id: 2 })).status).toBe(400);
    expect((await call('PUT', `/app/order/${row.id}`, { ...row, amount: 'a lot' })).status).toBe(400);
  });

  it('DELETE removes the row and answers its id', async () => {
    const res = await call('DELETE', '/app/order/3');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: 3 });
    const rows: { id: number }[] = await (await call('GET', '/app/order')).json();
    expect(rows.map((r) => r.id)).not.toContain(3);
    expect((await call('DELETE', '/app/order/3')).status).toBe(404);
  });

  it('edits live for the page only: a new backend starts from the sample data', async () => {
    await call('DELETE', '/app/notes/1');
    backend.server.close();
    backend = createTestServer();
    backend.server.listen();
    expect(await (await call('GET', '/app/notes')).json()).toHaveLength(10);
  });
});

describe('GET /app/<list> with a list query', () => {
  it('answers { items, total } with page, sorted, searched and filtered', async () => {
    const res = await call('GET', '/app/order?page=1&pageSize=3&sort=amount:desc');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { items: { amount: number }[]; total: number };
    expect(body.total).toBe(SAMPLE.order.length);
    expect(body.items.map((r) => r.amount)).toEqual(
      [...SAMPLE.order]
        .map((r) => r.amount)
        .sort((a, b) => b - a)
        .slice(0, 3),
    );
  });

  it('filters without page and answers the plain array', async () => {
    const status = SAMPLE.order[0]!.deliveryStatus;
    const res = await call('GET', `/app/order?deliveryStatus=${encodeURIComponent(status)}`);
    const rows = (await res.json()) as { deliveryStatus: string }[];
    expect(Array.isArray(rows)).toBe(true);
    expect(rows.length).toBe(SAMPLE.order.filter((r) => r.deliveryStatus === status).length);
    expect(rows.every((r) => r.deliveryStatus === status)).toBe(true);
  });

  it.each(['page=0', 'pageSize=501', 'sort=nope:asc', 'sort=amount'])('answers 400 with a message for %s', async (search) => {
    const res = await call('GET', `/app/order?${search}`);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/page|sort/);
  });

  it('pages synthetic rows too', async () => {
    const body = (await (await call('GET', '/app/order?rows=1000&page=3&pageSize=100')).json()) as {
      items: { id: number }[];
      total: number;
    };
    expect(body.total).toBe(1000);
    expect(body.items).toHaveLength(100);
  });

  it('answers 401 without a valid token', async () => {
    const res = await fetch(`${BASE}/app/order`, { headers: { Authorization: 'Bearer forged' } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthorised' });
  });
});
