import { z } from 'zod/mini';
import type { FakeDb } from './db.ts';
import { randomToken } from './sessions.ts';

/** The state key of the reset tokens among the fake backend's collections. */
export const RESET_TOKENS_KEY = 'resetTokens';
/** How long a reset link works, as on the reference server. */
export const RESET_TOKEN_MINUTES = 30;

/** SHA-256 digest of a token (base64url) -> the account and when the token expires (ms since the epoch). */
export const resetTokensSchema = z.record(z.string(), z.object({ userId: z.int(), expiresAt: z.number() }));
export type ResetTokenMap = z.infer<typeof resetTokensSchema>;

export async function digest(token: string): Promise<string> {
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
  return btoa(String.fromCharCode(...hash))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * Password-reset tokens, as the reference server keeps them: random, only their digest stored (in the demo state, so
 * the link works in another tab), used once, 30 minutes. `now` is replaceable for tests of the expiry.
 */
export class FakeResetTokens {
  constructor(
    private readonly db: FakeDb,
    private readonly now: () => number = Date.now,
  ) {}

  /** A new token for the account; its older ones stop working (only the newest link does). */
  async issue(userId: number): Promise<string> {
    const token = randomToken();
    const live = Object.fromEntries(Object.entries(this.load()).filter(([, t]) => t.expiresAt > this.now() && t.userId !== userId));
    this.db.write(RESET_TOKENS_KEY, { ...live, [await digest(token)]: { userId, expiresAt: this.now() + RESET_TOKEN_MINUTES * 60_000 } });
    return token;
  }

  /** The account a live token was issued for, without using it up; null for an unknown, used or expired one. */
  async owner(token: string): Promise<number | null> {
    const found = this.load()[await digest(token)];
    return found && found.expiresAt > this.now() ? found.userId : null;
  }

  /** Voids every token of an account (its password was just set). */
  voidUser(userId: number): void {
    this.db.write(RESET_TOKENS_KEY, Object.fromEntries(Object.entries(this.load()).filter(([, t]) => t.userId !== userId)));
  }

  /** The account a token was issued for, once: unknown, used or expired tokens answer null. */
  async consume(token: string): Promise<number | null> {
    const key = await digest(token);
    const { [key]: found, ...rest } = this.load();
    if (!found) return null;
    this.db.write(RESET_TOKENS_KEY, rest);
    return found.expiresAt > this.now() ? found.userId : null;
  }

  private load(): ResetTokenMap {
    return this.db.read<ResetTokenMap>(RESET_TOKENS_KEY) ?? {};
  }
}
