import { HttpResponse, type HttpHandler } from 'msw';
import { STATS_ROUTES } from '../../contract/stats.ts';
import type { Stats } from '../../schemas/stats.ts';
import { analyticsStats } from '../../stats/analytics.ts';
import { ecommerceStats, orderFact } from '../../stats/ecommerce.ts';
import { financeStats } from '../../stats/finance.ts';
import { hrStats } from '../../stats/hr.ts';
import { DASHBOARDS, parsePeriod, previousPeriod, todayIso, type DashboardName, type Period } from '../../stats/period.ts';
import type { FakeDb } from '../db.ts';
import { historyAttendance, historyExpenses, historyMoves, historyOrders, historyVisits } from '../history.ts';
import { errorResponse, route, type HandlerContext } from './kit.ts';

/** A dashboard's figures from the history of the period and the one before it. */
export function fakeStats(db: FakeDb, name: DashboardName, period: Period, today: string = todayIso()): Stats {
  const from = previousPeriod(period).from;
  const { to } = period;
  switch (name) {
    case 'ecommerce': {
      const orders = historyOrders(db, from, to, today);
      return ecommerceStats(period, {
        orders: orders.map(orderFact),
        recent: orders,
        visits: historyVisits(from, to, today),
        products: db.list('product') ?? [],
        sellers: db.list('seller') ?? [],
      });
    }
    case 'analytics':
      return analyticsStats(period, historyVisits(from, to, today));
    case 'hr': {
      const departments = db.list('department') ?? [];
      return hrStats(period, {
        departments,
        moves: historyMoves(from, today, departments.length, today),
        attendance: historyAttendance(from, to, today),
        leaves: db.list('leave_hr') ?? [],
        holidays: db.list('holidays') ?? [],
        salaries: db.list('salary') ?? [],
        today,
      });
    }
    case 'finance': {
      const expenses = historyExpenses(db, from, to, today);
      return financeStats(period, {
        orders: historyOrders(db, from, to, today).map(orderFact),
        expenses,
        recent: expenses,
        salaries: db.list('salary') ?? [],
        estimates: db.list('estimate') ?? [],
      });
    }
  }
}

/** `GET /app/stats/<dashboard>` for each dashboard. */
export function statsHandlers(ctx: HandlerContext): HttpHandler[] {
  return DASHBOARDS.map((name) =>
    route(ctx, STATS_ROUTES[name], ({ request }) => {
      const parsed = parsePeriod(new URL(request.url).searchParams);
      if (!parsed.ok) return errorResponse(400, parsed.message);
      return HttpResponse.json(fakeStats(ctx.db, name, parsed.period));
    }),
  );
}
