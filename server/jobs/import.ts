// The import job: the file's rows in chunks, each chunk's rows, failures, counts and checkpoint in one transaction, so
// a job that starts again after a restart or a kill -9 goes on from the last chunk committed and writes no row twice.
import { CsvError, parse } from 'csv-parse';
import { and, eq, sql } from 'drizzle-orm';
import { type ListName } from '../../src/resources/index.ts';
import type { recordAudit } from '../audit/record.ts';
import type { Db } from '../db/connect.ts';
import { publishChange } from '../live/changes.ts';
import { writtenOwner } from '../lists/ownership.ts';
import { matchColumns } from './columns.ts';
import { importChunk } from './import-rows.ts';
import { csvDelimiter } from '../../src/contract/csv.ts';
import { IMPORT_CHUNK, importRowOf, type ChunkCounts, type ImportRow } from '../../src/contract/import-columns.ts';
import { publishJob } from './job-live.ts';
import { IMPORT_STOPPED, NOT_VALID_CSV } from '../../src/contract/jobs.ts';
import { can } from '../../src/contract/permissions.ts';
import { users } from '../db/tables.ts';
import { MESSAGES } from '../../src/contract/messages.ts';
import { jobFailures, jobs } from './job-tables.ts';
import { dropJobInput, dropStoredInput, readJobInput } from './job-files.ts';
import { notifyJobEnd } from './job-notice.ts';
import type { FileStore } from '../uploads/file-store.ts';
import type { Logger } from '../log.ts';

export interface JobContext {
  db: Db;
  audit: typeof recordAudit;
  /** Where the job's file is when the store is shared (server/jobs/job-files.ts). */
  files: FileStore;
  logger: Pick<Logger, 'error'>;
  /** The bytes of an export file's parts (EXPORT_PART_BYTES unless a test makes them small, to see several). */
  exportJobs?: { partBytes?: number };
}

/** The records of a CSV file (UTF-8, with or without a byte-order mark; `,` or `;` as the separator), one at a time. */
function records(bytes: Uint8Array): AsyncIterable<string[]> {
  const delimiter = csvDelimiter(new TextDecoder().decode(bytes.subarray(0, 4096)));
  return parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
    bom: true,
    delimiter,
    relax_column_count: true,
    skip_empty_lines: true,
  }) as AsyncIterable<string[]>;
}

/**
 * Lets the server answer what came meanwhile. PGlite answers in the same thread, and a parser's records and PGlite's
 * answers resolve as microtasks: without this an import held the event loop for seconds (a request waiting on a
 * kept-alive connection was then reset).
 */
const yieldToServer = () => new Promise<void>((resolve) => setImmediate(resolve));

type Job = typeof jobs.$inferSelect;

/**
 * Writes one chunk with the job's checkpoint, in one transaction. The job's row is locked and its checkpoint checked
 * first: a chunk another run of the same job committed meanwhile (or a cancel) writes nothing.
 */
async function commitChunk(ctx: JobContext, job: Job, from: number, rows: ImportRow[], mayUpdate: boolean): Promise<'written' | 'stop'> {
  return ctx.db.transaction(async (tx) => {
    const [now] = await tx.select({ status: jobs.status, checkpoint: jobs.checkpoint }).from(jobs).where(eq(jobs.id, job.id)).for('update');
    if (now?.status !== 'running' || now.checkpoint !== from) return 'stop';
    const { counts, failures } = await importChunk(tx, job.list as ListName, job.accountId, rows, mayUpdate);
    if (failures.length) {
      await tx.insert(jobFailures).values(
        failures.map((f) => ({
          jobId: job.id,
          rowNumber: f.rowNumber,
          columnName: f.field,
          value: f.value,
          message: f.message,
          reason: f.reason ?? null,
        })),
      );
    }
    const [moved] = await tx
      .update(jobs)
      .set({
        checkpoint: from + rows.length,
        added: sql`${jobs.added} + ${counts.added}`,
        updated: sql`${jobs.updated} + ${counts.updated}`,
        unchanged: sql`${jobs.unchanged} + ${counts.unchanged}`,
        failed: sql`${jobs.failed} + ${counts.failed}`,
        updatedAt: sql`now()`,
      })
      .where(eq(jobs.id, job.id))
      .returning();
    // Sent at the commit (NOTIFY waits for it), so the page never hears of rows it cannot read yet.
    await publishJob(tx, moved!);
    return 'written';
  });
}

