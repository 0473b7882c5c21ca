// Rows of the webhook tables as the contract answers them (src/contract/webhooks.ts).
import type { Webhook, WebhookDelivery } from '../../src/contract/webhooks.ts';
import type { webhookDeliveries, webhookEndpoints } from './webhook-tables.ts';

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** Postgres's `2026-12-03 06:00:00.123+00` as ISO 8601. */
const iso = (value: string): string => new Date(value).toISOString();

export function webhookAnswer(row: EndpointRow, now = Date.now()): Webhook {
  const overlap = row.previousSecretUntil && Date.parse(row.previousSecretUntil) > now;
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    enabled: row.enabled,
    ...(!row.enabled && row.disabledReason ? { disabledReason: row.disabledReason } : {}),
    createdAt: iso(row.createdAt),
    ...(overlap ? { previousSecretUntil: iso(row.previousSecretUntil!) } : {}),
  };
}

export function deliveryAnswer(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    messageId: row.messageId,
    eventType: row.eventType,
    createdAt: iso(row.createdAt),
    status: row.status,
    attempts: row.attempts,
    ...(row.status === 'pending' ? { nextAttemptAt: iso(row.nextAttemptAt) } : {}),
    ...(row.statusCode !== null ? { statusCode: row.statusCode } : {}),
    ...(row.durationMs !== null ? { durationMs: row.durationMs } : {}),
    ...(row.response !== null ? { response: row.response } : {}),
    ...(row.error !== null ? { error: row.error } : {}),
    payload: row.payload,
  };
}
