/**
 * The invoice's own calls beyond its list's (src/contract/routes.ts): recording and deleting a payment, and voiding.
 * Payments are not a child list of the resource (src/resources/invoices.ts): a child list is written by the invoice's
 * PUT, and a payment is never changed that way, only recorded or deleted by its own route.
 */
import { z } from 'zod/mini';
import { described, id, isoDate } from '../schemas/common.ts';
import { invoiceLineSchema } from '../schemas/invoice-line.ts';
import { invoiceSchema } from '../resources/invoices.ts';
import { MESSAGES } from './messages.ts';
import { error, FORBIDDEN, idParam, UNAUTHORISED, type RouteDef } from './route-kit.ts';
import { versioned, WITH_ETAG } from './versions.ts';
import { PAYMENT_METHODS } from './payment-methods.ts';

/** The most one payment may be: the most an invoice's balance can be (exact as a JSON number). */
export const MAX_PAYMENT = Number.MAX_SAFE_INTEGER;

/** The body of `POST /app/invoices/{id}/payments`. */
export const paymentBodySchema = z.object({
  amount: described(
    z.int().check(z.positive(MESSAGES.paymentNotPositive), z.lte(MAX_PAYMENT)),
    "Amount received in whole minor units of the invoice's currency (1999 is 19.99 EUR): above 0 and at most the balance",
  ),
  date: described(isoDate, 'The day the payment was received, YYYY-MM-DD'),
  method: described(z.enum(PAYMENT_METHODS), 'How it was paid'),
  note: z.optional(described(z.string().check(z.maxLength(500)), 'A remark, e.g. the bank reference (at most 500 characters)')),
});
export type PaymentBody = z.infer<typeof paymentBodySchema>;

/** A recorded payment, as `GET /app/invoices/{id}` carries it. */
export const paymentSchema = z.object({
  id,
  amount: z.int(),
  date: isoDate,
  method: z.enum(PAYMENT_METHODS),
  note: z.optional(z.string()),
  createdBy: z.optional(described(id, 'The account that recorded it')),
});
export type Payment = z.infer<typeof paymentSchema>;

/** The body of `POST /app/invoices/{id}/void`. */
export const voidBodySchema = z.object({
  reason: described(
    z.string().check(z.trim(), z.minLength(1, MESSAGES.voidReasonRequired), z.maxLength(500)),
    'Why it is voided (1–500 characters)',
  ),
});

/**
 * An invoice read alone: its fields, its lines, its payments (oldest first) and, once voided, why and when. The list
 * answers carry the fields only.
 */
const invoiceDetailFields = z.extend(invoiceSchema, {
  lines: z.array(z.extend(invoiceLineSchema, { id: z.optional(id) })),
  payments: z.array(paymentSchema),
  voidReason: z.optional(z.nullable(z.string())),
  voidedAt: z.optional(z.nullable(described(z.iso.datetime({ offset: true }), 'When it was voided'))),
});
export const invoiceDetailSchema = versioned(invoiceDetailFields);
// Inferred from the fields: the type versioned() answers reads every field as unknown.
export type InvoiceDetail = z.infer<typeof invoiceDetailFields> & { version: number };

const invoicePath = '/app/invoices/{id}';
const answer = {
  200: {
    description: 'The invoice with its lines and payments, its new version as the ETag',
    schema: invoiceDetailSchema,
    headers: WITH_ETAG,
  },
};

export const INVOICE_ROUTES = {
  recordPayment: {
    method: 'post',
    path: `${invoicePath}/payments`,
    operationId: 'recordPayment_invoices',
    tag: 'lists',
    summary:
      "Record a payment of a sent, partly paid or overdue invoice: its paid, balance and status follow (partly paid, paid). One audit entry and one live event, the invoice's",
    auth: true,
    permission: 'invoices.update',
    pathParams: idParam,
    body: paymentBodySchema,
    responses: {
      ...answer,
      400: error(`\`${MESSAGES.paymentOverBalance}\`, \`${MESSAGES.paymentNotPositive}\`, or a malformed body`),
      401: UNAUTHORISED,
      403: FORBIDDEN,
      404: error('No invoice with that id'),
      409: error(`\`${MESSAGES.notPayable}\`: a draft, a paid or a void invoice`),
    },
  },
  deletePayment: {
    method: 'delete',
    path: `${invoicePath}/payments/{paymentId}`,
    operationId: 'deletePayment_invoices',
    tag: 'lists',
    summary: "Delete a payment recorded by mistake (administrators): the invoice's paid, balance and status follow",
    auth: true,
    permission: 'invoices.void',
    pathParams: { ...idParam, paymentId: { description: 'The id of one of its payments', schema: z.coerce.number() } },
    responses: {
      ...answer,
      401: UNAUTHORISED,
      403: FORBIDDEN,
      404: error('No invoice with that id, or no such payment of it'),
      409: error(`\`${MESSAGES.invoiceVoided}\``),
    },
  },
  void: {
    method: 'post',
    path: `${invoicePath}/void`,
    operationId: 'void_invoices',
    tag: 'lists',
    summary:
      'Void a sent invoice (administrators), whatever was paid: its status becomes void for good, its number stays taken, the reason and time are kept. A draft is deleted instead',
    auth: true,
    permission: 'invoices.void',
    pathParams: idParam,
    body: voidBodySchema,
    responses: {
      ...answer,
      400: error('No reason, or one past 500 characters'),
      401: UNAUTHORISED,
      403: FORBIDDEN,
      404: error('No invoice with that id'),
      409: error(`\`${MESSAGES.voidDraft}\`, or \`${MESSAGES.invoiceVoided}\``),
    },
  },
} as const satisfies Record<string, RouteDef>;
