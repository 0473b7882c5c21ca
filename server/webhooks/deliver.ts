// One attempt of one delivery, as the job queue hands it out: the row claimed (so a repeated or stale job sends
// nothing), the body signed with the endpoint's secret (and the previous one during a rotation's overlap), sent
// through safePost, the outcome written to the delivery log, and the next attempt queued after a growing delay until a
// day has passed. An endpoint whose deliveries have failed for a day is disabled and the administrators are e-mailed.
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { WEBHOOK_RETRY_WINDOW_MS, WEBHOOK_TIMEOUT_MS } from '../../src/contract/webhooks.ts';
import { users } from '../db/tables.ts';
import type { ServerContext } from '../routes/kit.ts';
import { webhookDisabledMail } from '../mail/messages.ts';
import { safePost, type PostOutcome } from './safe-post.ts';
import { webhookHeaders } from './sign.ts';
import { webhookDeliveries, webhookEndpoints } from './webhook-tables.ts';

/** How deliveries are made: the switch for private addresses, the back-off, the window of retries (tests shorten them). */
export interface WebhookSettings {
  /** WEBHOOK_ALLOW_PRIVATE=true: loopback and private addresses may be delivered to (tests; a receiver on the same host). */
  allowPrivate: boolean;
  /** The wait before the next attempt, after `attempts` attempts failed. */
  backoffMs(attempts: number): number;
  /** How long a delivery is tried, and an endpoint may fail before it is disabled. */
  retryWindowMs: number;
  timeoutMs: number;
}

/** `base`, then doubling after each failed attempt, up to 6 hours: from 10 s, some 15 attempts in the day. */
export const exponentialBackoff =
  (base = 10_000) =>
  (attempts: number): number =>
    Math.min(base * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60 * 1000);

export const DEFAULT_WEBHOOK_SETTINGS: WebhookSettings = {
  allowPrivate: false,
  backoffMs: exponentialBackoff(),
  retryWindowMs: WEBHOOK_RETRY_WINDOW_MS,
  timeoutMs: WEBHOOK_TIMEOUT_MS,
};

type Delivery = typeof webhookDeliveries.$inferSelect;
type Endpoint = typeof webhookEndpoints.$inferSelect;

/** Marks the attempt begun, if it is still the one to make: answers the delivery, or undefined for a stale job. */
async function claim(ctx: ServerContext, deliveryId: number, attempt: number): Promise<Delivery | undefined> {
  const [row] = await ctx.db
    .update(webhookDeliveries)
    .set({ status: 'sending', attempts: sql`${webhookDeliveries.attempts} + 1`, attemptStartedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.attempts, attempt), eq(webhookDeliveries.status, 'pending')))
    .returning();
  return row;
}

/** The secrets that sign now: the current one, and the previous one while the rotation's overlap lasts. */
function secretsOf(endpoint: Endpoint, now = Date.now()): string[] {
  const overlap = endpoint.previousSecret && endpoint.previousSecretUntil && Date.parse(endpoint.previousSecretUntil) > now;
  return overlap ? [endpoint.secret, endpoint.previousSecret!] : [endpoint.secret];
}

const succeeded = (outcome: PostOutcome) => outcome.kind === 'answered' && outcome.statusCode >= 200 && outcome.statusCode < 300;

/** Makes attempt `attempt` (the attempts made before it) of a delivery. */
export async function attemptDelivery(ctx: ServerContext, deliveryId: number, attempt: number): Promise<void> {
  const delivery = await claim(ctx, deliveryId, attempt);
  if (!delivery) return;
  const [endpoint] = await ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, delivery.endpointId));
  if (!endpoint) return;
  if (!endpoint.enabled && !delivery.manual) {
    await ctx.db
      .update(webhookDeliveries)
      .set({ status: 'failed', error: 'The endpoint is disabled', updatedAt: sql`now()` })
      .where(eq(webhookDeliveries.id, deliveryId));
    return;
  }
  const settings = ctx.webhooks;
  const headers = webhookHeaders(secretsOf(endpoint), delivery.messageId, delivery.payload);
  const outcome = await safePost(endpoint.url, headers, delivery.payload, settings);
  const answer =
    outcome.kind === 'answered'
      ? { statusCode: outcome.statusCode, response: outcome.response, error: null }
      : { statusCode: null, response: null, error: outcome.error };
  if (succeeded(outcome)) {
    await ctx.db
      .update(webhookDeliveries)
      .set({ ...answer, status: 'delivered', durationMs: outcome.durationMs, updatedAt: sql`now()` })
      .where(eq(webhookDeliveries.id, deliveryId));
    await ctx.db.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, endpoint.id));
    return;
  }
  const delay = settings.backoffMs(delivery.attempts);
  const next = new Date(Date.now() + delay);
  // A refused address stays refused; anything else is tried until the window since the event has passed.
  const giveUp = outcome.kind === 'refused' || next.getTime() - Date.parse(delivery.createdAt) > settings.retryWindowMs;
  await ctx.db
    .update(webhookDeliveries)
    .set({
      ...answer,
      status: giveUp ? 'failed' : 'pending',
      durationMs: outcome.durationMs,
      nextAttemptAt: next.toISOString(),
      updatedAt: sql`now()`,
    })
    .where(eq(webhookDeliveries.id, deliveryId));
  if (!giveUp) await ctx.jobs.enqueueDelivery(deliveryId, delivery.attempts, next);
  await noteFailure(ctx, endpoint.id, delivery.createdAt, next.getTime());
}

