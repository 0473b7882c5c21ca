/**
 * The invoices' cases both backends run (server/lists/invoices.test.ts on PGlite and Postgres,
 * src/mocks/handlers/invoices.test.ts on the fake backend): totals computed on every write whatever the body says, the
 * 409s of a sent invoice, and the gapless numbers of sends. Test support only.
 */
import { describe, expect, it } from 'vitest';
import { invoiceTotals } from './invoice-money.ts';
import { MESSAGES } from './messages.ts';
import type { VersionedCall } from './children-cases.ts';
import { companyInvoices, SAMPLE_INVOICE_NUMBERS } from '../company/invoices.ts';

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
  expect(res.status).toBe(201);
  return res.body as Invoice;
}

/** An invoice created through `call` (with `fields`) and sent, as the send answered it. */
export async function sentInvoice(call: VersionedCall, fields: Record<string, unknown> = {}): Promise<Invoice> {
  const created = await createInvoice(call, fields);
  const res = await call('POST', `/app/invoices/${created.id}/send`);
  expect(res.status).toBe(200);
  return res.body as Invoice;
}

/** The number in `INV-<year>-<number>`. */
const numberOf = (invoice: Invoice) => Number(String(invoice.number).split('-')[2]);

/**
 * With the sample company (src/company/invoices.ts): a draft of `today`, sent, takes the number after the highest one
 * of the year the company's invoices (the sample and the generated ones) hold, so the generated numbers stay gapless.
 */
export async function expectNextCompanyNumber(call: VersionedCall, today: string): Promise<void> {
  const year = today.slice(0, 4);
  const prefix = `INV-${year}-`;
  const generated = companyInvoices(today).invoices.flatMap((i) =>
    i.number?.startsWith(prefix) ? [Number(i.number.slice(prefix.length))] : [],
  );
  const highest = Math.max(SAMPLE_INVOICE_NUMBERS[year] ?? 0, ...generated);
  const sent = await sentInvoice(call, { customerId: 11, issueDate: today, dueDate: today });
  expect(sent.number).toBe(`${prefix}${String(highest + 1).padStart(4, '0')}`);
  expect(sent.status).toBe('sent');
}

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
    describeInvoicePayments(call);
  });
}

