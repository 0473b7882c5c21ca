import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statsSchema, type Stats } from '../../src/schemas/stats.ts';
import { ecommerceStats, orderFact, sessionDays } from '../../src/stats/ecommerce.ts';
import { financeStats } from '../../src/stats/finance.ts';
import { hrStats } from '../../src/stats/hr.ts';
import { epochDay, isoDay, previousPeriod, todayIso, type Period } from '../../src/stats/period.ts';
import { createTestServer, jsonInit, signIn, START_TIMEOUT, TEST_DRIVER, type TestServer } from '../test-server.ts';
import type { Department } from '../../src/resources/department.ts';
import type { Employee } from '../../src/resources/employee.ts';
import type { Estimate } from '../../src/resources/estimate.ts';
import type { Expense } from '../../src/resources/expense.ts';
import type { Holiday } from '../../src/resources/holidays.ts';
import type { LeaveHR } from '../../src/resources/leave_hr.ts';
import type { Order } from '../../src/resources/order.ts';
import type { Product } from '../../src/resources/product.ts';
import type { Salary } from '../../src/resources/salary.ts';
import type { Seller } from '../../src/resources/seller.ts';
import type { Session } from '../../src/resources/sessions.ts';
import { financeReceivables, type ReceivableInvoice, type ReceivablePayment } from '../../src/contract/receivables.ts';

let server: TestServer;
let token: string;
const today = todayIso();
const period: Period = { from: isoDay(epochDay(today) - 59), to: today, interval: 'week' };
const previous = previousPeriod(period);

const get = async <T>(path: string): Promise<T> => {
  const res = await server.request(path, jsonInit('GET', undefined, token));
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};

/** Every row of a dated list in the range, page by page as a client reads them. */
async function rowsOf<T>(list: 'order' | 'expense' | 'sessions', from: string, to: string): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const body = await get<{ items: T[]; total: number }>(`/app/${list}?from=${from}&to=${to}&page=${page}&pageSize=500`);
    rows.push(...body.items);
    if (rows.length >= body.total || body.items.length === 0) return rows;
  }
}

beforeAll(async () => {
  // The sample company: two years of generated orders and expenses beside the sample rows (server/db/seed-company.ts).
  server = await createTestServer({ company: true });
  token = await signIn(server);
}, START_TIMEOUT);
afterAll(() => server.close());

