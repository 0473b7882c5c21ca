/**
 * Webhooks in the contract both backends take (src/contract/contract-cases.ts): an endpoint added answers its secret
 * once (`whsec_<base64>`), is listed without it, changed, paused, rotated and deleted; a department changed after it
 * is logged as a `department.updated` delivery with the signed body; a test event and a resend are logged; bad bodies
 * are 400, unknown ids 404, an editor or viewer 403, no token 401.
 */
import type { CallResult, CaseContext, ContractCase } from './contract-cases.ts';
import { DEMO_ACCOUNTS } from '../resources/samples/demo-accounts.ts';
import { TEST_EVENT } from './webhook-events.ts';
import { WEBHOOK_MESSAGES, type Webhook, type WebhookDelivery, type WebhookWithSecret } from './webhooks.ts';

/** A receiver that does not exist (`.invalid` never resolves): the server's attempts fail, the fake backend sends none. */
const URL_OF_RECEIVER = 'https://hooks.example.invalid/stride';
const path = (ctx: CaseContext, tail = '') => `/app/webhooks/${String(ctx.vars.get('hook:id'))}${tail}`;
const says = (message: string) => (body: unknown) =>
  (body as { message?: unknown } | undefined)?.message === message ? undefined : `the message is not "${message}"`;
const deliveries = (body: unknown) => (body as { items: WebhookDelivery[] }).items;

async function tokenOf(ctx: CaseContext, role: 'editor' | 'viewer'): Promise<string | null> {
  const { email, password } = DEMO_ACCOUNTS[role];
  const res = await ctx.call('POST', '/users/authenticate', { body: { email, password }, token: null });
  return (res.body as { token?: string } | undefined)?.token ?? null;
}

/** Changes the first department's phone and puts it back: two `department.updated` events. */
async function touchDepartment(ctx: CaseContext): Promise<CallResult> {
  const page = (await ctx.call('GET', '/app/department?page=1&pageSize=1&sort=id:asc')).body as { items: Record<string, unknown>[] };
  const { version: _version, ...row } = page.items[0]!;
  const changed = await ctx.call('PUT', `/app/department/${String(row.id)}`, { body: { ...row, phone: '+1 (555) 010-9999' } });
  await ctx.call('PUT', `/app/department/${String(row.id)}`, { body: row });
  return changed;
}

function endpointCases(): ContractCase[] {
  return [
    {
      operationId: 'createWebhook',
      name: 'an endpoint for department changes, its secret answered once',
      status: 201,
      run: (ctx) =>
        ctx.call('POST', '/app/webhooks', { body: { url: URL_OF_RECEIVER, events: ['department.updated'], description: 'CRM sync' } }),
      check: (body, ctx) => {
        const hook = body as WebhookWithSecret;
        ctx.vars.set('hook:id', hook.id);
        ctx.vars.set('hook:secret', hook.secret);
        if (!/^whsec_[A-Za-z0-9+/]{32}$/.test(hook.secret)) return `secret ${hook.secret}`;
        return hook.enabled && hook.description === 'CRM sync' ? undefined : 'not enabled, or the description lost';
      },
    },
    {
      operationId: 'createWebhook',
      name: 'a URL that is not http(s)',
      status: 400,
      run: (ctx) => ctx.call('POST', '/app/webhooks', { body: { url: 'ftp://example.com/', events: ['department.updated'] } }),
    },
    {
      operationId: 'createWebhook',
      name: 'an unknown event',
      status: 400,
      run: (ctx) => ctx.call('POST', '/app/webhooks', { body: { url: URL_OF_RECEIVER, events: ['department.exploded'] } }),
    },
    {
      operationId: 'createWebhook',
      name: 'no events',
      status: 400,
      run: (ctx) => ctx.call('POST', '/app/webhooks', { body: { url: URL_OF_RECEIVER, events: [] } }),
    },
    {
      operationId: 'createWebhook',
      name: 'as an editor',
      status: 403,
      run: async (ctx) =>
        ctx.call('POST', '/app/webhooks', {
          body: { url: URL_OF_RECEIVER, events: ['department.updated'] },
          token: await tokenOf(ctx, 'editor'),
        }),
    },
    { operationId: 'listWebhooks', name: 'without a token', status: 401, run: (ctx) => ctx.call('GET', '/app/webhooks', { token: null }) },
    {
      operationId: 'listWebhooks',
      name: 'as a viewer',
      status: 403,
      run: async (ctx) => ctx.call('GET', '/app/webhooks', { token: await tokenOf(ctx, 'viewer') }),
    },
    {
      operationId: 'listWebhooks',
      name: 'the endpoint, without its secret',
      status: 200,
      run: (ctx) => ctx.call('GET', '/app/webhooks'),
      check: (body, ctx) => {
        const hook = (body as Webhook[]).find((h) => h.id === ctx.vars.get('hook:id'));
        if (!hook) return 'not listed';
        return JSON.stringify(body).includes(String(ctx.vars.get('hook:secret'))) ? 'the secret is listed' : undefined;
      },
    },
    {
      operationId: 'updateWebhook',
      name: 'paused, with a second event',
      status: 200,
      run: (ctx) =>
        ctx.call('PUT', path(ctx), { body: { url: URL_OF_RECEIVER, events: ['department.updated', 'invoices.paid'], enabled: false } }),
      check: (body) => {
        const hook = body as Webhook;
        return !hook.enabled && hook.disabledReason === 'paused' && hook.events.length === 2 ? undefined : JSON.stringify(hook);
      },
    },
    {
      operationId: 'updateWebhook',
      name: 'enabled again',
      status: 200,
      run: (ctx) => ctx.call('PUT', path(ctx), { body: { url: URL_OF_RECEIVER, events: ['department.updated'], enabled: true } }),
      check: (body) => ((body as Webhook).enabled && !(body as Webhook).disabledReason ? undefined : 'not enabled'),
    },
    {
      operationId: 'updateWebhook',
      name: 'an unknown endpoint',
      status: 404,
      run: (ctx) => ctx.call('PUT', '/app/webhooks/999999', { body: { url: URL_OF_RECEIVER, events: ['department.updated'] } }),
      check: says(WEBHOOK_MESSAGES.notFound),
    },
    {
      operationId: 'rotateWebhookSecret',
      name: 'a new secret; the old one signs too for a while',
      status: 200,
      run: (ctx) => ctx.call('POST', path(ctx, '/rotate-secret')),
      check: (body, ctx) => {
        const hook = body as WebhookWithSecret;
        if (hook.secret === ctx.vars.get('hook:secret')) return 'the same secret';
        return hook.previousSecretUntil ? undefined : 'no previousSecretUntil';
      },
    },
    {
      operationId: 'rotateWebhookSecret',
      name: 'an unknown endpoint',
      status: 404,
      run: (ctx) => ctx.call('POST', '/app/webhooks/999999/rotate-secret'),
    },
  ];
}

