import { HttpResponse, type HttpHandler } from 'msw';
import { STATS_ROUTES } from '../../contract/stats.ts';
import type { Stats } from '../../schemas/stats.ts';
import { analyticsStats } from '../../stats/analytics.ts';
import { ecommerceStats, orderFact, sessionDays } from '../../stats/ecommerce.ts';
import { financeStats } from '../../stats/finance.ts';
import { hrStats } from '../../stats/hr.ts';
import { DASHBOARDS, parsePeriod, previousPeriod, todayIso, type DashboardName, type Period } from '../../stats/period.ts';
import type { FakeDb } from '../db.ts';
import type { ListName } from '../../resources/index.ts';
import { historyExpenses, historyOrders } from '../history.ts';
import { historySessions } from '../web-sessions.ts';
import { invoiceMoney } from './invoice-state.ts';
import { errorResponse, route, type HandlerContext } from './kit.ts';
import { financeReceivables, type ReceivableInvoice } from '../../contract/receivables.ts';

/**
 * A dashboard's figures for the period, from its history and the one before it, in steps: each read of a list and the
 * figures are a step of their own, so the handler can give the page its turn between them (`yield`). A step that
 * yields a list's name asks for the sample company's rows of it to be made first, in slices of their own
 * (`FakeDb.warm`). The fake backend answers on the page's main thread, and the finance dashboard's reads and figures in
 * one task were about 150 ms on a desktop, four times that on a throttled phone.
 */
function* statsSteps(db: FakeDb, name: DashboardName, period: Period, today: string): Generator<ListName | undefined, Stats> {
  const from = previousPeriod(period).from;
  const { to } = period;
  switch (name) {
    case 'ecommerce': {
      yield 'order';
      const orders = historyOrders(db, from, to, today);
      yield 'sessions';
      const sessions = sessionDays(historySessions(db, from, to));
      yield;
      const products = db.list('product') ?? [];
      const sellers = db.list('seller') ?? [];
      return ecommerceStats(period, { orders: orders.map(orderFact), recent: orders, sessions, products, sellers });
    }
    case 'analytics': {
      yield 'sessions';
      const sessions = historySessions(db, from, to);
      yield;
      return analyticsStats(period, sessions);
    }
    case 'hr': {
      const departments = db.list('department') ?? [];
      const employees = db.list('employee') ?? [];
      yield;
      const leaves = db.list('leave_hr') ?? [];
      const holidays = db.list('holidays') ?? [];
      yield;
      const salaries = db.list('salary') ?? [];
      yield;
      return hrStats(period, { departments, employees, leaves, holidays, salaries, today });
    }
    case 'finance': {
      yield 'expense';
      const expenses = historyExpenses(db, from, to, today);
      yield 'order';
      const orders = historyOrders(db, from, to, today);
      yield;
      const salaries = db.list('salary') ?? [];
      yield 'estimate';
      const estimates = db.list('estimate') ?? [];
      yield;
      const invoices = (db.list('invoices') ?? []) as readonly ReceivableInvoice[];
      yield;
      const { payments } = invoiceMoney(db, today);
      yield;
      const receivables = financeReceivables(invoices, payments, period, today);
      yield;
      return financeStats(period, { orders: orders.map(orderFact), expenses, recent: expenses, salaries, estimates, ...receivables });
    }
  }
}

/** A dashboard's figures from the history of the period and the one before it, every step at once. */
export function fakeStats(db: FakeDb, name: DashboardName, period: Period, today: string = todayIso()): Stats {
  const steps = statsSteps(db, name, period, today);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** `GET /app/stats/<dashboard>` for each dashboard. */
export function statsHandlers(ctx: HandlerContext): HttpHandler[] {
  return DASHBOARDS.map((name) =>
    route(ctx, STATS_ROUTES[name], async ({ request }) => {
      const parsed = parsePeriod(new URL(request.url).searchParams);
      if (!parsed.ok) return errorResponse(400, parsed.message);
      const steps = statsSteps(ctx.db, name, parsed.period, todayIso());
      for (let step = steps.next(); ; step = steps.next()) {
        if (step.done) return HttpResponse.json(step.value);
        await (step.value ? ctx.db.warm(step.value) : nextTask());
      }
    }),
  );
}