/**
 * Counts a failure of the endpoint's: the first since a success starts its clock, at the event of the delivery that
 * failed. When the next attempt would come more than a day (the window) after it, the endpoint is disabled: its
 * deliveries have failed for a day (a delivery that has used up its window disables it).
 */
async function noteFailure(ctx: ServerContext, endpointId: number, eventAt: string, nextAttempt: number): Promise<void> {
  const [endpoint] = await ctx.db
    .update(webhookEndpoints)
    .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${eventAt}::timestamptz)` })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning();
  if (!endpoint?.enabled || !endpoint.failingSince) return;
  if (nextAttempt - Date.parse(endpoint.failingSince) <= ctx.webhooks.retryWindowMs) return;
  const disabled = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ enabled: false, disabledReason: 'failing', updatedAt: sql`now()` })
      .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)))
      .returning();
    if (row) {
      const changes = [{ field: 'enabled', before: true, after: false }];
      await ctx.audit(tx, { actorId: null, action: 'update', resource: 'webhooks', recordId: endpointId, changes });
    }
    return row;
  });
  if (disabled) await mailAdmins(ctx, disabled);
}

/** Tells every active administrator that an endpoint was disabled. A mail that cannot go out is logged, not retried. */
async function mailAdmins(ctx: ServerContext, endpoint: Endpoint): Promise<void> {
  const admins = await ctx.db
    .select({ email: users.email, preferences: users.preferences })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active')));
  for (const admin of admins) {
    const locale = (admin.preferences as { language?: unknown } | null)?.language;
    await ctx.mailer
      .sendMail(webhookDisabledMail(admin.email, locale, endpoint.url, ctx.siteUrl))
      .catch((error: unknown) => ctx.logger.error('webhook: mail to an administrator failed', { error: String(error) }));
  }
}

/** How long an attempt may take before its row, still `sending`, is taken for one a dead process left. */
const STALE_SENDING = "interval '2 minutes'";

/** How long an ended delivery stays in its endpoint's log. */
const KEPT_DAYS = 30;

/**
 * Queues again what fell between the queue's jobs: attempts a process died in (back to pending), and pending
 * deliveries due for a minute whose job was lost. A job queued twice is harmless: the claim lets one attempt through.
 * Ended deliveries older than 30 days leave the log.
 */
export async function sweepDeliveries(ctx: ServerContext): Promise<void> {
  await ctx.db
    .delete(webhookDeliveries)
    .where(
      and(
        inArray(webhookDeliveries.status, ['delivered', 'failed']),
        lt(webhookDeliveries.createdAt, sql.raw(`now() - interval '${KEPT_DAYS} days'`)),
      ),
    );
  const revived = await ctx.db
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: sql`now()` })
    .where(and(eq(webhookDeliveries.status, 'sending'), lt(webhookDeliveries.attemptStartedAt, sql.raw(`now() - ${STALE_SENDING}`))))
    .returning({ id: webhookDeliveries.id, attempts: webhookDeliveries.attempts });
  const due = await ctx.db
    .select({ id: webhookDeliveries.id, attempts: webhookDeliveries.attempts })
    .from(webhookDeliveries)
    .where(and(inArray(webhookDeliveries.status, ['pending']), lt(webhookDeliveries.nextAttemptAt, sql`now() - interval '1 minute'`)));
  for (const row of [...revived, ...due]) await ctx.jobs.enqueueDelivery(row.id, row.attempts);
}
