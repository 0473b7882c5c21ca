/**
 * The invoice's own calls (src/contract/invoice-routes.ts, src/contract/routes.ts' send), typed, for the invoice page's
 * store. The list calls (create, change, delete, the list itself) are the lists' (src/stores/list-writes.ts).
 */
import { backendReady } from '../backend.ts';
import { api, ApiError } from '../client.ts';
import { apiBaseUrl } from '../config.ts';
import { $currentUser } from '../session.ts';
import type { ZodMiniType } from 'zod/mini';
import type { InvoiceDetail, PaymentBody } from '../../contract/invoice-routes.ts';

export type { InvoiceDetail, Payment, PaymentBody } from '../../contract/invoice-routes.ts';
export { PAYMENT_METHODS, type PaymentMethod } from '../../contract/payment-methods.ts';

const path = (id: number) => `/app/invoices/${id}`;
// Loaded with the first call, in parallel with it: zod is not part of the page's first download. Typed as the detail
// it checks: the schema versioned() builds is typed loosely (its fields unknown).
const detailSchema = async () =>
  (await import('../../contract/invoice-routes.ts')).invoiceDetailSchema as unknown as ZodMiniType<InvoiceDetail>;

/** `GET /app/invoices/{id}`: the invoice with its lines, its payments and, once voided, why and when. */
export function getInvoice(id: number, signal?: AbortSignal): Promise<InvoiceDetail> {
  return api.get(path(id), { schema: detailSchema, signal });
}

/** `POST /app/invoices/{id}/send`: the draft is numbered, sent and e-mailed to its customer with its PDF. */
export function sendInvoice(id: number): Promise<InvoiceDetail> {
  return api.post(`${path(id)}/send`, undefined, { schema: detailSchema });
}

/** `POST /app/invoices/{id}/payments`: a 400 when more than the balance, a 409 unless sent, partly paid or overdue. */
export function recordPayment(id: number, body: PaymentBody): Promise<InvoiceDetail> {
  return api.post(`${path(id)}/payments`, body, { schema: detailSchema });
}

/** `DELETE /app/invoices/{id}/payments/{paymentId}` (administrators): the invoice as it is after. */
export function deletePayment(id: number, paymentId: number): Promise<InvoiceDetail> {
  return api.delete(`${path(id)}/payments/${paymentId}`, undefined, { schema: detailSchema });
}

/** `POST /app/invoices/{id}/void` (administrators): a 409 for a draft (delete it instead) or a void invoice. */
export function voidInvoice(id: number, reason: string): Promise<InvoiceDetail> {
  return api.post(`${path(id)}/void`, { reason }, { schema: detailSchema });
}

/** Where the invoice's PDF is served: `GET /app/invoices/{id}/pdf` (it needs the bearer: fetch it with fetchInvoicePdf). */
export function invoicePdfUrl(id: number): string {
  return `${apiBaseUrl()}${path(id)}/pdf`;
}

/** The invoice's PDF as a Blob, for a download link (`URL.createObjectURL`); an ApiError on failure. */
export async function fetchInvoicePdf(id: number, signal?: AbortSignal): Promise<Blob> {
  await backendReady();
  const token = $currentUser.get()?.token;
  const response = await fetch(invoicePdfUrl(id), {
    headers: { Accept: 'application/pdf', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    signal,
  });
  if (!response.ok) throw new ApiError(response.statusText || `HTTP ${response.status}`, response.status, 'http');
  return response.blob();
}
