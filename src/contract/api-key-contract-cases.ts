/**
 * Scoped API keys in the contract run both backends answer (src/contract/contract-cases.ts, docs/api-keys.md): a key
 * with `order.read` reads orders and nothing else, a revoked key is 401, a demoted owner's key loses what the role lost
 * and a deactivated owner's stops, the trail names the key; and the key routes' own successes and errors. An expired
 * key cannot be made here (the shortest life is 30 days): each backend's own tests move its clock.
 */
import { MESSAGES } from './messages.ts';
import { API_KEY_PREFIX } from './api-keys.ts';
import type { CaseContext, ContractCase } from './contract-cases.ts';
import { createdStatus } from '../resources/index.ts';
import { DEMO_ACCOUNTS } from '../resources/samples/demo-accounts.ts';
import { SAMPLE_ROWS } from '../resources/samples/rows.ts';

const says = (message: string) => (body: unknown) =>
  (body as { message?: unknown } | undefined)?.message === message ? undefined : `the message is not "${message}"`;

/** A case calling `path` with the key kept under `name` in the run's vars. */
const withKey = (name: string, method: string, path: string, body?: unknown) => (ctx: CaseContext) =>
  ctx.call(method, path, { token: String(ctx.vars.get(`key:${name}`)), ...(body === undefined ? {} : { body }) });

/** Makes a key with `permissions` for the account of `token` (the run's own when absent) and keeps its secret and id. */
function makeKey(name: string, permissions: string[], token?: (ctx: CaseContext) => string): ContractCase {
  return {
    operationId: 'createApiKey',
    name: `a key with ${permissions.join(', ')}`,
    status: 201,
    run: (ctx) =>
      ctx.call('POST', '/users/me/api-keys', { body: { name, permissions, expiresInDays: 30 }, ...(token ? { token: token(ctx) } : {}) }),
    check: (body, ctx) => {
      const made = body as { id: number; key: string; prefix: string };
      ctx.vars.set(`key:${name}`, made.key);
      ctx.vars.set(`keyId:${name}`, made.id);
      return made.key.startsWith(made.prefix) && made.prefix.startsWith(API_KEY_PREFIX)
        ? undefined
        : 'the key does not start with its prefix';
    },
  };
}

/** The account's own key routes: make, list, revoke, and their errors. */
function ownKeyCases(): ContractCase[] {
  return [
    makeKey('orders-reader', ['order.read']),
    {
      operationId: 'createApiKey',
      name: 'a permission beyond the role (editor asks users.manage)',
      status: 400,
      run: (ctx) =>
        ctx.call('POST', '/users/me/api-keys', {
          body: { name: 'too much', permissions: ['users.manage'] },
          token: String(ctx.vars.get('apiKeys:editor')),
        }),
      check: says(MESSAGES.apiKeyPermissions),
    },
    {
      operationId: 'createApiKey',
      name: 'an expiry of 7 days',
      status: 400,
      run: (ctx) => ctx.call('POST', '/users/me/api-keys', { body: { name: 'x', permissions: ['order.read'], expiresInDays: 7 } }),
    },
    {
      operationId: 'createApiKey',
      name: 'without a token',
      status: 401,
      run: (ctx) => ctx.call('POST', '/users/me/api-keys', { body: { name: 'x', permissions: ['order.read'] }, token: null }),
    },
    {
      operationId: 'listApiKeys',
      name: "the account's keys, without secrets",
      status: 200,
      run: (ctx) => ctx.call('GET', '/users/me/api-keys'),
      check: (body, ctx) => {
        const keys = body as { id: number; expiresAt: string | null }[];
        const mine = keys.find((key) => key.id === ctx.vars.get('keyId:orders-reader'));
        if (!mine) return 'the new key is missing';
        if (JSON.stringify(body).includes(String(ctx.vars.get('key:orders-reader')))) return 'a secret in the list';
        return mine.expiresAt ? undefined : 'no expiry';
      },
    },
    {
      operationId: 'listApiKeys',
      name: 'without a token',
      status: 401,
      run: (ctx) => ctx.call('GET', '/users/me/api-keys', { token: null }),
    },
    {
      operationId: 'listApiKeys',
      name: 'with a key (keys reach /app/* only)',
      status: 401,
      run: withKey('orders-reader', 'GET', '/users/me/api-keys'),
    },
  ];
}

