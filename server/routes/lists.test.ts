import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_NAMES } from '../../src/schemas/index.ts';
import { listScreen } from '../../src/screens/index.ts';
import { createTestServer, jsonInit, signIn, START_TIMEOUT, type TestServer } from '../test-server.ts';
import { withoutVersions } from '../../src/api/contract/versions.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await createTestServer();
  token = await signIn(server);
}, START_TIMEOUT);
afterAll(() => server.close());

const sample = (name: string) => JSON.parse(readFileSync(new URL(`../../src/content/data/${name}.json`, import.meta.url), 'utf8'));
const get = async (path: string) => {
  const res = await server.request(path, jsonInit('GET', undefined, token));
  // Row versions have tests of their own (versions.test.ts); here the fields are compared.
  return { status: res.status, body: withoutVersions(await res.json()) };
};
const call = (method: string, path: string, body?: unknown) => server.request(path, jsonInit(method, body, token));

describe('GET /app/<list>', () => {
  it.each(LIST_NAMES)('%s answers its sample rows as a plain array', async (name) => {
    const { status, body } = await get(`/app/${name}`);
    expect(status).toBe(200);
    expect(body).toEqual(sample(name));
    expect(body).toHaveLength(listScreen(name).sampleSize);
  });

  it('an unknown list answers 401 "No Data Found"', async () => {
    expect(await get('/app/invoices')).toEqual({ status: 401, body: { message: 'No Data Found' } });
  });

  it('with page: one page of { items, total }, sorted, the id breaking ties', async () => {
    const rows: { id: number; amount: number }[] = sample('order');
    const byAmount = [...rows].sort((a, b) => b.amount - a.amount || b.id - a.id);
    const { status, body } = await get('/app/order?page=2&pageSize=3&sort=amount:desc');
    expect(status).toBe(200);
    expect(body.total).toBe(rows.length);
    expect(body.items).toEqual(byAmount.slice(3, 6));
  });

  it('filters by equality (repeated names are OR), numbers and booleans as such; total counts the filtered rows', async () => {
    const orders: { deliveryStatus: string }[] = sample('order');
    const wanted = orders.filter((o) => o.deliveryStatus === 'Delivered' || o.deliveryStatus === 'Pending');
    const { body } = await get('/app/order?page=1&pageSize=500&deliveryStatus=Delivered&deliveryStatus=Pending');
    expect(body.total).toBe(wanted.length);
    expect(body.items).toEqual(wanted);
    const friends: { isFollow: boolean }[] = sample('friends');
    const following = await get('/app/friends?isFollow=true');
    expect(following.body).toEqual(friends.filter((f) => f.isFollow));
    const employees: { experience: number }[] = sample('employee');
    const experience = employees[0]!.experience;
    const same = await get(`/app/employee?page=1&experience=${experience}&sort=name:asc`);
    expect(same.body.total).toBe(employees.filter((e) => e.experience === experience).length);
  });

  it('q matches a case-insensitive substring of any string field, not across two fields; % and _ are literal', async () => {
    const orders: { customerName: string; orderId: string }[] = sample('order');
    const chloe = await get('/app/order?q=CHLOÉ');
    expect(chloe.body).toEqual(orders.filter((o) => o.customerName.toLowerCase().includes('chloé')));
    expect(chloe.body.length).toBeGreaterThan(0);
    const last = orders.at(-1)!;
    expect((await get(`/app/order?q=${encodeURIComponent(last.orderId.slice(-2) + last.orderId)}`)).body).toEqual([]);
    expect((await get('/app/order?q=%25')).body).toEqual([]);
    const paged = await get('/app/order?page=1&pageSize=1&q=chlo');
    expect(paged.body.total).toBe(chloe.body.length);
  });

  it.each([
    ['page=0', /page must be/],
    ['page=1.5', /page must be/],
    ['page=1&pageSize=501', /pageSize must be/],
    ['sort=secret:asc', /sort must be/],
    ['sort=amount', /sort must be/],
  ])('?%s answers 400 with a message', async (query, message) => {
    const { status, body } = await get(`/app/order?${query}`);
    expect(status).toBe(400);
    expect(body.message).toMatch(message);
  });
});

