import { Download } from 'lucide-react';
import { useState } from 'react';
import { translateError } from '../../../api/errors.ts';
import { INTL_TAGS } from '../../../i18n/locales.ts';
import { useLocale, useTranslation } from '../../../i18n/react.tsx';
import { formattersFor } from '../data-table/format.ts';
import { importReport, importResultOf, type Job } from '../../../stores/transfer.ts';
import { Problem } from './ImportSteps.tsx';
import { saveFile } from './save-file.ts';

/** The bar of a running job, its percentage and rows so far read out as it moves. */
function JobProgress({ job }: { job: Job }) {
  const { t } = useTranslation();
  const f = formattersFor(INTL_TAGS[useLocale()]);
  const percent = Math.round(job.progress * 100);
  const text = job.status === 'queued' ? t('transfer.job.queued') : t('transfer.job.running', { percent: f.percent(job.progress) });
  return (
    <div className="space-y-2">
      <div
        role="progressbar"
        aria-label={t('transfer.job.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2.5 w-full overflow-hidden rounded-full bg-surface-2"
        data-import-progress={job.progress}
      >
        <span className="block h-full bg-primary transition-[inline-size]" style={{ inlineSize: `${percent}%` }} />
      </div>
      <p className="text-sm text-muted tabular-nums" aria-live="polite">
        {text}
      </p>
    </div>
  );
}

/** Added, updated, unchanged and failed, each with its count. */
function JobCounts({ job }: { job: Job }) {
  const { t } = useTranslation();
  const f = formattersFor(INTL_TAGS[useLocale()]);
  const result = importResultOf(job) ?? { added: 0, updated: 0, unchanged: 0, failed: 0 };
  const items = [
    ['added', result.added],
    ['updated', result.updated],
    ['unchanged', result.unchanged],
    ['failed', result.failed],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-import-result>
      {items.map(([key, count]) => (
        <div key={key} className="rounded-lg border border-line px-3 py-2" data-count={key}>
          <dt className="text-xs text-muted">{t(`transfer.job.${key}`, { count })}</dt>
          <dd className={`text-xl font-semibold tabular-nums ${key === 'failed' && count > 0 ? 'text-danger' : ''}`}>{f.number(count)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What the job's end says: done, cancelled or failed (with its reason). */
function endText(job: Job, t: ReturnType<typeof useTranslation>['t']): string {
  if (job.status === 'cancelled') return t('transfer.job.cancelled');
  if (job.status === 'failed') return t('transfer.job.stopped', { reason: job.error ?? '' });
  return t('transfer.job.done');
}

/** Step 4: the job's progress while it runs, then its report with the failures' CSV. */
export function JobStep({ job, ended }: { job: Job; ended: boolean }) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const download = async () => {
    setDownloading(true);
    setProblem(null);
    try {
      const file = await importReport(job);
      saveFile(file.blob, file.fileName);
    } catch (error) {
      setProblem(translateError(error, t));
    } finally {
      setDownloading(false);
    }
  };
  const failed = importResultOf(job)?.failed ?? 0;
  return (
    <div className="space-y-4 px-4 py-5 sm:px-6" data-job-status={job.status}>
      {ended ? (
        <p role="status" className={`font-medium ${job.status === 'failed' ? 'text-danger' : ''}`}>
          {endText(job, t)}
        </p>
      ) : (
        <JobProgress job={job} />
      )}
      <JobCounts job={job} />
      {ended && failed > 0 && importResultOf(job)?.reportUrl && (
        <button
          type="button"
          onClick={() => void download()}
          disabled={downloading}
          data-import-report
          className="inline-flex items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm font-medium hover:bg-surface-2 disabled:opacity-60"
        >
          <Download className="size-4" aria-hidden="true" />
          {t('transfer.job.report', { count: failed })}
        </button>
      )}
      {problem && <Problem>{problem}</Problem>}
      {!ended && <p className="text-xs text-muted">{t('transfer.job.runsOn')}</p>}
    </div>
  );
}
