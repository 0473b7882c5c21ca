import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DEMO_AUTH } from '../../mocks/node.ts';
import { listScreen } from '../../screens/index.ts';
import { chartDrill, DRILL_PAGES, drillPath, drillQuery, drillSearch, kpiDrill, tableRowPath, type Drill } from './drill.ts';
import { presetPeriod, type DashboardName, type Period } from '../period.ts';
import type { Stats } from '../../schemas/stats.ts';

const BASE = 'http://localhost';
const backend = createTestServer({ company: true });
beforeAll(() => backend.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => backend.server.close());

async function get<T>(path: string, query: Record<string, string | number> | URLSearchParams = {}): Promise<T> {
  const params = query instanceof URLSearchParams ? query : new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await fetch(`${BASE}${path}?${params.toString()}`, { headers: DEMO_AUTH });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

/** What the list a drill opens totals: its row count, or the sum of its amounts for a money figure. */
async function listTotal(drill: Drill, unit: string): Promise<number> {
  if (unit === 'count') return (await get<{ total: number }>(`/app/${drill.list}`, { ...drillQuery(drill), page: 1, pageSize: 1 })).total;
  // What customers owe: the balances of the invoices listed, in US cents.
  if (drill.list === 'invoices') {
    const owed = await get<{ balance: number; currency: string }[]>(`/app/invoices`, drillSearch(drill));
    expect(owed.every((r) => r.currency === 'USD')).toBe(true);
    return owed.reduce((s, r) => s + r.balance, 0) / 100;
  }
  const rows = await get<{ amount: number }[]>(`/app/${drill.list}`, drillQuery(drill));
  return Math.round(rows.reduce((s, r) => s + Math.round(r.amount * 100), 0)) / 100;
}

const periods: [DashboardName, Period][] = [
  ['ecommerce', { ...presetPeriod('30d'), interval: 'day' }],
  ['ecommerce', { ...presetPeriod('12m'), interval: 'month' }],
  ['finance', { ...presetPeriod('90d'), interval: 'week' }],
  ['finance', { ...presetPeriod('30d'), interval: 'day' }],
];

describe('drill-down links: each figure equals the total of the list its link opens (fake backend, the sample company)', () => {
  it('name the list screens by their pages, and the status as the orders screen filter tab', () => {
    expect(DRILL_PAGES.order).toBe(listScreen('order').path);
    expect(DRILL_PAGES.expense).toBe(listScreen('expense').path);
    expect(listScreen('order').filter?.key).toBe('deliveryStatus');
    expect(tableRowPath('recentOrders', 7)).toBe(`${listScreen('order').path}view/?id=7`);
    expect(tableRowPath('topProducts', 7)).toBeUndefined();
    expect(drillPath({ list: 'order', from: '2026-11-01', to: '2026-11-30', status: 'Return' })).toBe(
      'apps/ecommerce/orders/?from=2026-11-01&to=2026-11-30&filter=Return',
    );
    // What customers owe: the invoices screen's value filters, only for a period that ends today.
    expect(DRILL_PAGES.invoices).toBe(listScreen('invoices').path);
    expect(listScreen('invoices').valueFilters).toEqual(['status', 'currency']);
    const today = { from: '2026-11-04', to: '2026-12-03', interval: 'day' } as const;
    expect(drillPath(kpiDrill('finance', 'outstanding', today, '2026-12-03')!)).toBe(
      'apps/invoices/?status=sent%2Cpartly_paid%2Coverdue&currency=USD',
    );
    expect(drillSearch(kpiDrill('finance', 'overdue', today, '2026-12-03')!).toString()).toBe('status=overdue&currency=USD');
    expect(kpiDrill('finance', 'outstanding', today, '2026-12-04')).toBeUndefined();
    expect(kpiDrill('finance', 'invoicesPaid', today, '2026-12-03')).toBeUndefined();
  });

  it.each(periods)('%s over %o', async (dashboard, period) => {
    const stats = await get<Stats>(`/app/stats/${dashboard}`, { from: period.from, to: period.to, interval: period.interval });
    let checked = 0;
    for (const kpi of stats.kpis) {
      const drill = kpiDrill(dashboard, kpi.key, period);
      if (!drill) continue;
      expect(await listTotal(drill, kpi.unit), kpi.key).toBe(kpi.value);
      checked++;
    }
    for (const chart of stats.charts) {
      for (let i = 0; i < chart.labels.length; i++) {
        const drill = chartDrill(dashboard, chart, i, period);
        if (!drill) continue;
        // A bucket's own figures: not the previous period's laid beside it, and of revenue / expenses / salaries the expenses.
        const series = chart.series.filter((s) => s.key !== 'previous' && (chart.key !== 'revenueExpenses' || s.key === 'expenses'));
        const figure = Math.round(series.reduce((s, x) => s + x.values[i]! * 100, 0)) / 100;
        expect(await listTotal(drill, chart.unit), `${chart.key} ${chart.labels[i]}`).toBe(figure);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(3);
  });
});
