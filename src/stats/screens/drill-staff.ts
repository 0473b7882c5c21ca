/**
 * The drill-downs of the analytics and HR dashboards (src/stats/drill.ts asks here for those two): the sessions list for
 * the sessions KPI, a bucket of the sessions chart and a source's slice; the employees list, by join date, for the
 * hires KPI and the head count (of the whole period, or at the end of a bucket of the head-count chart: every employee
 * who had joined by then and not left by then; a department's, its employees employed at the period's end), and by
 * exit date for the exits KPI; the hires and exits series of their chart, each of its last bucket. Rates, averages and
 * breakdowns the list screens cannot filter on (device, country, page) have no link yet.
 */
import { bucketEnds } from '../aggregate.ts';
import type { Drill } from './drill.ts';
import type { StatChart } from '../../schemas/stats.ts';
import type { DashboardName, Period } from '../period.ts';

/** Before any employee joined: a head count is every employee who joined from then up to its day. */
const BEFORE_ANY_JOIN = '1900-01-01';

/** The employees employed at the end of `day`: joined by then (`from`/`to`) and not left by then (`activeOn`). */
const employedOn = (day: string): Drill => ({ list: 'employee', from: BEFORE_ANY_JOIN, to: day, activeOn: day });

/** The days of bucket `i` of the period, its first one cut to the period. */
function bucketDays(period: Period, chart: StatChart, i: number): { from: string; to: string } {
  const start = chart.labels[i]!;
  return { from: start < period.from ? period.from : start, to: bucketEnds(period)[i]! };
}

export function staffKpiDrill(dashboard: DashboardName, key: string, period: Period): Drill | undefined {
  const { from, to } = period;
  if (dashboard === 'analytics' && key === 'sessions') return { list: 'sessions', from, to };
  if (dashboard === 'hr' && key === 'hires') return { list: 'employee', from, to };
  if (dashboard === 'hr' && key === 'exits') return { list: 'employee', from, to, on: 'end' };
  if (dashboard === 'hr' && key === 'headcount') return employedOn(to);
  return undefined;
}

export function staffChartDrill(dashboard: DashboardName, chart: StatChart, index: number, period: Period): Drill | undefined {
  if (dashboard === 'analytics' && chart.key === 'sessions') return { list: 'sessions', ...bucketDays(period, chart, index) };
  if (dashboard === 'analytics' && chart.key === 'sources')
    return { list: 'sessions', from: period.from, to: period.to, status: chart.labels[index]! };
  if (dashboard === 'hr' && chart.key === 'headcount') return employedOn(bucketEnds(period)[index]!);
  return undefined;
}

export function staffSeriesDrill(dashboard: DashboardName, chart: StatChart, k: number, period: Period): Drill | undefined {
  const department = chart.series[k]?.id;
  if (dashboard === 'hr' && chart.key === 'headcount' && department !== undefined)
    return { ...employedOn(period.to), reference: { key: 'departmentId', id: department } };
  // Hires and exits: the series' figure is its last bucket's, the employees who joined (left) in it.
  if (dashboard === 'hr' && chart.key === 'hiresExits') return hiresExitsDrill(chart, k, chart.labels.length - 1, period);
  return undefined;
}

/** The employees of bucket `i` of series `k` of the hires and exits chart: those who joined in it, or who left in it. */
export function hiresExitsDrill(chart: StatChart, k: number, i: number, period: Period): Drill | undefined {
  const key = chart.series[k]?.key;
  if (key !== 'hires' && key !== 'exits') return undefined;
  return { list: 'employee', ...bucketDays(period, chart, i), ...(key === 'exits' ? { on: 'end' as const } : {}) };
}
