import { z } from 'zod/mini';
import { LOCALES } from '../i18n/locales.ts';
import { error, FORBIDDEN, idParam, UNAUTHORISED, type RouteDef } from './route-kit.ts';

/** The message of a `?lang=` that is not one of the app's languages. */
export const UNKNOWN_PDF_LANGUAGE = `Expected lang to be one of ${LOCALES.join(', ')}`;

/** `GET /app/invoices/{id}/pdf`: the invoice as a PDF (src/invoices/pdf/render.ts), on both backends. */
export const INVOICE_PDF_ROUTE = {
  method: 'get',
  path: '/app/invoices/{id}/pdf',
  operationId: 'pdf_invoices',
  tag: 'lists',
  summary:
    "The invoice as a PDF, laid out as its page: seller, number, status, dates, the customer billed, the lines, the totals and the payments, in the language asked (default: the customer's country's, else English). Served inline as `<number>.pdf`, or `draft-<id>.pdf` while a draft",
  auth: true,
  permission: 'invoices.read',
  pathParams: idParam,
  query: {
    lang: { description: `The PDF's language: one of ${LOCALES.join(', ')}`, schema: z.optional(z.enum(LOCALES)) },
  },
  responses: {
    200: {
      description: 'The PDF, `Content-Disposition: inline; filename="INV-2026-0001.pdf"`',
      binary: ['application/pdf'],
      headers: { 'Content-Disposition': '`inline; filename="<number>.pdf"`, or `draft-<id>.pdf` for a draft' },
    },
    400: error(`\`${UNKNOWN_PDF_LANGUAGE}\``),
    401: UNAUTHORISED,
    403: FORBIDDEN,
    404: error('No invoice with that id'),
  },
} as const satisfies RouteDef;

/** The answer's `Content-Disposition`. */
export function invoicePdfDisposition(invoice: { id: number; number: string | null }): string {
  return `inline; filename="${invoice.number ?? `draft-${invoice.id}`}.pdf"`;
}
