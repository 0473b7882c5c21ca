import { useTranslation } from '../../../i18n/react.tsx';
import { Inbox, TriangleAlert } from 'lucide-react';

export function EmptyState({ filtered, onClear }: { filtered: boolean; onClear(): void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-12 text-center">
      <Inbox className="size-10 text-muted" aria-hidden="true" />
      <p className="font-semibold text-ink">{t('table.empty')}</p>
      <p className="text-sm text-muted">{t(filtered ? 'table.emptyFiltered' : 'table.emptyList')}</p>
      {filtered && (
        <button
          type="button"
          onClick={onClear}
          className="mt-2 rounded-lg border border-line px-3 py-1.5 text-sm font-medium hover:bg-surface-2"
        >
          {t('table.clearFilters')}
        </button>
      )}
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-center gap-2 px-4 py-12 text-center">
      <TriangleAlert className="size-10 text-danger" aria-hidden="true" />
      <p className="font-semibold text-ink">{t('table.errorTitle')}</p>
      <p className="text-sm text-muted">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-2 rounded-lg bg-primary px-4 py-2 text-sm font-medium text-on-primary hover:bg-primary-strong"
      >
        {t('table.retry')}
      </button>
    </div>
  );
}
