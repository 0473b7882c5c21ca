/**
 * The company's invoices: what it billed its business customers (the generated ones, src/company/customers.ts) over
 * the two years of history, about two a working day, each in the customer's currency with one to six lines of the
 * product list (or a shipping line), its payments and, for a few, a void. A day's invoices and their fate (paid on
 * time, late, in two parts, partly, never, voided) depend on that day's number only; `today` decides what has happened
 * yet: the payments dated up to today, the status (invoice-money.ts's `invoiceStatus`), the drafts near today.
 *
 * Numbers are `INV-<year>-<n>`, consecutive within a year in issue order, after the sample invoices' numbers of that
 * year (SAMPLE_INVOICE_NUMBERS): so both backends' next number for a year, one past the highest held, follows them.
 */
import { PAYMENT_METHODS, type PaymentMethod } from '../contract/payment-methods.ts';
import { invoiceStatus, invoiceTotals } from '../contract/invoice-money.ts';
import { currencyDigits } from '../contract/money-format.ts';
import { epochDay, HISTORY_DAYS, isoDay } from '../stats/period.ts';
import { CUSTOMER_COUNT, generatedCustomer, SAMPLE_CUSTOMER_NAMES } from './customers.ts';
import { DAY_ID_BASE, weekdayIndex } from './orders.ts';
import { intBetween, pick, rngFor, weightedIndex, type Random } from './random.ts';
import type { InvoiceLine } from '../schemas/invoice-line.ts';
import type { ItemOf } from '../resources/index.ts';

type InvoiceRow = ItemOf<'invoices'>;
type Line = InvoiceLine & { id: number };
/** A generated invoice as the lists store it: its row and its lines (a child list). */
export type CompanyInvoice = InvoiceRow & { lines: Line[] };
/** A payment towards a generated invoice, as the payments' table holds it. */
export interface CompanyPayment {
  id: number;
  invoiceId: number;
  amount: number;
  date: string;
  method: PaymentMethod;
  note?: string;
}
export interface CompanyVoid {
  invoiceId: number;
  reason: string;
  voidedAt: string;
}

/**
 * The product list's rows (src/content/data/product.json, ids 1–10) with their prices in US dollars; a unit test holds
 * them equal to the sample file, which this module does not import (the server reads that file with node:fs).
 */
export const INVOICE_PRODUCTS = [
  { id: 1, name: 'Aero Runner 2', price: 129.99 },
  { id: 2, name: 'Summit Hiking Boot', price: 189 },
  { id: 3, name: 'Coastline Sandal', price: 54.5 },
  { id: 4, name: 'Court Pro High', price: 149.99 },
  { id: 5, name: 'Evening Pump', price: 119 },
  { id: 6, name: 'Cloud Walk Slip-on', price: 79.95 },
  { id: 7, name: 'Trail Blazer GTX', price: 164 },
  { id: 8, name: 'Studio Canvas High', price: 69 },
  { id: 9, name: 'Metro Chelsea Boot', price: 174.65 },
  { id: 10, name: 'Velocity Tempo', price: 299.99 },
] as const;

/** The highest number of each year the sample invoices (src/content/data/invoices.json) hold; a unit test checks it. */
export const SAMPLE_INVOICE_NUMBERS: Readonly<Record<string, number>> = { '2026': 8 };

/** A line's id is its invoice's id times this plus its place; a payment's, the invoice's id times PAYMENTS_PER plus its place. */
const LINES_PER = 8;
const PAYMENTS_PER = 4;
/** US dollars in each customer currency (rounded rates: sample data). */
const USD_RATE: Readonly<Record<string, number>> = { USD: 1, EUR: 0.92, GBP: 0.79, JPY: 150, BRL: 5, INR: 83 };
/** The VAT or sales tax of each customer country, in percent. */
const TAX_RATE: Readonly<Record<string, number>> = { US: 0, DE: 19, GB: 20, FR: 20, IT: 22, ES: 21, JP: 10, BR: 17, IN: 18 };
/** What wholesale customers pay of the list price. */
const WHOLESALE = 0.6;
const VOID_REASONS = ['Billed twice', 'Wrong customer', 'Order cancelled by the customer', 'Replaced by a corrected invoice'];
/** Invoices issued this many days ago or fewer may still be drafts. */
const DRAFT_DAYS = 4;

