/**
 * Import, export and the background jobs on the fake backend, as the reference server answers them (docs/jobs.md):
 * `POST /app/<list>/import` stores a queued job and its file and runs it in this tab (import-take-up.ts, import-run.ts), `GET /app/jobs/{id}` reads it,
 * `DELETE` cancels it, `/report` is its failures as CSV, `/download` an export job's file; `GET /app/<list>/export`
 * writes the list's view as CSV with the list's own query (applyListQuery), or past the threshold (EXPORT_JOB_THRESHOLD
 * unless the backend is given a lower one) runs an export job (export-run.ts) and answers 202. A job is its starter's:
 * anyone else is answered 404.
 */
import { HttpResponse, type HttpHandler } from 'msw';
import {
  BAD_EXPORT_FORMAT,
  BAD_MAPPING,
  IMPORT_TOO_LARGE,
  JOB_ROUTES,
  jobAnswer,
  MAX_IMPORT_BYTES,
  NO_JOB,
  NOT_CSV,
  NOT_IMPORTABLE,
  NOT_VALID_XLSX,
  NO_EXPORT_FILE,
  transferRoutes,
  XLSX_TYPE,
} from '../../../contract/jobs.ts';
import { CSV_BOM, csvLine } from '../../../contract/csv.ts';
import { importable, parseMapping } from '../../../contract/import-columns.ts';
import { applyListQuery, parseListQuery } from '../../../contract/list-query.ts';
import { fieldKinds } from '../../../contract/field-kinds.ts';
import { MESSAGES } from '../../../contract/messages.ts';
import { LIST_NAMES, LIST_SCHEMAS, resourceOf, type ListName } from '../../../resources/index.ts';
import { failuresReport, reportLocale } from '../../../contract/import-failure.ts';
import { reportTranslator } from './import-labels.ts';
import { visibleRows } from '../../ownership.ts';
import { inKeyOrder } from '../list-move.ts';
import { rowsToRead } from '../invoice-payments.ts';
import { addJob, changeJob, jobLiveOf, storedJob } from '../job-state.ts';
import { importFilesOf, type ImportFile } from '../import-files.ts';
import { openRecords, RECORDS_PER_CHUNK, type RecordSource } from './import-records.ts';
import { takeUpImport } from '../import-take-up.ts';
import { dropExportFiles, exportFileKey, runExport } from './export-run.ts';
import { callerOf, errorResponse, idParam, route, type HandlerContext } from '../kit.ts';
import { xlsxOf } from '../../../contract/xlsx.ts';

const csvResponse = (body: string, fileName: string) =>
  new HttpResponse(body, {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${fileName}"` },
  });

function jobHandlers(ctx: HandlerContext): HttpHandler[] {
  /** The caller's job of the path's id: another account's is not found, as one that does not exist. */
  const ownJob = (request: Request, params: Record<string, string | readonly string[] | undefined>) => {
    const id = idParam(params);
    const job = id === null ? undefined : storedJob(ctx.db, id);
    return job?.accountId === callerOf(ctx, request) ? job : undefined;
  };
  return [
    route(ctx, JOB_ROUTES.getJob, ({ request, params }) => {
      const job = ownJob(request, params);
      return job ? HttpResponse.json(jobAnswer(job)) : errorResponse(404, NO_JOB);
    }),
    route(ctx, JOB_ROUTES.cancelJob, ({ request, params }) => {
      const job = ownJob(request, params);
      if (!job) return errorResponse(404, NO_JOB);
      if (job.status !== 'queued' && job.status !== 'running') return HttpResponse.json(jobAnswer(job));
      // The running import sees it before its next chunk (import-run.ts); the chunks before stay.
      const cancelled = changeJob(ctx.db, job.id, (j) => ({ ...j, status: 'cancelled' }))!;
      jobLiveOf(ctx.db).publish(cancelled);
      return HttpResponse.json(jobAnswer(cancelled));
    }),
    route(ctx, JOB_ROUTES.getJobReport, async ({ request, params }) => {
      const job = ownJob(request, params);
      if (!job) return errorResponse(404, NO_JOB);
      const t = await reportTranslator(reportLocale(request.headers.get('Accept-Language')));
      return csvResponse(failuresReport(job.failures, t, resourceOf(job.list as ListName).entity), `import-${job.id}-failures.csv`);
    }),
    route(ctx, JOB_ROUTES.downloadJob, async ({ request, params }) => {
      const job = ownJob(request, params);
      if (!job) return errorResponse(404, NO_JOB);
      const file = job.kind === 'export' && job.status === 'done' ? await ctx.files.get(exportFileKey(job.id)) : undefined;
      if (!file) return errorResponse(404, NO_EXPORT_FILE);
      return new HttpResponse(file.bytes, {
        headers: {
          'Content-Type': file.type,
          'Content-Disposition': `attachment; filename="${job.list}-${job.id}.${job.format ?? 'csv'}"`,
        },
      });
    }),
  ];
}

