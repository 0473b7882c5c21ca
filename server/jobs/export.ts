// The export job: a view of more rows than the export streams (EXPORT_JOB_THRESHOLD) is written by a job, page by
// page with the list's own query, into a file kept in parts of a few MB (server/jobs/job-files.ts), so the job holds
// one page and one part at most. Its progress (rows written, of the view's count) goes out as `job` events; at the end
// one audit entry, the bell's notice, and the result's `url` (GET /app/jobs/{id}/download).
import { and, eq, sql } from 'drizzle-orm';
import { exportWriter } from '../../src/contract/export-file.ts';
import { fieldKinds } from '../../src/contract/field-kinds.ts';
import { EXPORT_STOPPED } from '../../src/contract/jobs.ts';
import { parseListQuery, type ListQuery } from '../../src/contract/list-query.ts';
import { MESSAGES } from '../../src/contract/messages.ts';
import { can } from '../../src/contract/permissions.ts';
import { LIST_SCHEMAS, type ListName } from '../../src/resources/index.ts';
import { users } from '../db/tables.ts';
import { listColumns } from '../db/list-columns.ts';
import { keysetField, selectPageJson, selectRowsAfterJson } from '../lists/list-queries.ts';
import { writtenOwner } from '../lists/ownership.ts';
import type { JobContext } from './import.ts';
import { dropExportParts, EXPORT_PART_BYTES, keepExportPart } from './job-files.ts';
import { publishJob } from './job-live.ts';
import { notifyJobEnd } from './job-notice.ts';
import { jobs } from './job-tables.ts';

/** Rows per page of an export: each page is read, written and let go before the next. */
export const EXPORT_PAGE = 1000;
/** A running export's `job` event goes out at most this often (a page takes milliseconds). */
const PROGRESS_EVERY_MS = 250;

type Job = typeof jobs.$inferSelect;

type Row = Record<string, unknown>;

/** One page of the view, with the view's count. */
export async function exportPage(db: JobContext['db'], name: ListName, caller: number, query: ListQuery, page: number) {
  const json = await selectPageJson(db, name, caller, { ...query, page, pageSize: EXPORT_PAGE });
  return JSON.parse(json) as { items: Row[]; total: number };
}

/**
 * A view to export: its count (read once, with its first page) and its rows page by page, in its order. The pages after
 * the first start after the last row of the one before (a keyset page: each costs what the first does, where an offset
 * walks past every row before it and the thousandth page of a million rows took as long as a hundred first ones); a view
 * ordered by a field that may be null goes by offsets.
 */
export async function readView(db: JobContext['db'], name: ListName, caller: number, query: ListQuery) {
  const first = await exportPage(db, name, caller, query, 1);
  return { total: first.total, pages: pagesOf(db, name, caller, query, first.items) };
}

async function* pagesOf(db: JobContext['db'], name: ListName, caller: number, query: ListQuery, first: Row[]): AsyncGenerator<Row[]> {
  const keyset = keysetField(name, query.sort);
  let items = first;
  for (let page = 1; ; page++) {
    yield items;
    if (items.length < EXPORT_PAGE) return;
    const last = items[items.length - 1]!;
    if (!keyset) items = (await exportPage(db, name, caller, query, page + 1)).items;
    else {
      const after = { key: keyset.field === undefined ? null : last[keyset.field], id: last.id as number };
      items = JSON.parse(await selectRowsAfterJson(db, name, caller, query, after, EXPORT_PAGE)) as Row[];
    }
  }
}

/**
 * Bytes gathered into parts of EXPORT_PART_BYTES (the last one smaller), each kept as soon as it is full. The pages'
 * bytes are copied into one buffer of a part's size, kept and filled again: no part is joined anew, so the job's
 * garbage is its pages' bytes alone.
 */
function partWriter(ctx: JobContext, jobId: number) {
  const part = new Uint8Array(ctx.exportJobs?.partBytes ?? EXPORT_PART_BYTES);
  const pending: Uint8Array[] = [];
  let size = 0;
  let parts = 0;
  const keep = async (bytes: Uint8Array) => keepExportPart(ctx.db, ctx.files, jobId, parts++, bytes);
  return {
    push: (bytes: Uint8Array) => void pending.push(bytes),
    /** Copies the bytes pushed into the part, keeping it each time it is full (and, `last`, what is left). */
    flush: async (last = false) => {
      for (const bytes of pending.splice(0)) {
        for (let from = 0; from < bytes.byteLength;) {
          const taken = Math.min(part.byteLength - size, bytes.byteLength - from);
          part.set(bytes.subarray(from, from + taken), size);
          size += taken;
          from += taken;
          // Kept before it is filled again: the write has read the buffer once it has answered.
          if (size === part.byteLength) {
            await keep(part);
            size = 0;
          }
        }
      }
      if (last && size > 0) await keep(part.subarray(0, size));
      if (last) size = 0;
    },
    parts: () => parts,
  };
}

