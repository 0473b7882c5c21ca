// A job's progress and end on the live stream: announced (NOTIFY) to every API process's hub, and sent by each as a
// `job` event to the streams of the job's starter only. Not stored: a page that reconnects reads GET /app/jobs/{id}.
import { sql } from 'drizzle-orm';
import { jobSchema, type Job } from '../../src/contract/jobs.ts';
import type { Db } from '../db/connect.ts';
import { jobs } from './job-tables.ts';

/** The Postgres channel job events go on; every API process's live hub listens (server/live/hub.ts). */
export const JOB_CHANNEL = 'stride_jobs';

/** A job event as the hub hears it: the job, and the account whose streams get it. */
export interface HeardJobEvent {
  job: Job;
  accountId: number;
}

type JobRow = typeof jobs.$inferSelect;

/** A `jobs` row as the contract answers it (GET /app/jobs/{id} and the `job` event). */
export function jobAnswer(job: JobRow): Job {
  const ended = job.status === 'done' || job.status === 'failed' || job.status === 'cancelled';
  const progress = job.status === 'done' ? 1 : job.totalRows ? Math.min(1, job.checkpoint / job.totalRows) : 0;
  const { added, updated, unchanged, failed } = job;
  return {
    id: job.id,
    kind: job.kind,
    status: job.status,
    progress,
    result: { added, updated, unchanged, failed, ...(ended && failed > 0 ? { reportUrl: `/app/jobs/${job.id}/report` } : {}) },
    ...(job.error ? { error: job.error } : {}),
  };
}

/** Announces the job as it is now to its starter's streams, on every API process. */
export async function publishJob(db: Pick<Db, 'execute'>, job: JobRow): Promise<void> {
  const notice: HeardJobEvent = { job: jobAnswer(job), accountId: job.accountId };
  await db.execute(sql`select pg_notify(${JOB_CHANNEL}, ${JSON.stringify(notice)})`);
}

/** A notice of the jobs channel, or null when it is not one. */
export function parseJobNotice(payload: string): HeardJobEvent | null {
  try {
    const raw = JSON.parse(payload) as { job?: unknown; accountId?: unknown };
    const job = jobSchema.safeParse(raw.job);
    return job.success && Number.isInteger(raw.accountId) ? { job: job.data, accountId: raw.accountId as number } : null;
  } catch {
    return null;
  }
}
