import type { BigListAnswer, BigListRequest } from './engine.ts';

interface Pending {
  resolve(value: BigListAnswer): void;
  reject(error: Error): void;
}
type Reply = { id: number; ok: true; value: BigListAnswer } | { id: number; ok: false; message: string };

let worker: Worker | undefined;
const pending = new Map<number, Pending>();
let nextId = 0;

function startWorker(): Worker {
  const started = new Worker(new URL('./big-list.worker.ts', import.meta.url), { type: 'module', name: 'stride-synthetic-rows' });
  started.onmessage = (event: MessageEvent<Reply>) => {
    const reply = event.data;
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.ok) waiting?.resolve(reply.value);
    else waiting?.reject(new Error(reply.message));
  };
  started.onerror = (event) => {
    for (const waiting of pending.values()) waiting.reject(new Error(event.message || 'The synthetic rows worker failed'));
    pending.clear();
    worker = undefined;
  };
  return started;
}

/**
 * Sends a request to the synthetic rows. In a browser they live in a dedicated worker, so building a million
 * rows and sorting them never blocks the page; where there is no Worker (unit tests under Node) the same
 * engine runs in-process.
 */
export async function askBigList(request: BigListRequest): Promise<BigListAnswer> {
  if (typeof Worker === 'undefined') return (await import('./engine.ts')).answer(request);
  worker ??= startWorker();
  const id = ++nextId;
  const target = worker;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    target.postMessage({ id, request });
  });
}
