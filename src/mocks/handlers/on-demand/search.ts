import { HttpResponse, type HttpHandler } from 'msw';
import { bestHits, parseSearchQuery, SEARCH_ROUTES, searchableBy, searchRows } from '../../../contract/search.ts';
import { visibleRows } from '../../ownership.ts';
import { callerOf, errorResponse, route, type HandlerContext } from '../kit.ts';

/**
 * GET /app/search: the fake backend's search over the rows it holds, ranked by the contract's rule
 * (src/contract/search.ts), over the lists the caller's role may read and, of an owned list, the caller's rows only.
 */
export function searchHandlers(ctx: HandlerContext): HttpHandler[] {
  return [
    route(ctx, SEARCH_ROUTES.search, ({ request }) => {
      const parsed = parseSearchQuery(new URL(request.url).searchParams);
      if (!parsed.ok) return errorResponse(400, parsed.message);
      const caller = callerOf(ctx, request);
      const hits = searchableBy(ctx.accounts.callerRole(caller)).flatMap((target) =>
        searchRows(target, visibleRows(target.list, ctx.db.list(target.list) ?? [], caller), parsed.query),
      );
      return HttpResponse.json({ items: bestHits(hits, parsed.query.limit) });
    }),
  ];
}
