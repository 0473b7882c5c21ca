import { useEffect, useState } from 'react';
import { History, TriangleAlert } from 'lucide-react';
import { translateError } from '../../../api/errors.ts';
import { INTL_TAGS } from '../../../i18n/locales.ts';
import { useLocale, useTranslation } from '../../../i18n/react.tsx';
import { loadRecordHistory, type AuditEntry } from '../../../stores/audit.ts';
import { ChangeList, type ValueText } from '../../shared/audit/ChangeList.tsx';
import { formattersFor } from '../data-table/format.ts';

type Load = { state: 'loading' } | { state: 'error'; error: unknown } | { state: 'done'; entries: AuditEntry[] };

/** The audit entries of one record (resource and id), newest first: who, when, and each field before → after. */
export function RecordHistory({
  resource,
  recordId,
  label,
  valueText,
}: {
  resource: string;
  recordId: number;
  label(field: string): string;
  /** A field's value as people read it; undefined (or no function) shows it as stored. */
  valueText?: ValueText | undefined;
}) {
  const { t } = useTranslation();
  const f = formattersFor(INTL_TAGS[useLocale()]);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    setLoad({ state: 'loading' });
    loadRecordHistory(resource, recordId, abort.signal).then(
      (entries) => setLoad({ state: 'done', entries }),
      (error: unknown) => !abort.signal.aborted && setLoad({ state: 'error', error }),
    );
    return () => abort.abort();
  }, [resource, recordId, attempt]);

  if (load.state === 'loading')
    return (
      <div aria-busy="true" className="grid gap-3" data-testid="history-loading">
        <p role="status" className="sr-only">
          {t('form.history.loading')}
        </p>
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-14 animate-pulse rounded-lg bg-surface-2" />
        ))}
      </div>
    );
  if (load.state === 'error')
    return (
      <div role="alert" className="flex flex-col items-center gap-2 py-6 text-center">
        <TriangleAlert className="size-8 text-danger" aria-hidden="true" />
        <p className="font-semibold text-ink">{t('form.history.error')}</p>
        <p className="text-sm text-muted">{translateError(load.error, t)}</p>
        <button
          type="button"
          onClick={() => setAttempt((n) => n + 1)}
          className="mt-1 rounded-lg border border-line px-3 py-1.5 text-sm font-medium hover:bg-surface-2"
        >
          {t('table.retry')}
        </button>
      </div>
    );
  if (!load.entries.length)
    return (
      <div className="flex flex-col items-center gap-2 py-6 text-center">
        <History className="size-8 text-muted" aria-hidden="true" />
        <p className="text-sm text-muted">{t('form.history.empty')}</p>
      </div>
    );
  return (
    <ol className="grid gap-3" data-testid="record-history">
      {load.entries.map((entry) => (
        <li key={entry.id} className="rounded-lg border border-line p-3">
          <p className="mb-1.5 flex flex-wrap items-baseline gap-x-2 text-sm">
            <span className="font-semibold text-ink">{t(`form.history.actions.${entry.action}`, { defaultValue: entry.action })}</span>
            <bdi dir="ltr" className="text-muted">
              {entry.actorEmail ?? '—'}
            </bdi>
            {entry.apiKeyName !== undefined && (
              <span className="text-xs text-muted">{t('form.history.viaKey', { name: entry.apiKeyName })}</span>
            )}
            <time dateTime={entry.at} className="ms-auto text-xs text-muted">
              {f.date(entry.at)}
            </time>
          </p>
          <ChangeList changes={entry.changes} label={label} valueText={valueText} />
        </li>
      ))}
    </ol>
  );
}
