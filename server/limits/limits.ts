import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import { MESSAGES } from '../../src/contract/messages.ts';
import type { Database } from '../db/connect.ts';
import type { App, AppEnv } from '../routes/kit.ts';
import { BackoffStore, MemoryHitRecords, type HitRecords } from './backoff.ts';
import { clientAddress } from './client-address.ts';
import { PostgresHitRecords } from './pg-records.ts';

export interface Limit {
  /** Hits allowed per window. */
  limit: number;
  windowMs: number;
}

/** Per key: failed sign-ins per account and per address; registrations, reset requests and form sign-ups per address. */
export interface LimitSettings {
  signInPerAccount: Limit;
  signInPerAddress: Limit;
  registerPerAddress: Limit;
  resetPerAddress: Limit;
  formsPerAddress: Limit;
}

const MINUTE = 60_000;
export const DEFAULT_LIMITS: LimitSettings = {
  signInPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  signInPerAddress: { limit: 50, windowMs: 15 * MINUTE },
  registerPerAddress: { limit: 10, windowMs: 60 * MINUTE },
  resetPerAddress: { limit: 10, windowMs: 15 * MINUTE },
  formsPerAddress: { limit: 20, windowMs: 60 * MINUTE },
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
 * The account a sign-in body names: a digest of its lower-cased e-mail (the shared table keeps no addresses), or null.
 * Hono keeps the parsed body for the handler.
 */
async function accountOf(c: Context): Promise<string | null> {
  try {
    const body: unknown = await c.req.json();
    const email = (body as { email?: unknown } | null)?.email;
    if (typeof email !== 'string' || email.length > 254) return null;
    return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
  } catch {
    return null;
  }
}

/** Installs every limit before the routes: 429 with Retry-After (and RateLimit-* headers) once a key has used its window. */
export function installLimits(app: App, options: LimitOptions): void {
  const settings = { ...DEFAULT_LIMITS, ...options.settings };
  const shared = options.database.driver === 'postgres';
  const records: HitRecords = shared ? new PostgresHitRecords(options.database.db) : new MemoryHitRecords();
  const address = (c: Context) => clientAddress(c, options.trustProxy ?? 0);
  const limiter = (
    name: string,
    limit: Limit,
    key: (c: Context<AppEnv>) => Promise<string> | string,
    extra: { onlyFailures?: boolean; onlySuccesses?: boolean; skip?: (c: Context<AppEnv>) => Promise<boolean> } = {},
  ): MiddlewareHandler<AppEnv> =>
    rateLimiter<AppEnv>({
      ...limit,
      keyGenerator: key,
      store: new BackoffStore(records, { prefix: `${name}:`, shared, ...(options.now ? { now: options.now } : {}) }),
      skipSuccessfulRequests: extra.onlyFailures ?? false,
      skipFailedRequests: extra.onlySuccesses ?? false,
      skip: async (c) => c.req.method !== 'POST' || ((await extra.skip?.(c)) ?? false),
      message: { message: MESSAGES.tooManyAttempts },
    });

  app.use('/users/authenticate', limiter('signin-address', settings.signInPerAddress, address, { onlyFailures: true }));
  app.use(
    '/users/authenticate',
    limiter('signin-account', settings.signInPerAccount, async (c) => (await accountOf(c)) ?? '', {
      onlyFailures: true,
      skip: async (c) => (await accountOf(c)) === null,
    }),
  );
  // Only registrations that went through count: a form with a mistake can be sent again.
  app.use('/users/register', limiter('register', settings.registerPerAddress, address, { onlySuccesses: true }));
  // Hono's `/x/*` matches `/x` too: the request and its confirmation (`/users/reset-password/confirm`) share one budget.
  app.use('/users/reset-password/*', limiter('reset', settings.resetPerAddress, address));
  const forms = limiter('forms', settings.formsPerAddress, address);
  app.use('/app/newsletter', forms);
  app.use('/app/launch-alert', forms);
}
