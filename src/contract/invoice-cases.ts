/**
 * The invoices' cases both backends run (server/lists/invoices.test.ts on PGlite and Postgres,
 * src/mocks/handlers/invoices.test.ts on the fake backend): totals computed on every write whatever the body says, the
 * 409s of a sent invoice, and the gapless numbers of sends. Test support only.
 */
import { describe, expect, it } from 'vitest';
import { invoiceTotals } from './invoice-money.ts';
import { MESSAGES } from './messages.ts';
import type { VersionedCall } from './children-cases.ts';

export const INVOICE = { customerId: 1, issueDate: '2031-03-01', dueDate: '2031-03-31', currency: 'EUR' };
/** Lines whose amounts round: 0.5 × 9 cents at 10 % (a tax of 0.45 cent), a discounted line and a credit. */
export const LINES = [
  { description: 'Half hours', quantity: 0.5, unitPrice: 9, taxRate: 10 },
  { description: 'Shoes', quantity: 3, unitPrice: 4999, taxRate: 19, discountRate: 12.5 },
  { description: 'Credit', quantity: 1, unitPrice: -1000, taxRate: 19, productId: null },
];

const totalsOf = (lines: typeof LINES) => {
  const { subtotal, tax, total, paid, balance } = invoiceTotals(lines.map((line) => ({ discountRate: 0, ...line })));
  return { subtotal, tax, total, paid, balance };
};

type Invoice = Record<string, unknown> & { id: number; version: number; number: string | null; status: string };

/** An invoice created through `call` with `LINES` (and `fields`), as the backend answered it. */
export async function createInvoice(call: VersionedCall, fields: Record<string, unknown> = {}): Promise<Invoice> {
  const res = await call('POST', '/app/invoices', { ...INVOICE, lines: LINES, ...fields });
  expect(res.status).toBe(200);
  return res.body as Invoice;
}

/** The number in `INV-<year>-<number>`. */
const numberOf = (invoice: Invoice) => Number(String(invoice.number).split('-')[2]);

export function describeInvoices(call: VersionedCall): void {
  describe('invoices', () => {
    it('a create computes the totals, the status and the number, whatever the body says', async () => {
      const lied = { status: 'paid', number: 'INV-2031-9999', subtotal: 1, tax: 2, total: 3, paid: 3, balance: 0 };
      const created = await createInvoice(call, lied);
      expect(created).toMatchObject({ ...INVOICE, ...totalsOf(LINES), status: 'draft', number: null, version: 1 });
      // 0.5 × 9 = 4.5 -> 5, its tax 0.45 -> 0; 3 × 49.99 = 149.97 less 12.5 % (18.74625 -> 18.75) plus 19 % of 131.22375
      // (24.9325125 -> 24.93); -10.00 with -1.90 tax.
      expect(created).toMatchObject({ subtotal: 14_002, tax: 2_303, total: 14_430, paid: 0, balance: 14_430 });
      const read = await call('GET', `/app/invoices/${created.id}`);
      expect(read.body).toMatchObject({ ...totalsOf(LINES), status: 'draft', number: null });
      expect((read.body.lines as unknown[]).length).toBe(3);
    });

    it("a draft's change recomputes the totals from its new lines; a change without lines keeps them", async () => {
      const created = await createInvoice(call);
      const lines = [{ description: 'One', quantity: 2, unitPrice: 1_000, taxRate: 20 }];
      const changed = await call('PUT', `/app/invoices/${created.id}`, { id: created.id, ...INVOICE, lines, total: 1 }, created.version);
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ subtotal: 2_000, tax: 400, total: 2_400, balance: 2_400, status: 'draft', version: 2 });
      const kept = await call('PUT', `/app/invoices/${created.id}`, { id: created.id, ...INVOICE, dueDate: '2031-04-30' }, 2);
      expect(kept.body).toMatchObject({ total: 2_400, dueDate: '2031-04-30' });
    });

    it('a send numbers the draft and marks it sent; then a change, a delete and another send are 409', async () => {
      const created = await createInvoice(call);
      const sent = await call('POST', `/app/invoices/${created.id}/send`);
      expect(sent.status).toBe(200);
      expect(sent.body).toMatchObject({ status: 'sent', version: 2, ...totalsOf(LINES) });
      expect(sent.body.number).toMatch(/^INV-2031-\d{4,}$/);
      expect((sent.body.lines as unknown[]).length).toBe(3);
      const refused = { status: 409, body: { message: MESSAGES.notDraft } };
      const body = { id: created.id, ...INVOICE, lines: [LINES[0]] };
      expect(await call('PUT', `/app/invoices/${created.id}`, body, 2)).toMatchObject(refused);
      expect(await call('DELETE', `/app/invoices/${created.id}`)).toMatchObject(refused);
      expect(await call('POST', `/app/invoices/${created.id}/send`)).toMatchObject(refused);
      const read = await call('GET', `/app/invoices/${created.id}`);
      expect(read.body).toMatchObject({ number: sent.body.number, status: 'sent', version: 2 });
      expect((read.body.lines as unknown[]).length).toBe(3);
    });

    it('a draft is deleted with its lines; a send of no invoice is 404', async () => {
      const created = await createInvoice(call);
      expect((await call('DELETE', `/app/invoices/${created.id}`)).status).toBe(200);
      expect((await call('GET', `/app/invoices/${created.id}`)).status).toBe(404);
      expect((await call('POST', `/app/invoices/${created.id}/send`)).status).toBe(404);
    });

    it('sends number each year on its own, from 1 after the year before, without gaps', async () => {
      const first = await createInvoice(call, { issueDate: '2032-01-10', dueDate: '2032-02-10' });
      const other = await createInvoice(call, { issueDate: '2033-01-10', dueDate: '2033-02-10' });
      const second = await createInvoice(call, { issueDate: '2032-12-31', dueDate: '2033-01-31' });
      const numbers = [];
      for (const invoice of [first, other, second]) numbers.push((await call('POST', `/app/invoices/${invoice.id}/send`)).body.number);
      expect(numbers).toEqual(['INV-2032-0001', 'INV-2033-0001', 'INV-2032-0002']);
    });

    it('50 sends at once get 50 consecutive numbers of their year, each once', async () => {
      const drafts: Invoice[] = [];
      for (let i = 0; i < 50; i++) drafts.push(await createInvoice(call, { issueDate: '2034-05-01', dueDate: '2034-06-01' }));
      const sent = await Promise.all(drafts.map((draft) => call('POST', `/app/invoices/${draft.id}/send`)));
      expect(sent.map((res) => res.status)).toEqual(drafts.map(() => 200));
      const numbers = sent.map((res) => numberOf(res.body as Invoice)).toSorted((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    });
  });
}
