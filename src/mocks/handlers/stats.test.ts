import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statsSchema, type Stats } from '../../schemas/stats.ts';
import { DASHBOARDS, presetPeriod, previousPeriod, todayIso } from '../../stats/period.ts';
import { createTestServer, DEMO_AUTH } from '../node.ts';
import type { Expense } from '../../resources/expense.ts';
import type { Order } from '../../resources/order.ts';

const BASE = 'http://localhost';
// The sample company's orders and expenses, which the dashboards sum.
const backend = createTestServer({ company: true });
const get = async <T>(path: string): Promise<{ status: number; body: T }> => {
  const res = await fetch(`${BASE}${path}`, { headers: DEMO_AUTH });
  return { status: res.status, body: (await res.json()) as T };
};
const kpi = (stats: Stats, key: string) => stats.kpis.find((k) => k.key === key)!;
const cents = (n: number) => Math.round(n * 100);

beforeAll(() => backend.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => backend.server.close());

describe('GET /app/stats/<dashboard>', () => {
  it.each(DASHBOARDS)('%s answers the contract schema with at least four KPIs and four charts', async (name) => {
    const { status, body } = await get<Stats>(`/app/stats/${name}?from=2026-01-01&to=2026-03-31`);
    expect(status).toBe(200);
    expect(statsSchema.safeParse(body).success).toBe(true);
    expect(body.kpis.length).toBeGreaterThanOrEqual(4);
    expect(body.charts.length).toBeGreaterThanOrEqual(4);
    expect(new Set(body.charts.map((c) => c.kind)).size).toBeGreaterThanOrEqual(3);
    expect(body.previous).toEqual({ from: '2025-10-03', to: '2025-12-31' });
  });

  it('refuses a bad period', async () => {
    expect((await get(`/app/stats/ecommerce?from=2026-02-30&to=2026-03-01`)).status).toBe(400);
    expect((await get(`/app/stats/ecommerce?from=2026-03-02&to=2026-03-01`)).status).toBe(400);
    expect((await get(`/app/stats/ecommerce?from=2024-01-01&to=2026-03-01`)).status).toBe(400);
    expect((await get(`/app/stats/ecommerce?interval=year`)).status).toBe(400);
  });

  it('the revenue, orders and returns KPIs are sums of the rows GET /app/order?from=&to= pages through', async () => {
    const { from, to } = presetPeriod('90d');
    const stats = (await get<Stats>(`/app/stats/ecommerce?from=${from}&to=${to}`)).body;
    const rows: Order[] = [];
    for (let page = 1; ; page++) {
      const { body } = await get<{ items: Order[]; total: number }>(`/app/order?from=${from}&to=${to}&page=${page}&pageSize=500`);
      rows.push(...body.items);
      if (rows.length >= body.total) break;
    }
    expect(rows.length).toBeGreaterThan(1000);
    const revenue = rows.filter((o) => o.deliveryStatus !== 'Cancelled').reduce((s, o) => s + cents(o.amount), 0);
    expect(cents(kpi(stats, 'revenue').value)).toBe(revenue);
    expect(kpi(stats, 'orders').value).toBe(rows.length);
    expect(kpi(stats, 'returns').value).toBe(rows.filter((o) => o.deliveryStatus === 'Return').length);
    expect(kpi(stats, 'revenue').spark.reduce((a, b) => a + cents(b), 0)).toBe(revenue);
  });

  it('the sample orders are part of the history, and an order added to the list moves the revenue', async () => {
    const range = 'from=2026-10-01&to=2026-11-10';
    const { body } = await get<Order[]>(`/app/order?${range}`);
    expect(body.filter((o) => o.id <= 10)).toHaveLength(10);
    const before = kpi((await get<Stats>(`/app/stats/ecommerce?${range}`)).body, 'revenue').value;
    const order = {
      orderId: '#ST-99001',
      orderDate: '2026-10-20',
      deliveryDate: '2026-10-22',
      customerId: 1,
      customerName: 'Test',
      paymentMethod: 'COD',
      amount: 1000,
      deliveryStatus: 'Delivered',
    };
    await fetch(`${BASE}/app/order`, {
      method: 'POST',
      headers: { ...DEMO_AUTH, 'Content-Type': 'application/json' },
      body: JSON.stringify(order),
    });
    const after = kpi((await get<Stats>(`/app/stats/ecommerce?${range}`)).body, 'revenue').value;
    expect(cents(after) - cents(before)).toBe(100_000);
  });

  it('finance: expenses are the sum of GET /app/expense?from=&to=, profit is revenue less expenses and salaries', async () => {
    const period = presetPeriod('12m');
    const stats = (await get<Stats>(`/app/stats/finance?from=${period.from}&to=${period.to}`)).body;
    const { body } = await get<Expense[]>(`/app/expense?from=${period.from}&to=${period.to}`);
    expect(cents(kpi(stats, 'expenses').value)).toBe(body.reduce((s, e) => s + cents(e.amount), 0));
    const [revenue, expenses, salary, profit] = ['revenue', 'expenses', 'salaryCost', 'profit'].map((k) => cents(kpi(stats, k).value));
    expect(Math.abs(profit! - (revenue! - expenses! - salary!))).toBeLessThanOrEqual(stats.kpis[0]!.spark.length);
  });

  it('is the same for the same period (a day holds the same rows whenever it is asked)', async () => {
    const a = await get<Stats>('/app/stats/analytics?from=2025-06-01&to=2025-06-30');
    const b = await get<Stats>('/app/stats/analytics?from=2025-06-01&to=2025-06-30');
    expect(a.body).toEqual(b.body);
    const sessions = kpi(a.body, 'sessions');
    expect(sessions.value).toBeGreaterThan(300);
    const heat = a.body.charts.find((c) => c.key === 'hours')!;
    expect(heat.series.flatMap((s) => s.values).reduce((x, y) => x + y, 0)).toBe(sessions.value);
  });

  it("hr: the head count at the end of today is the employees list's count of those employed, and each department's its employees'", async () => {
    const today = todayIso();
    const period = { ...presetPeriod('30d'), to: today };
    const stats = (await get<Stats>(`/app/stats/hr?from=${period.from}&to=${period.to}`)).body;
    // Those who left by today (an exit date, today's included) are listed but count no more.
    const listed = (await get<{ departmentId: number; exitDate: string | null }[]>('/app/employee')).body;
    const employees = listed.filter((e) => e.exitDate === null || e.exitDate > today);
    expect(employees.length).toBeLessThan(listed.length);
    expect(kpi(stats, 'headcount').value).toBe(employees.length);
    const departments = (await get<{ id: number; departmentName: string }[]>('/app/department')).body;
    const chart = stats.charts.find((c) => c.key === 'headcount')!;
    for (const d of departments) {
      const series = chart.series.find((s) => s.key === d.departmentName)!;
      expect(series.values.at(-1), d.departmentName).toBe(employees.filter((e) => e.departmentId === d.id).length);
    }
    expect(previousPeriod({ ...period, interval: 'day' }).to < period.from).toBe(true);
  });
});
