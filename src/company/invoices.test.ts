import { describe, expect, it } from 'vitest';
import samplePayments from '../content/data/invoice-payments.json';
import { invoiceStatus, invoiceTotals } from '../contract/invoice-money.ts';
import { invoiceRules, invoiceSchema } from '../resources/invoices.ts';
import { SAMPLE_ROWS } from '../resources/samples/rows.ts';
import { invoiceLineSchema } from '../schemas/invoice-line.ts';
import { paymentBodySchema } from '../contract/invoice-routes.ts';
import { withRules } from '../schemas/common.ts';
import { epochDay, isoDay } from '../stats/period.ts';
import { generatedRows } from './index.ts';
import { companyInvoices, INVOICE_PRODUCTS, SAMPLE_INVOICE_NUMBERS } from './invoices.ts';

const TODAY = '2026-12-02';

describe("the sample company's invoices", () => {
  const { invoices, payments, voids } = companyInvoices(TODAY);
  const paymentsOf = (id: number) => payments.filter((p) => p.invoiceId === id);

  it('are the same for the same day, and a day keeps its invoices the next day (but for what happened since)', () => {
    const again = structuredClone(companyInvoices(TODAY));
    expect(generatedRows('invoices', TODAY)).toEqual(again.invoices);
    const next = companyInvoices(isoDay(epochDay(TODAY) + 1));
    const strip = (rows: typeof invoices) =>
      rows
        .filter((i) => i.issueDate >= '2025-01-01' && i.issueDate <= '2026-10-01')
        .map(({ id, customerId, currency, issueDate, dueDate, total, lines }) => ({
          id,
          customerId,
          currency,
          issueDate,
          dueDate,
          total,
          lines,
        }));
    expect(strip(next.invoices).length).toBeGreaterThan(500);
    expect(strip(next.invoices)).toEqual(strip(invoices));
  });

  it('are a few a working day over the two years, valid rows to customers and products that exist, ids above the samples', () => {
    expect(invoices.length).toBeGreaterThan(700);
    expect(invoices.length).toBeLessThan(2_000);
    expect(invoices[0]!.issueDate >= isoDay(epochDay(TODAY) - 730)).toBe(true);
    expect(invoices.at(-1)!.issueDate <= TODAY).toBe(true);
    const customers = new Map([...SAMPLE_ROWS.customers, ...generatedRows('customers', TODAY)].map((c) => [c.id, c]));
    const products = new Set(SAMPLE_ROWS.product.map((p) => p.id));
    for (const invoice of invoices) {
      const { lines, ...row } = invoice;
      expect(withRules(invoiceSchema, invoiceRules).safeParse(row).error).toBeUndefined();
      const customer = customers.get(invoice.customerId);
      expect(customer?.currency).toBe(invoice.currency);
      expect(lines.length).toBeGreaterThanOrEqual(1);
      expect(lines.length).toBeLessThanOrEqual(6);
      for (const { id: _, ...line } of lines) {
        expect(invoiceLineSchema.safeParse(line).error).toBeUndefined();
        if (line.productId != null) expect(products.has(line.productId)).toBe(true);
      }
    }
    expect(new Set(invoices.map((i) => i.customerId)).size).toBeGreaterThan(100);
    expect(new Set(invoices.map((i) => i.currency)).size).toBeGreaterThan(3);
    const sampleIds = SAMPLE_ROWS.invoices.map((i) => i.id);
    expect(Math.min(...invoices.map((i) => i.id))).toBeGreaterThan(Math.max(...sampleIds));
    const ids = (rows: readonly { id: number }[]) => new Set(rows.map((r) => r.id)).size === rows.length;
    expect(ids(invoices)).toBe(true);
    expect(ids(invoices.flatMap((i) => i.lines))).toBe(true);
    expect(ids(payments)).toBe(true);
    expect(Math.min(...payments.map((p) => p.id))).toBeGreaterThan(samplePayments.length);
  });

  it('name the product list as it is', () => {
    expect(INVOICE_PRODUCTS.map(({ id, name, price }) => ({ id, productName: name, price }))).toEqual(
      SAMPLE_ROWS.product.map(({ id, productName, price }) => ({ id, productName, price })),
    );
  });

  it('total their lines and payments by invoice-money, with a status their payments and dates give', () => {
    for (const invoice of invoices) {
      const paid = paymentsOf(invoice.id);
      const totals = invoiceTotals(invoice.lines, paid);
      expect(invoice).toMatchObject({
        subtotal: totals.subtotal,
        tax: totals.tax,
        total: totals.total,
        paid: totals.paid,
        balance: totals.balance,
      });
      const voided = voids.some((v) => v.invoiceId === invoice.id);
      const sent = invoice.status !== 'draft';
      expect(invoice.status).toBe(
        invoiceStatus({ sent, voided, dueDate: invoice.dueDate, total: totals.total, paid: totals.paid, today: TODAY }),
      );
      expect(invoice.balance).toBeGreaterThanOrEqual(0);
      if (!sent || voided) expect(paid).toEqual([]);
      for (const p of paid) {
        expect(paymentBodySchema.safeParse({ amount: p.amount, date: p.date, method: p.method }).success).toBe(true);
        expect(p.date > invoice.issueDate && p.date <= TODAY).toBe(true);
      }
    }
    const statuses = new Set(invoices.map((i) => i.status));
    expect(statuses).toEqual(new Set(['draft', 'sent', 'partly_paid', 'paid', 'overdue', 'void']));
    const count = (status: string) => invoices.filter((i) => i.status === status).length;
    expect(count('paid')).toBeGreaterThan(invoices.length / 2);
    for (const v of voids) {
      expect(v.reason.length).toBeGreaterThan(0);
      expect(v.voidedAt.slice(0, 10) <= TODAY).toBe(true);
    }
  });

  it('keep the drafts near today, without a number, and number the others gaplessly per year in issue order', () => {
    const drafts = invoices.filter((i) => i.status === 'draft');
    expect(drafts.length).toBeGreaterThan(0);
    for (const d of drafts) {
      expect(d.number).toBeNull();
      expect(epochDay(TODAY) - epochDay(d.issueDate)).toBeLessThanOrEqual(7);
    }
    const byYear = new Map<string, number[]>();
    for (const invoice of invoices) {
      if (invoice.status === 'draft') continue;
      const [, year, n] = /^INV-(\d{4})-(\d{4,})$/.exec(invoice.number ?? '')!;
      expect(year).toBe(invoice.issueDate.slice(0, 4));
      byYear.set(year!, [...(byYear.get(year!) ?? []), Number(n)]);
    }
    expect([...byYear.keys()].sort()).toEqual(['2024', '2025', '2026']);
    for (const [year, numbers] of byYear) {
      const first = (SAMPLE_INVOICE_NUMBERS[year] ?? 0) + 1;
      expect(numbers, year).toEqual(numbers.map((_, i) => first + i));
    }
    // The sample invoices hold the numbers before the generated ones of their year, every one of them.
    const sampleNumbers = SAMPLE_ROWS.invoices.flatMap((i) => (i.number ? [i.number] : []));
    for (const [year, last] of Object.entries(SAMPLE_INVOICE_NUMBERS)) {
      const ofYear = sampleNumbers.filter((n) => n.startsWith(`INV-${year}-`)).map((n) => Number(n.slice(9)));
      expect(ofYear.sort((a, b) => a - b)).toEqual(Array.from({ length: last }, (_, i) => i + 1));
    }
    expect(sampleNumbers.every((n) => Object.keys(SAMPLE_INVOICE_NUMBERS).includes(n.slice(4, 8)))).toBe(true);
  });
});
