// The invoice page's client (src/api/screens/invoices.ts) against the fake backend: each call reaches its route and answers the
// invoice detail its schema accepts; a refusal is an ApiError with the backend's words and status.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsDemo } from '../demo-session.ts';
import { api, ApiError } from '../client.ts';
import { createTestServer } from '../../mocks/node.ts';
import { MESSAGES } from '../../contract/messages.ts';
import { deletePayment, fetchInvoicePdf, getInvoice, recordPayment, sendInvoice, voidInvoice } from './invoices.ts';

const { server } = createTestServer();
beforeAll(() => {
  signInAsDemo();
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

const lines = [{ description: 'Consulting', quantity: 2, unitPrice: 5_000, taxRate: 20 }];

describe('the invoice client', () => {
  it('sends, pays, deletes a payment and voids an invoice, each answer the invoice as it is after', async () => {
    const draft = await api.post<{ id: number }>('/app/invoices', {
      customerId: 1,
      issueDate: '2031-03-01',
      dueDate: '2031-03-31',
      currency: 'EUR',
      lines,
    });
    expect(await getInvoice(draft.id)).toMatchObject({ status: 'draft', payments: [], total: 12_000 });
    const sent = await sendInvoice(draft.id);
    expect(sent).toMatchObject({ status: 'sent', number: expect.stringMatching(/^INV-2031-/) as unknown });
    const paid = await recordPayment(draft.id, { amount: 2_000, date: '2031-03-05', method: 'card' });
    expect(paid).toMatchObject({ status: 'partly_paid', paid: 2_000, balance: 10_000 });
    const refused = await recordPayment(draft.id, { amount: 10_001, date: '2031-03-06', method: 'cash' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 400, message: MESSAGES.paymentOverBalance });
    const reopened = await deletePayment(draft.id, paid.payments[0]!.id);
    expect(reopened).toMatchObject({ status: 'sent', paid: 0, payments: [] });
    expect(await voidInvoice(draft.id, 'Billed twice')).toMatchObject({ status: 'void', voidReason: 'Billed twice' });
  });

  it("fetches an invoice's PDF as a Blob with the session's bearer", async () => {
    const pdf = await fetchInvoicePdf(1);
    expect(pdf.type).toContain('application/pdf');
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    await expect(fetchInvoicePdf(999_999)).rejects.toMatchObject({ status: 404 });
  });
});
