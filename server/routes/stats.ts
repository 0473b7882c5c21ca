import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { STATS_ROUTES } from '../../src/contract/stats.ts';
import type { Stats } from '../../src/schemas/stats.ts';
import { analyticsStats } from '../../src/stats/analytics.ts';
import { ecommerceStats, type OrderFact, type SessionDay } from '../../src/stats/ecommerce.ts';
import { financeStats, type ExpenseFact } from '../../src/stats/finance.ts';
import { hrStats } from '../../src/stats/hr.ts';
import { DASHBOARDS, parsePeriod, previousPeriod, todayIso, type DashboardName, type Period } from '../../src/stats/period.ts';
import type { Db } from '../db/connect.ts';
import { listTable } from '../db/list-tables.ts';
import { expenseDaily, orderDaily } from '../db/tables.ts';
import { invoicePayments } from '../lists/invoice-ledger.ts';
import { rowColumns } from '../lists/list-queries.ts';
import { errorResponse, on, type App, type ServerContext } from './kit.ts';
import { sessionFacts } from './stats-sessions.ts';
import { financeReceivables, type ReceivableInvoice, type ReceivablePayment } from '../../src/contract/receivables.ts';
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

/** `column` between two ISO days, compared byte-wise as the (column collate "C", id) indexes are built. */
export function dayBetween(column: PgColumn | SQL, from: string, to: string): SQL {
  return sql`${column} collate "C" between ${from} and ${to}`;
}

/**
 * The rows of a query as one JSON array of arrays in a single value: a few thousand small rows cost the drivers (PGlite
 * above all) far more one by one than as one text. Numbers keep their exact value (Postgres writes the shortest text that
 * reads back as the same double).
 */
async function jsonRows<T extends unknown[]>(db: Db, fields: SQL[], from: PgTable, where: SQL): Promise<T[]> {
  const [row] = await db
    .select({ rows: sql<T[] | string>`coalesce(json_agg(json_build_array(${sql.join(fields, sql`, `)})), '[]'::json)` })
    .from(from)
    .where(where);
  const rows = row?.rows ?? [];
  // PGlite and node-postgres read json as values already; a driver set to leave it as text is read here.
  return typeof rows === 'string' ? (JSON.parse(rows) as T[]) : rows;
}

/** Orders by day and status from the trigger-kept sums: a few thousand rows however many orders there are. */
async function orderFacts(db: Db, from: string, to: string): Promise<OrderFact[]> {
  const rows = await jsonRows<[string, OrderFact['deliveryStatus'], number, number]>(
    db,
    [sql`${orderDaily.day}`, sql`${orderDaily.status}`, sql`${orderDaily.amount}`, sql`${orderDaily.n}`],
    orderDaily,
    dayBetween(orderDaily.day, from, to),
  );
  return rows.map(([orderDate, deliveryStatus, amount, n]) => ({ orderDate, deliveryStatus, amount, n }));
}

async function expenseFacts(db: Db, from: string, to: string): Promise<ExpenseFact[]> {
  const rows = await jsonRows<[string, string, number]>(
    db,
    [sql`${expenseDaily.day}`, sql`${expenseDaily.item}`, sql`${expenseDaily.amount}`],
    expenseDaily,
    dayBetween(expenseDaily.day, from, to),
  );
  return rows.map(([purchaseDate, item, amount]) => ({ purchaseDate, item, amount }));
}

/** The newest rows of a dated list in the period (an index scan of its (date, id) index, backwards). */
async function newest<T>(db: Db, name: 'order' | 'expense', field: string, period: Period, limit = 6): Promise<T[]> {
  const table = listTable(name);
  const column = (table as unknown as Record<string, PgColumn>)[field]!;
  const rows = await db
    .select(rowColumns(name))
    .from(table)
    .where(dayBetween(column, period.from, period.to))
    .orderBy(desc(sql`${column} collate "C"`), desc(table.id))
    .limit(limit);
  return rows as T[];
}

