/**
 * The bell's notification of a background job that has ended (both backends): the starter is told when an import or an
 * export is done or has failed; for an import with the list it went to (the panel's link opens that list's screen), the file and the counts,
 * and the API path of its result (`url`: the failures' report when rows failed, else the job).
 */
import type { Notification } from '../schemas/notifications.ts';

/** The resource a job's notification is stored under (server: `notifications.resource`, its row id the job's id). */
export const JOB_NOTICE_RESOURCE = 'jobs';

export interface EndedJob {
  id: number;
  kind: 'import' | 'export';
  list: string;
  status: string;
  fileName: string;
  added: number;
  updated: number;
  failed: number;
  /** An export's rows written. */
  checkpoint: number;
}

export type JobNoticeKind = 'importDone' | 'importFailed' | 'exportDone' | 'exportFailed';

/** The notification's kind for a job that ended with this status; undefined for one not ended, or cancelled (by its starter). */
export function jobNoticeKind(job: { kind: EndedJob['kind']; status: string }): JobNoticeKind | undefined {
  if (job.status !== 'done' && job.status !== 'failed') return undefined;
  return `${job.kind}${job.status === 'done' ? 'Done' : 'Failed'}`;
}

/**
 * What the notification says about its job: the list, the file and the counts, and where its result is (an export's:
 * its file, once done, which the bell downloads with the bearer; the job when it failed).
 */
export function jobNoticeOf(job: EndedJob): Pick<Notification, 'about' | 'url'> {
  if (job.kind === 'export')
    return {
      about: { resource: job.list, rowId: job.id, params: job.status === 'done' ? { count: job.checkpoint } : {} },
      url: job.status === 'done' ? `/app/jobs/${job.id}/download` : `/app/jobs/${job.id}`,
    };
  return {
    about: {
      resource: job.list,
      rowId: job.id,
      params: { file: job.fileName, added: job.added, updated: job.updated, failed: job.failed },
    },
    url: job.failed > 0 ? `/app/jobs/${job.id}/report` : `/app/jobs/${job.id}`,
  };
}

/**
 * What a job's result `url` downloads (both backends serve it with the bearer): `report`, an import's failures as CSV
 * (`/app/jobs/{id}/report`), or `file`, an export's file (`/app/jobs/{id}/download`); undefined for any other path
 * (the job itself, whose answer is JSON, not a file). The bell offers the download of the first two.
 */
export function jobResultFile(url: string | undefined): 'report' | 'file' | undefined {
  const found = /^\/app\/jobs\/\d+\/(report|download)$/.exec(url ?? '')?.[1];
  return found === 'report' ? 'report' : found === 'download' ? 'file' : undefined;
}
