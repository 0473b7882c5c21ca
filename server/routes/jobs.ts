// Background jobs and the lists' import and export: `POST /app/<list>/import` queues a job, `GET /app/jobs/{id}` reads
// it, `DELETE` cancels it, `/report` serves an import's failures, `/download` an export's file; `GET /app/<list>/export`
// streams the view as CSV or XLSX, or past EXPORT_JOB_THRESHOLD rows queues an export job (202).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { stream } from 'hono/streaming';
import {
  BAD_EXPORT_FORMAT,
  BAD_MAPPING,
  type ExportFormat,
  JOB_ROUTES,
  NO_JOB,
  NOT_CSV,
  NOT_IMPORTABLE,
  NOT_VALID_XLSX,
  NO_EXPORT_FILE,
  transferRoutes,
  XLSX_TYPE,
} from '../../src/contract/jobs.ts';
import { xlsxToCsv } from '../../src/contract/xlsx.ts';
import { readView } from '../jobs/export.ts';
import { exportWriter } from '../../src/contract/export-file.ts';
import { jobAnswer, publishJob } from '../jobs/job-live.ts';
import { fieldKinds } from '../../src/contract/field-kinds.ts';
import { parseListQuery } from '../../src/contract/list-query.ts';
import { LIST_NAMES, LIST_SCHEMAS, resourceOf, type ListName } from '../../src/resources/index.ts';
import { failuresReport, reportLocale } from '../../src/contract/import-failure.ts';
import { siteTranslator } from '../mail/messages.ts';
import { importable, parseMapping } from '../../src/contract/import-columns.ts';
import { listColumns } from '../db/list-columns.ts';
import { jobFailures, jobs } from '../jobs/job-tables.ts';
import { dropJobInput, dropStoredInput, exportFileBytes, hasExportFile, keepJobInput } from '../jobs/job-files.ts';
import { errorResponse, idParam, on, type App, type AppEnv, type ServerContext } from './kit.ts';

type JobRow = typeof jobs.$inferSelect;

/** The caller's job of that id: another account's is not found, as one that does not exist. */
async function ownJob(ctx: ServerContext, c: Context<AppEnv>): Promise<JobRow | undefined> {
  const id = idParam(c);
  if (id === null) return undefined;
  const [job] = await ctx.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.accountId, c.get('userId'))));
  return job;
}

function jobRoutes(app: App, ctx: ServerContext): void {
  on(app, ctx, JOB_ROUTES.getJob, async (c) => {
    const job = await ownJob(ctx, c);
    return job ? c.json(jobAnswer(job)) : errorResponse(c, 404, NO_JOB);
  });
  on(app, ctx, JOB_ROUTES.cancelJob, async (c) => {
    const job = await ownJob(ctx, c);
    if (!job) return errorResponse(c, 404, NO_JOB);
    const [cancelled] = await ctx.db
      .update(jobs)
      .set({ status: 'cancelled', updatedAt: sql`now()` })
      .where(and(eq(jobs.id, job.id), sql`${jobs.status} in ('queued', 'running')`))
      .returning();
    if (cancelled) {
      await dropJobInput(ctx.db, job.id);
      await dropStoredInput(ctx.files, job.id, (error) => ctx.logger.error('job file not removed', { error: error.message }));
      await publishJob(ctx.db, cancelled);
    }
    return c.json(jobAnswer(cancelled ?? job));
  });
  on(app, ctx, JOB_ROUTES.getJobReport, async (c) => {
    const job = await ownJob(ctx, c);
    if (!job) return errorResponse(c, 404, NO_JOB);
    const failures = await ctx.db.select().from(jobFailures).where(eq(jobFailures.jobId, job.id)).orderBy(asc(jobFailures.rowNumber));
    const t = siteTranslator(reportLocale(c.req.header('Accept-Language')));
    const rows = failures.map((f) => ({
      rowNumber: f.rowNumber,
      field: f.columnName,
      value: f.value,
      message: f.message,
      reason: f.reason,
    }));
    const body = failuresReport(rows, t, resourceOf(job.list as ListName).entity);
    return c.body(body, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="import-${job.id}-failures.csv"`,
    });
  });
  on(app, ctx, JOB_ROUTES.downloadJob, async (c) => {
    const job = await ownJob(ctx, c);
    if (!job) return errorResponse(c, 404, NO_JOB);
    const found = job.kind === 'export' && job.status === 'done' && (await hasExportFile(ctx.db, ctx.files, job.id));
    if (!found) return errorResponse(c, 404, NO_EXPORT_FILE);
    const format = job.query?.format ?? 'csv';
    c.header('Content-Type', format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${job.list}-${job.id}.${format}"`);
    // One slice in memory at a time: each is read when the one before has been written.
    return stream(c, async (out) => {
      for await (const bytes of exportFileBytes(ctx.db, ctx.files, job.id)) await out.write(bytes);
    });
  });
}

