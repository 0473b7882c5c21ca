import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { API_KEY_PREFIX, LAST_USED_EVERY_MS, SHOWN_CHARS } from '../../src/contract/api-keys.ts';
import type { Db } from '../db/connect.ts';
import { apiKeys, users } from '../db/tables.ts';
import { digest } from './tokens.ts';

/** A new key's secret (the prefix and 32 random bytes, base64url), the part of it lists show, and the digest kept. */
export function newApiKeySecret(): { key: string; prefix: string; hash: string } {
  const key = API_KEY_PREFIX + randomBytes(32).toString('base64url');
  return { key, prefix: key.slice(0, API_KEY_PREFIX.length + SHOWN_CHARS), hash: digest(key) };
}

/** The caller a key stands for: its owner with the owner's role now, and the key's own permissions. */
export interface KeyCaller {
  keyId: number;
  name: string;
  userId: number;
  role: string;
  permissions: string[];
  lastUsedAt: Date | null;
}

/**
 * The caller of a key that is neither revoked (its row gone) nor expired, of an active account; null otherwise. Read
 * on every call, as a session is, so a revocation, an expiry, a demotion or a deactivation counts at the next call.
 */
export async function callerOfApiKey(db: Db, key: string): Promise<KeyCaller | null> {
  const [row] = await db
    .select({
      keyId: apiKeys.id,
      name: apiKeys.name,
      userId: apiKeys.userId,
      role: users.role,
      permissions: apiKeys.permissions,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(
      and(
        eq(apiKeys.secretHash, digest(key)),
        or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, new Date())),
        eq(users.status, 'active'),
      ),
    );
  return row ?? null;
}

/**
 * Notes a key's use (time and client address), at most once a minute: a script calling in a loop would otherwise
 * write the key's row at every call. The condition in the UPDATE keeps concurrent calls from writing it twice.
 */
export async function noteKeyUse(db: Db, caller: KeyCaller, address: string, now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - LAST_USED_EVERY_MS);
  if (caller.lastUsedAt && caller.lastUsedAt > since) return;
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now, lastUsedIp: address })
    .where(and(eq(apiKeys.id, caller.keyId), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, since))));
}