/** What a key with `order.read` may do: read orders, nothing else. */
function scopeCases(): ContractCase[] {
  const order = SAMPLE_ROWS.order[0]!;
  return [
    {
      operationId: 'list_order',
      name: 'with a key that has order.read',
      status: 200,
      run: withKey('orders-reader', 'GET', '/app/order?page=1&pageSize=2'),
    },
    {
      operationId: 'get_order',
      name: 'with a key that has order.read',
      status: 200,
      run: withKey('orders-reader', 'GET', `/app/order/${order.id}`),
    },
    {
      operationId: 'create_order',
      name: 'with a key that has order.read only',
      status: 403,
      run: withKey('orders-reader', 'POST', '/app/order', order),
      check: says(MESSAGES.forbidden),
    },
    {
      operationId: 'list_customers',
      name: 'with a key that has order.read only',
      status: 403,
      run: withKey('orders-reader', 'GET', '/app/customers'),
    },
    {
      operationId: 'getCalendar',
      name: 'with a key that has order.read only',
      status: 403,
      run: withKey('orders-reader', 'GET', '/app/calendar'),
    },
    {
      operationId: 'search',
      name: 'with a key (a route scoped by role alone)',
      status: 403,
      run: withKey('orders-reader', 'GET', '/app/search?q=ab'),
    },
    { operationId: 'listUsers', name: "with an administrator's key", status: 401, run: withKey('orders-reader', 'GET', '/users') },
    {
      operationId: 'revokeApiKey',
      name: 'the key',
      status: 204,
      run: (ctx) => ctx.call('DELETE', `/users/me/api-keys/${String(ctx.vars.get('keyId:orders-reader'))}`),
    },
    { operationId: 'list_order', name: 'with a revoked key', status: 401, run: withKey('orders-reader', 'GET', '/app/order') },
    {
      operationId: 'revokeApiKey',
      name: 'the same key again',
      status: 404,
      run: (ctx) => ctx.call('DELETE', `/users/me/api-keys/${String(ctx.vars.get('keyId:orders-reader'))}`),
      check: says(MESSAGES.apiKeyNotFound),
    },
    {
      operationId: 'revokeApiKey',
      name: 'without a token',
      status: 401,
      run: (ctx) => ctx.call('DELETE', '/users/me/api-keys/1', { token: null }),
    },
  ];
}

/** The demo editor signs in: its session makes the key whose owner the cases demote. */
function editorSignIn(when = '(for its API keys)'): ContractCase {
  const editor = DEMO_ACCOUNTS.editor;
  return {
    operationId: 'authenticate',
    name: `the demo editor ${when}`,
    status: 200,
    run: (ctx) => ctx.call('POST', '/users/authenticate', { body: { email: editor.email, password: editor.password }, token: null }),
    check: (body, ctx) => {
      ctx.vars.set('apiKeys:editor', (body as { token: string }).token);
      return undefined;
    },
  };
}

