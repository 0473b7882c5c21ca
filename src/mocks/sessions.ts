import { z } from 'zod/mini';
import type { FakeDb } from './db.ts';
import { FAKE_TOKEN } from './demo-account.ts';
import { DEMO_USER_ID } from './start/settings.ts';

/** Sign-in sessions: token -> user id. */
export type SessionMap = Record<string, number>;

/** The state key of the sessions among the fake backend's collections. */
export const SESSIONS_KEY = 'sessions';

/** The sessions a new demo database starts with: the demo account's fixed token. */
export const sampleSessions = (): SessionMap => ({ [FAKE_TOKEN]: DEMO_USER_ID });

/** A valid session map (what storage holds is checked before use). */
export const sessionsSchema = z.record(z.string(), z.int());

/** 32 random bytes, base64url: an opaque token that says nothing about the user. */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * The fake backend's sign-in sessions, kept in its state like the rest of the demo data (IndexedDB in the
 * browser): a session outlives the page that started it, and as every request first takes in what other tabs
 * stored, a sign-in or sign-out in one tab counts in all of them. "Reset demo data" keeps them.
 */
export class FakeSessions {
  constructor(private readonly db: FakeDb) {}

  /** Starts a session for a user and answers its new token. */
  create(userId: number): string {
    const token = randomToken();
    this.save({ ...this.load(), [token]: userId });
    return token;
  }

  /** The user id of a live session, or undefined for an unknown or revoked token. */
  userOf(token: string | undefined): number | undefined {
    if (!token) return undefined;
    const sessions = this.load();
    return Object.hasOwn(sessions, token) ? sessions[token] : undefined;
  }

  /** Ends a session; the token answers 401 from then on. */
  revoke(token: string): void {
    const { [token]: _gone, ...rest } = this.load();
    this.save(rest);
  }

  /** Ends every session of a user (the account was deleted, its password reset), or every one but `except`. */
  revokeUser(userId: number, except?: string): void {
    this.save(Object.fromEntries(Object.entries(this.load()).filter(([token, id]) => id !== userId || token === except)));
  }

  private load(): SessionMap {
    return this.db.read<SessionMap>(SESSIONS_KEY) ?? {};
  }

  private save(sessions: SessionMap): void {
    this.db.write(SESSIONS_KEY, sessions);
  }
}

/** The token of an `Authorization: Bearer <token>` header. */
export function bearerToken(request: Request): string | undefined {
  const match = /^Bearer (\S+)$/.exec(request.headers.get('Authorization') ?? '');
  return match?.[1];
}
