/**
 * The webhook routes on the fake backend, as the reference server answers them (src/contract/webhooks.ts): endpoints
 * kept in the state, every event of the audit trail logged for the endpoints that asked for it (webhook-state.ts),
 * test events and resends logged the same way. Nothing is sent: each delivery says so, with the body and the headers
 * the server would have sent.
 */
import { HttpResponse, type HttpHandler } from 'msw';
import { diffFields } from '../../../contract/audit.ts';
import { TEST_EVENT } from '../../../contract/webhook-events.ts';
import {
  WEBHOOK_LOG_SIZE,
  WEBHOOK_MESSAGES,
  WEBHOOK_ROUTES,
  WEBHOOK_SECRET_OVERLAP_MS,
  webhookBody,
  type Webhook,
  type WebhookBody,
  type WebhookDelivery,
} from '../../../contract/webhooks.ts';
import { idOf } from '../../../contract/list-query.ts';
import { callerOf, errorResponse, idParam, readBody, route, type HandlerContext } from '../kit.ts';
import { newFakeSecret, fakeWebhookHeaders } from './webhook-sign.ts';
import {
  addDelivery,
  NOT_SENT_IN_DEMO,
  webhookStateOf,
  writeWebhookState,
  type StoredDelivery,
  type StoredEndpoint,
} from '../webhook-state.ts';

const RESOURCE = 'webhooks';
const notFound = () => errorResponse(404, WEBHOOK_MESSAGES.notFound);

function answerOf(endpoint: StoredEndpoint, now = Date.now()): Webhook {
  const overlap = endpoint.previousSecretUntil && Date.parse(endpoint.previousSecretUntil) > now;
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    events: endpoint.events,
    enabled: endpoint.enabled,
    ...(!endpoint.enabled && endpoint.disabledReason ? { disabledReason: endpoint.disabledReason } : {}),
    createdAt: endpoint.createdAt,
    ...(overlap ? { previousSecretUntil: endpoint.previousSecretUntil } : {}),
  };
}

async function deliveryOf(delivery: StoredDelivery, endpoint: StoredEndpoint): Promise<WebhookDelivery> {
  const at = new Date(delivery.createdAt);
  const overlap = endpoint.previousSecret && endpoint.previousSecretUntil && Date.parse(endpoint.previousSecretUntil) > at.getTime();
  const secrets = overlap ? [endpoint.secret, endpoint.previousSecret!] : [endpoint.secret];
  return {
    id: delivery.id,
    messageId: delivery.messageId,
    eventType: delivery.eventType,
    createdAt: delivery.createdAt,
    status: 'failed',
    attempts: 0,
    error: NOT_SENT_IN_DEMO,
    payload: delivery.payload,
    headers: await fakeWebhookHeaders(secrets, delivery.messageId, delivery.payload, at),
  };
}

const audited = (e: Pick<StoredEndpoint, 'url' | 'description' | 'events' | 'enabled'>) => ({
  url: e.url,
  description: e.description,
  events: e.events.join(' '),
  enabled: e.enabled,
});

function columnsOf(body: WebhookBody): Partial<StoredEndpoint> & Pick<StoredEndpoint, 'url' | 'events' | 'description'> {
  const enabled =
    body.enabled === undefined ? {} : { enabled: body.enabled, disabledReason: body.enabled ? undefined : ('paused' as const) };
  return { url: body.url, events: [...new Set(body.events)], description: body.description ?? '', ...enabled };
}

const endpointAt = (ctx: HandlerContext, params: Record<string, string | readonly string[] | undefined>) => {
  const id = idParam(params);
  return id === null ? undefined : webhookStateOf(ctx.db).endpoints.find((e) => e.id === id);
};

/** Replaces an endpoint in the state; answers it. */
function saveEndpoint(ctx: HandlerContext, endpoint: StoredEndpoint): StoredEndpoint {
  writeWebhookState(ctx.db, (state) => ({ ...state, endpoints: state.endpoints.map((e) => (e.id === endpoint.id ? endpoint : e)) }));
  return endpoint;
}

