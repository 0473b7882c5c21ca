import { z } from 'zod/mini';
import type { ListName } from '../resources/index.ts';
import { dataPermission, error, FORBIDDEN, UNAUTHORISED, type RouteDef } from './route-kit.ts';

/** The largest file an import takes (50 MB). */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
export const IMPORT_TOO_LARGE = 'The file is larger than 50 MB';
export const NOT_IMPORTABLE = 'This list cannot be imported from a file';
export const NOT_CSV = 'Send the file as text/csv or as an XLSX workbook';
/** Why an import is refused when its XLSX workbook cannot be read (the reader's reason follows). */
export const NOT_VALID_XLSX = 'The file is not a valid XLSX workbook: ';
/** The media type of an XLSX workbook (src/contract/xlsx.ts writes and reads them). */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The formats an export writes. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const BAD_MAPPING = 'The mapping must be a JSON object of column -> field';
export const NO_JOB = 'No job with that id';
/** Why an import's row failed when it names a row of another list that is not there. */
export const REFERENCE_MISSING = 'A referenced row does not exist';
/** Why a job failed when it stopped on an error of the backend's (after the retries, on the server). */
export const IMPORT_STOPPED = 'The import stopped on an error';
/** Why a job failed when its file is not CSV (the parser's reason follows). */
export const NOT_VALID_CSV = 'The file is not valid CSV: ';
export const BAD_EXPORT_FORMAT = 'format must be csv or xlsx';
/** Why an export job failed when it stopped on an error of the backend's (after the retries, on the server). */
export const EXPORT_STOPPED = 'The export stopped on an error';
/** Why a job's download is refused: the job is an import, or its export has not ended done (or its file is gone). */
export const NO_EXPORT_FILE = 'This job has no file to download';
/**
 * An export of more rows than this is answered `202 { jobId }` and written by a background job, whose result's `url`
 * downloads the file; up to it the file is streamed by the request. Both backends take a lower one for tests
 * (the server's EXPORT_JOB_THRESHOLD, the fake backend's option).
 */
export const EXPORT_JOB_THRESHOLD = 100_000;
/** The import route's path, for the body limit (Hono's syntax). */
export const IMPORT_PATH = '/app/:list/import';

export { FAKE_JOB_CHANNEL, JOB_EVENT } from './job-events.ts';

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;

/** What an import did, once it has ended (or so far, while it runs). */
export const importResultSchema = z.object({
  added: z.int().check(z.nonnegative()),
  updated: z.int().check(z.nonnegative()),
  unchanged: z.int().check(z.nonnegative()),
  failed: z.int().check(z.nonnegative()),
  /** The failures as CSV (row number, column, value, message), readable by the job's owner only. */
  reportUrl: z.optional(z.string()),
});

/** What an export job wrote: its rows (so far, while it runs), and once done the path that downloads the file. */
export const exportResultSchema = z.object({
  rows: z.int().check(z.nonnegative()),
  /** `GET /app/jobs/{id}/download`, readable by the job's owner only, with the bearer. */
  url: z.optional(z.string()),
});
export type ImportResult = z.infer<typeof importResultSchema>;
export type ExportResult = z.infer<typeof exportResultSchema>;

export const JOB_KINDS = ['import', 'export'] as const;

export const jobSchema = z.object({
  id: z.int().check(z.positive()),
  kind: z.enum(JOB_KINDS),
  status: z.enum(JOB_STATUSES),
  progress: z.number().check(z.minimum(0), z.maximum(1)),
  /** An import's counts, or an export's rows and file. */
  result: z.optional(z.union([importResultSchema, exportResultSchema])),
  /** Why a failed job failed (`The file is not valid CSV: …`). */
  error: z.optional(z.string()),
});
export type Job = z.infer<typeof jobSchema>;

/** An import job's counts (undefined for an export's result). */
export const importResultOf = (job: Pick<Job, 'result'>): ImportResult | undefined =>
  job.result && 'added' in job.result ? job.result : undefined;
/** An export job's result (undefined for an import's). */
export const exportResultOf = (job: Pick<Job, 'result'>): ExportResult | undefined =>
  job.result && 'rows' in job.result ? job.result : undefined;

/** What either backend keeps of a job: the counts so far, and how far it has come (data rows done, of how many). */
export interface JobRecord {
  id: number;
  kind: Job['kind'];
  status: Job['status'];
  /** The file's data rows (an export: the view's rows), once counted (null before). */
  totalRows: number | null;
  /** The data rows done (an export: the rows written). */
  checkpoint: number;
  added: number;
  updated: number;
  unchanged: number;
  failed: number;
  error?: string | null;
}

/** A job as the contract answers it (GET /app/jobs/{id} and the `job` event), on both backends. */
export function jobAnswer(job: JobRecord): Job {
  const ended = job.status === 'done' || job.status === 'failed' || job.status === 'cancelled';
  const progress = job.status === 'done' ? 1 : job.totalRows ? Math.min(1, job.checkpoint / job.totalRows) : 0;
  const { added, updated, unchanged, failed } = job;
  const result =
    job.kind === 'export'
      ? { rows: job.checkpoint, ...(job.status === 'done' ? { url: `/app/jobs/${job.id}/download` } : {}) }
      : { added, updated, unchanged, failed, ...(ended && failed > 0 ? { reportUrl: `/app/jobs/${job.id}/report` } : {}) };
  return {
    id: job.id,
    kind: job.kind,
    status: job.status,
    progress,
    result,
    ...(job.error ? { error: job.error } : {}),
  };
}

