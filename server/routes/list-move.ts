import { moveBodySchema, moveRoute } from '../../src/contract/routes.ts';
import type { ListName } from '../../src/resources/index.ts';
import { diffFields } from '../audit/record.ts';
import { withChildren } from '../lists/children.ts';
import { moveRow } from '../lists/order.ts';
import { publishChange } from '../live/changes.ts';
import { errorResponse, idParam, on, readBody, type App, type ServerContext } from './kit.ts';
import { withEtag } from './versions.ts';

/** `PATCH /app/<list>/{id}/move` of a list whose rows are ordered (server/lists/order.ts). */
export function listMove(app: App, ctx: ServerContext, name: ListName): void {
  const def = moveRoute(name);
  if (!def) return;
  on(app, ctx, def, async (c) => {
    const id = idParam(c);
    if (id === null) return errorResponse(c, 404, `No ${name} row with that id`);
    const body = await readBody(c, moveBodySchema);
    if (!body.ok) return body.response;
    const actorId = c.get('userId');
    const outcome = await moveRow(ctx.db, name, { id, ...body.value, caller: actorId }, (tx, before, row) =>
      ctx.audit(tx, { actorId, action: 'update', resource: name, recordId: id, changes: diffFields(before, row) }),
    );
    if (outcome === 'missing') return errorResponse(c, 404, `No ${name} row with that id`);
    if (outcome === 'no-anchor') return errorResponse(c, 404, `No ${name} row with the id of after`);
    if (outcome === 'self') return errorResponse(c, 400, 'Invalid input: after: the moved row itself');
    await publishChange(ctx.db, { userId: actorId, resource: name, action: 'update', rowId: id, version: outcome.row.version });
    // With its children, as the row's other answers and the fake backend's (which keeps them in the row).
    return withEtag(c, (await withChildren(ctx.db, name, outcome.row))!);
  });
}
