// What the jobs queue (`stride-jobs`) runs: the `jobs` row says which kind of job an id is.
import { eq } from 'drizzle-orm';
import { runExport } from './export.ts';
import { runImport, type JobContext } from './import.ts';
import { jobs } from './job-tables.ts';

/** Runs job `jobId` as its kind says (an id with no row does nothing). */
export async function runJob(ctx: JobContext, jobId: number, lastAttempt: boolean): Promise<void> {
  const [job] = await ctx.db.select({ kind: jobs.kind }).from(jobs).where(eq(jobs.id, jobId));
  if (job?.kind === 'export') return runExport(ctx, jobId, lastAttempt);
  if (job) return runImport(ctx, jobId, lastAttempt);
}