function importRoute(app: App, ctx: ServerContext, name: ListName): void {
  on(app, ctx, transferRoutes(name).importRows, async (c) => {
    if (!importable(name)) return errorResponse(c, 400, NOT_IMPORTABLE);
    const type = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'text/csv' && type !== XLSX_TYPE) return errorResponse(c, 415, NOT_CSV);
    const mapping = parseMapping(c.req.query('mapping'));
    if (mapping === 'bad') return errorResponse(c, 400, BAD_MAPPING);
    let bytes = new Uint8Array(await c.req.arrayBuffer());
    // A workbook is kept as the CSV of its first sheet: the job (and a run after a restart) reads every file as CSV.
    if (type === XLSX_TYPE)
      try {
        bytes = new TextEncoder().encode(xlsxToCsv(bytes));
      } catch (error) {
        return errorResponse(c, 400, NOT_VALID_XLSX + (error instanceof Error ? error.message : String(error)));
      }
    const fileName = (c.req.header('X-File-Name') ?? `${name}.${type === XLSX_TYPE ? 'xlsx' : 'csv'}`).slice(0, 200);
    const jobId = await ctx.db.transaction(async (tx) => {
      const [job] = await tx
        .insert(jobs)
        .values({ accountId: c.get('userId'), kind: 'import', list: name, fileName, mapping: mapping ?? null })
        .returning({ id: jobs.id });
      await keepJobInput(tx, ctx.files, job!.id, bytes);
      return job!.id;
    });
    await ctx.jobs.enqueue(jobId);
    return c.json({ jobId }, 202);
  });
}

function exportRoute(app: App, ctx: ServerContext, name: ListName): void {
  const fields = fieldKinds(LIST_SCHEMAS[name]);
  const header = listColumns(name).map((column) => column.field);
  on(app, ctx, transferRoutes(name).exportRows, async (c) => {
    const params = new URL(c.req.url).searchParams;
    const format = params.get('format') ?? 'csv';
    if (format !== 'csv' && format !== 'xlsx') return errorResponse(c, 400, BAD_EXPORT_FORMAT);
    params.delete('format');
    const parsed = parseListQuery(params, fields);
    if (!parsed.ok) return errorResponse(c, 400, parsed.message);
    const caller = c.get('userId');
    // The first page tells the view's count: past the threshold, a job writes the file (server/jobs/export.ts).
    const view = await readView(ctx.db, name, caller, parsed.query);
    if (view.total > ctx.exportJobs.threshold) return c.json({ jobId: await queueExport(ctx, c, name, format, params, view.total) }, 202);
    c.header('Content-Type', format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${name}.${format}"`);
    return stream(c, async (out) => {
      // Each page's bytes are written before the next page is read: one page in memory at a time.
      const pending: Uint8Array[] = [];
      const flush = async () => {
        for (const bytes of pending.splice(0)) await out.write(bytes);
      };
      const writer = exportWriter(format, header, (bytes) => pending.push(bytes));
      for await (const items of view.pages) {
        writer.rows(items);
        await flush();
      }
      writer.end();
      await flush();
    });
  });
}

/** Stores an export job of the caller's (its format and the list call's parameters) and queues it; its id. */
async function queueExport(
  ctx: ServerContext,
  c: Context<AppEnv>,
  name: ListName,
  format: ExportFormat,
  params: URLSearchParams,
  total: number,
): Promise<number> {
  const [job] = await ctx.db
    .insert(jobs)
    .values({
      accountId: c.get('userId'),
      kind: 'export',
      list: name,
      fileName: `${name}.${format}`,
      totalRows: total,
      query: { format, params: Object.fromEntries(params) },
    })
    .returning({ id: jobs.id });
  await ctx.jobs.enqueue(job!.id);
  return job!.id;
}

/** The job routes, then each list's import and export (before the lists' own `/app/<list>/{id}`). */
export function jobAndTransferRoutes(app: App, ctx: ServerContext): void {
  jobRoutes(app, ctx);
  for (const name of LIST_NAMES) {
    importRoute(app, ctx, name);
    exportRoute(app, ctx, name);
  }
}
