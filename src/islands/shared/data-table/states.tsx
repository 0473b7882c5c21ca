import { useTranslation } from '../../../i18n/react.tsx';
import { Inbox, TriangleAlert } from 'lucide-react';

/** Grey bars where rows will be, so the page keeps its shape while the list loads. */
/**
 * Placeholder rows while the first page loads: as many as the page will show and about as tall as real rows
 * (whose tallest cells hold 32 px controls), so the pager below does not move when the rows arrive.
 */
export function SkeletonRows({ columns, rows = 10 }: { columns: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, r) => (
        <tr key={r} className="border-t border-line" aria-hidden="true" data-skeleton-row="">
          {Array.from({ length: columns }, (_, c) => (
            <td key={c} className="px-4 py-3">
              <span className="flex h-8 items-center">
                <span
                  className="block h-3 w-full animate-pulse rounded bg-surface-2"
                  style={{ maxInlineSize: `${50 + ((r * 7 + c * 13) % 45)}%` }}
                />
              </span>
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

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
