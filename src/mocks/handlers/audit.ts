import { HttpResponse, type HttpHandler } from 'msw';
import { AUDIT_ROUTES, auditPage, parseAuditQuery } from '../../contract/audit.ts';
import { readableEntries } from '../ownership.ts';
import { currentMembers } from '../membership.ts';
import { callerOf, errorResponse, route, type HandlerContext } from './kit.ts';

/**
 * GET /app/audit (`audit.read`, checked by the route kit): the fake backend's trail, paged and filtered as the reference
 * server does; an owned row's entries, to its owner only, a row with members', to its members only.
 */
export function auditHandlers(ctx: HandlerContext): HttpHandler[] {
  return [
    route(ctx, AUDIT_ROUTES.listAudit, ({ request }) => {
      const parsed = parseAuditQuery(new URL(request.url).searchParams);
      if (!parsed.ok) return errorResponse(400, parsed.message);
      const membersNow = (resource: string, id: number) => currentMembers(ctx.db, resource, id);
      return HttpResponse.json(auditPage(readableEntries(ctx.audit.all(), callerOf(ctx, request), membersNow), parsed.query));
    }),
  ];
}
