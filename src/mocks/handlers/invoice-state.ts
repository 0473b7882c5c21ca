/**
 * The fake backend's payments and voids of invoices, as the server's tables invoice_payments and invoice_voids
 * (server/lists/invoice-ledger.ts): state of its own, not fields of the invoice rows, so the list's answers and
 * its PUT never carry them.
 */
import { z } from 'zod/mini';
import samplePayments from '../../content/data/invoice-payments.json';
import { paymentSchema, type Payment } from '../../contract/invoice-routes.ts';
import { companyInvoices, type CompanyInvoices } from '../../company/invoices.ts';
import { todayIso } from '../../stats/period.ts';
import type { FakeDb } from '../db.ts';

export const INVOICE_MONEY_KEY = 'invoiceMoney';

export const invoiceMoneySchema = z.object({
  /** Every invoice's payments, oldest first. */
  payments: z.array(z.extend(paymentSchema, { invoiceId: z.int() })),
  /** A voided invoice's reason and time, by invoice id. */
  voids: z.record(z.string(), z.object({ reason: z.string(), voidedAt: z.string() })),
  /** The ids of the sample company's generated payments deleted (src/company/invoices.ts): the others are made again. */
  removedPayments: z.optional(z.array(z.int())),
});
export type InvoiceMoney = z.infer<typeof invoiceMoneySchema>;

/** The sample invoices' payments (src/content/data/invoice-payments.json), numbered from 1 as the server's seed does. */
export function sampleInvoiceMoney(): InvoiceMoney {
  const payments = samplePayments as (Omit<Payment, 'id'> & { invoiceId: number })[];
  return { payments: payments.map((payment, index) => ({ ...payment, id: index + 1 })), voids: {} };
}

type Voids = InvoiceMoney['voids'];

/** The generated invoices' voids by invoice id, made once per day (the same objects, so a write can tell them apart). */
let madeVoids: { made: CompanyInvoices; voids: Voids } | undefined;
function voidsMade(made: CompanyInvoices): Voids {
  if (madeVoids?.made !== made) {
    madeVoids = { made, voids: Object.fromEntries(made.voids.map(({ invoiceId, ...v }) => [String(invoiceId), v])) };
  }
  return madeVoids.voids;
}

/**
 * The invoices' payments and voids: the stored ones (the sample invoices', those recorded since) and, with the sample
 * company, its generated invoices' (src/company/invoices.ts) of today but for the payments deleted. Only the stored
 * ones are kept in IndexedDB, as the company's rows (src/mocks/company.ts).
 */
export function invoiceMoney(db: FakeDb, today: string = todayIso()): InvoiceMoney {
  const stored = db.read<InvoiceMoney>(INVOICE_MONEY_KEY) ?? sampleInvoiceMoney();
  if (!db.hasCompany) return stored;
  const made = companyInvoices(today);
  const gone = new Set(stored.removedPayments);
  const payments = [...made.payments.filter((p) => !gone.has(p.id)), ...stored.payments];
  return { payments, voids: { ...voidsMade(made), ...stored.voids }, removedPayments: stored.removedPayments };
}

/** Stores `money` (invoiceMoney's answer, changed): without the generated payments and voids as they were made. */
export function writeInvoiceMoney(db: FakeDb, money: InvoiceMoney, today: string = todayIso()): void {
  if (!db.hasCompany) return db.write(INVOICE_MONEY_KEY, money);
  const made = companyInvoices(today);
  const madeById = new Map(made.payments.map((p) => [p.id, p]));
  const present = new Set(money.payments.map((p) => p.id));
  const generatedVoids = voidsMade(made);
  db.write(INVOICE_MONEY_KEY, {
    payments: money.payments.filter((p) => madeById.get(p.id) !== p),
    voids: Object.fromEntries(Object.entries(money.voids).filter(([id, v]) => generatedVoids[id] !== v)),
    removedPayments: made.payments.filter((p) => !present.has(p.id)).map((p) => p.id),
  });
}
