import { z } from 'zod/mini';
import { statsSchema } from '../schemas/stats.ts';
import { DASHBOARDS, MAX_PERIOD_DAYS, type DashboardName } from '../stats/period.ts';
import type { Permission } from './permissions.ts';
import { error, FORBIDDEN, UNAUTHORISED, type RouteDef } from './route-kit.ts';

/** `from`, `to` and `interval` of a stats call. */
export const periodQuery = {
  from: { description: 'First day of the period (YYYY-MM-DD, UTC); default 29 days before `to`', schema: z.iso.date() },
  to: {
    description: `Last day of the period, included (default today); at most ${MAX_PERIOD_DAYS} days after \`from\``,
    schema: z.iso.date(),
  },
  interval: {
    description:
      'Bucket of the time series: `day`, `week` (from Monday) or `month`; default by length (days up to 62 days, weeks up to 190, then months)',
    schema: z.enum(['day', 'week', 'month']),
  },
};

const SUMMARIES: Record<DashboardName, string> = {
  ecommerce:
    'Revenue (every order but cancelled ones), orders, average order, conversion (orders per session) and returns; orders by status; recent orders; top products and sellers (revenue to date)',
  analytics:
    'Sessions, visitors, bounce rate, pages per session; traffic sources, devices, countries, an hour x weekday heatmap; top pages',
  hr: 'Head count by department, hires and exits, attendance rate (a calendar), leave requests by status and those waiting, upcoming holidays, payroll',
  finance:
    'Revenue, expenses, salary cost, profit and cumulative cash flow; expenses by item; the estimates pipeline by status; recent expenses',
};

/** The permission that opens each dashboard: reading the list its main figures are summed from. */
const STATS_PERMISSION: Record<DashboardName, Permission> = {
  ecommerce: 'order.read',
  analytics: 'order.read',
  hr: 'employee.read',
  finance: 'expense.read',
};

function statsRoute(name: DashboardName): RouteDef {
  return {
    method: 'get',
    path: `/app/stats/${name}`,
    operationId: `stats_${name}`,
    tag: 'stats',
    summary: `The ${name} dashboard's figures over a period and the one before it: ${SUMMARIES[name]}`,
    auth: true,
    permission: STATS_PERMISSION[name],
    query: periodQuery,
    responses: {
      200: { description: 'KPIs (with the previous period and a value per bucket), charts and tables', schema: statsSchema },
      400: error('Bad `from`, `to` or `interval` (the message says which)'),
      401: UNAUTHORISED,
      403: FORBIDDEN,
    },
  };
}

/** One aggregate call per dashboard. */
export const STATS_ROUTES = Object.fromEntries(DASHBOARDS.map((name) => [name, statsRoute(name)])) as Record<DashboardName, RouteDef>;