/** What the customer does with the invoice, drawn when it is issued. */
type Fate = 'onTime' | 'late' | 'twoParts' | 'part' | 'never' | 'void';
const FATES: readonly Fate[] = ['onTime', 'late', 'twoParts', 'part', 'never', 'void'];
const FATE_WEIGHTS = [62, 18, 9, 5, 4, 2];

/** A generated customer (the sample ones bill in currencies the company does not sell in): the low ids more often. */
function drawCustomer(random: Random): number {
  const first = SAMPLE_CUSTOMER_NAMES.length + 1;
  return first + Math.floor(random() ** 1.5 * (CUSTOMER_COUNT - first + 1));
}

/** `usd` US dollars in whole minor units of `currency`. */
function minorOf(usd: number, currency: string): number {
  return Math.round(usd * (USD_RATE[currency] ?? 1) * 10 ** currencyDigits(currency));
}

function linesOf(random: Random, invoiceId: number, currency: string, taxRate: number): Line[] {
  const count = intBetween(random, 1, 6);
  const lines: Line[] = [];
  for (let j = 0; j < count; j++) {
    const id = invoiceId * LINES_PER + j;
    // The last line of a few invoices is the shipping; the others are pairs of a product, by the box of six.
    if (j === count - 1 && count > 1 && random() < 0.35) {
      lines.push({
        id,
        description: 'Shipping',
        quantity: 1,
        unitPrice: minorOf(intBetween(random, 25, 90), currency),
        taxRate,
        discountRate: 0,
        productId: null,
      });
      continue;
    }
    const product = pick(random, INVOICE_PRODUCTS);
    const discountRate = random() < 0.2 ? pick(random, [5, 10]) : 0;
    lines.push({
      id,
      description: `${product.name}, wholesale`,
      quantity: 6 * intBetween(random, 1, 20),
      unitPrice: minorOf(product.price * WHOLESALE, currency),
      taxRate,
      discountRate,
      productId: product.id,
    });
  }
  return lines;
}

interface Drawn {
  invoice: CompanyInvoice;
  fate: Fate;
  /** Days after the issue each payment is made, and the share of the total each pays (the last one: the rest). */
  paymentLags: number[];
  partShare: number;
  method: PaymentMethod;
  draftDraw: number;
  voidLag: number;
  voidReason: string;
}

function paymentLags(fate: Fate, term: number, random: Random): number[] {
  switch (fate) {
    case 'onTime':
      return [intBetween(random, 2, term)];
    case 'late':
      return [term + intBetween(random, 3, 45)];
    case 'twoParts': {
      const first = intBetween(random, 3, term);
      return [first, first + intBetween(random, 10, 40)];
    }
    case 'part':
      return [intBetween(random, 5, term + 10)];
    default:
      return [];
  }
}

/** The invoices issued on working day `day` (none to four), before `today` decides what happened to them. */
function drawnOfDay(day: number): Drawn[] {
  if (weekdayIndex(day) >= 5) return [];
  const random = rngFor('invoice', day);
  const count = weightedIndex(random, [2, 3, 4, 2, 1]);
  const drawn: Drawn[] = [];
  for (let k = 0; k < count; k++) {
    const id = day * DAY_ID_BASE + k;
    const customer = generatedCustomer(drawCustomer(random));
    const term = pick(random, [14, 30, 30]);
    const lines = linesOf(random, id, customer.currency, TAX_RATE[customer.country] ?? 0);
    const fate = FATES[weightedIndex(random, FATE_WEIGHTS)]!;
    const totals = invoiceTotals(lines);
    const invoice: CompanyInvoice = {
      id,
      number: null,
      customerId: customer.id,
      status: 'sent',
      issueDate: isoDay(day),
      dueDate: isoDay(day + term),
      currency: customer.currency,
      subtotal: totals.subtotal,
      tax: totals.tax,
      total: totals.total,
      paid: 0,
      balance: totals.total,
      lines,
    };
    drawn.push({
      invoice,
      fate,
      paymentLags: paymentLags(fate, term, random),
      partShare: 0.3 + random() * 0.4,
      method: PAYMENT_METHODS[weightedIndex(random, [70, 20, 2, 5, 3])]!,
      draftDraw: random(),
      voidLag: intBetween(random, 1, 20),
      voidReason: pick(random, VOID_REASONS),
    });
  }
  return drawn;
}

