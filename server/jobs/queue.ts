// The queue that hands background jobs to workers: pg-boss (docs/jobs.md says why), given the server's own database
// through its `db` adapter, so it runs on PGlite in the one process and on Postgres in every API process alike. The
// queue carries only a job's id: what the job is, its progress and its checkpoint are the `jobs` row's
// (migration 0029), which the job's own code moves in the transactions of its work.
import type { Database } from '../db/connect.ts';

/**
 * The pg-boss queues: `stride-jobs` carries the ids of `jobs` rows (the row says which kind: an import…), `stride-mail`
 * the ids of `mail_queue` rows (migration 0034: mail waiting for its relay, server/mail/mail-queue.ts).
 */
export type QueueName = 'stride-jobs' | 'stride-mail';
const JOBS: QueueName = 'stride-jobs';

/**
 * A worker that dies (a restart, a kill -9) stops its heartbeat: pg-boss hands the job out again once this many
 * seconds pass without one (10 is pg-boss's least), and the job resumes from its checkpoint.
 */
const HEARTBEAT_SECONDS = 10;
/** How often pg-boss looks for jobs whose heartbeat stopped (both its timers: their default, 60 s, left a dead job that long). */
const SUPERVISE_SECONDS = 5;
/** A job that throws (the database away, a full disk) is tried again, after 2 s, 4 s, 8 s … */
const RETRY = { retryLimit: 5, retryDelay: 2, retryBackoff: true, retryDelayMax: 60 } as const;
/**
 * A mail the relay refuses (down, or answering 4xx) is tried again after 2 s, 4 s, 8 s … up to 10 minutes: ten tries,
 * about half an hour in all, which outlasts a relay's restart. A mail is sent in seconds: the heartbeat is pg-boss's least.
 */
const MAIL_RETRY = { retryLimit: 10, retryDelay: 2, retryBackoff: true, retryDelayMax: 600 } as const;
const QUEUES: Record<QueueName, { retryLimit: number } & Record<string, unknown>> = {
  'stride-jobs': { ...RETRY, heartbeatSeconds: HEARTBEAT_SECONDS },
  'stride-mail': { ...MAIL_RETRY, heartbeatSeconds: HEARTBEAT_SECONDS },
};

/** Runs a job; `lastAttempt` when pg-boss will not try it again should it throw (the job is then marked failed). */
export type RunJob = (jobId: number, lastAttempt: boolean) => Promise<void>;

/** The webhook deliveries' own queue: each of its jobs is one attempt of one delivery (server/webhooks/deliver.ts). */
const DELIVERY_QUEUE = 'stride-webhooks';
/**
 * How often the deliveries left behind are looked for (an attempt a process died in, a retry whose queueing was lost):
 * the queue's jobs are the usual way an attempt is made; this only catches what fell between the two.
 */
const SWEEP_MS = 60_000;

/** Makes one attempt of a delivery; `attempt` is the number of attempts made before it (a stale job makes none). */
export type RunDelivery = (deliveryId: number, attempt: number) => Promise<void>;

export interface DeliveryWorkers {
  run: RunDelivery;
  /** Queues again the deliveries due and left behind. */
  sweep: () => Promise<void>;
}

export interface JobQueue {
  /** What runs a queue's work: the app gives it (createApp), before any can arrive. */
  serve(run: RunJob, queue?: QueueName): void;
  /** Starts the workers (at the server's start: a job left by a stopped process is taken up again). */
  start(): Promise<void>;
  /** Hands a row's id to a worker of any process (this one on PGlite). Starts the queue when not yet started. */
  enqueue(id: number, queue?: QueueName): Promise<void>;
  /** What makes webhook delivery attempts (createApp gives it). */
  serveDeliveries(workers: DeliveryWorkers): void;
  /** Queues attempt `attempt` of a delivery, to be made at `at` (now when not given). */
  enqueueDelivery(deliveryId: number, attempt: number, at?: Date): Promise<void>;
  stop(): Promise<void>;
}

/** The rows a process that ended left for each queue (PGlite: there is no other process that could be working them). */
const LEFT: Record<QueueName, string> = {
  'stride-jobs': `select id from jobs where status in ('queued', 'running')`,
  'stride-mail': `select id from mail_queue where status = 'queued'`,
};

interface Rows {
  rows: Record<string, unknown>[];
}

/** pg-boss's `db`: one connection of the server's database per call (a script of several statements stays on it). */
function adapter(database: Database): { executeSql(text: string, values?: unknown[]): Promise<Rows> } {
  return {
    executeSql: (text, values) =>
      database.session(async (session) => ({
        rows: values?.length ? await session.query<Record<string, unknown>>(text, values) : await session.exec(text),
      })),
  };
}

