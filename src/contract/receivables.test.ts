import { describe, expect, it } from 'vitest';
import { financeReceivables, receivableFigures, receivablesOf, type ReceivableInvoice, type ReceivablePayment } from './receivables.ts';

const invoice = (id: number, patch: Partial<ReceivableInvoice>): ReceivableInvoice => ({
  id,
  status: 'sent',
  currency: 'USD',
  issueDate: '2026-03-01',
  dueDate: '2026-03-31',
  total: 10_000,
  ...patch,
});

const invoices: ReceivableInvoice[] = [
  invoice(1, {}), // 100.00 due 31 March
  invoice(2, { dueDate: '2026-05-31', total: 25_050 }), // due 31 May
  invoice(3, { status: 'draft', total: 99_900 }), // a draft owes nothing yet
  invoice(4, { status: 'void', total: 77_700 }), // nor does a void one
  invoice(5, { currency: 'EUR', total: 50_000 }), // another currency: never added to dollars
  invoice(6, { issueDate: '2026-04-10', dueDate: '2026-04-20', total: 3_000 }), // paid in full
  // The stored status is stale (a backend refreshes it on reads only): the figures derive it again.
  invoice(7, { status: 'sent', issueDate: '2026-02-01', dueDate: '2026-02-15', total: 1_000 }),
];
const payments: ReceivablePayment[] = [
  { invoiceId: 1, amount: 4_000, date: '2026-04-05' },
  { invoiceId: 5, amount: 10_000, date: '2026-04-06' },
  { invoiceId: 6, amount: 3_000, date: '2026-04-15' },
  { invoiceId: 4, amount: 1_000, date: '2026-03-10' },
];
const april = { from: '2026-04-01', to: '2026-04-30' };

describe('receivables', () => {
  it('outstanding: balances of sent, partly paid and overdue invoices; overdue the part past due; paid the period', () => {
    expect(receivablesOf(invoices, payments, 'USD', '2026-04-30', april)).toEqual({
      outstanding: 6_000 + 25_050 + 1_000,
      overdue: 6_000 + 1_000,
      // the void invoice's payment was before April; the EUR one is not in dollars
      paid: 4_000 + 3_000,
    });
  });

  it('each currency apart', () => {
    expect(receivablesOf(invoices, payments, 'EUR', '2026-04-30', april)).toEqual({ outstanding: 40_000, overdue: 40_000, paid: 10_000 });
    expect(receivablesOf(invoices, payments, 'GBP', '2026-04-30', april)).toEqual({ outstanding: 0, overdue: 0, paid: 0 });
  });

  it('as of a past day: invoices issued by then, payments made by then, due dates passed by then', () => {
    expect(receivablesOf(invoices, payments, 'USD', '2026-03-20', april)).toEqual({
      outstanding: 10_000 + 25_050 + 1_000,
      overdue: 1_000,
      paid: 7_000,
    });
  });

  it("the dashboard's figures in dollars, per week, as of today at the latest", () => {
    const figures = receivableFigures(invoices, payments, { ...april, interval: 'month' }, '2026-04-10');
    expect(figures.outstanding).toBe(60 + 250.5 + 10 + 30);
    expect(figures.overdue).toBe(60 + 10);
    expect(figures.paid).toBe(40 + 30);
    expect(figures.spark).toEqual({ outstanding: [350.5], overdue: [70], paid: [70] });
  });

  it('of the period and of the one before it', () => {
    const { receivables, receivablesBefore } = financeReceivables(invoices, payments, { ...april, interval: 'month' }, '2026-04-10');
    expect(receivables.paid).toBe(70);
    // 2-31 March: invoices 1 and 2 issued, invoice 7 (due 15 February) overdue; paid: the payment of the later voided invoice
    expect(receivablesBefore).toMatchObject({ outstanding: 100 + 250.5 + 10, overdue: 10, paid: 10 });
  });
});
