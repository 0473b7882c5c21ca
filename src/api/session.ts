import { atom, type ReadableAtom } from 'nanostores';
import type { User } from '../schemas/auth.ts';

/**
 * The stored user: the sign-in answer, with the account's role and its permissions once the backend has said them
 * (the sign-in answer or `GET /users/me`). A session stored before roles existed has neither.
 */
export type SessionUser = User & { role?: string; permissions?: readonly string[] };

/** Storage key of the signed-in user (JSON). The dashboard's guard script reads the same key before paint. */
export const SESSION_KEY = 'stride:user';

function storages(): Storage[] {
  const found: Storage[] = [];
  try {
    if (typeof sessionStorage !== 'undefined') found.push(sessionStorage);
    if (typeof localStorage !== 'undefined') found.push(localStorage);
  } catch {
    // Storage can throw when blocked by the browser's privacy settings; treat it as empty.
  }
  return found;
}

/**
 * The shape of a stored user, checked by hand: this module is on every dashboard page's first load,
 * and zod (about 24 KB gzip) is not needed until data arrives.
 */
export function isUser(value: unknown): value is User {
  if (!value || typeof value !== 'object') return false;
  const u = value as Record<string, unknown>;
  const text = (key: string) => typeof u[key] === 'string';
  return (
    (typeof u.id === 'number' || (typeof u.id === 'string' && u.id !== '')) &&
    text('email') &&
    text('username') &&
    text('firstName') &&
    text('lastName') &&
    typeof u.token === 'string' &&
    u.token !== ''
  );
}

function readStoredUser(): SessionUser | null {
  for (const storage of storages()) {
    try {
      const raw = storage.getItem(SESSION_KEY);
      if (!raw) continue;
      const parsed: unknown = JSON.parse(raw);
      if (isUser(parsed)) return parsed;
      storage.removeItem(SESSION_KEY);
    } catch {
      // A corrupt entry is the same as no session.
    }
  }
  return null;
}

const $session = atom<SessionUser | null>(readStoredUser());
export const $currentUser: ReadableAtom<SessionUser | null> = $session;

/** Keeps the user for this tab (sessionStorage) or across restarts (localStorage, "remember me"). */
export function saveSession(user: SessionUser, remember = false): void {
  clearStoredSession();
  const [session, local] = [safe(() => sessionStorage), safe(() => localStorage)];
  const target = remember ? local : session;
  try {
    target?.setItem(SESSION_KEY, JSON.stringify(user));
  } catch {
    // Without storage the session lasts as long as the page; that is still a working sign-in.
  }
  $session.set(user);
}

/** Changes the stored user's details (a renamed account) wherever the session is kept, for this and later pages. */
export function updateSessionUser(patch: Partial<Omit<SessionUser, 'id' | 'token'>>): void {
  const current = $session.get();
  if (!current) return;
  const user = { ...current, ...patch };
  for (const storage of storages()) {
    try {
      if (storage.getItem(SESSION_KEY)) storage.setItem(SESSION_KEY, JSON.stringify(user));
    } catch {
      // Blocked storage: the new name still shows on this page.
    }
  }
  $session.set(user);
}

export function clearSession(): void {
  clearStoredSession();
  $session.set(null);
}

/** sessionStorage flag left by a sign-out the user did not ask for (the API refused the token). */
export const SESSION_ENDED_KEY = 'stride:session-ended';

/** Notes, for the login page, that the backend ended the session (revoked or expired token). */
export function markSessionEnded(): void {
  try {
    sessionStorage.setItem(SESSION_ENDED_KEY, '1');
  } catch {
    // Without storage the login page simply shows no reason.
  }
}

/** True once after markSessionEnded(): the login page then says why the user is there. */
export function takeSessionEnded(): boolean {
  try {
    const ended = sessionStorage.getItem(SESSION_ENDED_KEY) === '1';
    sessionStorage.removeItem(SESSION_ENDED_KEY);
    return ended;
  } catch {
    return false;
  }
}

/** Re-reads storage (after another tab or a test changed it). */
export function reloadSession(): void {
  $session.set(readStoredUser());
}

function clearStoredSession(): void {
  for (const storage of storages()) {
    try {
      storage.removeItem(SESSION_KEY);
    } catch {
      // Ignore: nothing to clear.
    }
  }
}

function safe(get: () => Storage): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : get();
  } catch {
    return undefined;
  }
}
