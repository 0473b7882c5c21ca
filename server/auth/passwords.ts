import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Semaphore } from './semaphore.ts';

// scrypt with OWASP's recommended cost (N=2^17, r=8, p=1: 128 MiB, ~0.2 s). Tests may lower N through SCRYPT_COST.
const KEY_LENGTH = 32;
const defaultCost = () => Number(process.env.SCRYPT_COST ?? 2 ** 17);

/**
 * At most this many hashes at once (HASH_CONCURRENCY; default one core less than the machine has, at least one): each
 * takes 128 MiB and a core, so a flood of sign-ins waits in a queue instead of taking the memory and the CPU that
 * every other request needs. A queue longer than HASH_QUEUE answers 503 at once.
 */
export const hashSlots = new Semaphore(
  Number(process.env.HASH_CONCURRENCY ?? Math.max(1, availableParallelism() - 1)),
  Number(process.env.HASH_QUEUE ?? 200),
);

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return hashSlots.run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64url): the parameters travel with the hash, so the cost can rise later. */
export async function hashPassword(password: string, cost = defaultCost()): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: cost, r: 8, p: 1 });
  return ['scrypt', cost, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether `password` matches a stored hash; compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummyHash: Promise<string> | undefined;
/**
 * A hash to check against when the e-mail is unknown, so an answer takes as long whether the account exists or not.
 * The server builds it before it listens, so the first unknown e-mail is not slower either.
 */
export function decoyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(12).toString('base64url'));
  return dummyHash;
}