export const jobStartedSchema = z.object({ jobId: z.int().check(z.positive()) });

const jobId = { id: { description: 'Job id', schema: z.int().check(z.positive()) } };
const NOT_YOURS = error(`\`${NO_JOB}\`: no job has that id, or another account started it`);

/** A job is its starter's: anyone else is answered 404, as for a job that does not exist. */
export const JOB_ROUTES = {
  getJob: {
    method: 'get',
    path: '/app/jobs/{id}',
    operationId: 'getJob',
    tag: 'lists',
    summary: 'A background job the caller started: its status, progress (0..1) and, for an import, its counts',
    auth: true,
    pathParams: jobId,
    responses: { 200: { description: 'The job', schema: jobSchema }, 401: UNAUTHORISED, 404: NOT_YOURS },
  },
  cancelJob: {
    method: 'delete',
    path: '/app/jobs/{id}',
    operationId: 'cancelJob',
    tag: 'lists',
    summary: 'Cancels a queued or running job (the rows an import wrote before stay); an ended job is left as it is',
    auth: true,
    pathParams: jobId,
    responses: { 200: { description: 'The job after the cancel', schema: jobSchema }, 401: UNAUTHORISED, 404: NOT_YOURS },
  },
  getJobReport: {
    method: 'get',
    path: '/app/jobs/{id}/report',
    operationId: 'getJobReport',
    tag: 'lists',
    summary: "An import's failures as CSV: row number, column, value, message",
    auth: true,
    pathParams: jobId,
    responses: { 200: { description: 'The CSV', binary: ['text/csv'] }, 401: UNAUTHORISED, 404: NOT_YOURS },
  },
  downloadJob: {
    method: 'get',
    path: '/app/jobs/{id}/download',
    operationId: 'downloadJob',
    tag: 'lists',
    summary: "An export job's file (CSV or XLSX, as asked), once the job is done: the `url` of its result",
    auth: true,
    pathParams: jobId,
    responses: {
      200: { description: 'The CSV file or the XLSX workbook', binary: ['text/csv', XLSX_TYPE] },
      401: UNAUTHORISED,
      404: error(`\`${NO_JOB}\` (no job has that id, or another account started it), or \`${NO_EXPORT_FILE}\``),
    },
  },
} as const satisfies Record<string, RouteDef>;

/** `POST /app/<list>/import` and `GET /app/<list>/export` of one list. */
export function transferRoutes(name: ListName) {
  return {
    importRows: {
      method: 'post',
      path: `/app/${name}/import`,
      operationId: `import_${name}`,
      tag: 'lists',
      summary:
        'Import a CSV file or an XLSX workbook (its first sheet; the raw body, at most 50 MB) as a background job: columns matched to fields by name or by label in any language (or by `mapping`), every row checked by the list schema; a row with an existing `id` updates it',
      auth: true,
      permission: dataPermission(name, 'post'),
      query: { mapping: { description: 'JSON object: column header -> field', schema: z.string() } },
      rawBody: { types: ['text/csv', XLSX_TYPE], description: 'The CSV file (UTF-8) or the XLSX workbook, with a header line' },
      responses: {
        202: { description: 'Queued', schema: jobStartedSchema },
        400: error(`\`${NOT_IMPORTABLE}\`, \`${BAD_MAPPING}\`, \`${NOT_VALID_XLSX}…\``),
        401: UNAUTHORISED,
        403: FORBIDDEN,
        413: error(`\`${IMPORT_TOO_LARGE}\``),
        415: error(`\`${NOT_CSV}\``),
      },
    },
    exportRows: {
      method: 'get',
      path: `/app/${name}/export`,
      operationId: `export_${name}`,
      tag: 'lists',
      summary:
        "Every row of the list's current view (its `q`, `sort` and filters) as CSV or as an XLSX workbook, streamed, with its `id` column; CSV cells a spreadsheet would run as a formula start with `'`. Past 100,000 rows the file is written by a background job: `202 { jobId }`, and the job's result has the `url` of the file",
      auth: true,
      permission: dataPermission(name, 'get'),
      query: { format: { description: '`csv` or `xlsx`', schema: z.enum(EXPORT_FORMATS) } },
      responses: {
        200: { description: 'The CSV file or the XLSX workbook', binary: ['text/csv', XLSX_TYPE] },
        202: { description: 'More rows than 100,000: an export job was queued', schema: jobStartedSchema },
        400: error(`A bad \`q\`, \`sort\` or filter value (the message says which), or \`${BAD_EXPORT_FORMAT}\``),
        401: UNAUTHORISED,
        403: FORBIDDEN,
      },
    },
  } as const satisfies Record<string, RouteDef>;
}
