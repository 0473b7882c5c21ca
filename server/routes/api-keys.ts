import { count, desc, eq, and } from 'drizzle-orm';
import { API_KEY_ROUTES, MAX_KEYS_PER_ACCOUNT, permissionsBeyondRole, type ApiKey, type OwnedApiKey } from '../../src/contract/api-keys.ts';
import { MESSAGES } from '../../src/contract/messages.ts';
import type { Permission } from '../../src/contract/permissions.ts';
import type { AuditChange } from '../../src/schemas/audit.ts';
import { newApiKeySecret } from '../auth/api-key-secrets.ts';
import { apiKeys, users } from '../db/tables.ts';
import { errorResponse, idParam, on, readBody, type App, type ServerContext } from './kit.ts';

const keyColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  permissions: apiKeys.permissions,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  lastUsedIp: apiKeys.lastUsedIp,
  expiresAt: apiKeys.expiresAt,
};

type KeyRow = Pick<typeof apiKeys.$inferSelect, keyof typeof keyColumns>;

const toApiKey = (row: KeyRow): ApiKey => ({
  ...row,
  permissions: row.permissions as Permission[],
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

/** What the trail keeps of a key made or revoked: its name, prefix and permissions, never its secret. */
function keyChanges(row: { name: string; prefix: string; permissions: string[] }, made: boolean): AuditChange[] {
  const fields = { name: row.name, prefix: row.prefix, permissions: row.permissions.join(' ') };
  return Object.entries(fields).map(([field, value]) => ({ field, before: made ? null : value, after: made ? value : null }));
}

/**
 * Revokes a key (its row goes: a revoked key is unknown from then on), with its audit entry; `ownerId` limits it to
 * that account's keys. False when there is no such key.
 */
async function revokeKey(ctx: ServerContext, actorId: number, id: number, ownerId?: number): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const where = ownerId === undefined ? eq(apiKeys.id, id) : and(eq(apiKeys.id, id), eq(apiKeys.userId, ownerId));
    const [gone] = await tx.delete(apiKeys).where(where).returning();
    if (!gone) return false;
    const changes = keyChanges(gone, false);
    await ctx.audit(tx, { actorId, action: 'api_key_revoke', resource: 'api_keys', recordId: id, changes });
    return true;
  });
}

/** The account's own API keys (POST, GET, DELETE /users/me/api-keys): docs/api-keys.md. */
function ownKeyRoutes(app: App, ctx: ServerContext): void {
  const { db } = ctx;

  on(app, ctx, API_KEY_ROUTES.createApiKey, async (c) => {
    const body = await readBody(c, API_KEY_ROUTES.createApiKey.body);
    if (!body.ok) return body.response;
    const { name, expiresInDays } = body.value;
    const permissions = [...new Set(body.value.permissions)];
    if (permissionsBeyondRole(permissions, c.get('role')).length) return errorResponse(c, 400, MESSAGES.apiKeyPermissions);
    const userId = c.get('userId');
    const [held] = await db.select({ n: count() }).from(apiKeys).where(eq(apiKeys.userId, userId));
    if ((held?.n ?? 0) >= MAX_KEYS_PER_ACCOUNT) return errorResponse(c, 400, MESSAGES.apiKeyLimit);
    const { key, prefix, hash } = newApiKeySecret();
    const expiresAt = expiresInDays === undefined ? null : new Date(Date.now() + expiresInDays * 86_400_000);
    const id = await db.transaction(async (tx) => {
      const [made] = await tx
        .insert(apiKeys)
        .values({ userId, name, prefix, secretHash: hash, permissions, expiresAt })
        .returning({ id: apiKeys.id });
      const changes = keyChanges({ name, prefix, permissions }, true);
      await ctx.audit(tx, { actorId: userId, action: 'api_key_create', resource: 'api_keys', recordId: made!.id, changes });
      return made!.id;
    });
    return c.json({ id, name, prefix, permissions, key }, 201);
  });

  on(app, ctx, API_KEY_ROUTES.listApiKeys, async (c) => {
    const rows = await db
      .select(keyColumns)
      .from(apiKeys)
      .where(eq(apiKeys.userId, c.get('userId')))
      .orderBy(desc(apiKeys.id));
    return c.json(rows.map(toApiKey));
  });

  on(app, ctx, API_KEY_ROUTES.revokeApiKey, async (c) => {
    const id = idParam(c);
    const userId = c.get('userId');
    const revoked = id !== null && (await revokeKey(ctx, userId, id, userId));
    return revoked ? c.body(null, 204) : errorResponse(c, 404, MESSAGES.apiKeyNotFound);
  });
}

/** Every account's keys, for administrators (GET /users/api-keys, DELETE /users/api-keys/{id}). */
function adminKeyRoutes(app: App, ctx: ServerContext): void {
  on(app, ctx, API_KEY_ROUTES.listAllApiKeys, async (c) => {
    const rows = await ctx.db
      .select({ ...keyColumns, ownerId: apiKeys.userId, ownerEmail: users.email })
      .from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.userId))
      .orderBy(desc(apiKeys.id));
    return c.json(rows.map((row): OwnedApiKey => ({ ...toApiKey(row), ownerId: row.ownerId, ownerEmail: row.ownerEmail })));
  });

  on(app, ctx, API_KEY_ROUTES.revokeAnyApiKey, async (c) => {
    const id = idParam(c);
    const revoked = id !== null && (await revokeKey(ctx, c.get('userId'), id));
    return revoked ? c.body(null, 204) : errorResponse(c, 404, MESSAGES.apiKeyNotFound);
  });
}

export function apiKeyRoutes(app: App, ctx: ServerContext): void {
  ownKeyRoutes(app, ctx);
  adminKeyRoutes(app, ctx);
}
