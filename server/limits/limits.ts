import type { Context, MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import { MESSAGES } from '../../src/contract/messages.ts';
import type { Database } from '../db/connect.ts';
import type { App, AppEnv } from '../routes/kit.ts';
import { BackoffStore, MemoryHitRecords, nextHit, type HitRecords } from './backoff.ts';
import { clientAddress } from './client-address.ts';
import { PostgresHitRecords } from './pg-records.ts';

export interface Limit {
  /** Hits allowed per window. */
  limit: number;
  windowMs: number;
}

/**
 * Per key: failed sign-ins per account from untrusted clients, per account and device cookie, and per address;
 * registrations per address and in all; reset requests per address and per target address; current-password checks
 * and e-mail changes per account; form sign-ups per address.
 */
export interface LimitSettings {
  signInPerAccount: Limit;
  signInPerDevice: Limit;
  signInPerAddress: Limit;
  registerPerAddress: Limit;
  registerGlobal: Limit;
  resetPerAddress: Limit;
  resetPerTarget: Limit;
  passwordCheckPerAccount: Limit;
  emailChangePerAccount: Limit;
  formsPerAddress: Limit;
  /** Calls made with one API key (docs/api-keys.md): a script is limited per key, whichever account owns it. */
  callsPerApiKey: Limit;
}

const MINUTE = 60_000;
export const DEFAULT_LIMITS: LimitSettings = {
  signInPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  signInPerDevice: { limit: 10, windowMs: 15 * MINUTE },
  signInPerAddress: { limit: 50, windowMs: 15 * MINUTE },
  registerPerAddress: { limit: 30, windowMs: 60 * MINUTE },
  registerGlobal: { limit: 300, windowMs: 15 * MINUTE },
  resetPerAddress: { limit: 10, windowMs: 15 * MINUTE },
  resetPerTarget: { limit: 5, windowMs: 60 * MINUTE },
  passwordCheckPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  emailChangePerAccount: { limit: 5, windowMs: 60 * MINUTE },
  formsPerAddress: { limit: 20, windowMs: 60 * MINUTE },
  callsPerApiKey: { limit: 600, windowMs: MINUTE },
};

export interface LimitOptions {
  database: Pick<Database, 'db' | 'driver'>;
  settings?: Partial<LimitSettings>;
  /** Reverse proxies in front whose X-Forwarded-For is believed (TRUST_PROXY). */
  trustProxy?: number;
  /** For tests: the clock of the lock-outs. */
  now?: () => number;
}

/**
 * Limits that keep one fixed window instead of growing lock-outs: one key shared by everyone (a lock-out would grow for
 * all), and an API key's calls (a script over its rate waits for the next minute, it is no attacker to lock out longer).
 */
const FLAT: ReadonlySet<keyof LimitSettings> = new Set(['registerGlobal', 'callsPerApiKey']);

/**
 * The limits a handler checks itself, where the key is known only inside it (the account of a session, the account a
 * sign-in names and its device cookie). `take` counts an attempt before the work it guards (a hash, a mail) and
 * answers a 429 once the key has used its window; `giveBack` un-counts an attempt that turned out not to count (a
 * sign-in that succeeded), so attempts sent at once are all counted before any is checked.
 */
export class Limits {
  readonly settings: LimitSettings;
  readonly trustProxy: number;
  readonly records: HitRecords;
  readonly now: () => number;

  constructor(options: LimitOptions) {
    this.settings = { ...DEFAULT_LIMITS, ...options.settings };
    this.trustProxy = options.trustProxy ?? 0;
    this.records = options.database.driver === 'postgres' ? new PostgresHitRecords(options.database.db) : new MemoryHitRecords();
    this.now = options.now ?? Date.now;
  }

  get shared(): boolean {
    return this.records instanceof PostgresHitRecords;
  }

  /** The client address of a request (TRUST_PROXY's X-Forwarded-For entry, else the socket's peer). */
  address(c: Context): string {
    return clientAddress(c, this.trustProxy);
  }

  /** Counts an attempt on `key` of limit `name`: null while allowed, else a 429 answer with Retry-After. */
  async take(c: Context, name: keyof LimitSettings, key: string): Promise<Response | null> {
    const { limit, windowMs } = this.settings[name];
    const now = this.now();
    const hit = await this.records.update(`${name}:${key}`, (prev) => nextHit(prev, now, windowMs, limit, !FLAT.has(name)));
    if (!hit || hit.hits <= limit) return null;
    c.header('Retry-After', String(Math.max(1, Math.ceil((hit.resetAt - now) / 1000))));
    return c.json({ message: MESSAGES.tooManyAttempts }, 429);
  }

  /** Un-counts an attempt `take` counted. */
  async giveBack(name: keyof LimitSettings, key: string): Promise<void> {
    await this.records.update(`${name}:${key}`, (prev) => prev && { ...prev, hits: Math.max(0, prev.hits - 1) });
  }

  /** Forgets every record of limit `name` whose key starts with `keyPrefix` (an account's lock-outs, its lock lifted). */
  async lift(name: keyof LimitSettings, keyPrefix: string): Promise<void> {
    await this.records.removePrefix(`${name}:${keyPrefix}`);
  }
}

/** Installs the limits whose key the request alone gives: 429 with Retry-After (and RateLimit-* headers) once a key has used its window. */
export function installLimits(app: App, limits: Limits): void {
  const { settings } = limits;
  const address = (c: Context) => limits.address(c);
  const limiter = (name: string, limit: Limit, key: (c: Context<AppEnv>) => string, flat = false): MiddlewareHandler<AppEnv> =>
    rateLimiter<AppEnv>({
      ...limit,
      keyGenerator: key,
      store: new BackoffStore(limits.records, { prefix: `${name}:`, shared: limits.shared, growing: !flat, now: limits.now }),
      skip: (c) => c.req.method !== 'POST',
      message: { message: MESSAGES.tooManyAttempts },
    });

  // Every registration counts, refused or not: each one hashes a password (and may send a mail). Checked before the
  // handler, so a flood is refused before it hashes; the global window bounds what many addresses together cost.
  app.use('/users/register', limiter('register', settings.registerPerAddress, address));
  app.use(
    '/users/register',
    limiter('register-all', settings.registerGlobal, () => 'all', true),
  );
  // Hono's `/x/*` matches `/x` too: the request and its confirmation (`/users/reset-password/confirm`) share one budget.
  app.use('/users/reset-password/*', limiter('reset', settings.resetPerAddress, address));
  const forms = limiter('forms', settings.formsPerAddress, address);
  app.use('/app/newsletter', forms);
  app.use('/app/launch-alert', forms);
}
