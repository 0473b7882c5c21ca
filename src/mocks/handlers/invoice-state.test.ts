import { describe, expect, it } from 'vitest';
import { companyInvoices } from '../../company/invoices.ts';
import { todayIso } from '../../stats/period.ts';
import { FakeDb } from '../db.ts';
import { INVOICE_MONEY_KEY, invoiceMoney, sampleInvoiceMoney, writeInvoiceMoney, type InvoiceMoney } from './invoice-state.ts';

describe("the fake backend's invoice payments and voids with the sample company", () => {
  const today = todayIso();
  const made = companyInvoices(today);
  const sample = sampleInvoiceMoney();

  it('are the stored ones and the generated ones, of which only changes are stored', () => {
    const db = new FakeDb();
    const money = invoiceMoney(db, today);
    expect(money.payments.length).toBe(made.payments.length + sample.payments.length);
    expect(Object.keys(money.voids).length).toBe(made.voids.length);
    const [first, second] = made.payments;
    const added = { id: 99_999_999, invoiceId: first!.invoiceId, amount: 100, date: today, method: 'card' as const, createdBy: 1 };
    writeInvoiceMoney(db, { ...money, payments: [...money.payments.filter((p) => p.id !== second!.id), added] }, today);
    const stored = db.read<InvoiceMoney>(INVOICE_MONEY_KEY)!;
    expect(stored.payments).toEqual([...sample.payments, added]);
    expect(stored.voids).toEqual({});
    expect(stored.removedPayments).toEqual([second!.id]);
    const after = invoiceMoney(db, today);
    expect(after.payments.map((p) => p.id)).not.toContain(second!.id);
    expect(after.payments).toContainEqual(added);
    expect(after.payments.length).toBe(money.payments.length);
  });

  it('are the sample ones only without the company', () => {
    const db = new FakeDb({ company: false });
    expect(invoiceMoney(db, today)).toEqual(sample);
  });
});
