import { randomBytes } from 'node:crypto';
import { eq, gt, and } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { passwordResetTokens } from '../db/tables.ts';
import { digest } from './tokens.ts';

/** How long a reset link works. */
export const RESET_TOKEN_MINUTES = 30;

/**
 * A new reset token for an account: 32 random bytes (base64url); only its digest is stored. Only the newest link of an
 * account works: issuing one voids the older ones.
 */
export async function issueResetToken(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    await tx.insert(passwordResetTokens).values({ tokenHash: digest(token), userId, expiresAt });
  });
  return token;
}

/** The account a live token was issued for (without using it up), or null. */
export async function resetTokenOwner(db: Db, token: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, digest(token)), gt(passwordResetTokens.expiresAt, new Date())));
  return row?.userId ?? null;
}

/**
 * Uses up a reset token: the account it was issued for, or null when it is unknown, used already or expired. The row is
 * deleted in the same statement that reads it, so two requests with one token cannot both succeed.
 */
export async function consumeResetToken(db: Db, token: string): Promise<number | null> {
  const [row] = await db
    .delete(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, digest(token)))
    .returning({ userId: passwordResetTokens.userId, expiresAt: passwordResetTokens.expiresAt });
  return row && row.expiresAt.getTime() > Date.now() ? row.userId : null;
}

/** Voids every reset link of an account (its password was just set: a link from before must not set it again). */
export async function voidResetTokens(db: Db, userId: number): Promise<void> {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
}