/** The editor's key follows its owner: a demotion takes what the role lost, a deactivation stops it; others' keys are 404. */
function ownerCases(): ContractCase[] {
  const editor = DEMO_ACCOUNTS.editor;
  const editorToken = (ctx: CaseContext) => String(ctx.vars.get('apiKeys:editor'));
  const holiday = { ...SAMPLE_ROWS.holidays[0]!, id: undefined, holidayName: 'Key day' };
  const patchEditor = (body: unknown) => async (ctx: CaseContext) => {
    const users = (await ctx.call('GET', '/users')).body as { id: number; email: string }[];
    return ctx.call('PATCH', `/users/${users.find((u) => u.email === editor.email)!.id}`, { body });
  };
  return [
    makeKey('editor-holidays', ['holidays.read', 'holidays.create'], editorToken),
    {
      operationId: 'revokeApiKey',
      name: "another account's key",
      status: 404,
      run: (ctx) => ctx.call('DELETE', `/users/me/api-keys/${String(ctx.vars.get('keyId:editor-holidays'))}`),
    },
    {
      operationId: 'create_holidays',
      name: "with the editor's key that has holidays.create",
      status: createdStatus('holidays'),
      run: withKey('editor-holidays', 'POST', '/app/holidays', holiday),
      check: (body, ctx) => {
        ctx.vars.set('apiKeys:holiday', (body as { id: number }).id);
        return undefined;
      },
    },
    {
      operationId: 'listAudit',
      name: 'the entry of a write made with a key names the key',
      status: 200,
      run: (ctx) => ctx.call('GET', '/app/audit?resource=holidays&action=create&page=1&pageSize=1'),
      check: (body, ctx) => {
        const [entry] = (body as { items: { recordId: number; actorEmail: string; apiKeyName?: string }[] }).items;
        if (!entry || entry.recordId !== ctx.vars.get('apiKeys:holiday')) return 'the entry of the write is not the newest';
        return entry.actorEmail === editor.email && entry.apiKeyName === 'editor-holidays'
          ? undefined
          : `the entry names ${JSON.stringify(entry)}`;
      },
    },
    { operationId: 'updateUser', name: 'demote the editor to viewer', status: 200, run: patchEditor({ role: 'viewer' }) },
    {
      operationId: 'create_holidays',
      name: 'with the key of a demoted owner',
      status: 403,
      run: withKey('editor-holidays', 'POST', '/app/holidays', holiday),
    },
    {
      operationId: 'list_holidays',
      name: 'with the key of a demoted owner (reading kept)',
      status: 200,
      run: withKey('editor-holidays', 'GET', '/app/holidays'),
    },
    { operationId: 'updateUser', name: 'deactivate the editor', status: 200, run: patchEditor({ status: 'deactivated' }) },
    {
      operationId: 'list_holidays',
      name: 'with the key of a deactivated owner',
      status: 401,
      run: withKey('editor-holidays', 'GET', '/app/holidays'),
    },
    { operationId: 'updateUser', name: 'the editor back as it was', status: 200, run: patchEditor({ role: 'editor', status: 'active' }) },
    editorSignIn('again (its sessions ended with the deactivation)'),
    {
      operationId: 'list_holidays',
      name: 'with the key of an owner active again',
      status: 200,
      run: withKey('editor-holidays', 'GET', '/app/holidays'),
    },
    {
      operationId: 'delete_holidays',
      name: 'the row a key made',
      status: 200,
      run: (ctx) => ctx.call('DELETE', `/app/holidays/${String(ctx.vars.get('apiKeys:holiday'))}`),
    },
  ];
}

/** The administrators' view: every key with its owner, and revoking any. */
function adminCases(): ContractCase[] {
  return [
    {
      operationId: 'listAllApiKeys',
      name: "every account's keys, with their owners",
      status: 200,
      run: (ctx) => ctx.call('GET', '/users/api-keys'),
      check: (body, ctx) => {
        const found = (body as { id: number; ownerEmail: string }[]).find((key) => key.id === ctx.vars.get('keyId:editor-holidays'));
        return found?.ownerEmail === DEMO_ACCOUNTS.editor.email ? undefined : "the editor's key is missing";
      },
    },
    {
      operationId: 'listAllApiKeys',
      name: 'as an editor',
      status: 403,
      run: (ctx) => ctx.call('GET', '/users/api-keys', { token: String(ctx.vars.get('apiKeys:editor')) }),
    },
    {
      operationId: 'listAllApiKeys',
      name: 'without a token',
      status: 401,
      run: (ctx) => ctx.call('GET', '/users/api-keys', { token: null }),
    },
    {
      operationId: 'revokeAnyApiKey',
      name: 'as an editor',
      status: 403,
      run: (ctx) =>
        ctx.call('DELETE', `/users/api-keys/${String(ctx.vars.get('keyId:editor-holidays'))}`, {
          token: String(ctx.vars.get('apiKeys:editor')),
        }),
    },
    {
      operationId: 'revokeAnyApiKey',
      name: "the editor's key",
      status: 204,
      run: (ctx) => ctx.call('DELETE', `/users/api-keys/${String(ctx.vars.get('keyId:editor-holidays'))}`),
    },
    {
      operationId: 'list_holidays',
      name: 'with a key an administrator revoked',
      status: 401,
      run: withKey('editor-holidays', 'GET', '/app/holidays'),
    },
    { operationId: 'revokeAnyApiKey', name: 'an unknown key', status: 404, run: (ctx) => ctx.call('DELETE', '/users/api-keys/999999') },
    {
      operationId: 'revokeAnyApiKey',
      name: 'without a token',
      status: 401,
      run: (ctx) => ctx.call('DELETE', '/users/api-keys/1', { token: null }),
    },
  ];
}

export function apiKeyContractCases(): ContractCase[] {
  return [editorSignIn(), ...ownKeyCases(), ...scopeCases(), ...ownerCases(), ...adminCases()];
}
