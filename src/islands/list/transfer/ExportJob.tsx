import { Download, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { translateError } from '../../../api/errors.ts';
import { INTL_TAGS } from '../../../i18n/locales.ts';
import { useLocale, useTranslation } from '../../../i18n/react.tsx';
import { formattersFor } from '../data-table/format.ts';
import { cancelExport, exportJobFile, exportResultOf, followJob, jobEnded, type Job } from '../../../stores/transfer.ts';
import { saveFile } from './save-file.ts';

const BUTTON =
  'inline-flex cursor-pointer items-center gap-2 rounded-lg border border-line px-3 py-1.5 text-sm font-medium hover:bg-surface-2';

/**
 * An export the backend runs in the background (more rows than it streams): its progress from the job's live events,
 * Cancel while it runs, then Download (the file read with the bearer by the store) once it is done. Loaded only when
 * an export is answered 202. The table behind it is left as it is: its search, filters and selection stay.
 */
export function ExportJobPanel({ jobId, onClose }: { jobId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const f = formattersFor(INTL_TAGS[useLocale()]);
  const [job, setJob] = useState<Job | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const stop = new AbortController();
    followJob(jobId, setJob, stop.signal).catch((error: unknown) => {
      if (!stop.signal.aborted) setProblem(translateError(error, t));
    });
    return () => stop.abort();
  }, [jobId, t]);
  const ended = job !== null && jobEnded(job);
  useEffect(() => {
    if (ended) heading.current?.focus();
  }, [ended]);
  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(translateError(error, t));
    } finally {
      setBusy(false);
    }
  };
  const download = () =>
    act(async () => {
      const file = await exportJobFile(job!);
      saveFile(file.blob, file.fileName);
    });
  const cancel = () => act(async () => setJob(await cancelExport(jobId)));
  const percent = Math.round((job?.progress ?? 0) * 100);
  const rows = job ? (exportResultOf(job)?.rows ?? 0) : 0;
  const endText =
    job?.status === 'done'
      ? t('transfer.export.job.ready', { count: rows })
      : job?.status === 'cancelled'
        ? t('transfer.export.job.cancelled')
        : t('transfer.export.job.failed');
  return (
    <section
      aria-label={t('transfer.export.job.running')}
      className="absolute end-0 top-full z-20 mt-1 w-72 max-w-[calc(100vw-2rem)] space-y-3 rounded-lg border border-line bg-surface p-3 text-sm text-ink shadow-lg"
      data-export-job={job?.status ?? 'queued'}
    >
      <div className="flex items-start justify-between gap-2">
        <p ref={heading} tabIndex={-1} role="status" className={`font-medium ${job?.status === 'failed' ? 'text-danger' : ''}`}>
          {ended ? endText : t('transfer.export.job.running')}
        </p>
        {(ended || problem) && (
          <button type="button" onClick={onClose} aria-label={t('transfer.export.job.close')} className="rounded p-1 hover:bg-surface-2">
            <X className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
      {!ended && (
        <div
          role="progressbar"
          aria-label={t('transfer.export.job.running')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t('transfer.export.job.progress', { percent: f.percent(job?.progress ?? 0) })}
          className="h-2 w-full overflow-hidden rounded-full bg-surface-2"
          data-export-progress={job?.progress ?? 0}
        >
          <span className="block h-full bg-primary transition-[inline-size]" style={{ inlineSize: `${percent}%` }} />
        </div>
      )}
      {problem && (
        <p role="alert" className="text-danger">
          {problem}
        </p>
      )}
      <div className="flex justify-end gap-2">
        {!ended && (
          <button type="button" onClick={() => void cancel()} disabled={busy} className={BUTTON}>
            {t('transfer.export.job.cancel')}
          </button>
        )}
        {job?.status === 'done' && (
          <button type="button" onClick={() => void download()} disabled={busy} className={`${BUTTON} bg-primary text-on-primary`}>
            <Download className="size-4" aria-hidden="true" />
            {t('transfer.export.job.download')}
          </button>
        )}
      </div>
    </section>
  );
}
