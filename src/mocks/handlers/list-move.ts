import type { HttpHandler } from 'msw';
import { generateKeyBetween } from 'fractional-indexing';
import { diffFields } from '../../contract/audit.ts';
import { MESSAGES } from '../../contract/messages.ts';
import { moveBodySchema, moveRoute } from '../../contract/routes.ts';
import { orderOf, type ListName } from '../../resources/index.ts';
import { visibleRows } from '../ownership.ts';
import { callerOf, errorResponse, idParam, readBody, route, versionedResponse, type HandlerContext } from './kit.ts';

type Row = Record<string, unknown> & { id: number };

/** The key of the first of `rows` after `previous` (null: the first of all), keys compared as the server's `collate "C"`. */
function nextKey(rows: readonly Row[], field: string, previous: string | null): string | null {
  let next: string | null = null;
  for (const row of rows) {
    const key = row[field] as string;
    if ((previous === null || key > previous) && (next === null || key < next)) next = key;
  }
  return next;
}

/**
 * The rows of list `name` as a read without `?sort=` answers them: an ordered list's in its keys' order (compared as
 * the server's `collate "C"`), then by id; any other list's as they are kept (by id).
 */
export function inKeyOrder<R extends { id: number }>(name: ListName, rows: readonly R[]): readonly R[] {
  const field = orderOf(name)?.field;
  if (field === undefined) return rows;
  const key = (row: R) => String((row as Record<string, unknown>)[field]);
  return [...rows].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id));
}

/**
 * `PATCH /app/<list>/{id}/move` of a list whose rows are ordered, as the server's (server/lists/order.ts): the moved row
 * only is written, with a fractional key between its new neighbours'. From reading the rows to writing the moved one
 * nothing waits, so moves arriving together run one after another and never take the same key.
 */
export function moveHandlers(ctx: HandlerContext, name: ListName): HttpHandler[] {
  const def = moveRoute(name);
  const order = orderOf(name);
  if (!def || !order) return [];
  const notFound = (what: string) => errorResponse(404, `No ${name} row with ${what}`);
  return [
    route(ctx, def, async ({ request, params }) => {
      if (!ctx.db.list(name)) return errorResponse(404, MESSAGES.noDataFound);
      const id = idParam(params);
      if (id === null) return notFound('that id');
      const body = await readBody(request, moveBodySchema);
      if (!body.ok) return body.response;
      // Read after the body's wait and written before any other: moves arriving together each see the one before.
      const rows = ctx.db.list(name) as unknown as Row[];
      const caller = callerOf(ctx, request);
      const visible = visibleRows(name, rows, caller);
      const before = visible.find((r) => r.id === id);
      if (!before) return notFound('that id');
      const { after, group } = body.value;
      if (after === id) return errorResponse(400, 'Invalid input: after: the moved row itself');
      const anchor = after === null ? undefined : visible.find((r) => r.id === after);
      if (after !== null && !anchor) return notFound('the id of after');
      const groupValue = order.group === undefined ? undefined : anchor ? anchor[order.group] : (group ?? before[order.group]);
      const peers = rows.filter((r) => r.id !== id && (order.group === undefined || r[order.group] === groupValue));
      const previous = anchor ? (anchor[order.field] as string) : null;
      const key = generateKeyBetween(previous, nextKey(peers, order.field, previous));
      const row: Row = { ...before, [order.field]: key, ...(order.group === undefined ? {} : { [order.group]: groupValue }) };
      ctx.db.setList(name, rows.map((r) => (r.id === id ? row : r)) as never);
      const version = ctx.db.bumpVersion(name, id);
      ctx.audit.record({ actorId: caller, action: 'update', resource: name, recordId: id, changes: diffFields(before, row) });
      ctx.live.publish({ userId: caller, resource: name, action: 'update', rowId: id, version, ownerId: caller });
      return versionedResponse(row, version);
    }),
  ];
}
