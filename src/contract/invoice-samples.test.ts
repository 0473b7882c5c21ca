// The sample invoices (src/content/data/invoices.json) agree with their payments (invoice-payments.json) and with the
// money rules: the totals of their lines, paid the sum of their payments, and the status every read answers today.
import { describe, expect, it } from 'vitest';
import samplePayments from '../content/data/invoice-payments.json';
import { SAMPLE_ROWS } from '../resources/samples/rows.ts';
import { todayUtc } from './invoice-computed.ts';
import { invoiceStatus, invoiceTotals, type MoneyLine } from './invoice-money.ts';
import { paymentBodySchema } from './invoice-routes.ts';

describe('the sample invoices', () => {
  const invoices = SAMPLE_ROWS.invoices;

  it.each(invoices.map((invoice) => [invoice.id, invoice] as const))('invoice %i: its totals, paid and status', (id, invoice) => {
    const payments = samplePayments.filter((payment) => payment.invoiceId === id);
    // A sample row read alone carries its lines (a child list), which the list's row type leaves out.
    const { lines = [] } = invoice as { lines?: MoneyLine[] };
    const totals = invoiceTotals(lines, payments);
    expect(invoice).toMatchObject({
      subtotal: totals.subtotal,
      tax: totals.tax,
      total: totals.total,
      paid: totals.paid,
      balance: totals.balance,
    });
    const sent = invoice.status !== 'draft';
    expect(invoice.status).toBe(
      invoiceStatus({ sent, voided: false, dueDate: invoice.dueDate, total: totals.total, paid: totals.paid, today: todayUtc() }),
    );
    if (!sent) expect(payments).toEqual([]);
  });

  it('hold paid, partly paid and overdue, overdue and draft invoices, and valid payments', () => {
    const statuses = invoices.map((invoice) => invoice.status);
    expect(statuses).toContain('paid');
    expect(statuses).toContain('overdue');
    expect(statuses).toContain('draft');
    expect(invoices.some((invoice) => invoice.paid > 0 && invoice.balance > 0)).toBe(true);
    for (const { invoiceId: _, ...payment } of samplePayments) expect(paymentBodySchema.safeParse(payment).success).toBe(true);
  });
});
