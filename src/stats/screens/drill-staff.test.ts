import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DEMO_AUTH } from '../../mocks/node.ts';
import { listScreen } from '../../screens/index.ts';
import { chartDrill, DRILL_FILTERS, DRILL_PAGES, drillPath, drillQuery, kpiDrill, seriesDrill } from './drill.ts';
import { hiresExitsDrill } from './drill-staff.ts';
import { presetPeriod, type DashboardName, type Period } from '../period.ts';
import type { Stats } from '../../schemas/stats.ts';

const BASE = 'http://localhost';
const backend = createTestServer({ company: true });
beforeAll(() => backend.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => backend.server.close());

async function get<T>(path: string, query: Record<string, string | number> = {}): Promise<T> {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await fetch(`${BASE}${path}?${params.toString()}`, { headers: DEMO_AUTH });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

const periods: [DashboardName, Period][] = [
  ['analytics', { ...presetPeriod('30d'), interval: 'day' }],
  ['analytics', { ...presetPeriod('12m'), interval: 'month' }],
  ['hr', { ...presetPeriod('90d'), interval: 'week' }],
  ['hr', { ...presetPeriod('12m'), interval: 'month' }],
];

describe('drill-down of the analytics and HR dashboards: each linked figure is the total of the list it opens', () => {
  it('names the list screens by their pages, and a source as the sessions screen filter', () => {
    expect(DRILL_PAGES.sessions).toBe(listScreen('sessions').path);
    expect(DRILL_PAGES.employee).toBe(listScreen('employee').path);
    expect(DRILL_FILTERS.sessions).toBe(listScreen('sessions').filter?.key);
    expect(drillPath({ list: 'sessions', from: '2026-11-01', to: '2026-11-30', status: 'email' })).toBe(
      'apps/analytics/sessions/?from=2026-11-01&to=2026-11-30&filter=email',
    );
    // A department's employees: the Employees screen's reference filter, as it reads it from the address.
    expect(listScreen('employee').referenceFilters).toContain('departmentId');
    const department = { list: 'employee', from: '1900-01-01', to: '2026-11-30', reference: { key: 'departmentId', id: 2 } } as const;
    expect(drillPath(department)).toBe('apps/hr/employees/?from=1900-01-01&to=2026-11-30&departmentId=2');
    expect(drillQuery(department)).toEqual({ from: '1900-01-01', to: '2026-11-30', departmentId: '2' });
    // The exits: the employees by exit date; a head count at a day: those who had joined and not left by then.
    const period = { from: '2026-11-01', to: '2026-11-30', interval: 'week' } as const;
    expect(drillPath(kpiDrill('hr', 'exits', period)!)).toBe('apps/hr/employees/?endFrom=2026-11-01&endTo=2026-11-30');
    expect(drillQuery(kpiDrill('hr', 'headcount', period)!)).toEqual({ from: '1900-01-01', to: '2026-11-30', activeOn: '2026-11-30' });
  });

  it.each(periods)('%s over %o', async (dashboard, period) => {
    const stats = await get<Stats>(`/app/stats/${dashboard}`, { from: period.from, to: period.to, interval: period.interval });
    const total = async (query: Record<string, string>, list: string) =>
      (await get<{ total: number }>(`/app/${list}`, { ...query, page: 1, pageSize: 1 })).total;
    let checked = 0;
    for (const kpi of stats.kpis) {
      const drill = kpiDrill(dashboard, kpi.key, period);
      if (!drill) continue;
      expect(await total(drillQuery(drill), drill.list), kpi.key).toBe(kpi.value);
      checked++;
    }
    for (const chart of stats.charts) {
      for (let i = 0; i < chart.labels.length; i++) {
        const drill = chartDrill(dashboard, chart, i, period);
        if (!drill) continue;
        const figure = chart.series.filter((s) => s.key !== 'previous').reduce((n, s) => n + s.values[i]!, 0);
        expect(await total(drillQuery(drill), drill.list), `${chart.key} ${chart.labels[i]}`).toBe(figure);
        checked++;
      }
      // A series as a whole (a department's head count): its figure is its last value.
      for (let k = 0; k < chart.series.length; k++) {
        const drill = seriesDrill(dashboard, chart, k, period);
        if (!drill) continue;
        expect(await total(drillQuery(drill), drill.list), `${chart.key} ${chart.series[k]!.key}`).toBe(chart.series[k]!.values.at(-1));
        checked++;
      }
    }
    // Every bucket's hires and exits: the employees who joined, or left, in it.
    const moves = stats.charts.find((c) => c.key === 'hiresExits');
    for (const [k, series] of (moves?.series ?? []).entries()) {
      for (let i = 0; i < moves!.labels.length; i++) {
        const drill = hiresExitsDrill(moves!, k, i, period)!;
        expect(await total(drillQuery(drill), drill.list), `${series.key} ${moves!.labels[i]}`).toBe(series.values[i]);
        checked++;
      }
    }
    if (dashboard === 'hr') expect(stats.kpis.find((k) => k.key === 'exits')!.value).toBeGreaterThan(0);
    expect(checked).toBeGreaterThan(5);
  });
});
