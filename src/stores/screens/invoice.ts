import { atom, type ReadableAtom } from 'nanostores';
import { ApiError } from '../../api/client.ts';
import * as invoiceApi from '../../api/screens/invoices.ts';
import type { Payment, PaymentBody } from '../../api/screens/invoices.ts';
import type { InvoiceLine } from '../../schemas/invoice-line.ts';
import { onLiveChange } from '../live-changes.ts';
import { listStore } from '../lists.ts';
import type { ItemOf } from '../../resources/index.ts';

/** The customer an invoice bills, as its page's "Bill to" shows it. */
export type BilledCustomer = ItemOf<'customers'>;

export type { Payment, PaymentBody, PaymentMethod } from '../../api/screens/invoices.ts';
export { PAYMENT_METHODS } from '../../api/screens/invoices.ts';

/**
 * An invoice read alone, as `GET /app/invoices/{id}` answers it (the api's InvoiceDetail). Written out: the type
 * inferred through `versioned()` reads every field as unknown.
 */
export type InvoiceDetail = ItemOf<'invoices'> & {
  lines: (InvoiceLine & { id?: number })[];
  payments: Payment[];
  voidReason?: string | null;
  voidedAt?: string | null;
  version: number;
};

/** The invoice's calls, each answering the invoice as it is after (typed as the page reads it). */
const calls = invoiceApi as unknown as {
  getInvoice(id: number): Promise<InvoiceDetail>;
  sendInvoice(id: number): Promise<InvoiceDetail>;
  recordPayment(id: number, body: PaymentBody): Promise<InvoiceDetail>;
  deletePayment(id: number, paymentId: number): Promise<InvoiceDetail>;
  voidInvoice(id: number, reason: string): Promise<InvoiceDetail>;
  fetchInvoicePdf(id: number, signal?: AbortSignal): Promise<Blob>;
};

/** What the invoice page shows: the invoice once read, whether a read runs, and why the last one failed. */
export interface InvoiceState {
  invoice: InvoiceDetail | null;
  /** The customer billed, once read (null while read, or when it cannot be). */
  customer: BilledCustomer | null;
  /** Whether the customer billed is being read (the page keeps the address's room meanwhile). */
  customerLoading: boolean;
  loading: boolean;
  /** The last read's failure (an ApiError: 404 when no invoice has the id, or it was deleted). */
  error: unknown;
}

/** The id the page's address names (`?id=12`), or null when it names none a row can have. */
export function invoiceIdFrom(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  if (raw === null || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** Whether a failed read means there is no such invoice (never was, or deleted), rather than a failure to retry. */
export function isGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * One invoice, as its page shows it: read with `GET /app/invoices/{id}`, read again on every live change of that row
 * (someone sent it, paid it, voided it), and changed by its own calls (send, payments, void), each of which answers
 * the invoice as it is after. A call's failure is thrown to the dialog that made it, which keeps what was typed.
 */
export function createInvoiceStore(id: number) {
  const $state = atom<InvoiceState>({ invoice: null, customer: null, customerLoading: false, loading: true, error: null });
  let latest = 0;

  /** The customer being read, if any: a later invoice naming another customer makes an earlier read moot. */
  let readingCustomer: number | null = null;

  /** Reads the customer billed; a failure leaves "Bill to" with the customer's id. */
  function readCustomer(customerId: number) {
    readingCustomer = customerId;
    const done = (customer: BilledCustomer | null) => {
      if (readingCustomer !== customerId) return;
      readingCustomer = null;
      $state.set({ ...$state.get(), customerLoading: false, ...(customer ? { customer } : {}) });
    };
    listStore('customers')
      .get(customerId)
      .then(done, () => done(null));
  }

  /** Shows the invoice, and reads its customer when it is not the one shown (in the same change, so nothing jumps). */
  function show(invoice: InvoiceDetail) {
    const before = $state.get();
    const known = before.customer?.id === invoice.customerId || readingCustomer === invoice.customerId;
    $state.set({ ...before, invoice, loading: false, error: null, customerLoading: known ? before.customerLoading : true });
    if (!known) readCustomer(invoice.customerId);
  }

  async function load(): Promise<void> {
    const call = ++latest;
    $state.set({ ...$state.get(), loading: true });
    try {
      const invoice = await calls.getInvoice(id);
      if (call === latest) show(invoice);
    } catch (error) {
      // A deleted invoice is gone from the page; a failed read keeps what was shown, with the failure beside it.
      if (call === latest) $state.set({ ...$state.get(), invoice: isGone(error) ? null : $state.get().invoice, loading: false, error });
    }
  }

  /** Shows what a call answered (the invoice after it); a read under way is dropped, its answer being older. */
  async function apply(call: Promise<InvoiceDetail>): Promise<void> {
    let invoice: InvoiceDetail;
    try {
      invoice = await call;
    } catch (error) {
      // A 2xx whose body is not the whole invoice (the send's answer carries no payments): the call was made, so the
      // invoice is read again rather than the call reported as failed (and made twice by a person trying again).
      if (error instanceof ApiError && error.kind === 'badResponse') return load();
      throw error;
    }
    latest++;
    show(invoice);
  }

  /** Reads the invoice again whenever the live stream says it changed; answers the function that stops it. */
  function follow(): () => void {
    return onLiveChange((change) => {
      if (change.resource === 'invoices' && change.rowId === id) void load();
    });
  }

  return {
    id,
    $state: $state as ReadableAtom<InvoiceState>,
    load,
    follow,
    send: () => apply(calls.sendInvoice(id)),
    recordPayment: (body: PaymentBody) => apply(calls.recordPayment(id, body)),
    deletePayment: (paymentId: number) => apply(calls.deletePayment(id, paymentId)),
    void: (reason: string) => apply(calls.voidInvoice(id, reason)),
    pdf: (signal?: AbortSignal) => calls.fetchInvoicePdf(id, signal),
  };
}

export type InvoiceStore = ReturnType<typeof createInvoiceStore>;
