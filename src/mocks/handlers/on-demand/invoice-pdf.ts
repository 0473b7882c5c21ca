import { HttpResponse, type HttpHandler } from 'msw';
import { INVOICE_PDF_ROUTE } from '../../../contract/invoice-pdf.ts';
import { errorResponse, route, type HandlerContext } from '../kit.ts';

/**
 * `GET /app/invoices/{id}/pdf` as the reference server answers it (src/invoices/pdf/serve.ts): the invoice and its
 * customer read through the fake backend's own routes with the caller's token, then rendered in the page. The
 * renderer, PDFKit and the fonts load on the first PDF asked for, never with the page.
 */
export function invoicePdfHandlers(ctx: HandlerContext): HttpHandler[] {
  return [
    route(ctx, INVOICE_PDF_ROUTE, async ({ request, params }) => {
      const id = Number(params.id);
      if (!Number.isSafeInteger(id) || id <= 0) return errorResponse(404, 'No invoices row with that id');
      const authorization = request.headers.get('Authorization') ?? '';
      const read = async (path: string) => {
        const response = await fetch(`${ctx.baseUrl}${path}`, { headers: { Authorization: authorization } });
        return { status: response.status, body: (await response.json()) as unknown };
      };
      const [{ invoicePdfAnswer }, { webPdfAssets }] = await Promise.all([
        import('../../../invoices/pdf/serve.ts'),
        import('../../../invoices/pdf/web-assets.ts'),
      ]);
      const lang = new URL(request.url).searchParams.get('lang') ?? undefined;
      const answer = await invoicePdfAnswer(read, id, lang, webPdfAssets);
      if (!('bytes' in answer)) return errorResponse(answer.status, answer.message);
      return new HttpResponse(answer.bytes.slice().buffer, { status: 200, headers: answer.headers });
    }),
  ];
}
