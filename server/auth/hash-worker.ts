// One hashing thread (server/auth/passwords.ts starts up to HASH_CONCURRENCY of them). On Linux it first lowers its
// own priority, so a flood of sign-ins takes the CPU only when serving other requests leaves some.
import { scryptSync } from 'node:crypto';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';

export interface HashJob {
  id: number;
  password: string;
  salt: Uint8Array;
  options: { N: number; r: number; p: number; maxmem: number };
  keyLength: number;
}

export type HashAnswer = { id: number; key: Uint8Array } | { id: number; error: string };

// On Linux, a priority set with pid 0 is the calling thread's alone (elsewhere it would be the whole process's).
if (process.platform === 'linux') {
  try {
    setPriority(0, (workerData as { nice: number }).nice);
  } catch {
    // Not allowed here (a container's policy): hashing keeps the usual priority.
  }
}

parentPort!.on('message', (job: HashJob) => {
  try {
    const key = scryptSync(job.password, job.salt, job.keyLength, job.options);
    parentPort!.postMessage({ id: job.id, key } satisfies HashAnswer);
  } catch (error) {
    parentPort!.postMessage({ id: job.id, error: (error as Error).message } satisfies HashAnswer);
  }
});
