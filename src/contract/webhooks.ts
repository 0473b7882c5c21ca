/**
 * Signed webhooks (docs/webhooks.md): the routes admins manage endpoints with, the events an endpoint may ask for,
 * the body each event is delivered as and how an audit entry becomes events. Both backends read this file; the
 * server delivers and signs (server/webhooks/), the fake backend logs what it would send.
 */
import { z } from 'zod/mini';
import { auditChangeSchema, type AuditAction, type AuditChange } from '../schemas/audit.ts';
import { computedOf, LIST_NAMES, sendOf, type ListName } from '../resources/index.ts';
import { ACCOUNT_EVENTS, LIST_ACTIONS, TEST_EVENT, WEBHOOK_EVENTS } from './webhook-events.ts';
import { error, FORBIDDEN, UNAUTHORISED, type RouteDef } from './route-kit.ts';

/** How long a delivery is tried again, and how long an endpoint may fail before it is disabled: a day. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** After a rotation, the old secret signs too for this long. */
export const WEBHOOK_SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;
/** A receiver has this long to answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How much of an answer the log keeps (and the server reads). */
export const WEBHOOK_RESPONSE_BYTES = 1024;
/** The deliveries GET /app/webhooks/{id}/deliveries answers, newest first. */
export const WEBHOOK_LOG_SIZE = 50;

/** What an event's `data` is: the record's id and its changed fields (every field for a created row), secrets left out. */
export const webhookDataSchema = z.object({ id: z.nullable(z.int()), changes: z.array(auditChangeSchema) });
export type WebhookData = z.infer<typeof webhookDataSchema>;

/** The body of every delivery, exactly as signed. */
export const webhookPayloadSchema = z.object({
  type: z.string(),
  timestamp: z.iso.datetime({ offset: true }),
  data: webhookDataSchema,
});

/** The body sent for an event (its text is what is signed). */
export function webhookBody(type: string, data: WebhookData, at: Date): string {
  return JSON.stringify({ type, timestamp: at.toISOString(), data });
}

/**
 * The events an audit entry announces: a list row's created / updated / deleted, its `sent` (a status leaving
 * `draft`) and its `paid` (an invoice's status becoming `paid`), and the account events. An import's summary entry (no
 * row) announces nothing: its rows are many.
 */
export function webhookEventsOf(entry: { action: AuditAction; resource: string; recordId?: number | null; changes?: AuditChange[] }): {
  types: string[];
  data: WebhookData;
} {
  const changes = entry.changes ?? [];
  const data = { id: entry.recordId ?? null, changes };
  if (entry.resource === 'users') {
    const type = ACCOUNT_EVENTS[entry.action];
    return { types: type ? [type] : [], data };
  }
  const action = LIST_ACTIONS[entry.action];
  if (!action || data.id === null || !(LIST_NAMES as readonly string[]).includes(entry.resource)) return { types: [], data };
  const name = entry.resource as ListName;
  const status = changes.find((change) => change.field === 'status');
  const types = [`${name}.${action}`];
  if (action === 'updated' && status && sendOf(name) && status.before === 'draft' && status.after !== 'draft') types.push(`${name}.sent`);
  if (action === 'updated' && status && computedOf(name)?.rule === 'invoice' && status.after === 'paid') types.push(`${name}.paid`);
  return { types, data };
}

export const WEBHOOK_MESSAGES = {
  notFound: 'No webhook with that id',
  deliveryNotFound: 'No delivery with that id',
  badUrl: 'The URL must be http:// or https://',
  unknownEvent: 'Unknown event',
} as const;

