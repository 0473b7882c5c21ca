/**
 * The events a webhook endpoint may ask for (docs/webhooks.md), apart from the rest of the webhooks' contract
 * (src/contract/webhooks.ts): the webhooks page lists them as it is built, while the screen's store loads the
 * contract's shapes only when it first calls, so they are not in every dashboard page's first load.
 */
import type { AuditAction } from '../schemas/audit.ts';
import { computedOf, LIST_NAMES, sendOf, type ListName } from '../resources/index.ts';

/** The event every endpoint can be sent by hand ("send a test event"), whatever it asked for. */
export const TEST_EVENT = 'webhook.test';
/** Account events: from the audit trail's account actions. */
export const ACCOUNT_EVENTS: Partial<Record<AuditAction, string>> = {
  register: 'account.created',
  account_update: 'account.updated',
  role_change: 'account.role_changed',
  password_change: 'account.password_changed',
  account_delete: 'account.deleted',
};
export const LIST_ACTIONS: Partial<Record<AuditAction, string>> = { create: 'created', update: 'updated', delete: 'deleted' };

/** Each list's events: created, updated, deleted, and `sent` / `paid` for the lists whose rows are sent or paid. */
function listEvents(name: ListName): string[] {
  return [
    ...Object.values(LIST_ACTIONS).map((action) => `${name}.${action}`),
    ...(sendOf(name) ? [`${name}.sent`] : []),
    ...(computedOf(name)?.rule === 'invoice' ? [`${name}.paid`] : []),
  ];
}

/** Every event an endpoint may ask for, grouped as the dialog shows them: each list's, then the accounts'. */
export const WEBHOOK_EVENT_GROUPS: readonly { group: string; events: readonly string[] }[] = [
  ...LIST_NAMES.map((name) => ({ group: name, events: listEvents(name) })),
  { group: 'account', events: Object.values(ACCOUNT_EVENTS) },
];
export const WEBHOOK_EVENTS: readonly string[] = WEBHOOK_EVENT_GROUPS.flatMap((g) => g.events);
