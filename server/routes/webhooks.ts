// The webhook endpoints' routes (src/contract/webhooks.ts), admins only: each change with its audit entry in one
// transaction. Deliveries made here (a test event, a resend) are queued once the request has answered.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { diffFields } from '../../src/contract/audit.ts';
import { TEST_EVENT } from '../../src/contract/webhook-events.ts';
import {
  WEBHOOK_LOG_SIZE,
  WEBHOOK_MESSAGES,
  WEBHOOK_ROUTES,
  WEBHOOK_SECRET_OVERLAP_MS,
  webhookBody,
  type WebhookBody,
} from '../../src/contract/webhooks.ts';
import { deliveryAnswer, webhookAnswer } from '../webhooks/answers.ts';
import { queueLater } from '../webhooks/produce.ts';
import { newWebhookSecret } from '../webhooks/sign.ts';
import { webhookDeliveries, webhookEndpoints } from '../webhooks/webhook-tables.ts';
import { errorResponse, idParam, on, readBody, type App, type AppEnv, type ServerContext } from './kit.ts';

type EndpointRow = typeof webhookEndpoints.$inferSelect;
const RESOURCE = 'webhooks';
const notFound = (c: Context) => errorResponse(c, 404, WEBHOOK_MESSAGES.notFound);

/** What the trail shows of an endpoint (never its secret). */
const audited = (row: Pick<EndpointRow, 'url' | 'description' | 'events' | 'enabled'>) => ({
  url: row.url,
  description: row.description,
  events: row.events.join(' '),
  enabled: row.enabled,
});

async function endpointOf(ctx: ServerContext, c: Context<AppEnv>): Promise<EndpointRow | undefined> {
  const id = idParam(c);
  if (id === null) return undefined;
  const [row] = await ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row;
}

/** The columns a body sets; `enabled` absent leaves it as it is, true clears a failing endpoint's clock. */
function columnsOf(body: WebhookBody) {
  return {
    url: body.url,
    events: [...new Set(body.events)],
    description: body.description ?? '',
    ...(body.enabled === undefined
      ? {}
      : { enabled: body.enabled, disabledReason: body.enabled ? null : ('paused' as const), failingSince: null }),
  };
}

/** A delivery made by hand (test, resend), with its audit entry; queued after the request. */
async function manualDelivery(
  ctx: ServerContext,
  c: Context<AppEnv>,
  endpoint: EndpointRow,
  message: { messageId: string; eventType: string; payload: string },
  field: string,
): Promise<Response> {
  const row = await ctx.db.transaction(async (tx) => {
    const [made] = await tx
      .insert(webhookDeliveries)
      .values({ endpointId: endpoint.id, ...message, manual: true })
      .returning();
    const changes = [{ field, before: null, after: made!.id }];
    await ctx.audit(tx, { actorId: c.get('userId'), action: 'update', resource: RESOURCE, recordId: endpoint.id, changes });
    return made!;
  });
  queueLater(ctx.jobs, [row.id], ctx.logger);
  return c.json(deliveryAnswer(row), 202);
}