function endpointHandlers(ctx: HandlerContext): HttpHandler[] {
  const record = (request: Request, action: 'create' | 'update' | 'delete', recordId: number, changes: ReturnType<typeof diffFields>) =>
    ctx.audit.record({ actorId: callerOf(ctx, request), action, resource: RESOURCE, recordId, changes });
  return [
    route(ctx, WEBHOOK_ROUTES.listWebhooks, () => HttpResponse.json(webhookStateOf(ctx.db).endpoints.map((e) => answerOf(e)))),
    route(ctx, WEBHOOK_ROUTES.createWebhook, async ({ request }) => {
      const body = await readBody(request, WEBHOOK_ROUTES.createWebhook.body);
      if (!body.ok) return body.response;
      let made: StoredEndpoint | undefined;
      writeWebhookState(ctx.db, (state) => {
        made = {
          enabled: true,
          ...columnsOf(body.value),
          id: state.lastId + 1,
          secret: newFakeSecret(),
          createdAt: new Date().toISOString(),
        };
        return { ...state, lastId: made.id, endpoints: [...state.endpoints, made] };
      });
      record(request, 'create', made!.id, diffFields(null, audited(made!)));
      return HttpResponse.json({ ...answerOf(made!), secret: made!.secret }, { status: 201 });
    }),
    route(ctx, WEBHOOK_ROUTES.updateWebhook, async ({ request, params }) => {
      const before = endpointAt(ctx, params);
      if (!before) return notFound();
      const body = await readBody(request, WEBHOOK_ROUTES.updateWebhook.body);
      if (!body.ok) return body.response;
      const after = saveEndpoint(ctx, { ...before, ...columnsOf(body.value) });
      record(request, 'update', before.id, diffFields(audited(before), audited(after)));
      return HttpResponse.json(answerOf(after));
    }),
    route(ctx, WEBHOOK_ROUTES.deleteWebhook, ({ request, params }) => {
      const before = endpointAt(ctx, params);
      if (!before) return notFound();
      writeWebhookState(ctx.db, (state) => ({
        ...state,
        endpoints: state.endpoints.filter((e) => e.id !== before.id),
        deliveries: state.deliveries.filter((d) => d.endpointId !== before.id),
      }));
      record(request, 'delete', before.id, diffFields(audited(before), null));
      return new HttpResponse(null, { status: 204 });
    }),
    route(ctx, WEBHOOK_ROUTES.rotateWebhookSecret, ({ request, params }) => {
      const before = endpointAt(ctx, params);
      if (!before) return notFound();
      const until = new Date(Date.now() + WEBHOOK_SECRET_OVERLAP_MS).toISOString();
      const after = saveEndpoint(ctx, { ...before, secret: newFakeSecret(), previousSecret: before.secret, previousSecretUntil: until });
      record(request, 'update', before.id, [{ field: 'rotated', before: null, after: until }]);
      return HttpResponse.json({ ...answerOf(after), secret: after.secret });
    }),
  ];
}

function deliveryHandlers(ctx: HandlerContext): HttpHandler[] {
  const manual = async (
    request: Request,
    endpoint: StoredEndpoint,
    message: Omit<StoredDelivery, 'id' | 'endpointId' | 'createdAt'>,
    field: string,
  ) => {
    const made = addDelivery(ctx.db, endpoint.id, message);
    ctx.audit.record({
      actorId: callerOf(ctx, request),
      action: 'update',
      resource: RESOURCE,
      recordId: endpoint.id,
      changes: [{ field, before: null, after: made.id }],
    });
    return HttpResponse.json(await deliveryOf(made, endpoint), { status: 202 });
  };
  return [
    route(ctx, WEBHOOK_ROUTES.testWebhook, ({ request, params }) => {
      const endpoint = endpointAt(ctx, params);
      if (!endpoint) return notFound();
      const payload = webhookBody(TEST_EVENT, { id: endpoint.id, changes: [] }, new Date());
      return manual(request, endpoint, { messageId: `msg_${crypto.randomUUID()}`, eventType: TEST_EVENT, payload }, 'testDelivery');
    }),
    route(ctx, WEBHOOK_ROUTES.listWebhookDeliveries, async ({ params }) => {
      const endpoint = endpointAt(ctx, params);
      if (!endpoint) return notFound();
      const mine = webhookStateOf(ctx.db).deliveries.filter((d) => d.endpointId === endpoint.id);
      const newest = mine.slice(-WEBHOOK_LOG_SIZE).reverse();
      return HttpResponse.json({ items: await Promise.all(newest.map((d) => deliveryOf(d, endpoint))) });
    }),
    route(ctx, WEBHOOK_ROUTES.resendWebhookDelivery, ({ request, params }) => {
      const endpoint = endpointAt(ctx, params);
      if (!endpoint) return notFound();
      const deliveryId = typeof params.deliveryId === 'string' ? idOf(params.deliveryId) : null;
      const original = webhookStateOf(ctx.db).deliveries.find((d) => d.id === deliveryId && d.endpointId === endpoint.id);
      if (!original) return errorResponse(404, WEBHOOK_MESSAGES.deliveryNotFound);
      const { messageId, eventType, payload } = original;
      return manual(request, endpoint, { messageId, eventType, payload }, 'resentDelivery');
    }),
  ];
}

/** The webhook routes (before the lists' catch-all `/app/{list}`). */
export function webhookHandlers(ctx: HandlerContext): HttpHandler[] {
  return [...endpointHandlers(ctx), ...deliveryHandlers(ctx)];
}