/** The job's end: its status, one audit entry (who, file, counts) and one live change that makes open lists read again. */
async function finish(ctx: JobContext, job: Job): Promise<void> {
  const ended = await ctx.db.transaction(async (tx) => {
    const [done] = await tx
      .update(jobs)
      .set({ status: 'done', updatedAt: sql`now()` })
      .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running')))
      .returning();
    if (!done) return undefined;
    await dropJobInput(tx, job.id);
    const counts: (keyof ChunkCounts)[] = ['added', 'updated', 'unchanged', 'failed'];
    await ctx.audit(tx, {
      actorId: job.accountId,
      action: 'create',
      resource: job.list,
      recordId: null,
      ownerId: writtenOwner(job.list as ListName, job.accountId),
      changes: [
        { field: 'import.job', before: null, after: job.id },
        { field: 'import.file', before: null, after: job.fileName },
        ...counts.map((field) => ({ field: `import.${field}`, before: null, after: done[field] })),
      ],
    });
    await notifyJobEnd(tx, done);
    await publishJob(tx, done);
    return done;
  });
  if (ended) await dropStoredInput(ctx.files, job.id, logDropFailure(ctx));
  if (ended && ended.added + ended.updated > 0) {
    const list = job.list as ListName;
    await publishChange(ctx.db, {
      userId: job.accountId,
      resource: list,
      action: 'update',
      rowId: 0,
      ownerId: writtenOwner(list, job.accountId),
    });
  }
}

const logDropFailure = (ctx: JobContext) => (error: Error) => ctx.logger.error('job file not removed', { error: error.message });

/** Marks a job failed (unless it has ended meanwhile), and says so to its starter. */
async function failJob(ctx: JobContext, jobId: number, error: string): Promise<void> {
  const [failed] = await ctx.db
    .update(jobs)
    .set({ status: 'failed', error, updatedAt: sql`now()` })
    .where(and(eq(jobs.id, jobId), sql`${jobs.status} in ('queued', 'running')`))
    .returning();
  if (!failed) return;
  await notifyJobEnd(ctx.db, failed);
  await dropJobInput(ctx.db, jobId);
  await dropStoredInput(ctx.files, jobId, logDropFailure(ctx));
  await publishJob(ctx.db, failed);
}

/**
 * Runs (or goes on with) import job `jobId`; a job already ended, or cancelled, is left as it is. A file that is not
 * CSV fails the job at once (the chunks before the bad line stay); any other error is thrown for the queue to try the
 * job again, and fails it on the last attempt.
 */
export async function runImport(ctx: JobContext, jobId: number, lastAttempt: boolean): Promise<void> {
  try {
    await importJob(ctx, jobId);
  } catch (error) {
    const badFile = error instanceof CsvError;
    if (badFile || lastAttempt) await failJob(ctx, jobId, badFile ? `${NOT_VALID_CSV}${error.message}` : IMPORT_STOPPED);
    if (!badFile) throw error;
  }
}

async function importJob(ctx: JobContext, jobId: number): Promise<void> {
  const [job] = await ctx.db
    .update(jobs)
    .set({ status: 'running', updatedAt: sql`now()` })
    .where(and(eq(jobs.id, jobId), sql`${jobs.status} in ('queued', 'running')`))
    .returning();
  if (!job) return;
  const bytes = await readJobInput(ctx.db, ctx.files, jobId);
  if (!bytes) return;
  const name = job.list as ListName;
  // The starter's role as it is when the job runs: an account deactivated, or a role changed, since the upload counts.
  const [account] = await ctx.db.select({ role: users.role, status: users.status }).from(users).where(eq(users.id, job.accountId));
  const role = account?.status === 'active' ? account.role : undefined;
  if (!can(role, `${name}.create`)) return failJob(ctx, jobId, MESSAGES.forbidden);
  const mayUpdate = can(role, `${name}.update`);
  if (job.totalRows === null) {
    let total = -1;
    for await (const _record of records(bytes)) if (++total % IMPORT_CHUNK === 0) await yieldToServer();
    await ctx.db
      .update(jobs)
      .set({ totalRows: Math.max(total, 0) })
      .where(eq(jobs.id, jobId));
  }
  let columns: Map<number, string> | undefined;
  let rowNumber = 0;
  let chunk: ImportRow[] = [];
  for await (const record of records(bytes)) {
    if (!columns) {
      columns = matchColumns(name, record, job.mapping ?? {});
      continue;
    }
    rowNumber++;
    // Rows a run before this one committed are skipped, not read again.
    if (rowNumber <= job.checkpoint) {
      if (rowNumber % IMPORT_CHUNK === 0) await yieldToServer();
      continue;
    }
    chunk.push(importRowOf(name, columns, record, rowNumber));
    if (chunk.length === IMPORT_CHUNK) {
      if ((await commitChunk(ctx, job, rowNumber - chunk.length, chunk, mayUpdate)) === 'stop') return;
      chunk = [];
      await yieldToServer();
    }
  }
  if (chunk.length && (await commitChunk(ctx, job, rowNumber - chunk.length, chunk, mayUpdate)) === 'stop') return;
  await finish(ctx, job);
}
