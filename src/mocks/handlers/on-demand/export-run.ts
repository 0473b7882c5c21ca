/**
 * The fake backend's export job, as the reference server's (server/jobs/export.ts): a view of more rows than the
 * export streams is written by a job in this tab, EXPORT_CHUNK rows at a time with the shared writer
 * (src/contract/export-file.ts: formula cells neutralised), its progress told to its starter's streams and the page
 * given its turn between chunks; a cancel is seen on a chunk's edge. The file is kept in the fake backend's file store
 * (IndexedDB in the browser, so every tab downloads it) under the job's key, and served by GET /app/jobs/{id}/download.
 */
import { exportWriter } from '../../../contract/export-file.ts';
import { EXPORT_STOPPED, XLSX_TYPE, type ExportFormat } from '../../../contract/jobs.ts';
import { MESSAGES } from '../../../contract/messages.ts';
import { can } from '../../../contract/permissions.ts';
import type { ListName } from '../../../resources/index.ts';
import type { FakeDb } from '../../db.ts';
import type { FakeFileStore } from '../../files.ts';
import { addJobNotice } from '../../notifications.ts';
import { changeJob, jobLiveOf, storedJob, type StoredJob } from '../job-state.ts';
import type { HandlerContext } from '../kit.ts';

/** Rows written between two turns of the page (the server's page). */
const EXPORT_CHUNK = 1000;

/** Where an export job's file is kept in the fake backend's file store. */
export const exportFileKey = (jobId: number) => `job-${jobId}-export`;
const EXPORT_FILE_KEY = /^job-([0-9]+)-export$/;

/** Removes the files of export jobs no longer kept (pushed out of the newest jobs); a failure only leaves a file behind. */
export function dropExportFiles(files: FakeFileStore, dropped: readonly StoredJob[]): Promise<void> {
  const exports = dropped.filter((job) => job.kind === 'export');
  return Promise.all(exports.map((job) => files.delete(exportFileKey(job.id)))).then(
    () => undefined,
    () => undefined,
  );
}

/** Removes every export file whose job is not stored (after "Reset demo data", which empties the jobs). */
export async function sweepExportFiles(db: FakeDb, files: FakeFileStore): Promise<void> {
  const orphans = (await files.keys()).filter((key) => {
    const id = EXPORT_FILE_KEY.exec(key)?.[1];
    return id !== undefined && !storedJob(db, Number(id));
  });
  await Promise.all(orphans.map((key) => files.delete(key)));
}

export interface ExportInput {
  jobId: number;
  name: ListName;
  format: ExportFormat;
  header: readonly string[];
  /** The view's rows, in its order, as the request found them. */
  rows: readonly Record<string, unknown>[];
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const isLive = (job: StoredJob) => job.status === 'queued' || job.status === 'running';

function failExport(ctx: HandlerContext, jobId: number, error: string): void {
  const failed = changeJob(ctx.db, jobId, (job) => (isLive(job) ? { ...job, status: 'failed', error } : job));
  if (failed?.status !== 'failed') return;
  addJobNotice(ctx.db, failed, failed.fileName ?? '');
  jobLiveOf(ctx.db).publish(failed);
}

/** Runs export job `input.jobId` to its end (or its cancel). */
export async function runExport(ctx: HandlerContext, input: ExportInput): Promise<void> {
  // The 202 leaves first.
  await nextTask();
  try {
    await exportJob(ctx, input);
  } catch {
    failExport(ctx, input.jobId, EXPORT_STOPPED);
  }
}

async function exportJob(ctx: HandlerContext, input: ExportInput): Promise<void> {
  const { db } = ctx;
  const { jobId, name, rows } = input;
  const started = changeJob(db, jobId, (job) => (isLive(job) ? { ...job, status: 'running', totalRows: rows.length } : job));
  if (started?.status !== 'running') return;
  // The starter's role as it is when the job runs, as on the server.
  if (!can(ctx.accounts.callerRole(started.accountId), `${name}.read`)) return failExport(ctx, jobId, MESSAGES.forbidden);
  const parts: Uint8Array<ArrayBuffer>[] = [];
  const writer = exportWriter(input.format, input.header, (bytes) => parts.push(new Uint8Array(bytes)));
  for (let from = 0; from < rows.length || from === 0; from += EXPORT_CHUNK) {
    await db.sync();
    // A cancel (from any tab) stops the job between two chunks; nothing is kept.
    if (storedJob(db, jobId)?.status !== 'running') return;
    const chunk = rows.slice(from, from + EXPORT_CHUNK);
    writer.rows(chunk);
    const moved = changeJob(db, jobId, (job) => ({ ...job, checkpoint: from + chunk.length }));
    if (moved) jobLiveOf(db).publish(moved);
    await nextTask();
  }
  writer.end();
  const type = input.format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8';
  await ctx.files.put(exportFileKey(jobId), { bytes: await new Blob(parts).arrayBuffer(), type });
  const done = changeJob(db, jobId, (job) => (job.status === 'running' ? { ...job, status: 'done', checkpoint: rows.length } : job));
  if (done?.status !== 'done') return;
  ctx.audit.record({
    actorId: done.accountId,
    action: 'export',
    resource: name,
    recordId: null,
    changes: [
      { field: 'export.job', before: null, after: done.id },
      { field: 'export.format', before: null, after: input.format },
      { field: 'export.rows', before: null, after: rows.length },
    ],
  });
  addJobNotice(db, done, done.fileName ?? '');
  jobLiveOf(db).publish(done);
}
