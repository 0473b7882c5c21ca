import { HttpResponse, type HttpHandler } from 'msw';
import { API_KEY_ROUTES, MAX_KEYS_PER_ACCOUNT, permissionsBeyondRole } from '../../contract/api-keys.ts';
import { MESSAGES } from '../../contract/messages.ts';
import type { AuditChange } from '../../schemas/audit.ts';
import { shownKey } from '../api-keys.ts';
import { callerOf, errorResponse, idParam, readBody, route, type HandlerContext } from './kit.ts';

/** What the trail keeps of a key made or revoked, as the reference server's (server/routes/api-keys.ts). */
function keyChanges(key: { name: string; prefix: string; permissions: string[] }, made: boolean): AuditChange[] {
  const fields = { name: key.name, prefix: key.prefix, permissions: key.permissions.join(' ') };
  return Object.entries(fields).map(([field, value]) => ({ field, before: made ? null : value, after: made ? value : null }));
}

/** The account's own API keys and the administrators' view of all of them (src/contract/api-keys.ts). */
export function apiKeyHandlers(ctx: HandlerContext): HttpHandler[] {
  const { apiKeys, audit, accounts, db } = ctx;
  const revoke = (actorId: number, id: number | null, ownerId?: number) => {
    const gone = id === null ? undefined : apiKeys.revoke(id, ownerId);
    if (!gone) return errorResponse(404, MESSAGES.apiKeyNotFound);
    audit.record({ actorId, action: 'api_key_revoke', resource: 'api_keys', recordId: gone.id, changes: keyChanges(gone, false) });
    return new HttpResponse(null, { status: 204 });
  };

  return [
    route(ctx, API_KEY_ROUTES.createApiKey, async ({ request }) => {
      const body = await readBody(request, API_KEY_ROUTES.createApiKey.body);
      if (!body.ok) return body.response;
      const userId = callerOf(ctx, request);
      const permissions = [...new Set(body.value.permissions)];
      if (permissionsBeyondRole(permissions, accounts.callerRole(userId) ?? '').length)
        return errorResponse(400, MESSAGES.apiKeyPermissions);
      if (apiKeys.list(userId).length >= MAX_KEYS_PER_ACCOUNT) return errorResponse(400, MESSAGES.apiKeyLimit);
      const { created, stored } = await apiKeys.create(userId, body.value, permissions);
      audit.record({
        actorId: userId,
        action: 'api_key_create',
        resource: 'api_keys',
        recordId: stored.id,
        changes: keyChanges(stored, true),
      });
      return HttpResponse.json(created, { status: 201 });
    }),
    route(ctx, API_KEY_ROUTES.listApiKeys, ({ request }) => HttpResponse.json(apiKeys.list(callerOf(ctx, request)).map(shownKey))),
    route(ctx, API_KEY_ROUTES.revokeApiKey, ({ request, params }) => {
      const userId = callerOf(ctx, request);
      return revoke(userId, idParam(params), userId);
    }),
    route(ctx, API_KEY_ROUTES.listAllApiKeys, () => {
      const emails = new Map(db.allUsers().map((user) => [user.id, user.email]));
      const owned = apiKeys.list().flatMap((key) => {
        const ownerEmail = emails.get(key.userId);
        return ownerEmail === undefined ? [] : [{ ...shownKey(key), ownerId: key.userId, ownerEmail }];
      });
      return HttpResponse.json(owned);
    }),
    route(ctx, API_KEY_ROUTES.revokeAnyApiKey, ({ request, params }) => revoke(callerOf(ctx, request), idParam(params))),
  ];
}
