import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, jsonInit, signIn, START_TIMEOUT, type TestServer } from '../test-server.ts';
import { withoutVersions } from '../../src/contract/versions.ts';
import { inArray } from 'drizzle-orm';
import { listTable } from '../db/list-tables.ts';
import { DIRECT_OFFSET } from '../lists/list-queries.ts';
import { childrenOf, LIST_NAMES, resourceOf } from '../../src/resources/index.ts';

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
    // A list answer carries no children (an invoice's lines): the sample rows without them.
    const children = childrenOf(name).map((child) => child.name);
    const rows = (sample(name) as Record<string, unknown>[]).map((row) =>
      Object.fromEntries(Object.entries(row).filter(([k]) => !children.includes(k))),
    );
    expect(body).toEqual(rows);
    expect(body).toHaveLength(resourceOf(name).sampleSize);
  });

  it('an unknown list answers 404 "No Data Found"', async () => {
    expect(await get('/app/receipts')).toEqual({ status: 404, body: { message: 'No Data Found' } });
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

it.each([
  ['/app/order?amount=lots', 'amount must be a number'],
  ['/app/order?amount=1e999', 'amount must be a number'],
  ['/app/friends?page=1&isFollow=yes', 'isFollow must be true or false'],
  ['/app/order?id=1.5', 'id must be a whole number from -2147483648 to 2147483647'],
  ['/app/order?id=99999999999999999999', 'id must be a whole number from -2147483648 to 2147483647'],
  ['/app/order?id=2147483648', 'id must be a whole number from -2147483648 to 2147483647'],
  ['/app/order?q=a%00b', 'q must not contain a NUL character'],
  ['/app/order?customerName=a%00b', 'customerName must not contain a NUL character'],
  [`/app/order?q=${'x'.repeat(201)}`, 'q must be at most 200 characters'],
  ['/app/order?page=99999999999', 'page must be a whole number from 1 to 2147483647'],
  ['/app/order?page=1.5', 'page must be a whole number from 1 to 2147483647'],
  ['/app/order?page=1&pageSize=501', 'pageSize must be a whole number from 1 to 500'],
  ['/app/order?sort=amount:sideways', expect.stringMatching(/^sort must be field:asc or field:desc/)],
])('%s answers 400 with a message, never 500', async (path, message) => {
  const res = await get(path);
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ message });
});

it('the largest id and page still answer (an empty page), not an error', async () => {
  expect((await get('/app/order?id=2147483647')).body).toEqual([]);
  expect((await get('/app/order?page=2147483647&pageSize=500')).body).toMatchObject({ items: [] });
});

