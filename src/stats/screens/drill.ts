/**
 * Where a dashboard figure drills down to: the list screen of the rows it sums, filtered in the address to exactly
 * those rows (`?from=&to=` of the list's date, and the screen's filter tab), so the list's total is the figure. A
 * figure that is not a count or sum of one list's rows (revenue leaves out cancelled orders, averages, rates, salary
 * cost) has no link. Pure: the dashboard island turns a drill into a link, tests into the list call it stands for.
 */
import { bucketEnds } from '../aggregate.ts';
import { staffChartDrill, staffKpiDrill, staffSeriesDrill } from './drill-staff.ts';
import type { StatChart } from '../../schemas/stats.ts';
import { todayIso, type DashboardName, type Period } from '../period.ts';
import { OWING_STATUSES, RECEIVABLES_CURRENCY } from './owing.ts';

export interface Drill {
  /** The list whose rows the figure sums. */
  list: 'order' | 'expense' | 'sessions' | 'employee' | 'invoices';
  /**
   * The list's date range (inclusive), as the list call's `from` and `to`; on its end date (`endFrom`, `endTo`: an
   * employee's exit date) when `on` is `end`. None for a figure as it stands today (what customers owe).
   */
  from?: string;
  to?: string;
  on?: 'end';
  /** Only the rows whose end date is empty or after this day (a head count at it leaves out those who had left). */
  activeOn?: string;
  /** The value of the list screen's filter the rows have (an order's `deliveryStatus`, a session's `source`), when the figure is of one. */
  status?: string;
  /**
   * The row of another list the rows name, when the figure is of one (a department's employees): one of the list
   * screen's reference filters, kept in the address under its field's name (`?departmentId=2`).
   */
  reference?: { key: string; id: number };
  /**
   * Field -> the values the rows have one of (an invoice's status and currency): the list screen's value filters, kept in
   * the address as `?status=sent,partly_paid,overdue&currency=USD` and sent as the parameter repeated.
   */
  values?: Readonly<Record<string, readonly string[]>>;
}

/**
 * The pages of the lists the dashboards' figures sum, by hand on purpose: the dashboards' island does not load the
 * screens' registry for five paths, and a unit test holds each equal to its screen's path (src/screens/).
 */
export const DRILL_PAGES: Record<Drill['list'], string> = {
  order: 'apps/ecommerce/orders/',
  expense: 'apps/hr/expenses/',
  sessions: 'apps/analytics/sessions/',
  employee: 'apps/hr/employees/',
  invoices: 'apps/invoices/',
};
/** The field a drill's `status` filters on: the list screen's filter (src/screens: a unit test holds them equal). */
export const DRILL_FILTERS: Partial<Record<Drill['list'], string>> = { order: 'deliveryStatus', sessions: 'source' };

/**
 * What customers owe in the dashboards' currency, as it stands at the period's end: the balances of the invoices of those
 * statuses (`receivablesOf`, src/contract/receivables.ts). The invoices list shows today's statuses, so only a period
 * that ends today has this link. Paid (payments, which no screen lists) has none.
 */
function receivablesDrill(key: string, period: Period, today: string): Drill | undefined {
  if (period.to !== today) return undefined;
  const currency = [RECEIVABLES_CURRENCY];
  if (key === 'outstanding') return { list: 'invoices', values: { status: OWING_STATUSES, currency } };
  if (key === 'overdue') return { list: 'invoices', values: { status: ['overdue'], currency } };
  return undefined;
}

/** The drill of a KPI over the whole period, or undefined when the figure is not a count or sum of a list's rows. */
export function kpiDrill(dashboard: DashboardName, key: string, period: Period, today: string = todayIso()): Drill | undefined {
  const { from, to } = period;
  if (dashboard === 'ecommerce' && key === 'orders') return { list: 'order', from, to };
  if (dashboard === 'ecommerce' && key === 'returns') return { list: 'order', from, to, status: 'Return' };
  if (dashboard === 'finance' && key === 'expenses') return { list: 'expense', from, to };
  if (dashboard === 'finance') {
    const owed = receivablesDrill(key, period, today);
    if (owed) return owed;
  }
  return staffKpiDrill(dashboard, key, period);
}

