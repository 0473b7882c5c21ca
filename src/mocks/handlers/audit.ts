import { HttpResponse, type HttpHandler } from 'msw';
import { AUDIT_FORBIDDEN, AUDIT_ROUTES, auditPage, parseAuditQuery } from '../../api/contract/audit.ts';
import { can } from '../../api/contract/permissions.ts';
import { callerOf, errorResponse, route, type HandlerContext } from './kit.ts';

/** GET /app/audit: the fake backend's trail, paged and filtered as the reference server does. */
export function auditHandlers(ctx: HandlerContext): HttpHandler[] {
  return [
    route(ctx, AUDIT_ROUTES.listAudit, ({ request }) => {
      const role = ctx.db.accountExtras(callerOf(ctx, request))?.role;
      if (!can(role, 'audit.read')) return errorResponse(403, AUDIT_FORBIDDEN);
      const parsed = parseAuditQuery(new URL(request.url).searchParams);
      if (!parsed.ok) return errorResponse(400, parsed.message);
      return HttpResponse.json(auditPage(ctx.audit.all(), parsed.query));
    }),
  ];
}