/** Minor units of `share` of `total`, rounded. */
const shareOf = (total: number, share: number) => Math.round(total * share);

/** The payments of a drawn invoice made by `today` (none after it). */
function paymentsOf(d: Drawn, today: number): CompanyPayment[] {
  const issue = epochDay(d.invoice.issueDate);
  const { total, id } = d.invoice;
  const amounts =
    d.fate === 'part'
      ? [shareOf(total, d.partShare)]
      : d.fate === 'twoParts'
        ? [shareOf(total, 0.5), total - shareOf(total, 0.5)]
        : [total];
  return d.paymentLags
    .map((lag, k) => ({ id: id * PAYMENTS_PER + k, invoiceId: id, amount: amounts[k]!, date: isoDay(issue + lag), method: d.method }))
    .filter((p) => epochDay(p.date) <= today);
}

export interface CompanyInvoices {
  invoices: CompanyInvoice[];
  payments: CompanyPayment[];
  voids: CompanyVoid[];
}

/** The invoice as it stands on `today`: a draft (issued in the last days, a few), or sent with its payments so far. */
function settle(d: Drawn, today: number, out: CompanyInvoices): CompanyInvoice {
  const issue = epochDay(d.invoice.issueDate);
  if (today - issue <= DRAFT_DAYS && d.draftDraw < 0.5) return { ...d.invoice, status: 'draft' };
  const voidDay = issue + d.voidLag;
  const voided = d.fate === 'void' && voidDay <= today;
  const payments = voided ? [] : paymentsOf(d, today);
  const paid = payments.reduce((sum, p) => sum + p.amount, 0);
  out.payments.push(...payments);
  if (voided) out.voids.push({ invoiceId: d.invoice.id, reason: d.voidReason, voidedAt: `${isoDay(voidDay)}T10:00:00.000Z` });
  const status = invoiceStatus({ sent: true, voided, dueDate: d.invoice.dueDate, total: d.invoice.total, paid, today: isoDay(today) });
  return { ...d.invoice, status, paid, balance: d.invoice.total - paid };
}

/** Numbers the sent invoices of each year in issue order, after the sample invoices' numbers of that year. */
function numberSent(invoices: CompanyInvoice[]): void {
  const last = new Map<string, number>();
  for (const invoice of invoices) {
    if (invoice.status === 'draft') continue;
    const year = invoice.issueDate.slice(0, 4);
    const n = (last.get(year) ?? SAMPLE_INVOICE_NUMBERS[year] ?? 0) + 1;
    last.set(year, n);
    invoice.number = `INV-${year}-${String(n).padStart(4, '0')}`;
  }
}

let cached: { today: string; value: CompanyInvoices } | undefined;

/** Every generated invoice as of `today` (oldest first), their payments and their voids; the same for the same day. */
export function companyInvoices(today: string): CompanyInvoices {
  if (cached?.today === today) return cached.value;
  const last = epochDay(today);
  const value: CompanyInvoices = { invoices: [], payments: [], voids: [] };
  // The company's days (src/company/index.ts, companyDays), oldest first.
  for (let day = last - HISTORY_DAYS; day <= last; day++) {
    for (const d of drawnOfDay(day)) value.invoices.push(settle(d, last, value));
  }
  numberSent(value.invoices);
  cached = { today, value };
  return value;
}

/** The company's list of invoices (src/company/index.ts, GENERATED_LISTS). */
export const INVOICE_LISTS = {
  invoices: (today: string): CompanyInvoice[] => companyInvoices(today).invoices,
};
