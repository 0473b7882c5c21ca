/**
 * Receivables: what customers owe on invoices, per currency, in minor units of that currency. Amounts of different
 * currencies are never added together; the finance dashboard shows the company's main currency (RECEIVABLES_CURRENCY,
 * the dashboards' money unit) and says so. The status is derived here from the due date, the payments and the day
 * (`invoiceStatus`), never read from the stored status, which backends refresh to overdue only when the list is read.
 */
import { bucketEnds, inPeriod, perBucket } from '../stats/aggregate.ts';
import { previousPeriod, type Period } from '../stats/period.ts';
import type { ReceivableFigures } from '../stats/finance.ts';
import { invoiceStatus } from './invoice-money.ts';
import { currencyDigits } from './money-format.ts';
import { OWING_STATUSES, RECEIVABLES_CURRENCY } from '../stats/screens/owing.ts';

/** What the figures need of an invoice (a row of `GET /app/invoices`). */
export interface ReceivableInvoice {
  id: number;
  status: string;
  currency: string;
  issueDate: string;
  dueDate: string;
  total: number;
}

/** A payment towards an invoice, in minor units of the invoice's currency. */
export interface ReceivablePayment {
  invoiceId: number;
  amount: number;
  date: string;
}

export interface Receivables {
  /** Balances of the sent, partly paid and overdue invoices (drafts, paid and void ones owe nothing). */
  outstanding: number;
  /** The part of `outstanding` past its due date. */
  overdue: number;
  /** Payments dated in the period. */
  paid: number;
}

/** One currency's invoices by id and the payments towards them: made once, read at every day a dashboard asks about. */
interface CurrencyBook {
  invoices: Map<number, ReceivableInvoice>;
  payments: readonly ReceivablePayment[];
}

function currencyBook(invoices: readonly ReceivableInvoice[], payments: readonly ReceivablePayment[], currency: string): CurrencyBook {
  const ofCurrency = new Map(invoices.filter((i) => i.currency === currency).map((i) => [i.id, i]));
  return { invoices: ofCurrency, payments: payments.filter((p) => ofCurrency.has(p.invoiceId)) };
}

/** What `book` owed at the end of day `asOf`, and the payments dated in `period` (see receivablesOf). */
function receivablesAt(book: CurrencyBook, asOf: string, period: Pick<Period, 'from' | 'to'>): Receivables {
  const paidBy = new Map<number, number>();
  let paid = 0;
  for (const p of book.payments) {
    if (p.date <= asOf) paidBy.set(p.invoiceId, (paidBy.get(p.invoiceId) ?? 0) + p.amount);
    if (inPeriod(p.date, period)) paid += p.amount;
  }
  let outstanding = 0;
  let overdue = 0;
  for (const invoice of book.invoices.values()) {
    if (invoice.issueDate > asOf) continue;
    const status = invoiceStatus({
      sent: invoice.status !== 'draft',
      voided: invoice.status === 'void',
      dueDate: invoice.dueDate,
      total: invoice.total,
      paid: paidBy.get(invoice.id) ?? 0,
      today: asOf,
    });
    if (!(OWING_STATUSES as readonly string[]).includes(status)) continue;
    const balance = invoice.total - (paidBy.get(invoice.id) ?? 0);
    outstanding += balance;
    if (status === 'overdue') overdue += balance;
  }
  return { outstanding, overdue, paid };
}

/**
 * One currency's receivables as they stood at the end of day `asOf`: an invoice counts from its issue day (a draft
 * has none to count from: it is left out, as are void invoices, whose void day is not in the rows), with the payments
 * dated up to that day; `period` bounds the payments counted as paid.
 */
export function receivablesOf(
  invoices: readonly ReceivableInvoice[],
  payments: readonly ReceivablePayment[],
  currency: string,
  asOf: string,
  period: Pick<Period, 'from' | 'to'>,
): Receivables {
  return receivablesAt(currencyBook(invoices, payments, currency), asOf, period);
}

/** Minor units of `currency` as an amount in major units (1999 USD cents are 19.99). */
function majorUnits(minor: number, currency: string): number {
  return minor / 10 ** currencyDigits(currency);
}

/** The dashboard's receivables of a period in the main currency, as of `today` at the latest. */
export function receivableFigures(
  invoices: readonly ReceivableInvoice[],
  payments: readonly ReceivablePayment[],
  period: Period,
  today: string,
): ReceivableFigures {
  const currency = RECEIVABLES_CURRENCY;
  const major = (minor: number) => majorUnits(minor, currency);
  const asOf = (day: string) => (day > today ? today : day);
  // The currency's rows are picked once: a month by day asks about 31 days.
  const book = currencyBook(invoices, payments, currency);
  const ends = bucketEnds(period).map((end) => receivablesAt(book, asOf(end), period));
  const now = receivablesAt(book, asOf(period.to), period);
  return {
    outstanding: major(now.outstanding),
    overdue: major(now.overdue),
    paid: major(now.paid),
    spark: {
      outstanding: ends.map((r) => major(r.outstanding)),
      overdue: ends.map((r) => major(r.overdue)),
      paid: perBucket(
        book.payments,
        period,
        (p) => p.date,
        (p) => major(p.amount),
      ),
    },
  };
}

/** The finance dashboard's receivables: of the period and of the one before it (src/stats/finance.ts shows them). */
export function financeReceivables(
  invoices: readonly ReceivableInvoice[],
  payments: readonly ReceivablePayment[],
  period: Period,
  today: string,
): { receivables: ReceivableFigures; receivablesBefore: ReceivableFigures } {
  return {
    receivables: receivableFigures(invoices, payments, period, today),
    receivablesBefore: receivableFigures(invoices, payments, previousPeriod(period), today),
  };
}
