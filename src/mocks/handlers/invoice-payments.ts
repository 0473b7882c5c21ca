import type { HttpHandler } from 'msw';
import { diffFields } from '../../contract/audit.ts';
import { OPEN_STATUSES, sentInvoiceState, takesPayments, todayUtc } from '../../contract/invoice-computed.ts';
import type { MoneyLine } from '../../contract/invoice-money.ts';
import { INVOICE_ROUTES, paymentBodySchema, voidBodySchema, type PaymentBody } from '../../contract/invoice-routes.ts';
import { MESSAGES } from '../../contract/messages.ts';
import { idOf } from '../../contract/list-query.ts';
import { visibleRows } from '../ownership.ts';
import { storedChildren } from './children.ts';
import { invoiceMoney, writeInvoiceMoney, type InvoiceMoney } from './invoice-state.ts';
import { computedOf, type ListName } from '../../resources/index.ts';
import { isLocale } from '../../i18n/locales.ts';
import { localizePath } from '../../i18n/paths.ts';
import { callerOf, errorResponse, idParam, readBody, route, versionedResponse, type HandlerContext } from './kit.ts';

const NAME = 'invoices';
type Invoice = Record<string, unknown> & { id: number; status: string; lines?: MoneyLine[] };
type Outcome = Invoice | Response;

const money = (ctx: HandlerContext): InvoiceMoney => invoiceMoney(ctx.db);
const rowsOf = (ctx: HandlerContext) => (ctx.db.list(NAME) ?? []) as unknown as Invoice[];
const notFound = () => errorResponse(404, `No ${NAME} row with that id`);

/** The invoice as a one-row read answers it: its fields and lines, its payments, and once voided why and when. */
function detail(ctx: HandlerContext, row: Invoice): Record<string, unknown> {
  const { payments, voids } = money(ctx);
  const voided = voids[String(row.id)];
  return {
    ...row,
    lines: row.lines ?? [],
    payments: payments.filter((p) => p.invoiceId === row.id).map(({ invoiceId: _, ...payment }) => payment),
    ...(voided ? { voidReason: voided.reason, voidedAt: voided.voidedAt } : {}),
  };
}

/** Replaces a stored invoice and raises its version; answers the version. */
function store(ctx: HandlerContext, row: Invoice): number {
  ctx.db.setList(NAME, rowsOf(ctx).map((r) => (r.id === row.id ? row : r)) as never);
  return ctx.db.bumpVersion(NAME, row.id);
}

/** Every sent or partly paid invoice past its due date with a balance is marked overdue, as the server's reads do. */
export function refreshOverdueRows(ctx: HandlerContext, today: string = todayUtc()): void {
  const rows = rowsOf(ctx);
  const due = rows.filter(
    (row) =>
      OPEN_STATUSES.includes(row.status as never) && row.status !== 'overdue' && String(row.dueDate) < today && Number(row.balance) > 0,
  );
  if (!due.length) return;
  const ids = new Set(due.map((row) => row.id));
  ctx.db.setList(NAME, rows.map((row) => (ids.has(row.id) ? { ...row, status: 'overdue' } : row)) as never);
  for (const id of ids) ctx.db.bumpVersion(NAME, id);
}

/** The invoice's paid, balance and status from its lines and its payments as they now are. */
function settled(ctx: HandlerContext, row: Invoice): Invoice {
  const payments = money(ctx).payments.filter((p) => p.invoiceId === row.id);
  return { ...row, ...sentInvoiceState(row, row.lines ?? [], payments, todayUtc()) };
}

/**
 * A change of one invoice, as the server's (server/routes/invoice-payments.ts): 404 when the caller has no such row;
 * `change` answers the changed row or a refusal. A change is stored with one audit entry and one live event.
 */
function changeInvoice(ctx: HandlerContext, request: Request, id: number | null, change: (before: Invoice) => Outcome): Response {
  const caller = callerOf(ctx, request);
  const before = id === null ? undefined : visibleRows(NAME, rowsOf(ctx), caller).find((row) => row.id === id);
  if (!before) return notFound();
  const was = detail(ctx, before);
  const after = change(before);
  if (after instanceof Response) return after;
  const version = store(ctx, after);
  const { lines: _was, ...wasFields } = was;
  const { lines: _is, ...isFields } = detail(ctx, after);
  ctx.audit.record({ actorId: caller, action: 'update', resource: NAME, recordId: after.id, changes: diffFields(wasFields, isFields) });
  ctx.live.publish({ userId: caller, resource: NAME, action: 'update', rowId: after.id, version, ownerId: caller });
  return versionedResponse(detail(ctx, after), version);
}

function recordPayment(ctx: HandlerContext, before: Invoice, body: PaymentBody, caller: number): Outcome {
  if (!takesPayments(before.status)) return errorResponse(409, MESSAGES.notPayable);
  if (body.amount > Number(before.balance)) return errorResponse(400, MESSAGES.paymentOverBalance);
  const state = money(ctx);
  const id = state.payments.reduce((max, p) => Math.max(max, p.id), 0) + 1;
  writeInvoiceMoney(ctx.db, { ...state, payments: [...state.payments, { ...body, id, invoiceId: before.id, createdBy: caller }] });
  return settled(ctx, before);
}

