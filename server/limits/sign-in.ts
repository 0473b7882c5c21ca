import { hash } from 'node:crypto';
import type { Context } from 'hono';
import type { LimitSettings, Limits } from './limits.ts';

/**
 * Which limits a sign-in's failures count on. With a valid device cookie of the account it names (a known device):
 * that account and device alone. Otherwise (an untrusted client): the account for every untrusted client together,
 * and the client's address. So the lock-out a flood of wrong passwords causes is the untrusted clients', never the
 * owner's known devices'. An account is named by its id, or, for an address without an account, by a digest of it
 * (the records keep no addresses); an unknown address is limited as a known one.
 */
type SignInCount = [name: keyof LimitSettings, key: string];

/** An account's key in the per-account limits (`user:<id>:`; a prefix of its devices' keys). */
export const accountKey = (userId: number | undefined, email = '') =>
  userId === undefined ? `mail:${hash('sha256', email.trim().toLowerCase(), 'base64url')}:` : `user:${userId}:`;

export function signInCounts(limits: Limits, c: Context, email: string, userId: number | undefined, device: string | null): SignInCount[] {
  const account = accountKey(userId, email);
  if (device !== null) return [['signInPerDevice', `${account}${device}`]];
  return [
    ['signInPerAddress', limits.address(c)],
    ['signInPerAccount', account],
  ];
}

/** Counts a sign-in attempt on each of its keys before its password is checked: a 429 once one is used up. */
export async function takeSignIn(limits: Limits, c: Context, counts: SignInCount[]): Promise<Response | null> {
  let refused: Response | null = null;
  for (const [name, key] of counts) refused = (await limits.take(c, name, key)) ?? refused;
  return refused;
}

/** A successful sign-in does not count. */
export async function giveBackSignIn(limits: Limits, counts: SignInCount[]): Promise<void> {
  for (const [name, key] of counts) await limits.giveBack(name, key);
}

/**
 * Lifts every sign-in lock-out of an account (untrusted clients' and each device's) and its current-password count:
 * after a password reset or change, whoever caused them no longer knows what they were guessing at.
 */
export async function liftAccountLocks(limits: Limits, userId: number): Promise<void> {
  const account = accountKey(userId);
  await limits.lift('signInPerAccount', account);
  await limits.lift('signInPerDevice', account);
  await limits.lift('passwordCheckPerAccount', account);
}
