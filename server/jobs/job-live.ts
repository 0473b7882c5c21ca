// A job's progress and end on the live stream: announced (NOTIFY) to every API process's hub, and sent by each as a
// `job` event to the streams of the job's starter only. Not stored: a page that reconnects reads GET /app/jobs/{id}.
import { sql } from 'drizzle-orm';
import { jobAnswer as sharedAnswer, jobSchema, type Job } from '../../src/contract/jobs.ts';
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

/** A `jobs` row as the contract answers it (GET /app/jobs/{id} and the `job` event): the same on both backends. */
export const jobAnswer = (job: JobRow): Job => sharedAnswer(job);

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
