import { sendRoute } from '../../src/contract/routes.ts';
import { MESSAGES } from '../../src/contract/messages.ts';
import { computedOf, type ListName } from '../../src/resources/index.ts';
import { mailSentInvoice } from '../lists/invoice-mail.ts';
import { invoiceDetail, type InvoiceRow } from '../lists/invoice-ledger.ts';
import { diffFields } from '../audit/record.ts';
import { withChildren } from '../lists/children.ts';
import { sendRow } from '../lists/send.ts';
import { publishChange } from '../live/changes.ts';
import { errorResponse, idParam, on, type App, type ServerContext } from './kit.ts';
import { withEtag } from './versions.ts';

/** `POST /app/<list>/{id}/send` of a list whose rows are sent (server/lists/send.ts): the draft numbered and sent. */
export function listSend(app: App, ctx: ServerContext, name: ListName): void {
  const def = sendRoute(name);
  if (!def) return;
  on(app, ctx, def, async (c) => {
    const id = idParam(c);
    if (id === null) return errorResponse(c, 404, `No ${name} row with that id`);
    const actorId = c.get('userId');
    const outcome = await sendRow(ctx.db, name, id, actorId, (tx, before, row) =>
      ctx.audit(tx, { actorId, action: 'update', resource: name, recordId: id, changes: diffFields(before, row) }),
    );
    if (outcome === 'missing') return errorResponse(c, 404, `No ${name} row with that id`);
    if (outcome === 'not-draft') return errorResponse(c, 409, MESSAGES.notDraft);
    await publishChange(ctx.db, { userId: actorId, resource: name, action: 'update', rowId: id, version: outcome.row.version });
    // An invoice (a list computed with the invoice rule) is e-mailed to its customer with its PDF, once sent.
    if (computedOf(name)?.rule !== 'invoice') return withEtag(c, (await withChildren(ctx.db, name, outcome.row))!);
    const sent = await invoiceDetail(ctx.db, outcome.row as InvoiceRow);
    await mailSentInvoice(ctx, sent as unknown as Parameters<typeof mailSentInvoice>[1]);
    return withEtag(c, sent);
  });
}
