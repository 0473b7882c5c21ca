import type { ClientRateLimitInfo, HonoConfigType, Store } from 'hono-rate-limiter';
import type { AppEnv } from '../routes/kit.ts';

/**
 * A fixed window per key with a growing lock-out: up to `limit` hits per `windowMs`; the hit after that is refused until
 * the window ends, and each lock-out of the same key lasts twice the one before (window, 2×, 4×… up to MAX_BLOCK_MS).
 * A key's lock-outs are remembered for STRIKE_MEMORY_MS after its last window.
 */
export interface Hit {
  hits: number;
  /** Epoch ms when the window (or the lock-out) ends. */
  resetAt: number;
  /** Lock-outs so far. */
  strikes: number;
  /** Whether this window already counted its lock-out. */
  blocked: boolean;
}

export const MAX_BLOCK_MS = 60 * 60 * 1000;
export const STRIKE_MEMORY_MS = 24 * 60 * 60 * 1000;

/** The record after one more hit at `now`; without `growing`, a lock-out lasts to the window's end, never longer. */
export function nextHit(prev: Hit | undefined, now: number, windowMs: number, limit: number, growing = true): Hit {
  const live = prev !== undefined && now < prev.resetAt;
  const strikes = prev !== undefined && now < prev.resetAt + STRIKE_MEMORY_MS ? prev.strikes : 0;
  const hit: Hit = live ? { ...prev } : { hits: 0, resetAt: now + windowMs, strikes, blocked: false };
  hit.hits += 1;
  if (hit.hits > limit && !hit.blocked) {
    hit.strikes += 1;
    hit.blocked = true;
    if (growing) hit.resetAt = now + Math.min(windowMs * 2 ** (hit.strikes - 1), MAX_BLOCK_MS);
  }
  return hit;
}

/** Where the records live: this process's memory (PGlite), or a table every process shares (Postgres). */
export interface HitRecords {
  /** Applies `change` to the key's record atomically and answers the new record. */
  update(key: string, change: (prev: Hit | undefined) => Hit | undefined): Promise<Hit | undefined>;
  remove(key: string): Promise<void>;
  /** Removes every record whose key starts with `prefix`. */
  removePrefix(prefix: string): Promise<void>;
  /** Drops records nothing remembers any more. */
  sweep(now: number): Promise<void>;
}

export class MemoryHitRecords implements HitRecords {
  private readonly records = new Map<string, Hit>();

  update(key: string, change: (prev: Hit | undefined) => Hit | undefined): Promise<Hit | undefined> {
    const next = change(this.records.get(key));
    if (next) this.records.set(key, next);
    else this.records.delete(key);
    return Promise.resolve(next);
  }

  remove(key: string): Promise<void> {
    this.records.delete(key);
    return Promise.resolve();
  }

  removePrefix(prefix: string): Promise<void> {
    for (const key of this.records.keys()) if (key.startsWith(prefix)) this.records.delete(key);
    return Promise.resolve();
  }

  sweep(now: number): Promise<void> {
    for (const [key, hit] of this.records) if (now >= hit.resetAt + STRIKE_MEMORY_MS) this.records.delete(key);
    return Promise.resolve();
  }
}

/** hono-rate-limiter's Store over HitRecords, with the growing lock-out of nextHit. */
export class BackoffStore implements Store<AppEnv> {
  readonly localKeys: boolean;
  readonly prefix: string;
  private readonly records: HitRecords;
  private readonly now: () => number;
  private readonly growing: boolean;
  private windowMs = 60_000;
  private limit = 5;
  private timer: NodeJS.Timeout | undefined;

  /** `shared`: the records are seen by every process (Postgres); `growing`: nextHit's; `now` is for tests. */
  constructor(records: HitRecords, options: { prefix: string; shared: boolean; growing?: boolean; now?: () => number }) {
    this.records = records;
    this.prefix = options.prefix;
    this.localKeys = !options.shared;
    this.now = options.now ?? Date.now;
    this.growing = options.growing ?? true;
  }

  init(options: HonoConfigType<AppEnv>): void {
    this.windowMs = options.windowMs;
    if (typeof options.limit !== 'number') throw new Error('BackoffStore needs a fixed limit');
    this.limit = options.limit;
    clearInterval(this.timer);
    this.timer = setInterval(() => void this.records.sweep(this.now()).catch(() => undefined), 10 * 60 * 1000);
    this.timer.unref();
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const hit = await this.records.update(this.prefix + key, (prev) => prev);
    return hit && { totalHits: hit.hits, resetTime: new Date(hit.resetAt) };
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const hit = await this.records.update(this.prefix + key, (prev) => nextHit(prev, this.now(), this.windowMs, this.limit, this.growing));
    return { totalHits: hit!.hits, resetTime: new Date(hit!.resetAt) };
  }

  async decrement(key: string): Promise<void> {
    await this.records.update(this.prefix + key, (prev) => prev && { ...prev, hits: Math.max(0, prev.hits - 1) });
  }

  resetKey(key: string): Promise<void> {
    return this.records.remove(this.prefix + key);
  }

  shutdown(): void {
    clearInterval(this.timer);
  }
}
