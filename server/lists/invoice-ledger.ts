import { readFileSync } from 'node:fs';
import { and, asc, eq, sql } from 'drizzle-orm';
import { doublePrecision, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { OPEN_STATUSES, sentInvoiceState, takesPayments } from '../../src/contract/invoice-computed.ts';
import type { PaymentBody } from '../../src/contract/invoice-routes.ts';
import type { MoneyLine } from '../../src/contract/invoice-money.ts';
import type { Db } from '../db/connect.ts';
import { listTable } from '../db/list-tables.ts';
import { readChildren } from './children.ts';
import { rowColumns } from './list-queries.ts';
import { ownRow } from './ownership.ts';

// The invoices' payments and voids (migration 0024): tables of their own, not child lists of the resource, so the
// invoice's PUT never writes them.

export const invoicePayments = pgTable('invoice_payments', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  invoiceId: integer('invoice_id').notNull(),
  amount: doublePrecision('amount').notNull(),
  date: text('date').notNull(),
  method: text('method').notNull(),
  note: text('note'),
  createdBy: integer('created_by'),
});

export const invoiceVoids = pgTable('invoice_voids', {
  invoiceId: integer('invoice_id').primaryKey(),
  reason: text('reason').notNull(),
  voidedAt: timestamp('voided_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  voidedBy: integer('voided_by'),
});

const NAME = 'invoices';
export type InvoiceRow = Record<string, unknown> & { id: number; version: number; status: string };
const invoices = listTable(NAME);
const columns = () => ({ ...rowColumns(NAME), version: invoices.version });
/** Fields of the invoice row to write: the list's table is built from its schema, so its column types are not named. */
const writable = (fields: Record<string, unknown>) => fields as typeof invoices.$inferInsert;

/** The invoice's payments, oldest first, as the API carries them (no null fields). */
async function paymentsOf(db: Db, invoiceId: number) {
  const rows = await db
    .select({
      id: invoicePayments.id,
      amount: invoicePayments.amount,
      date: invoicePayments.date,
      method: invoicePayments.method,
      note: invoicePayments.note,
      createdBy: invoicePayments.createdBy,
    })
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoiceId))
    .orderBy(asc(invoicePayments.id));
  return rows.map((row) => Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null)) as { id: number; amount: number });
}

/** The invoice as a one-row read answers it: its fields, lines and payments, and once voided the reason and time. */
export async function invoiceDetail(db: Db, row: InvoiceRow): Promise<InvoiceRow> {
  const [voided] = await db.select().from(invoiceVoids).where(eq(invoiceVoids.invoiceId, row.id));
  return {
    ...row,
    ...(await readChildren(db, NAME, row.id)),
    payments: await paymentsOf(db, row.id),
    ...(voided ? { voidReason: voided.reason, voidedAt: new Date(voided.voidedAt).toISOString() } : {}),
  };
}

/** Invoice `id` as `caller` may see it, locked until the transaction ends; undefined when there is none. */
export async function lockInvoice(tx: Db, id: number, caller: number): Promise<InvoiceRow | undefined> {
  const [row] = await tx
    .select(columns())
    .from(invoices)
    .where(ownRow(NAME, eq(invoices.id, id), caller))
    .for('update');
  return row as InvoiceRow | undefined;
}

/** Invoice `id` as `caller` may see it, unlocked (a read); undefined when there is none. */
export async function readInvoice(db: Db, id: number, caller: number): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select(columns())
    .from(invoices)
    .where(ownRow(NAME, eq(invoices.id, id), caller));
  return row as InvoiceRow | undefined;
}

/** Writes the invoice's paid, balance and status from its lines and payments as they now are; answers the row. */
async function settle(tx: Db, before: InvoiceRow, today: string): Promise<InvoiceRow> {
  const lines = ((await readChildren(tx, NAME, before.id)).lines ?? []) as unknown as MoneyLine[];
  const state = sentInvoiceState(before, lines, await paymentsOf(tx, before.id), today);
  const [after] = await tx.update(invoices).set(writable(state)).where(eq(invoices.id, before.id)).returning(columns());
  return after as InvoiceRow;
}

export type PaymentOutcome = 'missing' | 'not-payable' | 'over-balance' | { before: InvoiceRow; after: InvoiceRow };

/** Records a payment of locked invoice `before`: refused unless it takes payments and the amount is within its balance. */
export async function recordPayment(tx: Db, before: InvoiceRow, body: PaymentBody, caller: number, today: string): Promise<PaymentOutcome> {
  if (!takesPayments(before.status)) return 'not-payable';
  if (body.amount > Number(before.balance)) return 'over-balance';
  await tx.insert(invoicePayments).values({ invoiceId: before.id, ...body, note: body.note ?? null, createdBy: caller });
  return { before, after: await settle(tx, before, today) };
}

/** Deletes payment `paymentId` of locked invoice `before`: 'no-payment' when it has no such payment, 'void' when voided. */
export async function deletePayment(
  tx: Db,
  before: InvoiceRow,
  paymentId: number,
  today: string,
): Promise<'no-payment' | 'void' | InvoiceRow> {
  if (before.status === 'void') return 'void';
  const gone = await tx
    .delete(invoicePayments)
    .where(and(eq(invoicePayments.id, paymentId), eq(invoicePayments.invoiceId, before.id)))
    .returning({ id: invoicePayments.id });
  if (!gone.length) return 'no-payment';
  return settle(tx, before, today);
}

/** Voids locked invoice `before` with `reason`: a draft is refused (it is deleted instead), and so is a void one. */
export async function voidInvoice(tx: Db, before: InvoiceRow, reason: string, caller: number): Promise<'draft' | 'void' | InvoiceRow> {
  if (before.status === 'draft') return 'draft';
  if (before.status === 'void') return 'void';
  await tx.insert(invoiceVoids).values({ invoiceId: before.id, reason, voidedBy: caller });
  const [after] = await tx
    .update(invoices)
    .set(writable({ status: 'void' }))
    .where(eq(invoices.id, before.id))
    .returning(columns());
  return after as InvoiceRow;
}

/**
 * Marks overdue every sent or partly paid invoice past its due date with a balance (the status is stored, so the
 * list's filter, sort, pages and counts, written by the database, agree with it). Rows another refresh is writing are
 * skipped rather than waited for: that refresh marks them. Only `id`'s row when given.
 */
export async function refreshOverdue(db: Db, today: string, id?: number): Promise<void> {
  const statuses = OPEN_STATUSES.filter((status) => status !== 'overdue');
  const oneRow = id === undefined ? sql`` : sql`and id = ${id}`;
  await db.execute(sql`update list_invoices set status = 'overdue' where id in (
    select id from list_invoices
    where status in (${sql.join(
      statuses.map((status) => sql`${status}`),
      sql`, `,
    )}) and "dueDate" < ${today} and balance > 0 ${oneRow}
    for update skip locked)`);
}

/** The sample invoices' payments (src/content/data/invoice-payments.json), seeded once (server/db/seed.ts). */
export async function insertSamplePayments(db: Db): Promise<void> {
  const file = new URL('../../src/content/data/invoice-payments.json', import.meta.url);
  const payments = JSON.parse(readFileSync(file, 'utf8')) as (PaymentBody & { invoiceId: number })[];
  // Only of the sample invoices still there: a database seeded before the payments' table may have lost some.
  const kept = new Set((await db.select({ id: invoices.id }).from(invoices)).map((row) => row.id));
  const values = payments.filter((payment) => kept.has(payment.invoiceId)).map((payment) => ({ ...payment, note: payment.note ?? null }));
  if (values.length) await db.insert(invoicePayments).values(values);
}
