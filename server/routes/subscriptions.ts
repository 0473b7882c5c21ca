import type { RouteDef } from '../../src/contract/routes.ts';
import { ALREADY_SUBSCRIBED, SUBSCRIPTION_ROUTES } from '../../src/contract/subscriptions.ts';
import { subscriptionSchema } from '../../src/schemas/subscriptions.ts';
import { subscriptions } from '../db/tables.ts';
import { errorResponse, on, readBody, type App, type ServerContext } from './kit.ts';

/** The newsletter and launch-alert sign-ups of the public pages: one list each, an address once per list whatever its case. */
export function subscriptionRoutes(app: App, ctx: ServerContext): void {
  const { db } = ctx;
  const subscribe = (def: RouteDef, list: string) =>
    on(app, ctx, def, async (c) => {
      const body = await readBody(c, subscriptionSchema);
      if (!body.ok) return body.response;
      const { email } = body.value;
      // The unique index on (list, lower(email)) decides, so two sign-ups at once cannot both succeed.
      const inserted = await db.insert(subscriptions).values({ list, email }).onConflictDoNothing().returning({ id: subscriptions.id });
      return inserted.length ? c.json({ email }, 201) : errorResponse(c, 409, ALREADY_SUBSCRIBED);
    });

  subscribe(SUBSCRIPTION_ROUTES.newsletter, 'newsletter');
  subscribe(SUBSCRIPTION_ROUTES.launchAlert, 'launch-alert');
}