function deliveryCases(): ContractCase[] {
  return [
    {
      operationId: 'update_department',
      name: 'a department changed while an endpoint wants department.updated',
      status: 200,
      run: touchDepartment,
    },
    {
      operationId: 'listWebhookDeliveries',
      name: 'the two department.updated events, newest first, with their bodies',
      status: 200,
      run: (ctx) => ctx.call('GET', path(ctx, '/deliveries')),
      check: (body, ctx) => {
        const items = deliveries(body);
        const updates = items.filter((d) => d.eventType === 'department.updated');
        if (updates.length !== 2) return `${updates.length} department.updated deliveries`;
        ctx.vars.set('hook:delivery', updates[0]!.id);
        const payload = JSON.parse(updates[0]!.payload) as { type?: string; data?: { changes?: { field: string }[] } };
        if (payload.type !== 'department.updated') return `payload type ${payload.type}`;
        return payload.data?.changes?.some((c) => c.field === 'phone') ? undefined : 'the change of phone is not in the body';
      },
    },
    {
      operationId: 'testWebhook',
      name: 'a test event',
      status: 202,
      run: (ctx) => ctx.call('POST', path(ctx, '/test')),
      check: (body) => ((body as WebhookDelivery).eventType === TEST_EVENT ? undefined : 'not a test event'),
    },
    {
      operationId: 'resendWebhookDelivery',
      name: 'a delivery sent again, the same message',
      status: 202,
      run: (ctx) => ctx.call('POST', path(ctx, `/deliveries/${String(ctx.vars.get('hook:delivery'))}/resend`)),
      check: (body, ctx) => ((body as WebhookDelivery).id !== ctx.vars.get('hook:delivery') ? undefined : 'the same delivery'),
    },
    {
      operationId: 'resendWebhookDelivery',
      name: 'an unknown delivery',
      status: 404,
      run: (ctx) => ctx.call('POST', path(ctx, '/deliveries/999999/resend')),
      check: says(WEBHOOK_MESSAGES.deliveryNotFound),
    },
    {
      operationId: 'listWebhookDeliveries',
      name: 'the test event and the resend are in the log',
      status: 200,
      run: (ctx) => ctx.call('GET', path(ctx, '/deliveries')),
      check: (body) => {
        const types = deliveries(body).map((d) => d.eventType);
        return types.length === 4 && types.includes(TEST_EVENT) ? undefined : `log ${types.join(',')}`;
      },
    },
    { operationId: 'testWebhook', name: 'an unknown endpoint', status: 404, run: (ctx) => ctx.call('POST', '/app/webhooks/999999/test') },
    {
      operationId: 'listWebhookDeliveries',
      name: 'an unknown endpoint',
      status: 404,
      run: (ctx) => ctx.call('GET', '/app/webhooks/999999/deliveries'),
    },
    { operationId: 'deleteWebhook', name: 'the endpoint and its log', status: 204, run: (ctx) => ctx.call('DELETE', path(ctx)) },
    { operationId: 'deleteWebhook', name: 'again: not found', status: 404, run: (ctx) => ctx.call('DELETE', path(ctx)) },
  ];
}

export function webhookContractCases(): ContractCase[] {
  return [...endpointCases(), ...deliveryCases()];
}
