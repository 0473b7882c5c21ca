import { errorBodySchema } from '../schemas/index.ts';
import { subscriptionSchema } from '../schemas/subscriptions.ts';
import type { RouteDef } from './route-kit.ts';

/** The backend's words for a second sign-up with the same address; the forms translate them. */
export const ALREADY_SUBSCRIBED = 'Already subscribed';

const subscribe = (path: string, operationId: string, list: string): RouteDef => ({
  method: 'post',
  path,
  operationId,
  tag: 'subscriptions',
  summary: `Put an e-mail address on the ${list} list (no authentication: the form is on a public page)`,
  body: subscriptionSchema,
  responses: {
    201: { description: 'Subscribed', schema: subscriptionSchema },
    400: { description: 'Not an e-mail address', schema: errorBodySchema },
    409: { description: `\`${ALREADY_SUBSCRIBED}\`: that address is already on the list`, schema: errorBodySchema },
  },
});

/** The two sign-up forms of the public pages. */
export const SUBSCRIPTION_ROUTES = {
  newsletter: subscribe('/app/newsletter', 'subscribeNewsletter', 'newsletter'),
  launchAlert: subscribe('/app/launch-alert', 'subscribeLaunchAlert', 'launch-alert'),
} as const satisfies Record<string, RouteDef>;