function importHandler(ctx: HandlerContext, name: ListName): HttpHandler {
  return route(ctx, transferRoutes(name).importRows, async ({ request }) => {
    if (!importable(name)) return errorResponse(400, NOT_IMPORTABLE);
    const type = (request.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'text/csv' && type !== XLSX_TYPE) return errorResponse(415, NOT_CSV);
    const mapping = parseMapping(new URL(request.url).searchParams.get('mapping'));
    if (mapping === 'bad') return errorResponse(400, BAD_MAPPING);
    const bytes = await request.arrayBuffer();
    if (bytes.byteLength > MAX_IMPORT_BYTES) return errorResponse(413, IMPORT_TOO_LARGE);
    // A workbook is read (by the import's worker) before the 202, as the server reads it: one that is not a workbook is a 400.
    const fileType = type === XLSX_TYPE ? 'xlsx' : 'csv';
    let opened: RecordSource | undefined;
    if (fileType === 'xlsx') {
      try {
        opened = await openRecords({ bytes, type: fileType, from: 0, size: RECORDS_PER_CHUNK });
      } catch (error) {
        return errorResponse(400, NOT_VALID_XLSX + (error instanceof Error ? error.message : String(error)));
      }
    }
    const { job, dropped } = addJob(ctx.db, callerOf(ctx, request), name);
    void dropExportFiles(ctx.files, dropped);
    const fileName = (request.headers.get('X-File-Name') ?? `${name}.${fileType}`).slice(0, 200);
    // Kept until the job ends, so that another tab can take the job up if this one closes (import-take-up.ts).
    const file: ImportFile = { bytes, type: fileType, fileName, mapping: mapping ?? {} };
    const stored = importFilesOf(ctx.db).put(job.id, file);
    void takeUpImport(ctx, job.id, {
      file: stored.then(
        () => file,
        () => file,
      ),
      opened,
    });
    await stored.catch(() => undefined);
    return HttpResponse.json({ jobId: job.id }, { status: 202 });
  });
}

function exportHandler(ctx: HandlerContext, name: ListName): HttpHandler {
  const fields = fieldKinds(LIST_SCHEMAS[name]);
  const header = Object.keys(LIST_SCHEMAS[name].shape);
  return route(ctx, transferRoutes(name).exportRows, ({ request }) => {
    const rows = rowsToRead(ctx, name);
    if (!rows) return errorResponse(404, MESSAGES.noDataFound);
    const params = new URL(request.url).searchParams;
    const format = params.get('format') ?? 'csv';
    if (format !== 'csv' && format !== 'xlsx') return errorResponse(400, BAD_EXPORT_FORMAT);
    params.delete('format');
    const parsed = parseListQuery(params, fields);
    if (!parsed.ok) return errorResponse(400, parsed.message);
    // Every row of the view: its filters, q and sort, not a page of it.
    const { page: _page, ...query } = parsed.query;
    const source = inKeyOrder(name, visibleRows(name, rows, callerOf(ctx, request)));
    const selected = applyListQuery(source, query) as readonly Record<string, unknown>[];
    if (selected.length > ctx.exportJobs.threshold) {
      const { job, dropped } = addJob(ctx.db, callerOf(ctx, request), name, {
        kind: 'export',
        format,
        fileName: `${name}.${format}`,
        totalRows: selected.length,
      });
      void dropExportFiles(ctx.files, dropped);
      void runExport(ctx, { jobId: job.id, name, format, header, rows: selected });
      return HttpResponse.json({ jobId: job.id }, { status: 202 });
    }
    if (format === 'xlsx') {
      const workbook = xlsxOf([header, ...selected.map((row) => header.map((field) => row[field]))]);
      return new HttpResponse(workbook, {
        headers: { 'Content-Type': XLSX_TYPE, 'Content-Disposition': `attachment; filename="${name}.xlsx"` },
      });
    }
    const lines = selected.map((row) => csvLine(header.map((field) => row[field])));
    return csvResponse(CSV_BOM + csvLine(header) + lines.join(''), `${name}.csv`);
  });
}

/** The job routes, then each list's import and export (before the lists' own `/app/<list>/{id}`). */
export function jobAndTransferHandlers(ctx: HandlerContext): HttpHandler[] {
  return [...jobHandlers(ctx), ...LIST_NAMES.flatMap((name) => [importHandler(ctx, name), exportHandler(ctx, name)])];
}
