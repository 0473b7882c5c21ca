import { INVOICE_STATUS_VALUES } from '../resources/invoices.ts';
import { INVOICE_STATUSES, invoiceStatus, invoiceTotals, type MoneyLine } from './invoice-money.ts';

// The resource's statuses are invoice-money.ts's: this assignment fails the type check when the two lists differ.
const sameStatuses: readonly [typeof INVOICE_STATUSES, typeof INVOICE_STATUS_VALUES] = [INVOICE_STATUS_VALUES, INVOICE_STATUSES];
void sameStatuses;

/**
 * A written invoice's computed fields: its totals from its lines (with what the stored row had paid), its status and
 * number as stored (a new one is a draft without a number), whatever the body said.
 */
export function invoiceComputed(row: Record<string, unknown>, stored: Record<string, unknown> | undefined): Record<string, unknown> {
  const lines = (row.lines as MoneyLine[] | undefined) ?? [];
  const paid = Number(stored?.paid ?? 0);
  const { subtotal, tax, total, balance } = invoiceTotals(lines, paid ? [{ amount: paid }] : []);
  return { number: stored?.number ?? null, status: stored?.status ?? 'draft', subtotal, tax, total, paid, balance };
}

/** Today in UTC, `YYYY-MM-DD`: the day both backends judge an invoice overdue by (invoices keep no time zone). */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The statuses of a sent invoice whose status the days can change: past its due date with a balance, it is overdue. */
export const OPEN_STATUSES = ['sent', 'partly_paid', 'overdue'] as const;

/**
 * A sent invoice's `paid`, `balance` and `status` after its payments changed (or a day passed): its totals from its
 * lines and payments (invoiceTotals), its status from those (invoiceStatus). Both backends call it after a payment is
 * recorded or deleted, and on a send.
 */
export function sentInvoiceState(
  row: Record<string, unknown>,
  lines: readonly MoneyLine[],
  payments: readonly { amount: number }[],
  today: string,
): { paid: number; balance: number; status: (typeof INVOICE_STATUSES)[number] } {
  const { total, paid, balance } = invoiceTotals(lines, payments);
  const status = invoiceStatus({ sent: true, voided: row.status === 'void', dueDate: String(row.dueDate), total, paid, today });
  return { paid, balance, status };
}

/** Whether a payment may be recorded on an invoice of this status (a draft, paid or void one takes none). */
export function takesPayments(status: unknown): boolean {
  return (OPEN_STATUSES as readonly unknown[]).includes(status);
}

/**
 * The status a draft invoice is sent with: sent, or overdue when its due date has passed, or paid when it totals
 * nothing (invoiceStatus of its stored total and paid).
 */
export function statusOnSend(row: Record<string, unknown>, today: string): (typeof INVOICE_STATUSES)[number] {
  return invoiceStatus({
    sent: true,
    voided: false,
    dueDate: String(row.dueDate),
    total: Number(row.total),
    paid: Number(row.paid ?? 0),
    today,
  });
}