describe(`GET /app/stats/* on ${TEST_DRIVER}: the SQL sums equal the same figures computed in JavaScript from the rows`, () => {
  it('ecommerce', async () => {
    const orders = await rowsOf<Order>('order', previous.from, period.to);
    expect(orders.length).toBeGreaterThan(1000);
    const expected = ecommerceStats(period, {
      orders: orders.map(orderFact),
      recent: orders,
      // The sessions list's rows, as a client pages through them.
      sessions: sessionDays(await rowsOf<Session>('sessions', previous.from, period.to)),
      products: await get<Product[]>('/app/product'),
      sellers: await get<Seller[]>('/app/seller'),
    });
    const answer = await get<Stats>(`/app/stats/ecommerce?from=${period.from}&to=${period.to}&interval=week`);
    expect(statsSchema.safeParse(answer).success).toBe(true);
    expect(answer).toEqual(expected);
  });

  it('ecommerce after an edit and a delete: the trigger-kept sums follow the rows', async () => {
    const [first, second] = await rowsOf<Order>('order', period.from, period.to);
    await server.request(
      `/app/order/${first!.id}`,
      jsonInit('PUT', { ...first, amount: first!.amount + 1000, deliveryStatus: 'Delivered' }, token),
    );
    await server.request(`/app/order/${second!.id}`, jsonInit('DELETE', undefined, token));
    const orders = await rowsOf<Order>('order', previous.from, period.to);
    const answer = await get<Stats>(`/app/stats/ecommerce?from=${period.from}&to=${period.to}&interval=week`);
    const revenue = orders
      .filter((o) => o.orderDate >= period.from && o.deliveryStatus !== 'Cancelled')
      .reduce((s, o) => s + Math.round(o.amount * 100), 0);
    expect(Math.round(answer.kpis.find((k) => k.key === 'revenue')!.value * 100)).toBe(revenue);
  });

  // A read of each of the company's ~950 invoices for its payments: seconds, more on a loaded machine.
  it('finance', async () => {
    const orders = await rowsOf<Order>('order', previous.from, period.to);
    const expenses = await rowsOf<Expense>('expense', previous.from, period.to);
    const invoices = await get<ReceivableInvoice[]>('/app/invoices');
    // The sample invoices and the company's generated ones (src/company/invoices.ts), with their payments.
    expect(invoices.length).toBeGreaterThan(500);
    const payments = await Promise.all(
      invoices.map(async (i) =>
        (await get<{ payments: ReceivablePayment[] }>(`/app/invoices/${i.id}`)).payments.map((p) => ({ ...p, invoiceId: i.id })),
      ),
    );
    const expected = financeStats(period, {
      orders: orders.map(orderFact),
      expenses,
      recent: expenses,
      salaries: await get<Salary[]>('/app/salary'),
      estimates: await get<Estimate[]>('/app/estimate'),
      ...financeReceivables(invoices, payments.flat(), period, today),
    });
    const figure = (key: string) => expected.kpis.find((k) => k.key === key)!.value;
    expect(payments.flat().length).toBeGreaterThan(500);
    expect(figure('outstanding')).toBeGreaterThan(figure('overdue'));
    expect(figure('overdue')).toBeGreaterThan(0);
    expect(figure('invoicesPaid')).toBeGreaterThan(0);
    expect(await get<Stats>(`/app/stats/finance?from=${period.from}&to=${period.to}&interval=week`)).toEqual(expected);
  }, 120_000);

  it('hr', async () => {
    const departments = await get<Department[]>('/app/department');
    const expected = hrStats(period, {
      departments,
      employees: await get<Employee[]>('/app/employee'),
      leaves: await get<LeaveHR[]>('/app/leave_hr'),
      holidays: await get<Holiday[]>('/app/holidays'),
      salaries: await get<Salary[]>('/app/salary'),
      today,
    });
    expect(await get<Stats>(`/app/stats/hr?from=${period.from}&to=${period.to}&interval=week`)).toEqual(expected);
  });

  it('hr: an exit date written on an employee takes them out of the head count and adds an exit', async () => {
    const url = `/app/stats/hr?from=${period.from}&to=${period.to}&interval=week`;
    const kpi = (stats: Stats, key: string) => stats.kpis.find((k) => k.key === key)!.value;
    const before = await get<Stats>(url);
    expect(kpi(before, 'exits')).toBeGreaterThan(0);
    const { items } = await get<{ items: (Employee & { version: number })[] }>(`/app/employee?activeOn=${today}&page=1&pageSize=1`);
    const { version: _version, ...row } = items[0]!;
    const res = await server.request(`/app/employee/${row.id}`, jsonInit('PUT', { ...row, exitDate: today }, token));
    expect(res.status).toBe(200);
    const after = await get<Stats>(url);
    expect(kpi(after, 'headcount')).toBe(kpi(before, 'headcount') - 1);
    expect(kpi(after, 'exits')).toBe(kpi(before, 'exits') + 1);
    const left = await get<{ total: number }>(`/app/employee?endFrom=${today}&endTo=${today}&page=1&pageSize=1`);
    expect(left.total).toBeGreaterThanOrEqual(1);
    // An exit date before the join date is refused.
    const early = await server.request(`/app/employee/${row.id}`, jsonInit('PUT', { ...row, exitDate: '1999-01-01' }, token));
    expect(early.status).toBe(400);
  });

  // analytics: server/routes/stats-sessions.test.ts (the sessions list's rows).

  it('a bad period answers 400', async () => {
    const res = await server.request('/app/stats/hr?from=2026-05-01&to=2026-04-01', jsonInit('GET', undefined, token));
    expect(res.status).toBe(400);
    const list = await server.request('/app/order?from=2026-05-01', jsonInit('GET', undefined, token));
    expect(list.status).toBe(400);
  });
});
