import { hash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { passwordResetTokens, sessions, users } from '../db/tables.ts';
import type { SessionCache } from './session-cache.ts';

const SESSION_DAYS = Number(process.env.SESSION_DAYS ?? 30);

/** Only this digest is stored: a leaked table holds no usable token. SHA-256 suffices for 256 random bits (no guessing). */
export const digest = (token: string) => hash('sha256', token, 'base64url');

/** A new session for a user: 32 random bytes, base64url. */
export async function issueToken(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  await db.insert(sessions).values({ tokenHash: digest(token), userId, expiresAt });
  return token;
}

/** Who a live session belongs to, and that account's role as it is now. */
export interface Caller {
  userId: number;
  role: string;
}

/**
 * The account of a live session of an active account, with its current role; null for a token unknown, revoked or
 * expired, or of a deactivated account. Read on every call, so a role change or a deactivation counts at the next one;
 * with a `cache` (PGlite) a recent answer stands in for the query, and every such change clears the cache at its commit.
 */
export async function callerOfToken(db: Db, token: string, cache?: SessionCache): Promise<Caller | null> {
  const hash = digest(token);
  const known = cache?.get(hash);
  if (known) return known;
  const readAt = cache?.generation ?? 0;
  const [row] = await db
    .select({ userId: sessions.userId, role: users.role, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hash), gt(sessions.expiresAt, new Date()), eq(users.status, 'active')));
  if (!row) return null;
  const caller = { userId: row.userId, role: row.role };
  cache?.set(hash, caller, row.expiresAt, readAt);
  return caller;
}

export async function revokeToken(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, digest(token)));
}

/** Ends every session of an account, or every one but `except` (the token of the call that asked). */
export async function revokeUserSessions(db: Db, userId: number, except?: string): Promise<void> {
  const mine = eq(sessions.userId, userId);
  await db.delete(sessions).where(except === undefined ? mine : and(mine, ne(sessions.tokenHash, digest(except))));
}

/** A one-time secret (an invitation) and the digest to keep in its place. */
export function newSecret(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: digest(token) };
}

/** Drops expired sessions and reset tokens (they are refused once expired anyway; this keeps the tables small). Run at start and periodically. */
export async function purgeExpired(db: Db): Promise<void> {
  const now = new Date();
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, now));
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerOf(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
