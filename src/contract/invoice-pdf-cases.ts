/**
 * `GET /app/invoices/{id}/pdf` on both backends (server/routes/invoice-pdf.test.ts on PGlite and Postgres,
 * src/mocks/handlers/invoice-pdf.test.ts on the fake backend): a PDF inline under its number's name (a draft's under
 * its id), 400 for a language the app has not, 404 for no row, 401 without a token. Test support only.
 */
import { describe, expect, it } from 'vitest';
import { UNKNOWN_PDF_LANGUAGE } from './invoice-pdf.ts';
import { createInvoice } from './invoice-cases.ts';
import type { VersionedCall } from './children-cases.ts';

/** A GET of `path`, with the signed-in account's token or without one. */
export type RawGet = (path: string, signedIn?: boolean) => Promise<Response>;

const PDF_MAGIC = '%PDF-';

async function startOf(response: Response): Promise<string> {
  return new TextDecoder().decode(new Uint8Array(await response.arrayBuffer()).slice(0, PDF_MAGIC.length));
}

export function describeInvoicePdf(get: RawGet, call: VersionedCall): void {
  describe('the invoice as a PDF', () => {
    it('a sent invoice is a PDF, inline under its number', async () => {
      const response = await get('/app/invoices/1/pdf');
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('application/pdf');
      expect(response.headers.get('Content-Disposition')).toBe('inline; filename="INV-2026-0001.pdf"');
      expect(await startOf(response)).toBe(PDF_MAGIC);
    });

    it("a draft's PDF is named after its id, in any of the nine languages", async () => {
      const draft = await createInvoice(call);
      const response = await get(`/app/invoices/${draft.id}/pdf?lang=ar`);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Disposition')).toBe(`inline; filename="draft-${draft.id}.pdf"`);
      expect(await startOf(response)).toBe(PDF_MAGIC);
    });

    it('a language the app has not is 400', async () => {
      const response = await get('/app/invoices/1/pdf?lang=xx');
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: UNKNOWN_PDF_LANGUAGE });
    });

    it('no such invoice is 404', async () => {
      expect((await get('/app/invoices/987654/pdf')).status).toBe(404);
    });

    it('without a token it is 401', async () => {
      expect((await get('/app/invoices/1/pdf', false)).status).toBe(401);
    });
  });
}
