/**
 * The overview's figures, computed from the e-commerce slices. Pure functions, so the numbers on
 * the dashboard are unit-tested apart from how they are drawn.
 */
import { ORDER_STATUSES } from '../../schemas/enums.ts';
import type { Order, Product } from '../../schemas/ecommerce.ts';

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface Overview {
  orders: number;
  delivered: number;
  revenue: number;
  averageOrder: number;
  customers: number;
  repeatCustomers: number;
  products: number;
  lowStock: number;
  byStatus: { status: OrderStatus; count: number }[];
  /** Order amounts per calendar month (`YYYY-MM`), oldest first, months without orders included. */
  byMonth: { month: string; total: number }[];
  recent: Order[];
  topProducts: Product[];
}

/** Stock at or below this counts as low (and needs reordering). */
export const LOW_STOCK = 10;

function monthsBetween(first: string, last: string): string[] {
  const out: string[] = [];
  let [y, m] = first.split('-').map(Number) as [number, number];
  const [ly, lm] = last.split('-').map(Number) as [number, number];
  while (y < ly || (y === ly && m <= lm)) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

export function summarize(orders: readonly Order[], products: readonly Product[], limit = 5): Overview {
  const revenue = orders.reduce((sum, o) => sum + o.amount, 0);
  const perCustomer = new Map<string, number>();
  for (const o of orders) perCustomer.set(o.customerName, (perCustomer.get(o.customerName) ?? 0) + 1);

  const monthTotals = new Map<string, number>();
  for (const o of orders) {
    const month = o.orderDate.slice(0, 7);
    monthTotals.set(month, (monthTotals.get(month) ?? 0) + o.amount);
  }
  const months = [...monthTotals.keys()].sort();
  // At most the last 12 months, so a long history stays readable as bars.
  const span = months.length ? monthsBetween(months[0]!, months.at(-1)!).slice(-12) : [];

  return {
    orders: orders.length,
    delivered: orders.filter((o) => o.deliveryStatus === 'Delivered').length,
    revenue,
    averageOrder: orders.length ? revenue / orders.length : 0,
    customers: perCustomer.size,
    repeatCustomers: [...perCustomer.values()].filter((n) => n > 1).length,
    products: products.length,
    lowStock: products.filter((p) => p.stock <= LOW_STOCK).length,
    byStatus: ORDER_STATUSES.map((status) => ({ status, count: orders.filter((o) => o.deliveryStatus === status).length })),
    byMonth: span.map((month) => ({ month, total: Math.round((monthTotals.get(month) ?? 0) * 100) / 100 })),
    recent: [...orders].sort((a, b) => b.orderDate.localeCompare(a.orderDate) || b.id - a.id).slice(0, limit),
    topProducts: [...products].sort((a, b) => b.revenue - a.revenue).slice(0, limit),
  };
}
