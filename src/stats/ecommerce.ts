import { ORDER_STATUSES } from '../schemas/enums.ts';
import type { Stats } from '../schemas/stats.ts';
import { alignPrevious, inPeriod, kpi, perBucket, ratio, statsHead, sum, table, timeChart } from './aggregate.ts';
/** The sessions list's rows of one day, counted: all of them, and those that placed an order (`converted`). */
export interface SessionDay {
  date: string;
  sessions: number;
  converted: number;
}

/** Counts session rows by day (the fake backend's; the server counts them in SQL). */
export function sessionDays(rows: readonly { date: string; converted: boolean }[]): SessionDay[] {
  const days = new Map<string, SessionDay>();
  for (const row of rows) {
    let day = days.get(row.date);
    if (!day) days.set(row.date, (day = { date: row.date, sessions: 0, converted: 0 }));
    day.sessions += 1;
    if (row.converted) day.converted += 1;
  }
  return [...days.values()];
}
import { buckets, previousPeriod, type Period } from './period.ts';
import type { Order } from '../resources/order.ts';
import type { Product } from '../resources/product.ts';
import type { Seller } from '../resources/seller.ts';

/** Orders of one day and status: a single order (n = 1), or a database's sum of many. */
export interface OrderFact {
  orderDate: string;
  deliveryStatus: Order['deliveryStatus'];
  amount: number;
  n: number;
}

export const orderFact = (o: Order): OrderFact => ({ orderDate: o.orderDate, deliveryStatus: o.deliveryStatus, amount: o.amount, n: 1 });

export interface EcommerceRows {
  /** Every order of the period and of the one before it (or their sums by day and status). */
  orders: readonly OrderFact[];
  /** Orders to list as the latest: the newest six of the period are shown. */
  recent: readonly Order[];
  /** The sessions list's rows over the same days, counted by day (the conversion rate: those that placed an order). */
  sessions: readonly SessionDay[];
  products: readonly Product[];
  sellers: readonly Seller[];
}

/** Revenue counts every order but the cancelled ones. */
export const isRevenue = (o: Pick<Order, 'deliveryStatus'>) => o.deliveryStatus !== 'Cancelled';

function figures(orders: readonly OrderFact[], sessionRows: readonly SessionDay[], period: Period) {
  const byDate = (o: OrderFact) => o.orderDate;
  const revenue = perBucket(orders.filter(isRevenue), period, byDate, (o) => o.amount);
  const paid = perBucket(orders.filter(isRevenue), period, byDate, (o) => o.n);
  const count = perBucket(orders, period, byDate, (o) => o.n);
  const returns = perBucket(orders, period, byDate, (o) => (o.deliveryStatus === 'Return' ? o.n : 0));
  const sessions = perBucket(
    sessionRows,
    period,
    (v) => v.date,
    (v) => v.sessions,
  );
  const converted = perBucket(
    sessionRows,
    period,
    (v) => v.date,
    (v) => v.converted,
  );
  return { revenue, paid, count, returns, sessions, converted };
}

/** The e-commerce dashboard: revenue, orders, average order, conversion and returns, by bucket and by status. */
export function ecommerceStats(period: Period, rows: EcommerceRows): Stats {
  const prev = previousPeriod(period);
  const now = figures(rows.orders, rows.sessions, period);
  const before = figures(rows.orders, rows.sessions, prev);
  const n = buckets(period).length;
  const current = rows.orders.filter((o) => inPeriod(o.orderDate, period));
  const avg = (f: typeof now) => ratio(sum(f.revenue), sum(f.paid));
  const statusSeries = Object.fromEntries(
    ORDER_STATUSES.map((s) => [
      s,
      perBucket(
        current,
        period,
        (o) => o.orderDate,
        (o) => (o.deliveryStatus === s ? o.n : 0),
      ),
    ]),
  );
  const recent = rows.recent
    .filter((o) => inPeriod(o.orderDate, period))
    .sort((a, b) => b.orderDate.localeCompare(a.orderDate) || b.id - a.id)
    .slice(0, 6);
  return {
    ...statsHead('ecommerce', period),
    kpis: [
      kpi('revenue', 'money', sum(now.revenue), sum(before.revenue), now.revenue),
      kpi('orders', 'count', sum(now.count), sum(before.count), now.count),
      kpi(
        'averageOrder',
        'money',
        avg(now),
        avg(before),
        now.revenue.map((r, i) => ratio(r, now.paid[i]!)),
      ),
      kpi(
        'conversion',
        'percent',
        ratio(sum(now.converted), sum(now.sessions)),
        ratio(sum(before.converted), sum(before.sessions)),
        now.converted.map((c, i) => ratio(c, now.sessions[i]!)),
      ),
      kpi('returns', 'count', sum(now.returns), sum(before.returns), now.returns),
    ],
    charts: [
      timeChart('revenue', 'area', 'money', period, { current: now.revenue, previous: alignPrevious(before.revenue, n) }),
      {
        key: 'statusShare',
        kind: 'donut',
        unit: 'count',
        labelKind: 'orderStatus',
        labels: [...ORDER_STATUSES],
        seriesKind: 'key',
        series: [{ key: 'orders', values: ORDER_STATUSES.map((s) => current.reduce((n, o) => n + (o.deliveryStatus === s ? o.n : 0), 0)) }],
      },
      timeChart('orders', 'bar', 'count', period, { current: now.count, previous: alignPrevious(before.count, n) }),
      timeChart('ordersByStatus', 'stacked', 'count', period, statusSeries, 'orderStatus'),
    ],
    tables: [
      table(
        'recentOrders',
        [
          { key: 'orderId', kind: 'code' },
          { key: 'customerName', kind: 'text' },
          { key: 'orderDate', kind: 'date' },
          { key: 'amount', kind: 'money' },
          { key: 'deliveryStatus', kind: 'orderStatus' },
        ],
        recent.map((o) => ({
          id: o.id,
          cells: {
            orderId: o.orderId,
            customerName: o.customerName,
            orderDate: o.orderDate,
            amount: o.amount,
            deliveryStatus: o.deliveryStatus,
          },
        })),
      ),
      table(
        'topProducts',
        [
          { key: 'productName', kind: 'text' },
          { key: 'category', kind: 'text' },
          { key: 'revenue', kind: 'money' },
        ],
        [...rows.products]
          .sort((a, b) => b.revenue - a.revenue || a.id - b.id)
          .slice(0, 5)
          .map((p) => ({ id: p.id, cells: { productName: p.productName, category: p.category, revenue: p.revenue } })),
      ),
      table(
        'topSellers',
        [
          { key: 'companyName', kind: 'text' },
          { key: 'sales', kind: 'count' },
          { key: 'revenue', kind: 'money' },
        ],
        [...rows.sellers]
          .sort((a, b) => b.revenue - a.revenue || a.id - b.id)
          .slice(0, 5)
          .map((s) => ({ id: s.id, cells: { companyName: s.companyName, sales: s.sales, revenue: s.revenue } })),
      ),
    ],
  };
}
