import { HttpResponse, type HttpHandler } from 'msw';
import { ALREADY_SUBSCRIBED, SUBSCRIPTION_ROUTES } from '../../contract/subscriptions.ts';
import type { RouteDef } from '../../contract/route-kit.ts';
import { subscriptionSchema } from '../../schemas/subscriptions.ts';
import { errorResponse, readBody, route, type HandlerContext } from './kit.ts';

/** One list of addresses per form; an address is the same whatever its letter case. */
function subscribeHandler(ctx: HandlerContext, def: RouteDef): HttpHandler {
  return route(ctx, def, async ({ request }) => {
    const body = await readBody(request, subscriptionSchema);
    if (!body.ok) return body.response;
    if (!ctx.db.subscribe(def.operationId, body.value.email)) return errorResponse(409, ALREADY_SUBSCRIBED);
    return HttpResponse.json({ email: body.value.email }, { status: 201 });
  });
}

/** The newsletter and launch-alert sign-ups of the public pages. */
export function subscriptionHandlers(ctx: HandlerContext): HttpHandler[] {
  return [subscribeHandler(ctx, SUBSCRIPTION_ROUTES.newsletter), subscribeHandler(ctx, SUBSCRIPTION_ROUTES.launchAlert)];
}