/**
 * The job queue on `database`. Nothing starts until `start` or the first `enqueue`, so a server (or a test) that
 * never runs a job pays nothing for it: pg-boss's first start creates its schema, about 2 s on PGlite.
 */
export function jobQueue(database: Database, onError: (error: Error) => void): JobQueue {
  let booting: Promise<import('pg-boss').PgBoss> | undefined;
  const runners = new Map<QueueName, RunJob>();
  let deliveries: DeliveryWorkers | undefined;
  let sweeper: ReturnType<typeof setInterval> | undefined;
  const boot = (): Promise<import('pg-boss').PgBoss> =>
    (booting ??= (async () => {
      const { PgBoss } = await import('pg-boss');
      const boss = new PgBoss({
        db: adapter(database),
        schedule: false,
        supervise: true,
        superviseIntervalSeconds: SUPERVISE_SECONDS,
        monitorIntervalSeconds: SUPERVISE_SECONDS,
      });
      boss.on('error', onError);
      await boss.start();
      for (const [queue, options] of Object.entries(QUEUES) as [QueueName, (typeof QUEUES)[QueueName]][]) {
        await boss.createQueue(queue, options);
        // `jobId` is the queue's row id (a `jobs` row, or a `mail_queue` row).
        await boss.work<{ jobId: number }>(queue, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async ([job]) => {
          const runner = runners.get(queue);
          // Thrown, the job is tried again later (by a process that serves it).
          if (!runner) throw new Error(`This process does not serve ${queue}`);
          if (job) await runner(job.data.jobId, job.retryCount >= options.retryLimit);
        });
      }
      // The delivery's row says whether it is retried and when (its back-off is a day long, with its own schedule): a
      // job that throws (the database away) is tried again as any job, and a stale one does nothing.
      await boss.createQueue(DELIVERY_QUEUE, { ...RETRY, heartbeatSeconds: HEARTBEAT_SECONDS });
      await boss.work<{ deliveryId: number; attempt: number }>(
        DELIVERY_QUEUE,
        { batchSize: 1, pollingIntervalSeconds: 0.5 },
        async ([job]) => {
          if (!deliveries) throw new Error('This process makes no deliveries');
          if (job) await deliveries.run(job.data.deliveryId, job.data.attempt);
        },
      );
      return boss;
    })());
  return {
    serve: (run, queue = JOBS) => void runners.set(queue, run),
    start: async () => {
      const boss = await boot();
      if (deliveries) {
        const sweep = deliveries.sweep;
        await sweep().catch(onError);
        sweeper = setInterval(() => void sweep().catch(onError), SWEEP_MS);
        sweeper.unref();
      }
      // PGlite serves one process: a job left queued or running is one a process that ended left (a restart, a kill -9).
      // It is handed out again at once rather than when its heartbeat is found missing. (On Postgres another process
      // may be running it: there the heartbeat decides.)
      if (database.driver !== 'pglite') return;
      for (const queue of runners.keys()) {
        const left = await database.session((session) => session.query<{ id: number }>(LEFT[queue]));
        for (const { id } of left) await boss.send(queue, { jobId: Number(id) });
      }
    },
    enqueue: async (id, queue = JOBS) => {
      const boss = await boot();
      await boss.send(queue, { jobId: id });
    },
    serveDeliveries: (workers) => void (deliveries = workers),
    enqueueDelivery: async (deliveryId, attempt, at) => {
      const boss = await boot();
      await boss.send(DELIVERY_QUEUE, { deliveryId, attempt }, at ? { startAfter: at } : {});
    },
    stop: async () => {
      clearInterval(sweeper);
      if (!booting) return;
      const boss = await booting;
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}

/**
 * Jobs run in this process as soon as they are queued, with no queue behind them: what an app built without a queue
 * (the bench, a tool) uses. A job it was running when the process ended is not taken up again.
 */
export function inProcessJobs(onError: (error: Error) => void): JobQueue {
  const runners = new Map<QueueName, RunJob>();
  let deliveries: DeliveryWorkers | undefined;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  return {
    serve: (run, queue = JOBS) => void runners.set(queue, run),
    start: () => Promise.resolve(),
    enqueue: (id, queue = JOBS) => {
      void runners.get(queue)?.(id, true).catch(onError);
      return Promise.resolve();
    },
    serveDeliveries: (workers) => void (deliveries = workers),
    enqueueDelivery: (deliveryId, attempt, at) => {
      const timer = setTimeout(
        () => {
          timers.delete(timer);
          if (deliveries) void deliveries.run(deliveryId, attempt).catch(onError);
        },
        Math.max(0, (at?.getTime() ?? 0) - Date.now()),
      );
      timer.unref();
      timers.add(timer);
      return Promise.resolve();
    },
    stop: () => {
      for (const timer of timers) clearTimeout(timer);
      return Promise.resolve();
    },
  };
}
