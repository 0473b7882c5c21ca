/**
 * The fake backend's payments and voids of invoices, as the server's tables invoice_payments and invoice_voids
 * (server/lists/invoice-ledger.ts): state of its own, not fields of the invoice rows, so the list's answers and
 * its PUT never carry them.
 */
import { z } from 'zod/mini';
import samplePayments from '../../content/data/invoice-payments.json';
import { paymentSchema, type Payment } from '../../contract/invoice-routes.ts';

export const INVOICE_MONEY_KEY = 'invoiceMoney';

export const invoiceMoneySchema = z.object({
  /** Every invoice's payments, oldest first. */
  payments: z.array(z.extend(paymentSchema, { invoiceId: z.int() })),
  /** A voided invoice's reason and time, by invoice id. */
  voids: z.record(z.string(), z.object({ reason: z.string(), voidedAt: z.string() })),
});
export type InvoiceMoney = z.infer<typeof invoiceMoneySchema>;

/** The sample invoices' payments (src/content/data/invoice-payments.json), numbered from 1 as the server's seed does. */
export function sampleInvoiceMoney(): InvoiceMoney {
  const payments = samplePayments as (Omit<Payment, 'id'> & { invoiceId: number })[];
  return { payments: payments.map((payment, index) => ({ ...payment, id: index + 1 })), voids: {} };
}
