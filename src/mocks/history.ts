/**
 * The fake backend's history: the generated days of src/stats/history.ts joined with its own lists. The orders (and
 * expenses) of a range are the list's rows dated in it plus the generated ones, so what `GET /app/order?from=&to=`
 * pages through is exactly what `GET /app/stats/*` sums, and an order added, edited or deleted in the list moves the
 * figures.
 */
import { expensesOfDay, ordersOfDay } from '../company/index.ts';
import {
  attendanceOfDay,
  historyRows,
  staffMovesOfDay,
  visitsOfDay,
  type StaffMove,
  type VisitDay,
} from '../stats/history.ts';
import { epochDay, isoDay, todayIso } from '../stats/period.ts';
import type { FakeDb } from './db.ts';
import type { Expense } from '../resources/expense.ts';
import type { Order } from '../resources/order.ts';

/** Generated days, kept for the day they were made on (an order's delivery progress depends on today). */
const cache = new Map<string, unknown>();
let cachedFor = '';

function memo<T>(key: string, today: string, make: () => T): T {
  if (cachedFor !== today) {
    cache.clear();
    cachedFor = today;
  }
  let value = cache.get(key) as T | undefined;
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

const within = (date: string, from: string, to: string) => date >= from && date <= to;

export function historyOrders(db: FakeDb, from: string, to: string, today: string = todayIso()): Order[] {
  const t = epochDay(today);
  const generated = historyRows(from, to, (day) => memo(`o${day}`, today, () => ordersOfDay(day, t)), today);
  const listed = (db.list('order') ?? []).filter((o) => within(o.orderDate, from, to));
  return [...listed, ...generated];
}

export function historyExpenses(db: FakeDb, from: string, to: string, today: string = todayIso()): Expense[] {
  const generated = historyRows(from, to, (day) => memo(`e${day}`, today, () => expensesOfDay(day)), today);
  const listed = (db.list('expense') ?? []).filter((e) => within(e.purchaseDate, from, to));
  return [...listed, ...generated];
}

export function historyVisits(from: string, to: string, today: string = todayIso()): VisitDay[] {
  return historyRows(from, to, (day) => [visitsOfDay(day)], today);
}

export function historyMoves(from: string, to: string, departments: number, today: string = todayIso()): StaffMove[] {
  return historyRows(from, to, (day) => staffMovesOfDay(day, departments), today);
}

export function historyAttendance(from: string, to: string, today: string = todayIso()): { day: string; rate: number }[] {
  return historyRows(
    from,
    to,
    (day) => {
      const rate = attendanceOfDay(day);
      return rate === null ? [] : [{ day: isoDay(day), rate }];
    },
    today,
  );
}
