import type { Database } from '../db/connect.ts';
import type { Caller } from './tokens.ts';

/** The channel migration 0013 announces every ended session and every role or status change on, at commit. */
export const SESSION_CHANGES_CHANNEL = 'stride_sessions';

/**
 * The callers of recently used tokens, by token digest, so an authenticated read costs no session query. Exact only
 * where every change is heard at its commit, before the change's own answer is sent: one process on PGlite, where
 * NOTIFY is delivered in-process. On Postgres another process's change is heard a moment later, so none is kept there.
 */
export interface SessionCache {
  /** The caller of a token digest, while its entry is fresh and the session is not expired. */
  get(hash: string): Caller | undefined;
  /** A counter raised by every `clear`: an answer read before a change is kept only if no change came meanwhile. */
  readonly generation: number;
  /** Keeps a caller read when `generation` was `readAt`, unless a change came in between. */
  set(hash: string, caller: Caller, expiresAt: Date, readAt: number): void;
  /** Forgets every caller (a session ended, or an account's role or status changed). */
  clear(): void;
  readonly size: number;
}

export interface SessionCacheOptions {
  /** How long an entry is believed without a query (a bound for safety; changes clear it at once anyway). */
  ttlMs?: number;
  /** Entries kept at most; the oldest go first. */
  maxEntries?: number;
  now?: () => number;
}

export function createSessionCache({ ttlMs = 30_000, maxEntries = 10_000, now = Date.now }: SessionCacheOptions = {}): SessionCache {
  const entries = new Map<string, { caller: Caller; until: number }>();
  let generation = 0;
  return {
    get(hash) {
      const entry = entries.get(hash);
      if (!entry) return undefined;
      if (entry.until > now()) return entry.caller;
      entries.delete(hash);
      return undefined;
    },
    get generation() {
      return generation;
    },
    set(hash, caller, expiresAt, readAt) {
      if (readAt !== generation) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(hash, { caller: { userId: caller.userId, role: caller.role }, until: Math.min(now() + ttlMs, expiresAt.getTime()) });
    },
    clear() {
      generation++;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * A session cache for this database when it is safe (PGlite: this process is the only one), listening for changes;
 * undefined on Postgres. `stop` ends the listening.
 */
export async function sessionCacheFor(
  database: Pick<Database, 'driver' | 'listen'>,
  options?: SessionCacheOptions,
): Promise<{ cache: SessionCache; stop: () => Promise<void> } | undefined> {
  if (database.driver !== 'pglite') return undefined;
  const cache = createSessionCache(options);
  const stop = await database.listen(SESSION_CHANGES_CHANNEL, () => cache.clear());
  return { cache, stop };
}