it('a filter value that cannot equal the field (text for a number, yes for a flag) matches no row', async () => {
  expect((await get('/app/order?amount=lots')).body).toEqual([]);
  expect((await get('/app/friends?page=1&isFollow=yes')).body).toEqual({ items: [], total: 0 });
});

it('sorts text in code-point order, as the in-memory list query does', async () => {
  const names: string[] = sample('order').map((o: { customerName: string }) => o.customerName);
  const { body } = await get('/app/order?sort=customerName:asc');
  expect(body.map((o: { customerName: string }) => o.customerName)).toEqual([...names].sort());
});

describe('POST/PUT/DELETE /app/<list>', () => {
  const order = {
    orderId: '#ST-99999',
    orderDate: '2026-11-01',
    deliveryDate: '2026-11-05',
    customerName: 'Ada Lovelace',
    paymentMethod: 'COD',
    amount: 42.5,
    deliveryStatus: 'New',
  };

  it('POST assigns the next id and answers the row; totals follow every write', async () => {
    const before = (await get('/app/order?page=1&deliveryStatus=New')).body.total;
    const res = await call('POST', '/app/order', order);
    expect(res.status).toBe(200);
    const created = await res.json();
    expect(created).toEqual({ ...order, id: listScreen('order').sampleSize + 1, version: 1 });
    expect((await get('/app/order?page=1&deliveryStatus=New')).body.total).toBe(before + 1);
    expect((await get('/app/order?page=1')).body.total).toBe(listScreen('order').sampleSize + 1);

    const moved = await call('PUT', `/app/order/${created.id}`, { ...created, deliveryStatus: 'Delivered' });
    expect(moved.status).toBe(200);
    expect((await get('/app/order?page=1&deliveryStatus=New')).body.total).toBe(before);

    expect(await (await call('DELETE', `/app/order/${created.id}`)).json()).toEqual({ id: created.id });
    expect((await get('/app/order?page=1')).body.total).toBe(listScreen('order').sampleSize);
    expect((await call('DELETE', `/app/order/${created.id}`)).status).toBe(404);
  });

  it('POST refuses a bad row naming the fields, and applies the rules between fields', async () => {
    const bad = await call('POST', '/app/order', { ...order, amount: -3, deliveryStatus: 'Lost' });
    expect(bad.status).toBe(400);
    const { message } = await bad.json();
    expect(message).toMatch(/^Invalid input: /);
    expect(message).toContain('amount');
    expect(message).toContain('deliveryStatus');
    const early = await call('POST', '/app/order', { ...order, deliveryDate: '2026-10-01' });
    expect(await early.json()).toEqual({ message: 'Invalid input: deliveryDate: The delivery date is before the order date' });
  });

  it('PUT replaces the row; refuses an unknown id, a mismatched id and a bad body', async () => {
    const row = sample('employee')[2];
    const res = await call('PUT', `/app/employee/${row.id}`, { ...row, name: 'Grace Hopper' });
    expect(await res.json()).toEqual({ ...row, name: 'Grace Hopper', version: 2 });
    expect((await get('/app/employee')).body[2].name).toBe('Grace Hopper');
    expect((await call('PUT', '/app/employee/999', { ...row, id: 999 })).status).toBe(404);
    expect((await call('PUT', `/app/employee/${row.id}`, { ...row, id: 2 })).status).toBe(400);
    expect((await call('PUT', `/app/employee/${row.id}`, { ...row, experience: 'long' })).status).toBe(400);
  });

  it('writes need the bearer token', async () => {
    const res = await server.request('/app/order', jsonInit('POST', order));
    expect(res.status).toBe(401);
  });
});
