import { FAKE_TOKEN } from './demo-account.ts';
import { DEMO_USER_ID, SESSIONS_STORAGE_KEY } from './settings.ts';

type SessionMap = Record<string, number>;

/** 32 random bytes, base64url: an opaque token that says nothing about the user. */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * The fake backend's sign-in sessions: token -> user id. Kept in storage (localStorage in the browser),
 * because every page load starts a new fake backend and a session must outlive it; read again on every
 * check, so a sign-out in one tab signs the token out in all of them.
 */
export class FakeSessions {
  private memory: SessionMap = { [FAKE_TOKEN]: DEMO_USER_ID };

  constructor(private readonly storage?: Pick<Storage, 'getItem' | 'setItem'>) {}

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

  /** Ends every session of a user (the account was deleted). */
  revokeUser(userId: number): void {
    this.save(Object.fromEntries(Object.entries(this.load()).filter(([, id]) => id !== userId)));
  }

  private load(): SessionMap {
    try {
      const raw = this.storage?.getItem(SESSIONS_STORAGE_KEY);
      if (!raw) return this.memory;
      const parsed: unknown = JSON.parse(raw);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return this.memory;
      return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, number] => Number.isInteger(entry[1])));
    } catch {
      return this.memory;
    }
  }

  private save(sessions: SessionMap): void {
    this.memory = sessions;
    try {
      this.storage?.setItem(SESSIONS_STORAGE_KEY, JSON.stringify(sessions));
    } catch {
      // Storage full or blocked: sessions last as long as this page.
    }
  }
}

/** The token of an `Authorization: Bearer <token>` header. */
export function bearerToken(request: Request): string | undefined {
  const match = /^Bearer (\S+)$/.exec(request.headers.get('Authorization') ?? '');
  return match?.[1];
}