function endpointRoutes(app: App, ctx: ServerContext): void {
  on(app, ctx, WEBHOOK_ROUTES.listWebhooks, async (c) => {
    const rows = await ctx.db.select().from(webhookEndpoints).orderBy(asc(webhookEndpoints.id));
    return c.json(rows.map((row) => webhookAnswer(row)));
  });
  on(app, ctx, WEBHOOK_ROUTES.createWebhook, async (c) => {
    const body = await readBody(c, WEBHOOK_ROUTES.createWebhook.body);
    if (!body.ok) return body.response;
    const secret = newWebhookSecret();
    const actorId = c.get('userId');
    const row = await ctx.db.transaction(async (tx) => {
      const [made] = await tx
        .insert(webhookEndpoints)
        .values({ enabled: true, ...columnsOf(body.value), secret, createdBy: actorId })
        .returning();
      const changes = diffFields(null, audited(made!));
      await ctx.audit(tx, { actorId, action: 'create', resource: RESOURCE, recordId: made!.id, changes });
      return made!;
    });
    return c.json({ ...webhookAnswer(row), secret }, 201);
  });
  on(app, ctx, WEBHOOK_ROUTES.updateWebhook, async (c) => {
    const before = await endpointOf(ctx, c);
    if (!before) return notFound(c);
    const body = await readBody(c, WEBHOOK_ROUTES.updateWebhook.body);
    if (!body.ok) return body.response;
    const actorId = c.get('userId');
    const row = await ctx.db.transaction(async (tx) => {
      const [after] = await tx
        .update(webhookEndpoints)
        .set({ ...columnsOf(body.value), updatedAt: sql`now()` })
        .where(eq(webhookEndpoints.id, before.id))
        .returning();
      if (!after) return undefined;
      const changes = diffFields(audited(before), audited(after));
      await ctx.audit(tx, { actorId, action: 'update', resource: RESOURCE, recordId: before.id, changes });
      return after;
    });
    return row ? c.json(webhookAnswer(row)) : notFound(c);
  });
  on(app, ctx, WEBHOOK_ROUTES.deleteWebhook, async (c) => {
    const before = await endpointOf(ctx, c);
    if (!before) return notFound(c);
    const actorId = c.get('userId');
    const deleted = await ctx.db.transaction(async (tx) => {
      const [gone] = await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, before.id)).returning({ id: webhookEndpoints.id });
      if (gone)
        await ctx.audit(tx, {
          actorId,
          action: 'delete',
          resource: RESOURCE,
          recordId: before.id,
          changes: diffFields(audited(before), null),
        });
      return gone;
    });
    return deleted ? c.body(null, 204) : notFound(c);
  });
  on(app, ctx, WEBHOOK_ROUTES.rotateWebhookSecret, async (c) => {
    const before = await endpointOf(ctx, c);
    if (!before) return notFound(c);
    const secret = newWebhookSecret();
    const until = new Date(Date.now() + WEBHOOK_SECRET_OVERLAP_MS).toISOString();
    const actorId = c.get('userId');
    const row = await ctx.db.transaction(async (tx) => {
      const [after] = await tx
        .update(webhookEndpoints)
        .set({ secret, previousSecret: before.secret, previousSecretUntil: until, updatedAt: sql`now()` })
        .where(eq(webhookEndpoints.id, before.id))
        .returning();
      // The field is named so the trail keeps it (fields naming a secret are left out of every entry).
      const changes = [{ field: 'rotated', before: null, after: until }];
      await ctx.audit(tx, { actorId, action: 'update', resource: RESOURCE, recordId: before.id, changes });
      return after;
    });
    return row ? c.json({ ...webhookAnswer(row), secret }) : notFound(c);
  });
}

function deliveryRoutes(app: App, ctx: ServerContext): void {
  on(app, ctx, WEBHOOK_ROUTES.testWebhook, async (c) => {
    const endpoint = await endpointOf(ctx, c);
    if (!endpoint) return notFound(c);
    const payload = webhookBody(TEST_EVENT, { id: endpoint.id, changes: [] }, new Date());
    return manualDelivery(ctx, c, endpoint, { messageId: `msg_${randomUUID()}`, eventType: TEST_EVENT, payload }, 'testDelivery');
  });
  on(app, ctx, WEBHOOK_ROUTES.listWebhookDeliveries, async (c) => {
    const endpoint = await endpointOf(ctx, c);
    if (!endpoint) return notFound(c);
    const rows = await ctx.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id))
      .orderBy(desc(webhookDeliveries.id))
      .limit(WEBHOOK_LOG_SIZE);
    return c.json({ items: rows.map(deliveryAnswer) });
  });
  on(app, ctx, WEBHOOK_ROUTES.resendWebhookDelivery, async (c) => {
    const endpoint = await endpointOf(ctx, c);
    if (!endpoint) return notFound(c);
    const deliveryId = Number(c.req.param('deliveryId'));
    const [original] = Number.isSafeInteger(deliveryId)
      ? await ctx.db
          .select()
          .from(webhookDeliveries)
          .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpoint.id)))
      : [];
    if (!original) return errorResponse(c, 404, WEBHOOK_MESSAGES.deliveryNotFound);
    const { messageId, eventType, payload } = original;
    return manualDelivery(ctx, c, endpoint, { messageId, eventType, payload }, 'resentDelivery');
  });
}

/** The webhook routes (before the lists' catch-all `/app/{list}`). */
export function webhookRoutes(app: App, ctx: ServerContext): void {
  endpointRoutes(app, ctx);
  deliveryRoutes(app, ctx);
}
