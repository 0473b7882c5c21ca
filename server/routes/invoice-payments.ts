import type { Context } from 'hono';
import { todayUtc } from '../../src/contract/invoice-computed.ts';
import { INVOICE_ROUTES, paymentBodySchema, voidBodySchema } from '../../src/contract/invoice-routes.ts';
import { MESSAGES } from '../../src/contract/messages.ts';
import { listRoutes } from '../../src/contract/routes.ts';
import { idOf } from '../../src/contract/list-query.ts';
import { diffFields } from '../audit/record.ts';
import type { Db } from '../db/connect.ts';
import {
  deletePayment,
  invoiceDetail,
  lockInvoice,
  readInvoice,
  recordPayment,
  refreshOverdue,
  voidInvoice,
  type InvoiceRow,
} from '../lists/invoice-ledger.ts';
import { publishChange } from '../live/changes.ts';
import { errorResponse, idParam, on, readBody, type App, type AppEnv, type ServerContext } from './kit.ts';
import { withEtag } from './versions.ts';

const NAME = 'invoices';
const notFound = (c: Context) => errorResponse(c, 404, `No ${NAME} row with that id`);

/**
 * A change of one invoice in one transaction: the row locked (404 when the caller has no such row), `change` run on
 * it, and when it answers a changed row, one audit entry (its fields and payments before and after) in the same
 * transaction and one live event after it. A string outcome is a refusal `refuse` words; nothing is written then.
 */
async function changeInvoice(
  c: Context<AppEnv>,
  ctx: ServerContext,
  change: (tx: Db, before: InvoiceRow) => Promise<string | InvoiceRow>,
  refuse: (c: Context<AppEnv>, outcome: string) => Response,
): Promise<Response> {
  const id = idParam(c);
  if (id === null) return notFound(c);
  const actorId = c.get('userId');
  const outcome = await ctx.db.transaction(async (tx) => {
    const before = await lockInvoice(tx, id, actorId);
    if (!before) return 'missing';
    const beforeDetail = await invoiceDetail(tx, before);
    const after = await change(tx, before);
    if (typeof after === 'string') return after;
    const detail = await invoiceDetail(tx, after);
    const { lines: _before, ...was } = beforeDetail;
    const { lines: _after, ...is } = detail;
    await ctx.audit(tx, { actorId, action: 'update', resource: NAME, recordId: id, changes: diffFields(was, is) });
    return detail;
  });
  if (outcome === 'missing') return notFound(c);
  if (typeof outcome === 'string') return refuse(c, outcome);
  await publishChange(ctx.db, { userId: actorId, resource: NAME, action: 'update', rowId: id, version: outcome.version });
  return withEtag(c, outcome);
}

/**
 * The invoice's own routes (src/contract/invoice-routes.ts), and its one-row read with its payments. Registered before
 * the lists' routes: every read of the invoices first marks the overdue ones (server/lists/invoice-ledger.ts).
 */
export function invoiceRoutes(app: App, ctx: ServerContext): void {
  const refresh = async (c: Context<AppEnv>, next: () => Promise<void>) => {
    if (c.req.method === 'GET') await refreshOverdue(ctx.db, todayUtc());
    await next();
  };
  app.use(`/app/${NAME}`, refresh);
  app.use(`/app/${NAME}/*`, refresh);

  on(app, ctx, listRoutes(NAME).get, async (c) => {
    const id = idParam(c);
    const row = id === null ? undefined : await readInvoice(ctx.db, id, c.get('userId'));
    return row ? withEtag(c, await invoiceDetail(ctx.db, row)) : notFound(c);
  });

  on(app, ctx, INVOICE_ROUTES.recordPayment, async (c) => {
    const body = await readBody(c, paymentBodySchema);
    if (!body.ok) return body.response;
    return changeInvoice(
      c,
      ctx,
      async (tx, before) => {
        const outcome = await recordPayment(tx, before, body.value, c.get('userId'), todayUtc());
        return typeof outcome === 'string' ? outcome : outcome.after;
      },
      (c, outcome) =>
        outcome === 'over-balance' ? errorResponse(c, 400, MESSAGES.paymentOverBalance) : errorResponse(c, 409, MESSAGES.notPayable),
    );
  });

  on(app, ctx, INVOICE_ROUTES.deletePayment, async (c) => {
    const paymentId = idOf(c.req.param('paymentId'));
    return changeInvoice(
      c,
      ctx,
      (tx, before) => (paymentId === null ? Promise.resolve('no-payment' as const) : deletePayment(tx, before, paymentId, todayUtc())),
      (c, outcome) =>
        outcome === 'void' ? errorResponse(c, 409, MESSAGES.invoiceVoided) : errorResponse(c, 404, 'No such payment of this invoice'),
    );
  });

  on(app, ctx, INVOICE_ROUTES.void, async (c) => {
    const body = await readBody(c, voidBodySchema);
    if (!body.ok) return body.response;
    return changeInvoice(
      c,
      ctx,
      (tx, before) => voidInvoice(tx, before, body.value.reason, c.get('userId')),
      (c, outcome) => errorResponse(c, 409, outcome === 'draft' ? MESSAGES.voidDraft : MESSAGES.invoiceVoided),
    );
  });
}
