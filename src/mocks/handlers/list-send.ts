import type { HttpHandler } from 'msw';
import { diffFields } from '../../contract/audit.ts';
import { MESSAGES } from '../../contract/messages.ts';
import { sendRoute } from '../../contract/routes.ts';
import { sentNumber, sentStatus } from '../../contract/send.ts';
import { sendOf, type ListName } from '../../resources/index.ts';
import { visibleRows } from '../ownership.ts';
import { issueSentNumber } from '../codes.ts';
import { storedChildren } from './children.ts';
import { mailSentInvoice, readExtras } from './invoice-payments.ts';
import { callerOf, errorResponse, idParam, route, versionedResponse, type HandlerContext } from './kit.ts';

type Row = Record<string, unknown> & { id: number };

/**
 * `POST /app/<list>/{id}/send` of a list whose rows are sent, as the server's (server/lists/send.ts): a draft is marked
 * sent and given the next number of its year. From reading the rows to writing the sent one nothing waits, so sends
 * arriving together run one after another and take consecutive numbers.
 */
export function sendHandlers(ctx: HandlerContext, name: ListName): HttpHandler[] {
  const def = sendRoute(name);
  const send = sendOf(name);
  if (!def || !send) return [];
  const notFound = () => errorResponse(404, `No ${name} row with that id`);
  return [
    route(ctx, def, ({ request, params }) => {
      const rows = ctx.db.list(name) as unknown as Row[] | undefined;
      if (!rows) return errorResponse(404, MESSAGES.noDataFound);
      const id = idParam(params);
      const caller = callerOf(ctx, request);
      const before = id === null ? undefined : visibleRows(name, rows, caller).find((r) => r.id === id);
      if (!before) return notFound();
      if (before[send.status] !== 'draft') return errorResponse(409, MESSAGES.notDraft);
      const year = String(before[send.date]).slice(0, 4);
      const row: Row = {
        ...before,
        [send.number]: sentNumber(send, year, issueSentNumber(ctx.db, name, rows, year)),
        [send.status]: sentStatus(name, before),
      };
      ctx.db.setList(name, rows.map((r) => (r.id === row.id ? row : r)) as never);
      const version = ctx.db.bumpVersion(name, row.id);
      ctx.audit.record({ actorId: caller, action: 'update', resource: name, recordId: row.id, changes: diffFields(before, row) });
      ctx.live.publish({ userId: caller, resource: name, action: 'update', rowId: row.id, version, ownerId: caller });
      mailSentInvoice(ctx, name, row);
      return versionedResponse({ ...row, ...storedChildren(name, row), ...readExtras(ctx, name, row) }, version);
    }),
  ];
}
