import { z } from 'zod/mini';
import { currency, described, id, isoDate, notBefore } from '../schemas/common.ts';
import { invoiceLineSchema } from '../schemas/invoice-line.ts';
import { defineResource } from './define.ts';

/**
 * An amount in whole minor units of the invoice's currency (1999 is 19.99 EUR); negative for a credit. Not `z.int()`:
 * an invoice's sums reach past the server's 32-bit `integer` column, and a double holds them exactly (under 2^53).
 */
const minor = (description: string) => described(z.number().check(z.multipleOf(1, 'Expected an amount in whole minor units')), description);

/**
 * An invoice's statuses: INVOICE_STATUSES of src/contract/invoice-money.ts, which this layer does not import
 * (src/contract/invoice-computed.ts fails the type check when the two differ).
 */
export const INVOICE_STATUS_VALUES = ['draft', 'sent', 'partly_paid', 'paid', 'overdue', 'void'] as const;

/** The number a sent invoice is given: `INV-<issue year>-<4 or more digits>`, gapless within the year. */
export const INVOICE_NUMBER = /^INV-\d{4}-\d{4,9}$/;

export const invoiceSchema = z.object({
  id,
  number: described(
    z.nullable(z.string().check(z.regex(INVOICE_NUMBER, 'Expected an invoice number written like INV-2026-0001'))),
    'INV-<year>-<number>, given when the invoice is sent (null while a draft); the next of its issue year, without gaps',
  ),
  customerId: described(id, 'The customer billed: a row of the customers list'),
  status: described(z.enum(INVOICE_STATUS_VALUES), 'Computed by the backend: draft until sent'),
  issueDate: isoDate,
  dueDate: isoDate,
  currency: described(currency, 'ISO 4217 code of the invoice\'s amounts, e.g. "EUR"'),
  subtotal: minor("Sum of the lines' net amounts, computed by the backend"),
  tax: minor("Sum of the lines' tax, computed by the backend"),
  total: minor('Subtotal less discounts plus tax, computed by the backend'),
  paid: minor('Sum of the payments, computed by the backend'),
  balance: minor('Total less paid, computed by the backend'),
});
export const invoiceRules = [notBefore('dueDate', 'issueDate', 'The due date is before the issue date')];

/** The fields a write's body may leave out: the backends compute them (src/contract/invoice-computed.ts). */
const COMPUTED = ['number', 'status', 'subtotal', 'tax', 'total', 'paid', 'balance'] as const;

/** A line as a body gives it: without `discountRate` it has none (0). */
const lineSchema = z.extend(invoiceLineSchema, { discountRate: z._default(invoiceLineSchema.shape.discountRate, 0) });

/** `GET /app/invoices`: its rows are `src/content/data/invoices.json`, each with its `lines`. */
export default defineResource({
  list: 'invoices',
  schema: invoiceSchema,
  rules: invoiceRules,
  sampleSize: 10,
  entity: 'invoices',
  apiName: 'Invoice',
  // A line's unit price is in minor units of the invoice's currency: the form asks for 19.99, not 1999.
  children: { lines: { schema: lineSchema, max: 200, minorUnits: { unitPrice: 'currency' } } },
  // An invoice bills a customer; a customer with invoices is not deleted.
  references: { customerId: { list: 'customers', onDelete: 'restrict' } },
  computed: {
    fields: COMPUTED,
    rule: 'invoice',
    editable: (stored) => stored.status === 'draft',
  },
  send: { number: 'number', status: 'status', date: 'issueDate', prefix: 'INV' },
  // The finance dashboard's receivables sum the invoices and their payments: a change reloads its figures.
  dashboards: ['finance'],
  // An invoice is a document with its own routes (payments, void, send): its create answers 201 Created.
  createdStatus: 201,
});
