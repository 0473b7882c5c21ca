import { bigint, bigserial, boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { WebhookDeliveryStatus } from '../../src/contract/webhooks.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** An endpoint events are delivered to (migration 0032). */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  events: text('events').array().notNull(),
  enabled: boolean('enabled').notNull().default(true),
  disabledReason: text('disabled_reason').$type<'paused' | 'failing'>(),
  secret: text('secret').notNull(),
  previousSecret: text('previous_secret'),
  previousSecretUntil: at('previous_secret_until'),
  failingSince: at('failing_since'),
  createdBy: integer('created_by'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** One event for one endpoint, with its last attempt. */
export const webhookDeliveries = pgTable('webhook_deliveries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  endpointId: bigint('endpoint_id', { mode: 'number' }).notNull(),
  messageId: text('message_id').notNull(),
  eventType: text('event_type').notNull(),
  payload: text('payload').notNull(),
  manual: boolean('manual').notNull().default(false),
  status: text('status').notNull().$type<WebhookDeliveryStatus>().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
  attemptStartedAt: at('attempt_started_at'),
  statusCode: integer('status_code'),
  durationMs: integer('duration_ms'),
  response: text('response'),
  error: text('error'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
