import { INVOICE_PDF_ROUTE } from '../../src/contract/invoice-pdf.ts';
import { nodePdfAssets } from '../../src/invoices/pdf/node-assets.ts';
import { invoicePdfAnswer } from '../../src/invoices/pdf/serve.ts';
import { errorResponse, idParam, on, type App, type ServerContext } from './kit.ts';

/**
 * `GET /app/invoices/{id}/pdf`: the invoice as a PDF (src/invoices/pdf/). The invoice and its customer are read through
 * the app's own routes with the caller's token, so the PDF holds what `GET /app/invoices/{id}` answers that caller
 * (404 for a row they may not see). A read: no audit entry, as no other read has one.
 */
export function invoicePdfRoutes(app: App, ctx: ServerContext): void {
  on(app, ctx, INVOICE_PDF_ROUTE, async (c) => {
    const id = idParam(c);
    if (id === null) return errorResponse(c, 404, 'No invoices row with that id');
    const authorization = c.req.header('Authorization') ?? '';
    const read = async (path: string) => {
      const response = await app.request(path, { headers: { Authorization: authorization } });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const answer = await invoicePdfAnswer(read, id, c.req.query('lang'), nodePdfAssets);
    if (!('bytes' in answer)) return errorResponse(c, answer.status as 400, answer.message);
    // A copy, as Hono takes an ArrayBuffer-backed view
    return c.body(answer.bytes.slice().buffer, 200, answer.headers);
  });
}
