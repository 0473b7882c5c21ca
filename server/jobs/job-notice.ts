// The bell's notification of a job that has ended (src/contract/job-notice.ts): a `notifications` row of the starter's,
// under resource `jobs` and the job's id, written in the transaction that ends the job; the list route reads the job
// to say what it says.
import { and, eq, inArray } from 'drizzle-orm';
import { jobNoticeKind, jobNoticeOf, JOB_NOTICE_RESOURCE } from '../../src/contract/job-notice.ts';
import type { Notification } from '../../src/schemas/notifications.ts';
import type { Db } from '../db/connect.ts';
import { notifications } from '../db/tables.ts';
import { jobs } from './job-tables.ts';

type Job = typeof jobs.$inferSelect;

/** Tells the job's starter that it has ended (done or failed; a cancel is the starter's own doing, and says nothing). */
export async function notifyJobEnd(tx: Pick<Db, 'insert'>, job: Job): Promise<void> {
  const kind = jobNoticeKind(job);
  if (!kind) return;
  await tx.insert(notifications).values({ userId: job.accountId, kind, resource: JOB_NOTICE_RESOURCE, rowId: job.id });
}

/** The caller's jobs that these notifications are about, by id (one read). */
export async function noticedJobs(db: Db, rows: readonly { resource: string | null; rowId: number | null }[], caller: number) {
  const ids = rows.flatMap((row) => (row.resource === JOB_NOTICE_RESOURCE && row.rowId !== null ? [row.rowId] : []));
  const found = new Map<number, Job>();
  if (!ids.length) return found;
  for (const job of await db
    .select()
    .from(jobs)
    .where(and(inArray(jobs.id, ids), eq(jobs.accountId, caller)))) {
    found.set(job.id, job);
  }
  return found;
}

/** What a job's notification says, from its job (nothing once the job is gone: the text is then a general one). */
export const jobNoticeFields = (job: Job | undefined): Pick<Notification, 'about' | 'url'> => (job ? jobNoticeOf(job) : {});
