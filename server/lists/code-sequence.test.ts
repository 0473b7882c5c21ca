import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, jsonInit, signIn, START_TIMEOUT, type TestServer } from '../test-server.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await createTestServer();
  token = await signIn(server);
}, START_TIMEOUT);
afterAll(() => server.close());

const sample = (name: string) => JSON.parse(readFileSync(new URL(`../../src/content/data/${name}.json`, import.meta.url), 'utf8'));
const call = (method: string, path: string, body?: unknown) => server.request(path, jsonInit(method, body, token));
const nextId = async (list: string) => ((await (await call('GET', `/app/${list}/next-id`)).json()) as { value: string }).value;
const digits = (code: string) => Number(/\d+$/.exec(code)![0]);

describe('the server never proposes a number twice (a sequence per list)', () => {
  const orders: { id: number; orderId: string }[] = sample('order');
  const { id: _id, ...order } = orders[0]!;

  it('nor the number of a deleted sample row, seeded before any proposal', async () => {
    const highest = orders.reduce((a, b) => (digits(b.orderId) > digits(a.orderId) ? b : a));
    expect((await call('DELETE', `/app/order/${highest.id}`)).status).toBe(200);
    expect(digits(await nextId('order'))).toBeGreaterThan(digits(highest.orderId));
  });

  it('a deleted order keeps its number: the next proposal is past it', async () => {
    const first = await nextId('order');
    const created = (await (await call('POST', '/app/order', { ...order, orderId: first })).json()) as { id: number };
    expect((await call('DELETE', `/app/order/${created.id}`)).status).toBe(200);
    expect(digits(await nextId('order'))).toBeGreaterThan(digits(first));
  });

  it('nor one typed by hand', async () => {
    const typed = (await (await call('POST', '/app/order', { ...order, orderId: '#ST-20000' })).json()) as { id: number };
    expect((await call('DELETE', `/app/order/${typed.id}`)).status).toBe(200);
    expect(await nextId('order')).toBe('#ST-20001');
  });

  it('proposals asked for at once are all different, and staff numbers follow the same rule', async () => {
    const values = await Promise.all(Array.from({ length: 12 }, () => nextId('employee')));
    expect(new Set(values).size).toBe(12);
    const last = Math.max(...values.map(digits));
    const { id: _e, ...employee } = sample('employee').at(-1);
    const created = (await (await call('POST', '/app/employee', { ...employee, employeeId: `EMP-${last}` })).json()) as { id: number };
    expect((await call('DELETE', `/app/employee/${created.id}`)).status).toBe(200);
    expect(digits(await nextId('employee'))).toBe(last + 1);
  });
});