/** The days of bucket `i` of the period (its first bucket may start before the period: it is cut to the period). */
function bucketDays(period: Period, chart: StatChart, i: number): { from: string; to: string } {
  const start = chart.labels[i]!;
  return { from: start < period.from ? period.from : start, to: bucketEnds(period)[i]! };
}

/**
 * The drill of point `index` of a chart: a bucket of a time chart (of a stacked chart, the whole column), a slice of a
 * donut; undefined when that chart's figures are not counts or sums of a list's rows.
 */
export function chartDrill(dashboard: DashboardName, chart: StatChart, index: number, period: Period): Drill | undefined {
  if (dashboard === 'ecommerce' && (chart.key === 'orders' || chart.key === 'ordersByStatus')) {
    return { list: 'order', ...bucketDays(period, chart, index) };
  }
  if (dashboard === 'ecommerce' && chart.key === 'statusShare')
    return { list: 'order', from: period.from, to: period.to, status: chart.labels[index]! };
  if (dashboard === 'finance' && chart.key === 'revenueExpenses') return { list: 'expense', ...bucketDays(period, chart, index) };
  return staffChartDrill(dashboard, chart, index, period);
}

/**
 * The drill of series `k` of a chart as a whole, whose figure is its last value (a department's head count at the
 * period's end); undefined when that chart's series are not one list's rows.
 */
export function seriesDrill(dashboard: DashboardName, chart: StatChart, k: number, period: Period): Drill | undefined {
  return staffSeriesDrill(dashboard, chart, k, period);
}

/** The record page of a row of a dashboard's table of a list's rows (Latest orders, Latest expenses); undefined for others. */
export function tableRowPath(tableKey: string, id: number): string | undefined {
  const list = tableKey === 'recentOrders' ? 'order' : tableKey === 'recentExpenses' ? 'expense' : undefined;
  return list ? `${DRILL_PAGES[list]}view/?id=${id}` : undefined;
}

/** The list call's (and the address's) names of a drill's range and of its `activeOn`. */
function rangeParams(drill: Drill): Record<string, string> {
  const range = drill.from !== undefined && drill.to !== undefined ? { from: drill.from, to: drill.to } : undefined;
  return {
    ...(range && (drill.on === 'end' ? { endFrom: range.from, endTo: range.to } : range)),
    ...(drill.activeOn ? { activeOn: drill.activeOn } : {}),
  };
}

/** The address of a drill's list screen, below the site's root (`localizePath` adds the language). */
export function drillPath(drill: Drill): string {
  const query = new URLSearchParams(rangeParams(drill));
  if (drill.status) query.set('filter', drill.status);
  if (drill.reference) query.set(drill.reference.key, String(drill.reference.id));
  for (const [field, values] of Object.entries(drill.values ?? {})) query.set(field, values.join(','));
  return `${DRILL_PAGES[drill.list]}?${query.toString()}`;
}

/** The list call a drill's screen makes for its rows: the same range and filters (`deliveryStatus` for a status). */
export function drillQuery(drill: Drill): Record<string, string> {
  const field = DRILL_FILTERS[drill.list];
  return {
    ...rangeParams(drill),
    ...(drill.status && field ? { [field]: drill.status } : {}),
    ...(drill.reference ? { [drill.reference.key]: String(drill.reference.id) } : {}),
  };
}

/** The list call's query string of a drill: `drillQuery`, with each of its values filters' values as the parameter repeated. */
export function drillSearch(drill: Drill): URLSearchParams {
  const search = new URLSearchParams(drillQuery(drill));
  for (const [field, values] of Object.entries(drill.values ?? {})) for (const value of values) search.append(field, value);
  return search;
}