/** Payments, void and overdue: part of describeInvoices, on the same backend. */
function describeInvoicePayments(call: VersionedCall): void {
  it('a sent invoice takes payments up to its balance: paid, balance and status follow, and its read lists them', async () => {
    const sent = await sentInvoice(call);
    const path = `/app/invoices/${sent.id}/payments`;
    const first = await call('POST', path, { amount: 4_430, date: '2031-03-05', method: 'card', note: 'Deposit' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ paid: 4_430, balance: 10_000, status: 'partly_paid', version: 3, total: 14_430 });
    expect(first.etag).toBe('"3"');
    const [payment] = first.body.payments as { id: number }[];
    expect(payment).toMatchObject({ amount: 4_430, date: '2031-03-05', method: 'card', note: 'Deposit' });
    // More than the balance, nothing, or a malformed body: 400, and nothing changes.
    expect(await call('POST', path, { amount: 10_001, date: '2031-03-06', method: 'cash' })).toMatchObject({
      status: 400,
      body: { message: MESSAGES.paymentOverBalance },
    });
    expect((await call('POST', path, { amount: 0, date: '2031-03-06', method: 'cash' })).status).toBe(400);
    expect((await call('POST', path, { amount: 12.5, date: '2031-03-06', method: 'cash' })).status).toBe(400);
    expect((await call('POST', path, { amount: 100, date: '2031-03-06', method: 'barter' })).status).toBe(400);
    const read = await call('GET', `/app/invoices/${sent.id}`);
    expect(read.body).toMatchObject({ paid: 4_430, balance: 10_000, status: 'partly_paid', version: 3 });
    expect(read.body.payments).toEqual(first.body.payments);
    // The rest pays it; a paid invoice takes no more.
    const rest = await call('POST', path, { amount: 10_000, date: '2031-03-07', method: 'bank_transfer' });
    expect(rest.body).toMatchObject({ paid: 14_430, balance: 0, status: 'paid' });
    expect(await call('POST', path, { amount: 1, date: '2031-03-08', method: 'cash' })).toMatchObject({
      status: 409,
      body: { message: MESSAGES.notPayable },
    });
    // Deleting the first payment opens it again; a payment deleted twice, or of another invoice, is 404.
    const deleted = await call('DELETE', `${path}/${payment!.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ paid: 10_000, balance: 4_430, status: 'partly_paid' });
    expect((deleted.body.payments as unknown[]).length).toBe(1);
    expect((await call('DELETE', `${path}/${payment!.id}`)).status).toBe(404);
    const other = await sentInvoice(call);
    const [kept] = deleted.body.payments as { id: number }[];
    expect((await call('DELETE', `/app/invoices/${other.id}/payments/${kept!.id}`)).status).toBe(404);
    // The invoice's PUT changes no payment: the body cannot name them, and a sent invoice is not changed at all.
    const put = await call('PUT', `/app/invoices/${sent.id}`, { ...INVOICE, payments: [], paid: 0 }, 6);
    expect(put.status, String(put.body.message)).toBeGreaterThanOrEqual(400);
    expect((await call('GET', `/app/invoices/${sent.id}`)).body).toMatchObject({ paid: 10_000, payments: deleted.body.payments });
  });

  it('a draft takes no payment and is not voided (409); no invoice is 404', async () => {
    const draft = await createInvoice(call);
    expect(await call('POST', `/app/invoices/${draft.id}/payments`, { amount: 100, date: '2031-03-05', method: 'cash' })).toMatchObject({
      status: 409,
      body: { message: MESSAGES.notPayable },
    });
    expect(await call('POST', `/app/invoices/${draft.id}/void`, { reason: 'Mistake' })).toMatchObject({
      status: 409,
      body: { message: MESSAGES.voidDraft },
    });
    expect((await call('GET', `/app/invoices/${draft.id}`)).body).toMatchObject({ status: 'draft', version: 1, payments: [] });
    expect((await call('POST', '/app/invoices/999999/payments', { amount: 1, date: '2031-03-05', method: 'cash' })).status).toBe(404);
    expect((await call('POST', '/app/invoices/999999/void', { reason: 'Mistake' })).status).toBe(404);
    expect((await call('DELETE', '/app/invoices/999999/payments/1')).status).toBe(404);
  });

  it('a void keeps its reason and time, whatever was paid; a second void, a payment and a payment deleted are 409', async () => {
    const sent = await sentInvoice(call);
    const paid = await call('POST', `/app/invoices/${sent.id}/payments`, { amount: 430, date: '2031-03-05', method: 'cash' });
    expect((await call('POST', `/app/invoices/${sent.id}/void`, { reason: '' })).status).toBe(400);
    expect((await call('POST', `/app/invoices/${sent.id}/void`, { reason: 'x'.repeat(501) })).status).toBe(400);
    const before = Date.now();
    const voided = await call('POST', `/app/invoices/${sent.id}/void`, { reason: 'Billed twice' });
    expect(voided.status).toBe(200);
    expect(voided.body).toMatchObject({ status: 'void', voidReason: 'Billed twice', number: sent.number, paid: 430, version: 4 });
    expect(Date.parse(String(voided.body.voidedAt))).toBeGreaterThanOrEqual(before - 1000);
    expect((await call('GET', `/app/invoices/${sent.id}`)).body).toMatchObject({ status: 'void', voidReason: 'Billed twice' });
    const voidedMessage = { status: 409, body: { message: MESSAGES.invoiceVoided } };
    expect(await call('POST', `/app/invoices/${sent.id}/void`, { reason: 'Again' })).toMatchObject(voidedMessage);
    const [payment] = paid.body.payments as { id: number }[];
    expect(await call('DELETE', `/app/invoices/${sent.id}/payments/${payment!.id}`)).toMatchObject(voidedMessage);
    expect(await call('POST', `/app/invoices/${sent.id}/payments`, { amount: 1, date: '2031-03-05', method: 'cash' })).toMatchObject({
      status: 409,
      body: { message: MESSAGES.notPayable },
    });
  });

  it('an invoice past its due date with a balance is overdue: sent so, in the list, its page and the status filter', async () => {
    const late = await sentInvoice(call, { issueDate: '2020-01-01', dueDate: '2020-01-31' });
    expect(late).toMatchObject({ status: 'overdue' });
    const onTime = await sentInvoice(call);
    const overdueIds = async (query: string) => {
      const { body } = await call('GET', `/app/invoices?status=overdue${query}`);
      const rows = (Array.isArray(body) ? body : (body.items as unknown[])) as Invoice[];
      expect(rows.every((row) => row.status === 'overdue')).toBe(true);
      return rows.map((row) => row.id);
    };
    expect(await overdueIds('')).toContain(late.id);
    expect(await overdueIds('')).not.toContain(onTime.id);
    expect(await overdueIds('&page=1&pageSize=100')).toContain(late.id);
    // Partly paid but past due: still overdue; paid in full: paid.
    const part = await call('POST', `/app/invoices/${late.id}/payments`, { amount: 430, date: '2020-02-15', method: 'cash' });
    expect(part.body).toMatchObject({ status: 'overdue', balance: 14_000 });
    const rest = await call('POST', `/app/invoices/${late.id}/payments`, { amount: 14_000, date: '2020-02-16', method: 'cash' });
    expect(rest.body).toMatchObject({ status: 'paid', balance: 0 });
    expect(await overdueIds('')).not.toContain(late.id);
  });
}
