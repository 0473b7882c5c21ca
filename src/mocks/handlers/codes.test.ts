import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_ROWS as SAMPLE } from '../../resources/samples/rows.ts';
import { createTestServer, DEMO_AUTH } from '../node.ts';

const BASE = 'http://localhost';
let backend = createTestServer();

const call = (method: string, path: string, body?: unknown) =>
  fetch(`${BASE}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...DEMO_AUTH },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const nextId = async (list: string) => ((await (await call('GET', `/app/${list}/next-id`)).json()) as { value: string }).value;
const digits = (code: string) => Number(/\d+$/.exec(code)![0]);

beforeAll(() => backend.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  backend.server.close();
  backend = createTestServer();
  backend.server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => backend.server.close());

describe('the fake backend never proposes a number twice', () => {
  const { id: _id, ...order } = SAMPLE.order[0]!;

  it('a deleted order keeps its number: the next proposal is past it', async () => {
    const first = await nextId('order');
    const created = (await (await call('POST', '/app/order', { ...order, orderId: first })).json()) as { id: number };
    expect((await call('DELETE', `/app/order/${created.id}`)).status).toBe(200);
    const second = await nextId('order');
    expect(digits(second)).toBeGreaterThan(digits(first));
  });

  it('nor the number of a deleted sample row, nor one typed by hand', async () => {
    const highest = SAMPLE.order.reduce((a, b) => (digits(b.orderId) > digits(a.orderId) ? b : a));
    expect((await call('DELETE', `/app/order/${highest.id}`)).status).toBe(200);
    expect(digits(await nextId('order'))).toBeGreaterThan(digits(highest.orderId));
    const typed = (await (await call('POST', '/app/order', { ...order, orderId: '#ST-20000' })).json()) as { id: number };
    await call('DELETE', `/app/order/${typed.id}`);
    expect(await nextId('order')).toBe('#ST-20001');
  });

  it('two proposals in a row differ, and staff numbers follow the same rule', async () => {
    const a = await nextId('employee');
    const b = await nextId('employee');
    expect(digits(b)).toBe(digits(a) + 1);
    const { id: _e, ...employee } = SAMPLE.employee.at(-1)!;
    const created = (await (await call('POST', '/app/employee', { ...employee, employeeId: b })).json()) as { id: number };
    await call('DELETE', `/app/employee/${created.id}`);
    expect(digits(await nextId('employee'))).toBe(digits(b) + 1);
  });
});
