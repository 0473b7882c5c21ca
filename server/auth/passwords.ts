import { randomBytes, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import type { HashAnswer, HashJob } from './hash-worker.ts';
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

/** The hashing threads' niceness (HASH_NICE, 0-19; default 10): a sign-in hashes with what serving leaves of the CPU. */
const HASH_NICE = Math.min(19, Math.max(0, Number(process.env.HASH_NICE ?? 10)));

interface HashThread {
  worker: Worker;
  /** It failed: it is not handed out again. */
  dead: boolean;
  pending: Map<number, { resolve: (key: Buffer) => void; reject: (error: Error) => void }>;
}

const idle: HashThread[] = [];
let nextJob = 0;

/**
 * The process's flags without its inline code: a thread started under `node --input-type=module -e "…"` inherits
 * them and fails ("--input-type can only be used with string input"). Other flags (a loader's `--require x`) stay.
 */
export function threadFlags(flags: readonly string[] = process.execArgv): string[] {
  const kept: string[] = [];
  for (let i = 0; i < flags.length; i++) {
    const flag = flags[i]!;
    if (flag === '-e' || flag === '--eval' || flag === '-p' || flag === '--print') i++;
    else if (!/^--(input-type|eval|print)=/.test(flag)) kept.push(flag);
  }
  return kept;
}

/** A hashing thread: one of the idle ones, or a new one (there are never more than the semaphore's slots busy). */
function hashThread(): HashThread {
  const reused = idle.pop();
  if (reused) return reused;
  const worker = new Worker(new URL('./hash-worker.ts', import.meta.url), { workerData: { nice: HASH_NICE }, execArgv: threadFlags() });
  // An idle hashing thread never keeps the process alive (one at work does: see derive).
  worker.unref();
  const thread: HashThread = { worker, dead: false, pending: new Map() };
  worker.on('message', (answer: HashAnswer) => {
    const waiting = thread.pending.get(answer.id);
    thread.pending.delete(answer.id);
    if ('key' in answer) waiting?.resolve(Buffer.from(answer.key));
    else waiting?.reject(new Error(answer.error));
  });
  worker.on('error', (error: unknown) => {
    thread.dead = true;
    for (const waiting of thread.pending.values()) waiting.reject(error instanceof Error ? error : new Error(String(error)));
    thread.pending.clear();
  });
  return thread;
}

/** scrypt on a hashing thread of lowered priority, at most `hashSlots` at once. */
function derive(password: string, salt: Buffer, options: Pick<ScryptOptions, 'N' | 'r' | 'p'>): Promise<Buffer> {
  return hashSlots.run(async () => {
    const thread = hashThread();
    try {
      const id = nextJob++;
      const job: HashJob = {
        id,
        password: password.normalize('NFKC'),
        salt,
        options: { N: options.N!, r: options.r!, p: options.p!, maxmem: 256 * 1024 * 1024 },
        keyLength: KEY_LENGTH,
      };
      thread.worker.ref();
      return await new Promise<Buffer>((resolve, reject) => {
        thread.pending.set(id, { resolve, reject });
        thread.worker.postMessage(job);
      });
    } finally {
      thread.worker.unref();
      if (!thread.dead) idle.push(thread);
    }
  });
}

/** `scrypt$N$r$p$salt$hash` (base64url): the parameters travel with the hash, so the cost can rise later. */
export async function hashPassword(password: string, cost = defaultCost()): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: cost, r: 8, p: 1 });
  return ['scrypt', cost, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * Registrations hash one at a time (REGISTER_HASH_CONCURRENCY; default 1), with at most REGISTER_HASH_QUEUE (default 20)
 * waiting their turn: a flood of registrations, even from many addresses within the limits, then holds one of the
 * hashing slots, never all, so a sign-in waits behind one registration's hash at most. A fuller queue answers 503.
 */
const registrationSlots = new Semaphore(Number(process.env.REGISTER_HASH_CONCURRENCY ?? 1), Number(process.env.REGISTER_HASH_QUEUE ?? 20));

/** hashPassword for a new account, in the registrations' own lane (registrationSlots). */
export function hashForRegistration(password: string): Promise<string> {
  return registrationSlots.run(() => hashPassword(password));
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