async function all<T>(
  db: Db,
  name: 'product' | 'seller' | 'department' | 'employee' | 'leave_hr' | 'holidays' | 'salary' | 'estimate' | 'invoices',
): Promise<T[]> {
  const table = listTable(name);
  return (await db.select(rowColumns(name)).from(table).orderBy(asc(table.id))) as T[];
}

/** Every payment towards an invoice: the receivables derive each invoice's balance and status from them. */
async function payments(db: Db): Promise<ReceivablePayment[]> {
  return db
    .select({ invoiceId: invoicePayments.invoiceId, amount: invoicePayments.amount, date: invoicePayments.date })
    .from(invoicePayments)
    .orderBy(asc(invoicePayments.id));
}

/** The sessions list's rows of from..to counted by day: all of them and those that placed an order. */
async function sessionDayCounts(db: Db, from: string, to: string): Promise<SessionDay[]> {
  const table = listTable('sessions');
  const c = table as unknown as Record<'date' | 'converted', PgColumn>;
  const rows = await db
    .select({ date: c.date, sessions: sql<number>`count(*)::int`, converted: sql<number>`(count(*) filter (where ${c.converted}))::int` })
    .from(table)
    .where(sql`${c.date} collate "C" between ${from} and ${to}`)
    .groupBy(c.date);
  return rows.map((r) => ({ date: String(r.date), sessions: Number(r.sessions), converted: Number(r.converted) }));
}

/** The figures of one dashboard: sums in SQL, laid into buckets by the same code as the fake backend's. */
export async function serverStats(db: Db, name: DashboardName, period: Period, today: string = todayIso()): Promise<Stats> {
  const from = previousPeriod(period).from;
  const { to } = period;
  switch (name) {
    case 'ecommerce': {
      const products = listTable('product');
      const revenue = (products as unknown as Record<string, PgColumn>).revenue!;
      const top = (await db.select(rowColumns('product')).from(products).orderBy(desc(revenue), asc(products.id)).limit(5)) as Product[];
      return ecommerceStats(period, {
        orders: await orderFacts(db, from, to),
        recent: await newest<Order>(db, 'order', 'orderDate', period),
        sessions: await sessionDayCounts(db, from, to),
        products: top,
        sellers: await all<Seller>(db, 'seller'),
      });
    }
    case 'analytics':
      // The sessions list's rows: the company's generated visits and those added (server/routes/stats-sessions.ts).
      return analyticsStats(period, await sessionFacts(db, from, to));
    case 'hr': {
      const departments = await all<Department>(db, 'department');
      return hrStats(period, {
        departments,
        // Head count, hires and exits are the employees' rows (join and exit dates).
        employees: await all<Employee>(db, 'employee'),
        leaves: await all<LeaveHR>(db, 'leave_hr'),
        holidays: await all<Holiday>(db, 'holidays'),
        salaries: await all<Salary>(db, 'salary'),
        today,
      });
    }
    case 'finance':
      return financeStats(period, {
        orders: await orderFacts(db, from, to),
        expenses: await expenseFacts(db, from, to),
        recent: await newest<Expense>(db, 'expense', 'purchaseDate', period),
        salaries: await all<Salary>(db, 'salary'),
        estimates: await all<Estimate>(db, 'estimate'),
        ...financeReceivables(await all<ReceivableInvoice>(db, 'invoices'), await payments(db), period, today),
      });
  }
}

/** `GET /app/stats/<dashboard>` for each dashboard. */
export function statsRoutes(app: App, ctx: ServerContext): void {
  for (const name of DASHBOARDS) {
    on(app, ctx, STATS_ROUTES[name], async (c) => {
      const parsed = parsePeriod(new URL(c.req.url).searchParams);
      if (!parsed.ok) return errorResponse(c, 400, parsed.message);
      return c.json(await serverStats(ctx.db, name, parsed.period));
    });
  }
}