function deletePayment(ctx: HandlerContext, before: Invoice, paymentId: number | null): Outcome {
  if (before.status === 'void') return errorResponse(409, MESSAGES.invoiceVoided);
  const state = money(ctx);
  const kept = state.payments.filter((p) => !(p.id === paymentId && p.invoiceId === before.id));
  if (kept.length === state.payments.length) return errorResponse(404, 'No such payment of this invoice');
  writeInvoiceMoney(ctx.db, { ...state, payments: kept });
  return settled(ctx, before);
}

function voidInvoice(ctx: HandlerContext, before: Invoice, reason: string): Outcome {
  if (before.status === 'draft') return errorResponse(409, MESSAGES.voidDraft);
  if (before.status === 'void') return errorResponse(409, MESSAGES.invoiceVoided);
  const state = money(ctx);
  const voids = { ...state.voids, [String(before.id)]: { reason, voidedAt: new Date().toISOString() } };
  writeInvoiceMoney(ctx.db, { ...state, voids });
  return { ...before, status: 'void' };
}

/** Whether list `name` keeps invoices (its resource computes with the invoice rule): its reads then go through here. */
const isInvoices = (name: ListName) => computedOf(name)?.rule === 'invoice';

/** The rows of list `name` for a read (the list's handlers call it): of a list of invoices, the overdue ones marked first. */
export function rowsToRead<N extends ListName>(ctx: HandlerContext, name: N): ReturnType<typeof ctx.db.list<N>> {
  if (isInvoices(name)) refreshOverdueRows(ctx);
  return ctx.db.list(name);
}

/** What a one-row read of list `name` carries besides the row and its children: an invoice's payments and void. */
export function readExtras(ctx: HandlerContext, name: ListName, row: { id: number }): Record<string, unknown> {
  if (!isInvoices(name)) return {};
  const { payments, voidReason, voidedAt } = detail(ctx, row as Invoice);
  return { payments, ...(voidReason === undefined ? {} : { voidReason, voidedAt }) };
}

/**
 * A sent invoice's e-mail to its customer, as the server sends it (server/lists/invoice-mail.ts): the fake backend has
 * no mail server, so the page's demo mailbox shows it (src/mocks/demo-mail.ts), its link the invoice's page, its
 * attachment named as the server's and opened from GET /app/invoices/{id}/pdf. Nothing for a list that does not compute with the invoice rule, or a customer without an address.
 */
export function mailSentInvoice(ctx: HandlerContext, name: ListName, row: Record<string, unknown>): void {
  if (!isInvoices(name)) return;
  const customer = (ctx.db.list('customers') ?? []).find((c) => c.id === row.customerId);
  if (!customer?.email) return;
  const page = typeof location === 'undefined' ? URL.parse(ctx.baseUrl) : URL.parse(location.href);
  const first = page?.pathname.split('/')[1] ?? '';
  const link = new URL(
    localizePath(isLocale(first) ? first : 'en', `apps/invoices/invoice/?id=${String(row.id)}`),
    page?.origin ?? 'http://localhost',
  );
  const number = String(row.number);
  // Named as the server names the PDF it attaches (server/lists/invoice-mail.ts); the page fetches it to open it.
  const attachment = { name: `${number}.pdf`, invoicePdf: Number(row.id) };
  ctx.mail({ kind: 'invoiceSent', to: customer.email, link: link.href, params: { number }, attachment });
}

/** A row of list `name` as a one-row read answers it: with its children and, an invoice, its payments and void. */
export function rowToRead<R extends { id: number }>(ctx: HandlerContext, name: ListName, row: R): R {
  return { ...row, ...storedChildren(name, row), ...readExtras(ctx, name, row) };
}

/** The invoice's own routes (src/contract/invoice-routes.ts); its reads are the list's (src/mocks/handlers/lists.ts). */
export function invoiceHandlers(ctx: HandlerContext): HttpHandler[] {
  return [
    route(ctx, INVOICE_ROUTES.recordPayment, async ({ request, params }) => {
      const body = await readBody(request, paymentBodySchema);
      if (!body.ok) return body.response;
      const caller = callerOf(ctx, request);
      return changeInvoice(ctx, request, idParam(params), (before) => recordPayment(ctx, before, body.value, caller));
    }),
    route(ctx, INVOICE_ROUTES.deletePayment, ({ request, params }) => {
      const paymentId = typeof params.paymentId === 'string' ? idOf(params.paymentId) : null;
      return changeInvoice(ctx, request, idParam(params), (before) => deletePayment(ctx, before, paymentId));
    }),
    route(ctx, INVOICE_ROUTES.void, async ({ request, params }) => {
      const body = await readBody(request, voidBodySchema);
      if (!body.ok) return body.response;
      return changeInvoice(ctx, request, idParam(params), (before) => voidInvoice(ctx, before, body.value.reason));
    }),
  ];
}
