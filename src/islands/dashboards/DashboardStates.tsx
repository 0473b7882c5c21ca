import { BarChart3, X } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';

/** A dashboard whose period holds no figure: every KPI and every bucket is zero. */
export function DashboardEmpty() {
  const { t } = useTranslation();
  return (
    <div className="card flex flex-col items-center gap-3 p-10 text-center" data-overview-state="empty">
      <span aria-hidden="true" className="grid size-12 place-items-center rounded-full bg-primary-soft text-primary">
        <BarChart3 className="size-5" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold">{t('dashboards.empty')}</h2>
      <p className="max-w-md text-sm text-muted">{t('dashboards.emptyHint')}</p>
    </div>
  );
}

/** A dashboard whose figures could not be read, with the reason and a retry. */
export function DashboardError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="card flex flex-col items-center gap-3 p-10 text-center" data-overview-state="error">
      <span aria-hidden="true" className="grid size-12 place-items-center rounded-full bg-danger-soft text-danger">
        <X className="size-5" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold">{t('dashboards.error')}</h2>
      <p className="max-w-md text-sm text-muted">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-2 rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-on-primary hover:bg-primary-strong"
      >
        {t('dashboards.retry')}
      </button>
    </div>
  );
}
