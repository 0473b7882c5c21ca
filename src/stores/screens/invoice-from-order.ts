import { listStore } from '../lists.ts';
import type { ItemOf } from '../../resources/index.ts';

/** Days from an invoice's issue to its due date when it is made from an order. */
export const PAYMENT_TERM_DAYS = 30;

/** The orders' amounts are in dollars (the table's currency); an invoice's in whole minor units of its own. */
const ORDER_CURRENCY = 'USD';

type Order = Pick<ItemOf<'order'>, 'orderId' | 'customerId' | 'amount'>;

/** `day` (YYYY-MM-DD) plus `days`, as a calendar day. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The draft invoice of an order: its customer, issued `today`, due PAYMENT_TERM_DAYS later, with one line per product
 * line of the order. An order carries its amount, not product lines: it is one line, "Order #ST-10452", of that amount
 * (in cents, rounded from the dollars once), without tax or discount, for the person to adjust before sending.
 */
export function invoiceDraftOf(order: Order, today: string, lineText: string) {
  return {
    customerId: order.customerId,
    issueDate: today,
    dueDate: addDays(today, PAYMENT_TERM_DAYS),
    currency: ORDER_CURRENCY,
    lines: [{ description: lineText, quantity: 1, unitPrice: Math.round(order.amount * 100), taxRate: 0, discountRate: 0 }],
  };
}

/** `POST /app/invoices` with the order's draft; answers the new invoice's id. */
export async function invoiceOrder(order: Order, today: string, lineText: string): Promise<number> {
  const created = await listStore('invoices').create(invoiceDraftOf(order, today, lineText) as never);
  return created.id;
}
