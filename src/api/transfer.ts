/**
 * A list's file routes (src/contract/jobs.ts): the import as a background job, the job's reads and cancel, its failures'
 * report, and the export of a list's view. Loaded with the import dialog or the first export, never with a page.
 */
import { api, ApiError, handleUnauthorised } from './client.ts';
import { backendReady } from './backend.ts';
import { apiBaseUrl } from './config.ts';
import { $currentUser } from './session.ts';
import { exportResultOf, importResultOf, jobSchema, jobStartedSchema, XLSX_TYPE, type ExportFormat, type Job } from '../contract/jobs.ts';

export type { ExportFormat, Job } from '../contract/jobs.ts';

/** The media type each file format is sent and answered as. */
const MEDIA: Record<ExportFormat, string> = { csv: 'text/csv', xlsx: XLSX_TYPE };

/**
 * `POST /app/<list>/import`: the file (`format`: a CSV or an XLSX workbook) as the body, `mapping` (header -> field)
 * chosen for its headers; the job's id.
 */
export async function startImport(
  list: string,
  file: Blob,
  format: ExportFormat,
  mapping: Record<string, string>,
  signal?: AbortSignal,
): Promise<number> {
  const answer = await api.post(`/app/${list}/import`, file, {
    query: { mapping: JSON.stringify(mapping) },
    headers: { 'Content-Type': MEDIA[format] },
    schema: jobStartedSchema,
    ...(signal ? { signal } : {}),
  });
  return answer.jobId;
}

/** `GET /app/jobs/{id}`. */
export function getJob(id: number, signal?: AbortSignal): Promise<Job> {
  return api.get(`/app/jobs/${id}`, { schema: jobSchema, ...(signal ? { signal } : {}) });
}

/** `DELETE /app/jobs/{id}`: the job after the cancel (the rows written before it stay). */
export function cancelJob(id: number): Promise<Job> {
  return api.delete(`/app/jobs/${id}`, undefined, { schema: jobSchema });
}

/** A job's event or answer, checked: null when it is not a job. */
export function jobOf(data: unknown): Job | null {
  const parsed = jobSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** A downloaded file and the name the backend gave it (Content-Disposition), else `fallback`. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

const quotedName = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i;

function nameOf(response: Response, fallback: string): string {
  const found = quotedName.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
  if (!found) return fallback;
  try {
    return decodeURIComponent(found);
  } catch {
    return found;
  }
}

async function messageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // Not JSON: the status text says it.
  }
  return response.statusText || `HTTP ${response.status}`;
}

/** An export the backend runs as a job (more rows than it streams): the job's id, whose result's `url` is the file. */
export interface ExportJobStarted {
  jobId: number;
}

/**
 * A file the backend serves behind the bearer (a blob, not JSON), as `ApiError` on failure as every call; a `202` (an
 * export past the threshold) is the job the backend started instead.
 */
async function fetchFile(
  path: string,
  query: Record<string, string | readonly string[]>,
  fallback: string,
  signal?: AbortSignal,
): Promise<DownloadedFile | ExportJobStarted> {
  await backendReady();
  const token = $currentUser.get()?.token;
  const params = new URLSearchParams();
  // Several values of one name go as the parameter repeated (`status=sent&status=overdue`), as the list call sends them.
  for (const [name, value] of Object.entries(query))
    for (const one of typeof value === 'string' ? [value] : value) params.append(name, one);
  const search = params.toString();
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl()}${path}${search ? `?${search}` : ''}`, {
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...pageLanguage() },
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError('Network error', 0, 'network');
  }
  if (response.status === 401) handleUnauthorised();
  if (!response.ok) throw new ApiError(await messageOf(response), response.status, 'http');
  if (response.status === 202) {
    const started = jobStartedSchema.safeParse(await response.json().catch(() => null));
    if (!started.success) throw new ApiError('The answer is not the job the contract declares', 202, 'http');
    return started.data;
  }
  return { blob: await response.blob(), fileName: nameOf(response, fallback) };
}

/** The page's language, which a file's words follow (an import's failures report says why each row failed in it). */
function pageLanguage(): Record<string, string> {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return lang ? { 'Accept-Language': lang } : {};
}

/** A file that must be one (a report, a job's file): a 202 there is not in the contract. */
async function fileOnly(answer: Promise<DownloadedFile | ExportJobStarted>): Promise<DownloadedFile> {
  const file = await answer;
  if ('jobId' in file) throw new ApiError('The answer is not a file', 202, 'http');
  return file;
}

/**
 * `GET /app/<list>/export?format=…` with the view's `q`, `sort` and filters (`query`, as the list call takes them):
 * every matching row as one file, or past 100,000 rows the export job the backend started (`{ jobId }`).
 */
export function exportList(
  list: string,
  format: ExportFormat,
  query: Record<string, string | readonly string[]>,
  signal?: AbortSignal,
): Promise<DownloadedFile | ExportJobStarted> {
  const today = new Date().toISOString().slice(0, 10);
  return fetchFile(`/app/${list}/export`, { ...query, format }, `${list}-${today}.${format}`, signal);
}

/**
 * A job's result file at `path` (an API path the backend gave: the bell's `url`, an import's failures report or an
 * export's file), fetched with the bearer; named by the backend, else `job-<id>` with the path's last part.
 */
export function fetchResultFile(path: string, jobId: number): Promise<DownloadedFile> {
  return fileOnly(fetchFile(path, {}, `job-${jobId}-${path.split('/').pop() ?? 'result'}`));
}

/** An import's failures as CSV (`reportUrl` of its result: row, column, value, message). */
export function fetchJobReport(job: Pick<Job, 'id' | 'result'>): Promise<DownloadedFile> {
  const path = importResultOf(job)?.reportUrl ?? `/app/jobs/${job.id}/report`;
  return fileOnly(fetchFile(path, {}, `import-${job.id}-failures.csv`));
}

/** An export job's file (`url` of its result: `GET /app/jobs/{id}/download`). */
export function fetchJobFile(job: Pick<Job, 'id' | 'result'>, signal?: AbortSignal): Promise<DownloadedFile> {
  const path = exportResultOf(job)?.url ?? `/app/jobs/${job.id}/download`;
  return fileOnly(fetchFile(path, {}, `export-${job.id}`, signal));
}
