import { HttpResponse, type HttpHandler } from 'msw';
import { STATS_ROUTES } from '../../contract/stats.ts';
import type { Stats } from '../../schemas/stats.ts';
import { analyticsStats } from '../../stats/analytics.ts';
import { ecommerceStats, orderFact, sessionDays } from '../../stats/ecommerce.ts';
import { financeStats } from '../../stats/finance.ts';
import { hrStats } from '../../stats/hr.ts';
import { DASHBOARDS, parsePeriod, previousPeriod, todayIso, type DashboardName, type Period } from '../../stats/period.ts';
import type { FakeDb } from '../db.ts';
import { historyExpenses, historyOrders } from '../history.ts';
import { historySessions } from '../web-sessions.ts';
import { invoiceMoney } from './invoice-state.ts';
import { errorResponse, route, type HandlerContext } from './kit.ts';
import { financeReceivables, type ReceivableInvoice } from '../../contract/receivables.ts';

/**
 * A dashboard's history for the period and the one before it, read now, and its figures, computed when the returned
 * function is called: two steps, so the handler can let the browser paint between them.
 */
function statsSteps(db: FakeDb, name: DashboardName, period: Period, today: string): () => Stats {
  const from = previousPeriod(period).from;
  const { to } = period;
  switch (name) {
    case 'ecommerce': {
      const orders = historyOrders(db, from, to, today);
      const sessions = sessionDays(historySessions(db, from, to));
      const products = db.list('product') ?? [];
      const sellers = db.list('seller') ?? [];
      return () => ecommerceStats(period, { orders: orders.map(orderFact), recent: orders, sessions, products, sellers });
    }
    case 'analytics': {
      const sessions = historySessions(db, from, to);
      return () => analyticsStats(period, sessions);
    }
    case 'hr': {
      const departments = db.list('department') ?? [];
      const input = {
        departments,
        employees: db.list('employee') ?? [],
        leaves: db.list('leave_hr') ?? [],
        holidays: db.list('holidays') ?? [],
        salaries: db.list('salary') ?? [],
        today,
      };
      return () => hrStats(period, input);
    }
    case 'finance': {
      const expenses = historyExpenses(db, from, to, today);
      const orders = historyOrders(db, from, to, today);
      const salaries = db.list('salary') ?? [];
      const estimates = db.list('estimate') ?? [];
      const invoices = (db.list('invoices') ?? []) as readonly ReceivableInvoice[];
      const { payments } = invoiceMoney(db, today);
      return () =>
        financeStats(period, {
          orders: orders.map(orderFact),
          expenses,
          recent: expenses,
          salaries,
          estimates,
          ...financeReceivables(invoices, payments, period, today),
        });
    }
  }
}

/** A dashboard's figures from the history of the period and the one before it. */
export function fakeStats(db: FakeDb, name: DashboardName, period: Period, today: string = todayIso()): Stats {
  return statsSteps(db, name, period, today)();
}

// The fake backend answers on the page's main thread: a dashboard's history and its figures each take tens of
// milliseconds on a throttled phone, so they run as two tasks rather than one long one.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** `GET /app/stats/<dashboard>` for each dashboard. */
export function statsHandlers(ctx: HandlerContext): HttpHandler[] {
  return DASHBOARDS.map((name) =>
    route(ctx, STATS_ROUTES[name], async ({ request }) => {
      const parsed = parsePeriod(new URL(request.url).searchParams);
      if (!parsed.ok) return errorResponse(400, parsed.message);
      const figures = statsSteps(ctx.db, name, parsed.period, todayIso());
      await nextTask();
      return HttpResponse.json(figures());
    }),
  );
}
