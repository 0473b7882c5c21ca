/**
 * The bell's download of a job's result. Loaded with the bell's panel, never with a page: every dashboard page's store
 * chunk stays as it was.
 */
import type { DownloadedFile } from '../api/transfer.ts';
import { jobResultFile } from '../contract/job-notice.ts';
import type { Notification } from '../schemas/notifications.ts';

/**
 * The file a job's notification points to (`url`: an import's failures report, an export's file), fetched with the
 * bearer (a bare link would go without it). Rejects, as the API client words it, when the backend refuses; a
 * notification with no file to download is refused here.
 */
export async function downloadJobResult(n: Pick<Notification, 'url' | 'about'>): Promise<DownloadedFile> {
  if (!n.url || !jobResultFile(n.url)) throw new Error(`Notification has no file to download: ${n.url ?? 'no url'}`);
  // The file calls load with the first download, as they do with the import dialog.
  const { fetchResultFile } = await import('../api/transfer.ts');
  return fetchResultFile(n.url, n.about?.rowId ?? 0);
}
