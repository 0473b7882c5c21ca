import { INVOICE_STATUS_VALUES } from '../resources/invoices.ts';
import { INVOICE_STATUSES, invoiceTotals, type MoneyLine } from './invoice-money.ts';

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
