// The queue that hands background jobs to workers: pg-boss (docs/jobs.md says why), given the server's own database
// through its `db` adapter, so it runs on PGlite in the one process and on Postgres in every API process alike. The
// queue carries only a job's id: what the job is, its progress and its checkpoint are the `jobs` row's
// (migration 0029), which the job's own code moves in the transactions of its work.
import type { Database } from '../db/connect.ts';

/** The one pg-boss queue every kind of job goes through (the `jobs` row says which kind). */
const QUEUE = 'stride-jobs';

/**
 * A worker that dies (a restart, a kill -9) stops its heartbeat: pg-boss hands the job out again once this many
 * seconds pass without one (10 is pg-boss's least), and the job resumes from its checkpoint.
 */
const HEARTBEAT_SECONDS = 10;
/** How often pg-boss looks for jobs whose heartbeat stopped (both its timers: their default, 60 s, left a dead job that long). */
const SUPERVISE_SECONDS = 5;
/** A job that throws (the database away, a full disk) is tried again, after 2 s, 4 s, 8 s … */
const RETRY = { retryLimit: 5, retryDelay: 2, retryBackoff: true, retryDelayMax: 60 } as const;

/** Runs a job; `lastAttempt` when pg-boss will not try it again should it throw (the job is then marked failed). */
export type RunJob = (jobId: number, lastAttempt: boolean) => Promise<void>;

export interface JobQueue {
  /** What runs a job: the app gives it (createApp), before any job can arrive. */
  serve(run: RunJob): void;
  /** Starts the workers (at the server's start: a job left by a stopped process is taken up again). */
  start(): Promise<void>;
  /** Hands a `jobs` row's id to a worker of any process (this one on PGlite). Starts the queue when not yet started. */
  enqueue(jobId: number): Promise<void>;
  stop(): Promise<void>;
}

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
  let runner: RunJob | undefined;
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
      await boss.createQueue(QUEUE, { ...RETRY, heartbeatSeconds: HEARTBEAT_SECONDS });
      await boss.work<{ jobId: number }>(QUEUE, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async ([job]) => {
        // Thrown, the job is tried again later (by a process that serves jobs).
        if (!runner) throw new Error('This process runs no jobs');
        if (job) await runner(job.data.jobId, job.retryCount >= RETRY.retryLimit);
      });
      return boss;
    })());
  return {
    serve: (run) => void (runner = run),
    start: async () => {
      const boss = await boot();
      // PGlite serves one process: a job left queued or running is one a process that ended left (a restart, a kill -9).
      // It is handed out again at once rather than when its heartbeat is found missing. (On Postgres another process
      // may be running it: there the heartbeat decides.)
      if (database.driver !== 'pglite') return;
      const left = await database.session((session) =>
        session.query<{ id: number }>(`select id from jobs where status in ('queued', 'running')`),
      );
      for (const { id } of left) await boss.send(QUEUE, { jobId: Number(id) });
    },
    enqueue: async (jobId) => {
      const boss = await boot();
      await boss.send(QUEUE, { jobId });
    },
    stop: async () => {
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
  let runner: RunJob | undefined;
  return {
    serve: (run) => void (runner = run),
    start: () => Promise.resolve(),
    enqueue: (jobId) => {
      if (runner) void runner(jobId, true).catch(onError);
      return Promise.resolve();
    },
    stop: () => Promise.resolve(),
  };
}