it('a body with a NUL character, or an integer beyond the column, answers 400', async () => {
  const order = sample('order')[0] as Record<string, unknown>;
  const { id: _id, ...input } = order;
  const nul = await server.request('/app/order', jsonInit('POST', { ...input, customerName: 'a\u0000b' }, token));
  expect(nul.status).toBe(400);
  expect(await nul.json()).toEqual({ message: 'Invalid input: text must not contain a NUL character' });
  const product = sample('product')[0] as Record<string, unknown>;
  const { id: _pid, ...productInput } = product;
  const huge = await server.request(
    '/app/product',
    jsonInit('POST', { ...productInput, productCode: '#SH-99001', stock: 3_000_000_000 }, token),
  );
  expect(huge.status).toBe(400);
  expect(await huge.json()).toEqual({ message: 'A value is out of range or not valid for its field' });
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
    customerId: 1,
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
    expect(created).toEqual({ ...order, id: resourceOf('order').sampleSize + 1, version: 1 });
    expect((await get('/app/order?page=1&deliveryStatus=New')).body.total).toBe(before + 1);
    expect((await get('/app/order?page=1')).body.total).toBe(resourceOf('order').sampleSize + 1);

    const moved = await call('PUT', `/app/order/${created.id}`, { ...created, deliveryStatus: 'Delivered' });
    expect(moved.status).toBe(200);
    expect((await get('/app/order?page=1&deliveryStatus=New')).body.total).toBe(before);

    expect(await (await call('DELETE', `/app/order/${created.id}`)).json()).toEqual({ id: created.id });
    expect((await get('/app/order?page=1')).body.total).toBe(resourceOf('order').sampleSize);
    expect((await call('DELETE', `/app/order/${created.id}`)).status).toBe(404);
  });

  it('a page (JSON written by the database) carries each row exactly as reading it alone does: escapes, non-ASCII, cents', async () => {
    const names = ['Zoë "Quote" \\ back\tslash', 'Ünïcødé 😀 \u2028 <b>&amp;</b> \u0001'];
    const amounts = [0.07, 99_999_999.99];
    const created: ({ id: number } & Record<string, unknown>)[] = [];
    for (const [i, customerName] of names.entries()) {
      const res = await call('POST', '/app/order', {
        ...order,
        orderId: `#ST-9880${i}`,
        customerName: `pagejson ${customerName}`,
        amount: amounts[i],
      });
      expect(res.status).toBe(200);
      created.push(await res.json());
    }
    const res = await server.request('/app/order?page=1&pageSize=5&q=pagejson&sort=amount:asc', jsonInit('GET', undefined, token));
    expect(res.headers.get('Content-Type')).toBe('application/json');
    const page = await res.json();
    expect(page).toEqual({ items: created, total: 2 });
    for (const row of created) {
      expect(await (await call('GET', `/app/order/${row.id}`)).json()).toEqual(row);
      expect(await (await call('DELETE', `/app/order/${row.id}`)).json()).toEqual({ id: row.id });
    }
    expect(await (await call('GET', '/app/order?page=1&q=pagejson')).json()).toEqual({ items: [], total: 0 });
  });

  it('a page answers the same rows whether read directly (small offsets) or by ids first (from DIRECT_OFFSET on)', async () => {
    const table = listTable('order');
    const rows = Array.from({ length: DIRECT_OFFSET + 40 }, (_, i) => ({
      ...order,
      orderId: `#ST-7${String(i).padStart(5, '0')}`,
      customerName: `Deep ${String(i % 97).padStart(2, '0')}`,
      amount: i % 13,
    }));
    const inserted = await server.database.db
      .insert(table)
      .values(rows as Record<string, unknown>[])
      .returning({ id: table.id });
    try {
      const pageSize = 20;
      const lastDirect = DIRECT_OFFSET / pageSize; // its offset is DIRECT_OFFSET - pageSize; the next page's is DIRECT_OFFSET
      for (const sort of ['', 'sort=customerName:desc', 'sort=amount:asc']) {
        const all = (await get(`/app/order?${sort}`)).body as unknown[];
        for (const page of [1, lastDirect, lastDirect + 1]) {
          const { body } = await get(`/app/order?page=${page}&pageSize=${pageSize}&${sort}`);
          expect(body).toEqual({ items: all.slice((page - 1) * pageSize, page * pageSize), total: all.length });
        }
      }
    } finally {
      await server.database.db.delete(table).where(
        inArray(
          table.id,
          inserted.map((row) => row.id),
        ),
      );
    }
  });

  it('GET next-id proposes a free reference; one another row has is refused with 409 on POST and PUT', async () => {
    const next = (await get('/app/order/next-id')).body;
    const orders: { id: number; orderId: string }[] = (await get('/app/order')).body;
    expect(next.field).toBe('orderId');
    expect(next.value).toMatch(/^#ST-\d{5,}$/);
    expect(orders.map((r) => r.orderId)).not.toContain(next.value);
    const [first, second] = sample('order');
    const posted = await call('POST', '/app/order', { ...order, orderId: first.orderId });
    expect(posted.status).toBe(409);
    expect(await posted.json()).toEqual({ message: `The reference "${first.orderId}" is already taken` });
    expect((await call('PUT', `/app/order/${second.id}`, { ...second, orderId: first.orderId })).status).toBe(409);
    expect((await call('PUT', `/app/order/${first.id}`, first)).status).toBe(200);
    const { id: _id, ...employee } = sample('employee')[0];
    const bad = await call('POST', '/app/employee', { ...employee, employeeId: 'EMP-9001', phone: '555 0101' });
    expect(await bad.json()).toEqual({ message: 'Invalid input: phone: Expected a phone number written like +1 (555) 200-1000' });
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
