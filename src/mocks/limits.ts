import { z } from 'zod/mini';
import { MESSAGES } from '../contract/messages.ts';
import type { FakeDb } from './db.ts';

/** The state key of the fake backend's limits among its collections. */
export const LIMITS_KEY = 'limits';

const MINUTE = 60_000;
/**
 * The reference server's per-account and per-target limits (server/limits/limits.ts) that apply in a browser, with its
 * default numbers. A browser has no client address to count by, and is one device: the accounts that signed in
 * successfully in it are its known devices' accounts, whose wrong passwords count apart from the other clients'.
 */
export const FAKE_LIMITS = {
  signInPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  signInPerDevice: { limit: 10, windowMs: 15 * MINUTE },
  passwordCheckPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  emailChangePerAccount: { limit: 5, windowMs: 60 * MINUTE },
  resetPerTarget: { limit: 5, windowMs: 60 * MINUTE },
  // The calls of one API key (docs/api-keys.md).
  callsPerApiKey: { limit: 600, windowMs: MINUTE },
} as const;
type FakeLimitName = keyof typeof FAKE_LIMITS;

/** Hits per `<limit>:<key>` in a fixed window, and the accounts signed in on this device. */
export const fakeLimitsSchema = z.object({
  hits: z.record(z.string(), z.object({ hits: z.int(), resetAt: z.number() })),
  devices: z.array(z.int()),
});
type FakeLimitState = z.infer<typeof fakeLimitsSchema>;
export const emptyLimits = (): FakeLimitState => ({ hits: {}, devices: [] });

/** The answer of a used-up limit, as the reference server's: 429, Retry-After, the same message. */
function tooMany(retryAfterSeconds: number): Response {
  return Response.json({ message: MESSAGES.tooManyAttempts }, { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } });
}

/** The fake backend's limits, kept in its state (so every tab counts together). `now` is replaceable for tests. */
export class FakeLimits {
  constructor(
    private readonly db: FakeDb,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts an attempt: null while allowed, else the 429 to answer. */
  take(name: FakeLimitName, key: string): Response | null {
    const { limit, windowMs } = FAKE_LIMITS[name];
    const state = this.load();
    const id = `${name}:${key}`;
    const now = this.now();
    const prev = state.hits[id];
    const hit = prev && prev.resetAt > now ? { ...prev, hits: prev.hits + 1 } : { hits: 1, resetAt: now + windowMs };
    this.save({ ...state, hits: { ...state.hits, [id]: hit } });
    return hit.hits > limit ? tooMany(Math.max(1, Math.ceil((hit.resetAt - now) / 1000))) : null;
  }

  /** Un-counts an attempt that turned out not to count (a success). */
  giveBack(name: FakeLimitName, key: string): void {
    const state = this.load();
    const hit = state.hits[`${name}:${key}`];
    if (hit) this.save({ ...state, hits: { ...state.hits, [`${name}:${key}`]: { ...hit, hits: Math.max(0, hit.hits - 1) } } });
  }

  /** Ends every lock-out and count of an account (its password was reset or changed). */
  liftAccount(userId: number): void {
    const state = this.load();
    const mine = (id: string) => id.split(':')[1] === `user-${userId}`;
    this.save({ ...state, hits: Object.fromEntries(Object.entries(state.hits).filter(([id]) => !mine(id))) });
  }

  /** Whether an account signed in successfully on this device (this browser) before. */
  knownDevice(userId: number): boolean {
    return this.load().devices.includes(userId);
  }

  rememberDevice(userId: number): void {
    const state = this.load();
    if (!state.devices.includes(userId)) this.save({ ...state, devices: [...state.devices, userId] });
  }

  private load(): FakeLimitState {
    return this.db.read<FakeLimitState>(LIMITS_KEY) ?? emptyLimits();
  }

  private save(state: FakeLimitState): void {
    this.db.write(LIMITS_KEY, state);
  }
}

/** An account's key in the limits: `user-<id>`; an address without an account is limited by the address. */
export const accountKey = (userId: number | undefined, email: string): string =>
  userId === undefined ? `mail-${email.trim().toLowerCase()}` : `user-${userId}`;
