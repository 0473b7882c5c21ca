import { AsyncLocalStorage } from 'node:async_hooks';

/** The API key a call was made with: the audit trail names it beside its owner. */
export interface ActingKey {
  id: number;
  name: string;
}

/**
 * The key of the call being handled, for every audit entry the call writes. Carried by the call's async context rather
 * than passed down, so each of the many places that record an entry names the key without knowing keys exist.
 */
export const actingKeys = new AsyncLocalStorage<ActingKey>();

/** The columns an audit entry gets from the call's key (null for a session's call). */
export function actingKeyColumns(): { apiKeyId: number | null; apiKeyName: string | null } {
  const key = actingKeys.getStore();
  return { apiKeyId: key?.id ?? null, apiKeyName: key?.name ?? null };
}
