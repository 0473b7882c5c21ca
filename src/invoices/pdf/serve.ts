import { invoicePdfDisposition, UNKNOWN_PDF_LANGUAGE } from '../../contract/invoice-pdf.ts';
import { isLocale } from '../../i18n/locales.ts';
import { invoicePdfLanguage } from './language.ts';
import type { PdfAssets, PdfCustomer, PdfInvoice } from './types.ts';

/** A read of the API on the caller's behalf: its status and JSON body. */
export type ApiRead = (path: string) => Promise<{ status: number; body: unknown }>;

export type PdfAnswer = { status: 200; bytes: Uint8Array; headers: Record<string, string> } | { status: number; message: string };

const messageOf = (body: unknown): string =>
  typeof body === 'object' && body !== null && 'message' in body ? String(body.message) : 'The invoice could not be read';

/**
 * `GET /app/invoices/{id}/pdf` as both backends answer it: the invoice and its customer read through the API itself
 * (`read`, with the caller's token), so the PDF shows exactly what `GET /app/invoices/{id}` does, with the same
 * scoping and 404s, whichever backend serves it; then rendered.
 */
export async function invoicePdfAnswer(read: ApiRead, id: number, lang: string | undefined, assets: PdfAssets): Promise<PdfAnswer> {
  if (lang !== undefined && !isLocale(lang)) return { status: 400, message: UNKNOWN_PDF_LANGUAGE };
  const invoice = await read(`/app/invoices/${id}`);
  if (invoice.status !== 200) return { status: invoice.status, message: messageOf(invoice.body) };
  const row = invoice.body as PdfInvoice & { customerId: number };
  const customer = await read(`/app/customers/${row.customerId}`);
  if (customer.status !== 200) return { status: customer.status, message: messageOf(customer.body) };
  const customerRow = customer.body as PdfCustomer;
  const { renderInvoicePdf } = await import('./render.ts');
  const bytes = await renderInvoicePdf({
    invoice: row,
    customer: customerRow,
    lang: invoicePdfLanguage(lang, customerRow.country),
    assets,
  });
  return {
    status: 200,
    bytes,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': invoicePdfDisposition(row),
      // An invoice changes (payments, void): never a stale copy, and none kept in shared caches.
      'Cache-Control': 'private, no-store',
    },
  };
}
