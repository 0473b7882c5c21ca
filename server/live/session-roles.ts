import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { sessions, users } from '../db/tables.ts';

/**
 * The role of each session among `tokenHashes` that is still live, by token digest: one query for every open stream
 * of this process. A session is live under the rule `callerOfToken` (server/auth/tokens.ts) applies to each call:
 * not revoked, not expired, of an active account. A digest missing from the answer has ended.
 */
export async function liveSessionRoles(db: Db, tokenHashes: readonly string[]): Promise<Map<string, string>> {
  if (!tokenHashes.length) return new Map();
  const rows = await db
    .select({ tokenHash: sessions.tokenHash, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.tokenHash, [...tokenHashes]), gt(sessions.expiresAt, new Date()), eq(users.status, 'active')));
  return new Map(rows.map((row) => [row.tokenHash, row.role]));
}
