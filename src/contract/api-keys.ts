/**
 * Scoped API keys (docs/api-keys.md): a secret an account makes for a script, sent as `Authorization: Bearer <key>` on
 * the `/app/*` routes. What a key may do is its own permissions AND its owner's role as it is now, so a demoted owner's
 * keys lose what the role lost. Both backends follow this file.
 */
import { z } from 'zod/mini';
import { id } from '../schemas/common.ts';
import { MESSAGES } from './messages.ts';
import { can, permissionSchema, type Permission } from './permissions.ts';
import { error, FORBIDDEN, idParam, UNAUTHORISED, type RouteDef } from './route-kit.ts';

/** Every key starts with this, so a leaked one is recognised (secret scanners, logs) and told from a session token. */
export const API_KEY_PREFIX = 'sk_';
/** How many characters of the secret after the prefix are shown in lists: enough to tell keys apart, too few to guess. */
export const SHOWN_CHARS = 8;
/** The lifetimes a key may be given; absent means it never expires. */
export const API_KEY_EXPIRY_DAYS = [30, 90, 365] as const;
/** The last use of a key is written at most this often: a script calling in a loop costs one write a minute, not one a call. */
export const LAST_USED_EVERY_MS = 60_000;
/** How many keys an account may hold: a cap, so a script gone wrong cannot fill the table. */
export const MAX_KEYS_PER_ACCOUNT = 50;

/** A key's secret: the prefix and 32 random bytes in base64url (43 characters). */
export const API_KEY_LENGTH = API_KEY_PREFIX.length + 43;

/**
 * Whether a bearer token is an API key. The length tells it from a session token too (32 bytes base64url, 43
 * characters), which may start with `sk_` by chance.
 */
export const isApiKey = (token: string) => token.length === API_KEY_LENGTH && token.startsWith(API_KEY_PREFIX);

/** What a key may do now: its permissions that its owner's current role still has. */
export function keyMay(keyPermissions: readonly string[], ownerRole: string, permission: Permission): boolean {
  return keyPermissions.includes(permission) && can(ownerRole, permission);
}

/** The permissions of a request that the role lacks (empty: the request may be granted). */
export function permissionsBeyondRole(requested: readonly Permission[], role: string): Permission[] {
  return requested.filter((permission) => !can(role, permission));
}

const expiresInDaysSchema = z.literal(API_KEY_EXPIRY_DAYS);

export const apiKeyCreateSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  permissions: z.array(permissionSchema).check(z.minLength(1), z.maxLength(200)),
  expiresInDays: z.optional(expiresInDaysSchema),
});
export type ApiKeyCreate = z.infer<typeof apiKeyCreateSchema>;

/** The answer to a creation: the only time the secret (`key`) is ever shown. */
export const apiKeyCreatedSchema = z.object({
  id,
  name: z.string(),
  prefix: z.string(),
  permissions: z.array(permissionSchema),
  key: z.string(),
});
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

const at = z.iso.datetime({ offset: true });

/** A key as its owner's list shows it: never the secret. */
export const apiKeySchema = z.object({
  id,
  name: z.string(),
  prefix: z.string(),
  permissions: z.array(permissionSchema),
  createdAt: at,
  lastUsedAt: z.nullable(at),
  lastUsedIp: z.nullable(z.string()),
  expiresAt: z.nullable(at),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
export const apiKeysSchema = z.array(apiKeySchema);

/** A key in the administrators' list: with its owner. */
export const ownedApiKeySchema = z.extend(apiKeySchema, { ownerId: id, ownerEmail: z.string() });
export type OwnedApiKey = z.infer<typeof ownedApiKeySchema>;
export const ownedApiKeysSchema = z.array(ownedApiKeySchema);

const keyIdParam = { id: { ...idParam.id, description: 'API key id' } };

export const API_KEY_ROUTES = {
  createApiKey: {
    method: 'post',
    path: '/users/me/api-keys',
    operationId: 'createApiKey',
    tag: 'account',
    summary: `Make an API key for the signed-in account, with some of its role's permissions; \`expiresInDays\` one of ${API_KEY_EXPIRY_DAYS.join(', ')}, or absent for a key that never expires. The secret is in this answer only. A key cannot call this route (keys reach \`/app/*\` only)`,
    auth: true,
    body: apiKeyCreateSchema,
    responses: {
      201: { description: 'The key, with its secret `key` (shown once; only a digest is kept)', schema: apiKeyCreatedSchema },
      400: error(
        `The body does not match the schema, \`${MESSAGES.apiKeyPermissions}\`, or the account holds ${MAX_KEYS_PER_ACCOUNT} keys`,
      ),
      401: UNAUTHORISED,
    },
  },
  listApiKeys: {
    method: 'get',
    path: '/users/me/api-keys',
    operationId: 'listApiKeys',
    tag: 'account',
    summary: "The signed-in account's API keys, newest first, without their secrets",
    auth: true,
    responses: { 200: { description: 'The keys', schema: apiKeysSchema }, 401: UNAUTHORISED },
  },
  revokeApiKey: {
    method: 'delete',
    path: '/users/me/api-keys/{id}',
    operationId: 'revokeApiKey',
    tag: 'account',
    summary: "Revoke one of the account's API keys: it answers 401 from then on",
    auth: true,
    pathParams: keyIdParam,
    responses: {
      204: { description: 'Revoked (empty body)' },
      401: UNAUTHORISED,
      404: error(`\`${MESSAGES.apiKeyNotFound}\`: none of this account's`),
    },
  },
  listAllApiKeys: {
    method: 'get',
    path: '/users/api-keys',
    operationId: 'listAllApiKeys',
    tag: 'users',
    summary: 'Every API key of every account, with its owner, newest first (administrators)',
    auth: true,
    permission: 'users.manage',
    responses: { 200: { description: 'The keys', schema: ownedApiKeysSchema }, 401: UNAUTHORISED, 403: FORBIDDEN },
  },
  revokeAnyApiKey: {
    method: 'delete',
    path: '/users/api-keys/{id}',
    operationId: 'revokeAnyApiKey',
    tag: 'users',
    summary: "Revoke any account's API key (administrators)",
    auth: true,
    permission: 'users.manage',
    pathParams: keyIdParam,
    responses: {
      204: { description: 'Revoked (empty body)' },
      401: UNAUTHORISED,
      403: FORBIDDEN,
      404: error(`\`${MESSAGES.apiKeyNotFound}\``),
    },
  },
} as const satisfies Record<string, RouteDef>;