const eventSchema = z.string().check(z.refine((value) => WEBHOOK_EVENTS.includes(value), WEBHOOK_MESSAGES.unknownEvent));
const urlSchema = z.string().check(
  z.maxLength(2000),
  z.refine((value) => /^https?:\/\/[^\s/?#]+/i.test(value) && URL.canParse(value), WEBHOOK_MESSAGES.badUrl),
);

export const webhookBodySchema = z.object({
  url: urlSchema,
  events: z.array(eventSchema).check(z.minLength(1), z.maxLength(WEBHOOK_EVENTS.length)),
  description: z.optional(z.string().check(z.maxLength(200))),
  /** False pauses the endpoint: nothing is delivered to it until it is enabled again. */
  enabled: z.optional(z.boolean()),
});
export type WebhookBody = z.infer<typeof webhookBodySchema>;

export const webhookSchema = z.object({
  id: z.int().check(z.positive()),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  /** Why a disabled endpoint is: `paused` by an admin, or `failing` (its deliveries failed for a day). */
  disabledReason: z.optional(z.enum(['paused', 'failing'])),
  createdAt: z.iso.datetime({ offset: true }),
  /** Until when the secret before the last rotation signs too. */
  previousSecretUntil: z.optional(z.iso.datetime({ offset: true })),
});
export type Webhook = z.infer<typeof webhookSchema>;
export const webhooksListSchema = z.array(webhookSchema);

/** `whsec_` and the base64 of 24 random bytes. */
export const webhookSecretSchema = z.string().check(z.regex(/^whsec_[A-Za-z0-9+/]+={0,2}$/));
/** An endpoint with its secret: the answer of its creation and of a rotation, the only times the secret is shown. */
export const webhookWithSecretSchema = z.extend(webhookSchema, { secret: webhookSecretSchema });
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const webhookDeliverySchema = z.object({
  id: z.int().check(z.positive()),
  /** The `webhook-id` header: the same for every attempt. */
  messageId: z.string(),
  eventType: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.int().check(z.nonnegative()),
  /** When the next attempt is due (a pending delivery). */
  nextAttemptAt: z.optional(z.iso.datetime({ offset: true })),
  statusCode: z.optional(z.int()),
  durationMs: z.optional(z.int()),
  /** The first kilobyte of the answer. */
  response: z.optional(z.string()),
  /** Why an attempt got no answer (refused address, timeout), or why it was not sent (the fake backend's demo). */
  error: z.optional(z.string()),
  /** The body sent, and (fake backend only, which sends nothing) the headers it would carry. */
  payload: z.string(),
  headers: z.optional(z.record(z.string(), z.string())),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveriesSchema = z.object({ items: z.array(webhookDeliverySchema) });

const webhookId = { id: { description: 'Webhook endpoint id', schema: z.int().check(z.positive()) } };
const deliveryIds = { ...webhookId, deliveryId: { description: 'Delivery id', schema: z.int().check(z.positive()) } };
const NOT_FOUND = error(`\`${WEBHOOK_MESSAGES.notFound}\``);
const common = { tag: 'webhooks', auth: true, permission: 'webhooks.manage' } as const;

export const WEBHOOK_ROUTES = {
  listWebhooks: {
    ...common,
    method: 'get',
    path: '/app/webhooks',
    operationId: 'listWebhooks',
    summary: 'The webhook endpoints (admins only), without their secrets',
    responses: { 200: { description: 'Endpoints, oldest first', schema: webhooksListSchema }, 401: UNAUTHORISED, 403: FORBIDDEN },
  },
  createWebhook: {
    ...common,
    method: 'post',
    path: '/app/webhooks',
    operationId: 'createWebhook',
    summary: 'Add an endpoint: the events it gets are signed (Standard Webhooks) with the secret answered here, once',
    body: webhookBodySchema,
    responses: {
      201: { description: 'The endpoint with its secret (`whsec_<base64>`)', schema: webhookWithSecretSchema },
      400: error('A bad URL, an unknown event, or a malformed body'),
      401: UNAUTHORISED,
      403: FORBIDDEN,
    },
  },
  updateWebhook: {
    ...common,
    method: 'put',
    path: '/app/webhooks/{id}',
    operationId: 'updateWebhook',
    summary: 'Change an endpoint: URL, events, description, enabled (false pauses it; true enables one disabled for failing)',
    pathParams: webhookId,
    body: webhookBodySchema,
    responses: {
      200: { description: 'The endpoint', schema: webhookSchema },
      400: error('A bad URL, an unknown event, or a malformed body'),
      401: UNAUTHORISED,
      403: FORBIDDEN,
      404: NOT_FOUND,
    },
  },
  deleteWebhook: {
    ...common,
    method: 'delete',
    path: '/app/webhooks/{id}',
    operationId: 'deleteWebhook',
    summary: 'Delete an endpoint and its delivery log',
    pathParams: webhookId,
    responses: { 204: { description: 'Deleted' }, 401: UNAUTHORISED, 403: FORBIDDEN, 404: NOT_FOUND },
  },
  rotateWebhookSecret: {
    ...common,
    method: 'post',
    path: '/app/webhooks/{id}/rotate-secret',
    operationId: 'rotateWebhookSecret',
    summary: 'A new secret; the old one signs too (a second signature) for 24 hours, while receivers switch over',
    pathParams: webhookId,
    responses: {
      200: { description: 'The endpoint with its new secret', schema: webhookWithSecretSchema },
      401: UNAUTHORISED,
      403: FORBIDDEN,
      404: NOT_FOUND,
    },
  },
  testWebhook: {
    ...common,
    method: 'post',
    path: '/app/webhooks/{id}/test',
    operationId: 'testWebhook',
    summary: `Send the endpoint a \`${TEST_EVENT}\` event now (even when paused): it is in its delivery log`,
    pathParams: webhookId,
    responses: {
      202: { description: 'The delivery, queued', schema: webhookDeliverySchema },
      401: UNAUTHORISED,
      403: FORBIDDEN,
      404: NOT_FOUND,
    },
  },
  listWebhookDeliveries: {
    ...common,
    method: 'get',
    path: '/app/webhooks/{id}/deliveries',
    operationId: 'listWebhookDeliveries',
    summary: `The endpoint's delivery log: its last ${WEBHOOK_LOG_SIZE} deliveries, newest first`,
    pathParams: webhookId,
    responses: {
      200: { description: 'Deliveries', schema: webhookDeliveriesSchema },
      401: UNAUTHORISED,
      403: FORBIDDEN,
      404: NOT_FOUND,
    },
  },
  resendWebhookDelivery: {
    ...common,
    method: 'post',
    path: '/app/webhooks/{id}/deliveries/{deliveryId}/resend',
    operationId: 'resendWebhookDelivery',
    summary: 'Send a delivery again, as a new delivery of the same event (same body, same `webhook-id`)',
    pathParams: deliveryIds,
    responses: {
      202: { description: 'The new delivery, queued', schema: webhookDeliverySchema },
      401: UNAUTHORISED,
      403: FORBIDDEN,
      404: error(`\`${WEBHOOK_MESSAGES.notFound}\` or \`${WEBHOOK_MESSAGES.deliveryNotFound}\``),
    },
  },
} as const satisfies Record<string, RouteDef>;
