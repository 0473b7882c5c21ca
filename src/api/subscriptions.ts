/**
 * The public pages' sign-up forms talk to the API through this one function. The forms import it only when
 * submitted (`await import(...)`), so the API client, and with the fake backend on its MSW worker, cost those
 * light pages nothing until someone actually subscribes.
 */
import { api, ApiError } from './client.ts';
import { SUBSCRIPTION_ROUTES } from '../contract/subscriptions.ts';

export type SubscriptionList = keyof typeof SUBSCRIPTION_ROUTES;
/** `already`: the address was on the list (409); `failed`: no answer, or one the form cannot act on. */
export type SubscribeOutcome = 'subscribed' | 'already' | 'failed';

export async function subscribe(list: SubscriptionList, email: string): Promise<SubscribeOutcome> {
  try {
    await api.post(SUBSCRIPTION_ROUTES[list].path, { email });
    return 'subscribed';
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return 'already';
    console.error(`Subscribing to ${list} failed:`, error);
    return 'failed';
  }
}