const yieldToServer = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Moves the job's count of rows written; false when it is no longer running (cancelled). */
async function moveCheckpoint(ctx: JobContext, job: Job, rows: number, total: number, publish: boolean): Promise<boolean> {
  const [moved] = await ctx.db
    .update(jobs)
    .set({ checkpoint: rows, totalRows: Math.max(total, rows), updatedAt: sql`now()` })
    .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running')))
    .returning();
  if (moved && publish) await publishJob(ctx.db, moved);
  return moved !== undefined;
}

/** The job's end: done, one audit entry, the bell's notice and the last `job` event, in one transaction. */
async function finish(ctx: JobContext, job: Job, rows: number): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [done] = await tx
      .update(jobs)
      .set({ status: 'done', checkpoint: rows, totalRows: rows, updatedAt: sql`now()` })
      .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running')))
      .returning();
    if (!done) return false;
    await ctx.audit(tx, {
      actorId: job.accountId,
      action: 'export',
      resource: job.list,
      recordId: null,
      ownerId: writtenOwner(job.list as ListName, job.accountId),
      changes: [
        { field: 'export.job', before: null, after: job.id },
        { field: 'export.format', before: null, after: job.query?.format ?? 'csv' },
        { field: 'export.rows', before: null, after: rows },
      ],
    });
    await notifyJobEnd(tx, done);
    await publishJob(tx, done);
    return true;
  });
}

/** Marks an export failed (unless it has ended meanwhile), says so to its starter, and removes what it wrote. */
async function failExport(ctx: JobContext, jobId: number, error: string, parts?: number): Promise<void> {
  const [failed] = await ctx.db
    .update(jobs)
    .set({ status: 'failed', error, updatedAt: sql`now()` })
    .where(and(eq(jobs.id, jobId), sql`${jobs.status} in ('queued', 'running')`))
    .returning();
  await dropExportParts(ctx.db, ctx.files, jobId, parts);
  if (!failed) return;
  await notifyJobEnd(ctx.db, failed);
  await publishJob(ctx.db, failed);
}

/**
 * Runs export job `jobId` from its first row (a run after a restart writes the file again); a job already ended, or
 * cancelled, is left as it is. An error is thrown for the queue to try the job again, and fails it on the last attempt.
 */
export async function runExport(ctx: JobContext, jobId: number, lastAttempt: boolean): Promise<void> {
  try {
    await exportJob(ctx, jobId);
  } catch (error) {
    if (lastAttempt) await failExport(ctx, jobId, EXPORT_STOPPED);
    throw error;
  }
}

async function exportJob(ctx: JobContext, jobId: number): Promise<void> {
  const [job] = await ctx.db
    .update(jobs)
    .set({ status: 'running', checkpoint: 0, updatedAt: sql`now()` })
    .where(and(eq(jobs.id, jobId), sql`${jobs.status} in ('queued', 'running')`))
    .returning();
  if (!job?.query) return;
  const name = job.list as ListName;
  // The starter's role as it is when the job runs: an account deactivated, or a role changed, since the request counts.
  const [account] = await ctx.db.select({ role: users.role, status: users.status }).from(users).where(eq(users.id, job.accountId));
  if (!can(account?.status === 'active' ? account.role : undefined, `${name}.read`)) return failExport(ctx, jobId, MESSAGES.forbidden);
  const parsed = parseListQuery(new URLSearchParams(job.query.params), fieldKinds(LIST_SCHEMAS[name]));
  if (!parsed.ok) return failExport(ctx, jobId, parsed.message);
  // A run before this one (a restart) may have left parts: the file is written again from its first.
  await dropExportParts(ctx.db, ctx.files, jobId);
  const parts = partWriter(ctx, jobId);
  const writer = exportWriter(
    job.query.format,
    listColumns(name).map((column) => column.field),
    parts.push,
  );
  let rows = 0;
  let published = 0;
  const view = await readView(ctx.db, name, job.accountId, parsed.query);
  for await (const items of view.pages) {
    writer.rows(items);
    await parts.flush();
    rows += items.length;
    const publish = Date.now() - published >= PROGRESS_EVERY_MS;
    if (publish) published = Date.now();
    // A cancel is seen here, between two pages: what was written is removed.
    if (!(await moveCheckpoint(ctx, job, rows, view.total, publish))) return dropExportParts(ctx.db, ctx.files, jobId, parts.parts());
    await yieldToServer();
  }
  writer.end();
  await parts.flush(true);
  if (!(await finish(ctx, job, rows))) await dropExportParts(ctx.db, ctx.files, jobId, parts.parts());
}
