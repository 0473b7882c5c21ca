/**
 * A list's files: the export of the view on show (past 100,000 rows an export job, whose file is downloaded once it
 * is done), and an import run as a background job; a job is followed by its live `job` events (and a read of the job
 * now and then, should the stream be away). Loaded on the first export or import.
 */
import {
  cancelJob,
  exportList,
  fetchJobFile,
  fetchJobReport,
  getJob,
  jobOf,
  startImport,
  type DownloadedFile,
  type ExportFormat,
  type Job,
} from '../api/transfer.ts';
import { pageQuery, type PageRequest } from './list-paging.ts';
import { onLiveJob } from './live.ts';

export type { DownloadedFile, ExportFormat, Job } from '../api/transfer.ts';
export { exportResultOf, importResultOf } from '../contract/jobs.ts';

/** The view's query without its page: the export's `q`, `sort` and filters (several values of one), as the list call takes them. */
export function exportQuery(request: PageRequest): Record<string, string | readonly string[]> {
  const query: Record<string, string | readonly string[]> = {};
  for (const [key, value] of Object.entries(pageQuery(request)))
    if (key !== 'page' && key !== 'pageSize' && value !== undefined) query[key] = Array.isArray(value) ? value : String(value);
  return query;
}

/** What an export gives: the file, or (more rows than the backend streams) the export job writing it. */
export type ExportOutcome = { file: DownloadedFile } | { jobId: number };

/** Every row of list `list` the view `request` matches (its page aside), as a file of `format`, or the job writing it. */
export async function exportView(list: string, request: PageRequest, format: ExportFormat, signal?: AbortSignal): Promise<ExportOutcome> {
  const answer = await exportList(list, format, exportQuery(request), signal);
  return 'jobId' in answer ? { jobId: answer.jobId } : { file: answer };
}

/** An export job's file, once the job is done (read with the bearer). */
export function exportJobFile(job: Job, signal?: AbortSignal): Promise<DownloadedFile> {
  return fetchJobFile(job, signal);
}

const ENDED: ReadonlySet<Job['status']> = new Set(['done', 'failed', 'cancelled']);

/** Whether a job has ended (done, failed or cancelled). */
export const jobEnded = (job: Job) => ENDED.has(job.status);

/** A job is read when no event of it came for this long (the stream away, or a job between two chunks). */
export const JOB_POLL_MS = 3_000;

/**
 * Follows job `id` to its end: `onJob` with each state its live events (or a read, after JOB_POLL_MS without one)
 * bring, progress never going back. Resolves with the ended job; `signal` stops following (the job runs on).
 */
export function followJob(id: number, onJob: (job: Job) => void, signal?: AbortSignal): Promise<Job> {
  return new Promise<Job>((resolve, reject) => {
    let last: Job | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      unsubscribe();
      clearTimeout(timer);
    };
    const take = (job: Job) => {
      if (job.id !== id) return;
      // An event overtaken by a read (or the other way round) does not move the bar back.
      if (last && !jobEnded(job) && (jobEnded(last) || job.progress < last.progress)) return;
      last = job;
      onJob(job);
      if (jobEnded(job)) {
        stop();
        resolve(job);
      } else poll();
    };
    const poll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        getJob(id, signal).then(take, () => (signal?.aborted ? undefined : poll()));
      }, JOB_POLL_MS);
    };
    const unsubscribe = onLiveJob((data) => {
      const job = jobOf(data);
      if (job) take(job);
    });
    signal?.addEventListener('abort', () => (stop(), reject(new DOMException('Stopped following the job', 'AbortError'))), { once: true });
    // The job as it is now: it may have run ahead of the listener (a small file is done before its first event).
    getJob(id, signal).then(take, () => poll());
  });
}

/** Queues the import of `file` (a CSV or an XLSX workbook) into `list` with `mapping` (header -> field); the job's id. */
export function queueImport(list: string, file: Blob, format: ExportFormat, mapping: Record<string, string>): Promise<number> {
  return startImport(list, file, format, mapping);
}

/** Cancels job `id` (an import, or an export): the job after the cancel. */
export function cancelImport(id: number): Promise<Job> {
  return cancelJob(id);
}

/** Cancels export job `id`: the job after the cancel (nothing of its file is kept). */
export function cancelExport(id: number): Promise<Job> {
  return cancelJob(id);
}

/** An ended import's failures, as a CSV file. */
export function importReport(job: Job): Promise<DownloadedFile> {
  return fetchJobReport(job);
}
