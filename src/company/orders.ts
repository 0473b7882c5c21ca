/**
 * The company's orders and expenses: about two years of them up to today, generated day by day. A day's rows depend
 * only on that day's number (and, for an order's delivery progress, on how long ago it was), so the same date always
 * holds the same rows, in either backend. Orders come from the company's customers (src/company/customers.ts), the
 * sample customers most often.
 */
import { PAYMENT_METHODS } from '../schemas/enums.ts';
import { isoDay } from '../stats/period.ts';
import { CUSTOMER_COUNT, customerName } from './customers.ts';
import { cents, intBetween, pick, rngFor, type Random } from './random.ts';
import type { Expense } from '../resources/expense.ts';
import type { Order } from '../resources/order.ts';

/** Generated rows get ids from here up (the day number times 64 plus the row of the day), far above the sample rows'. */
export const DAY_ID_BASE = 64;
const MAX_ORDERS_PER_DAY = 60;
/** Monday first. */
const WEEKDAY_ORDER_FACTOR = [1, 0.95, 1, 1.05, 1.15, 1.3, 1.2];
/** Expense categories of the generated days: their rows' `item`. */
export const EXPENSE_ITEMS = ['Marketing campaign', 'Cloud hosting', 'Office rent', 'Travel', 'Equipment', 'Software licences'] as const;
const EXPENSE_BUYERS = ['Sofia Márquez', 'Liam Okafor', 'Emma Larsen', 'Noah Fischer'];

/** Monday = 0. */
export function weekdayIndex(day: number): number {
  return (day + 3) % 7;
}

function orderStatus(age: number, random: Random): Order['deliveryStatus'] {
  const r = random();
  if (age <= 2) return r < 0.5 ? 'New' : 'Pending';
  if (age <= 7) return r < 0.2 ? 'Pending' : r < 0.8 ? 'Shipping' : 'Delivered';
  return r < 0.88 ? 'Delivered' : r < 0.94 ? 'Return' : 'Cancelled';
}

function orderCount(day: number, random: Random): number {
  const month = Number(isoDay(day).slice(5, 7));
  const season = month >= 11 ? 1.3 : month <= 2 ? 0.85 : 1;
  const trend = Math.max(5, 10 + 0.015 * (day - 19_700));
  return Math.min(MAX_ORDERS_PER_DAY, Math.round(trend * season * WEEKDAY_ORDER_FACTOR[weekdayIndex(day)]! * (0.8 + random() * 0.4)));
}

/**
 * A customer id, the low ones far more often: a few regular customers (the sample ones among them) place many orders,
 * most place a few.
 */
function drawCustomer(random: Random): number {
  return 1 + Math.floor(random() ** 2.2 * CUSTOMER_COUNT);
}

/** The orders placed on one day, as rows of the order list. `today` sets each order's delivery progress. */
export function ordersOfDay(day: number, today: number): Order[] {
  const random = rngFor('order', day);
  const n = orderCount(day, random);
  const rows: Order[] = [];
  for (let k = 0; k < n; k++) {
    const id = day * DAY_ID_BASE + k;
    // A retailer's order (the customers are shops, each with a company): $400 to $9,000, most near the low end, so the
    // orders' revenue (about $3.4 M a month) pays the few hundred employees' salaries (about $2.3 M) with a margin.
    const amount = cents(400 + random() ** 2 * 8_600);
    const customerId = drawCustomer(random);
    rows.push({
      id,
      orderId: `#ST-${id}`,
      orderDate: isoDay(day),
      deliveryDate: isoDay(day + intBetween(random, 2, 7)),
      customerId,
      customerName: customerName(customerId),
      paymentMethod: pick(random, PAYMENT_METHODS),
      amount,
      deliveryStatus: orderStatus(today - day, random),
    });
  }
  return rows;
}

/** The expenses paid on one day: rent on the 1st, hosting on the 3rd, and a few others on working days. */
export function expensesOfDay(day: number): Expense[] {
  const random = rngFor('expense', day);
  const date = isoDay(day);
  const dom = Number(date.slice(8, 10));
  const items: { item: (typeof EXPENSE_ITEMS)[number]; amount: number }[] = [];
  if (dom === 1) items.push({ item: 'Office rent', amount: 18_500 });
  if (dom === 3) items.push({ item: 'Cloud hosting', amount: Math.round(6_000 + random() * 2_500) });
  if (weekdayIndex(day) < 5 && random() < 0.7) {
    const item = pick(random, ['Marketing campaign', 'Travel', 'Equipment', 'Software licences'] as const);
    items.push({ item, amount: cents(300 + random() ** 2 * 6_000) });
  }
  return items.map((x, k) => ({
    id: day * DAY_ID_BASE + k,
    purchaseDate: date,
    item: x.item,
    purchasedBy: pick(random, EXPENSE_BUYERS),
    paidBy: PAYMENT_METHODS[Math.floor(random() * 4)]!,
    amount: x.amount,
  }));
}
