import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { deliverChange } from '../live-changes.ts';

const api = vi.hoisted(() => ({
  getInvoice: vi.fn(),
  sendInvoice: vi.fn(),
  recordPayment: vi.fn(),
  deletePayment: vi.fn(),
  voidInvoice: vi.fn(),
  fetchInvoicePdf: vi.fn(),
  PAYMENT_METHODS: ['bank_transfer'],
}));
vi.mock('../../api/screens/invoices.ts', () => api);
const customers = vi.hoisted(() => ({ get: vi.fn((_id: number): Promise<unknown> => Promise.reject(new Error('not in this test'))) }));
vi.mock('../lists.ts', () => ({ listStore: () => customers }));

const { createInvoiceStore, invoiceIdFrom, isGone } = await import('./invoice.ts');

const draft = { id: 4, status: 'draft', customerId: 1, payments: [], lines: [], balance: 100, version: 1 };
const change = (rowId: number) =>
  deliverChange({ id: 1, at: '', userId: 2, userName: null, resource: 'invoices', action: 'update', rowId, version: 2 });

describe('the invoice page store', () => {
  beforeEach(() => vi.clearAllMocks());

  it('reads the id of the address, or none', () => {
    expect(invoiceIdFrom('?id=12')).toBe(12);
    for (const search of ['', '?id=', '?id=0', '?id=1e3', '?id=-4', '?id=99999999999']) expect(invoiceIdFrom(search)).toBeNull();
  });

  it('shows the invoice read, and a 404 as gone', async () => {
    api.getInvoice.mockResolvedValueOnce(draft);
    const store = createInvoiceStore(4);
    await store.load();
    expect(store.$state.get()).toMatchObject({ invoice: draft, loading: false, error: null });
    api.getInvoice.mockRejectedValueOnce(new ApiError('No invoices row with that id', 404));
    await store.load();
    expect(store.$state.get().invoice).toBeNull();
    expect(isGone(store.$state.get().error)).toBe(true);
  });

  it("marks the customer as being read until it is in (or cannot be), and reads another customer's once", async () => {
    const rossi = { id: 1, company: 'Rossi' };
    let answer!: (row: unknown) => void;
    customers.get.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    api.getInvoice.mockResolvedValue(draft);
    const store = createInvoiceStore(4);
    await store.load();
    expect(store.$state.get()).toMatchObject({ invoice: draft, customer: null, customerLoading: true });
    await store.load();
    expect(customers.get).toHaveBeenCalledTimes(1);
    answer(rossi);
    await vi.waitFor(() => expect(store.$state.get()).toMatchObject({ customer: rossi, customerLoading: false }));
    // Another customer (the draft was edited): read in turn; one that cannot be read leaves the id shown.
    let fail!: (error: Error) => void;
    customers.get.mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)));
    api.getInvoice.mockResolvedValue({ ...draft, customerId: 2 });
    await store.load();
    expect(store.$state.get().customerLoading).toBe(true);
    expect(customers.get).toHaveBeenLastCalledWith(2);
    fail(new Error('offline'));
    await vi.waitFor(() => expect(store.$state.get().customerLoading).toBe(false));
    api.getInvoice.mockReset();
  });

  it('keeps what was shown when a read fails, and reads again on the row’s live change only', async () => {
    api.getInvoice.mockResolvedValueOnce(draft).mockRejectedValueOnce(new ApiError('Network error', 0, 'network'));
    const store = createInvoiceStore(4);
    const stop = store.follow();
    await store.load();
    change(5);
    expect(api.getInvoice).toHaveBeenCalledTimes(1);
    change(4);
    await vi.waitFor(() => expect(store.$state.get().error).toBeInstanceOf(ApiError));
    expect(store.$state.get().invoice).toEqual(draft);
    stop();
  });

  it('shows what a call answers, reads again when the answer is not the whole invoice, and throws a refusal', async () => {
    const store = createInvoiceStore(4);
    api.recordPayment.mockResolvedValueOnce({ ...draft, status: 'partly_paid' });
    await store.recordPayment({ amount: 50, date: '2026-12-02', method: 'card' });
    expect(store.$state.get().invoice?.status).toBe('partly_paid');
    api.sendInvoice.mockRejectedValueOnce(new ApiError('Unexpected response from the server', 200, 'badResponse'));
    api.getInvoice.mockResolvedValueOnce({ ...draft, status: 'sent' });
    await store.send();
    expect(store.$state.get().invoice?.status).toBe('sent');
    api.voidInvoice.mockRejectedValueOnce(new ApiError('Say why the invoice is voided', 400));
    await expect(store.void(' ')).rejects.toThrow('Say why');
    expect(store.$state.get().invoice?.status).toBe('sent');
  });
});
