/**
 * The fake backend's history: the orders and expenses of a range are the list's rows dated in it (the sample company's
 * among them), so what `GET /app/order?from=&to=` pages through is exactly what `GET /app/stats/*` sums, and an order
 * added, edited or deleted in the list moves the figures (the staff's hires and exits are the employees list's rows).
 */
import type { FakeDb } from './db.ts';
import type { Expense } from '../resources/expense.ts';
import type { Order } from '../resources/order.ts';

const within = (date: string, from: string, to: string) => date >= from && date <= to;

/**
 * The orders dated from..to: the list's rows (the sample company's generated ones among them, src/mocks/company.ts, made
 * for the day the list is read on; `_today` is the callers' day, which that is).
 */
export function historyOrders(db: FakeDb, from: string, to: string, _today?: string): Order[] {
  return (db.list('order') ?? []).filter((o) => within(o.orderDate, from, to));
}

export function historyExpenses(db: FakeDb, from: string, to: string, _today?: string): Expense[] {
  return (db.list('expense') ?? []).filter((e) => within(e.purchaseDate, from, to));
}
