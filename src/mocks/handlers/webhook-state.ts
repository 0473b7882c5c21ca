/**
 * The fake backend's webhook endpoints and their delivery log, one collection of its state (src/mocks/db.ts), as the
 * server's `webhook_endpoints` and `webhook_deliveries`. A browser cannot deliver a webhook honestly (another origin's
 * URL, no secret kept from the page), so each event is logged as the server would send it and marked not sent; its
 * signature is computed with WebCrypto when the log is read (webhook-sign.ts).
 */
import { z } from 'zod/mini';
import { isSecretField } from '../../contract/audit.ts';
import { webhookBody, webhookEventsOf } from '../../contract/webhooks.ts';
import type { AuditEntry } from '../../schemas/audit.ts';
import type { FakeDb } from '../db.ts';

export const WEBHOOKS_KEY = 'webhooks';
/** The deliveries kept, newest (the browser's storage is small; the server keeps every one). */
const KEPT_DELIVERIES = 200;
/** Why no delivery of the fake backend is sent. */
export const NOT_SENT_IN_DEMO = 'Not sent: the demo backend runs in the browser, which cannot deliver webhooks';

const storedEndpointSchema = z.object({
  id: z.int(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  disabledReason: z.optional(z.enum(['paused', 'failing'])),
  secret: z.string(),
  previousSecret: z.optional(z.string()),
  previousSecretUntil: z.optional(z.string()),
  createdAt: z.string(),
});
export type StoredEndpoint = z.infer<typeof storedEndpointSchema>;

const storedDeliverySchema = z.object({
  id: z.int(),
  endpointId: z.int(),
  messageId: z.string(),
  eventType: z.string(),
  payload: z.string(),
  createdAt: z.string(),
});
export type StoredDelivery = z.infer<typeof storedDeliverySchema>;

export const webhookStateSchema = z.object({
  lastId: z.int(),
  lastDeliveryId: z.int(),
  endpoints: z.array(storedEndpointSchema),
  deliveries: z.array(storedDeliverySchema),
});
type WebhookState = z.infer<typeof webhookStateSchema>;

export const sampleWebhookState = (): WebhookState => ({ lastId: 0, lastDeliveryId: 0, endpoints: [], deliveries: [] });

export const webhookStateOf = (db: FakeDb): WebhookState => db.read<WebhookState>(WEBHOOKS_KEY) ?? sampleWebhookState();

export function writeWebhookState(db: FakeDb, change: (state: WebhookState) => WebhookState): WebhookState {
  const next = change(webhookStateOf(db));
  db.write(WEBHOOKS_KEY, next);
  return next;
}

/** Logs a delivery of a message to an endpoint; answers it. */
export function addDelivery(
  db: FakeDb,
  endpointId: number,
  message: Omit<StoredDelivery, 'id' | 'endpointId' | 'createdAt'>,
): StoredDelivery {
  let made: StoredDelivery | undefined;
  writeWebhookState(db, (state) => {
    made = { id: state.lastDeliveryId + 1, endpointId, ...message, createdAt: new Date().toISOString() };
    return { ...state, lastDeliveryId: made.id, deliveries: [...state.deliveries, made].slice(-KEPT_DELIVERIES) };
  });
  return made!;
}

/** The events of an audit entry, logged for every enabled endpoint that asked for them (FakeAudit calls it). */
export function logWebhookEvents(db: FakeDb, entry: AuditEntry): void {
  const { types, data } = webhookEventsOf({ ...entry, changes: entry.changes.filter((c) => !isSecretField(c.field)) });
  if (!types.length) return;
  const endpoints = webhookStateOf(db).endpoints.filter((e) => e.enabled);
  if (!endpoints.length) return;
  const at = new Date(entry.at);
  for (const type of types) {
    const message = { messageId: `msg_${crypto.randomUUID()}`, eventType: type, payload: webhookBody(type, data, at) };
    for (const endpoint of endpoints.filter((e) => e.events.includes(type))) addDelivery(db, endpoint.id, message);
  }
}
