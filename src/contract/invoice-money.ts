import type { InvoiceLine } from '../schemas/invoice-line.ts';
import { minorUnits } from './money-format.ts';

/**
 * The money of an invoice, one function for both backends and the form: amounts are integers in minor units of the
 * invoice's currency. Quantities and percentages are taken as whole thousandths (the line schema allows three
 * decimals) and every product is a BigInt, so nothing is rounded but the three amounts of a line, each once, half
 * away from zero, from its exact value. The invoice's sums are of those rounded amounts.
 */

/** What a line costs: `total` is `net - discount + tax`. */
export interface LineAmounts {
  net: number;
  discount: number;
  tax: number;
  total: number;
}

export interface InvoiceTotals {
  lines: LineAmounts[];
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
  paid: number;
  balance: number;
}

export type MoneyLine = Pick<InvoiceLine, 'quantity' | 'unitPrice' | 'taxRate' | 'discountRate'>;

/** A payment towards the invoice, in minor units (a refund is negative). */
export interface Payment {
  amount: number;
}

const THOUSANDTH = 1000n;
/** 100 % in thousandths of a percent. */
const WHOLE = 100_000n;
// A value the schema took as a multiple of 0.001 is one up to the noise of its binary form, far below this.
const NOISE = 1e-6;

/** `value` in thousandths, exactly; a RangeError when it has more than three decimals or is too large. */
function thousandths(value: number, field: string): bigint {
  const scaled = value * 1000;
  const whole = Math.round(scaled);
  if (!Number.isSafeInteger(whole) || Math.abs(scaled - whole) > NOISE) {
    throw new RangeError(`${field} must be a number with three decimals at most, not ${value}`);
  }
  return BigInt(whole);
}

/** `numerator / denominator` (a positive denominator) rounded half away from zero. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator; // truncated toward zero
  const remainder = numerator % denominator; // the sign of the numerator
  const twice = remainder < 0n ? -2n * remainder : 2n * remainder;
  if (twice < denominator) return quotient;
  return numerator < 0n ? quotient - 1n : quotient + 1n;
}

function toNumber(value: bigint, what: string): number {
  const number = Number(value);
  if (!Number.isSafeInteger(number)) throw new RangeError(`${what} ${value} is beyond the integers a number holds exactly`);
  return number;
}

/**
 * A line's amounts: `net` is quantity × unit price, `discount` the discount rate of it, `tax` the tax rate of the
 * line after its discount; each rounded to the minor unit from its exact value (the tax is not computed from a rounded
 * net), so a line without discount has the tax `quantity × unitPrice × taxRate / 100` rounded.
 */
export function lineAmounts(line: MoneyLine): LineAmounts {
  const gross = thousandths(line.quantity, 'quantity') * minorUnits(line.unitPrice, 'unitPrice'); // in 1/1000 minor units
  const discountRate = thousandths(line.discountRate, 'discountRate');
  const taxRate = thousandths(line.taxRate, 'taxRate');
  const net = divideRounded(gross, THOUSANDTH);
  const discount = divideRounded(gross * discountRate, THOUSANDTH * WHOLE);
  const tax = divideRounded(gross * (WHOLE - discountRate) * taxRate, THOUSANDTH * WHOLE * WHOLE);
  return {
    net: toNumber(net, 'net'),
    discount: toNumber(discount, 'discount'),
    tax: toNumber(tax, 'tax'),
    total: toNumber(net - discount + tax, 'total'),
  };
}

/** The amounts of every line and the invoice's sums: `total` is `subtotal - discount + tax`, `balance` `total - paid`. */
export function invoiceTotals(lines: readonly MoneyLine[], payments: readonly Payment[] = []): InvoiceTotals {
  const amounts = lines.map(lineAmounts);
  const sum = (values: readonly bigint[]) => values.reduce((acc, value) => acc + value, 0n);
  const subtotal = sum(amounts.map((a) => BigInt(a.net)));
  const discount = sum(amounts.map((a) => BigInt(a.discount)));
  const tax = sum(amounts.map((a) => BigInt(a.tax)));
  const total = subtotal - discount + tax;
  const paid = sum(payments.map((p, i) => minorUnits(p.amount, `payments.${i}.amount`)));
  return {
    lines: amounts,
    subtotal: toNumber(subtotal, 'subtotal'),
    discount: toNumber(discount, 'discount'),
    tax: toNumber(tax, 'tax'),
    total: toNumber(total, 'total'),
    paid: toNumber(paid, 'paid'),
    balance: toNumber(total - paid, 'balance'),
  };
}

export const INVOICE_STATUSES = ['draft', 'sent', 'partly_paid', 'paid', 'overdue', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export interface StatusFacts {
  sent: boolean;
  voided: boolean;
  /** `YYYY-MM-DD`, like `today`: the invoice is overdue from the day after. */
  dueDate: string;
  total: number;
  paid: number;
  /** The day it is where the invoice is kept, `YYYY-MM-DD` (the caller picks the time zone). */
  today: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An invoice's status: void wins, then an unsent one is a draft; a sent one with nothing left to pay (a balance of
 * zero or less) is paid, else overdue after its due date, else partly paid when something was paid, else sent.
 */
export function invoiceStatus({ sent, voided, dueDate, total, paid, today }: StatusFacts): InvoiceStatus {
  if (!ISO_DAY.test(dueDate) || !ISO_DAY.test(today)) throw new RangeError(`Expected days as YYYY-MM-DD, not ${dueDate} and ${today}`);
  if (voided) return 'void';
  if (!sent) return 'draft';
  if (total - paid <= 0) return 'paid';
  if (today > dueDate) return 'overdue';
  return paid > 0 ? 'partly_paid' : 'sent';
}
