import { useTranslation } from '../../i18n/react.tsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { PAGE_SIZES } from './data-table/url-state.ts';

/** The rows a page shows as "11–12" (just "1" for a list of one row), with the locale's digits. */
export function pageRange(start: number, end: number, format: (n: number) => string): string {
  if (end <= start) return format(0);
  if (start === 0 && end === 1) return format(1);
  return `${format(start + 1)}\u2013${format(end)}`;
}

export function Pagination({
  start,
  end,
  total,
  counting = false,
  page,
  pages,
  size,
  sizes = PAGE_SIZES,
  format,
  onPage,
  onSize,
}: {
  /** The rows of this page: from index `start` (inclusive) to `end` (exclusive) of the whole list. */
  start: number;
  end: number;
  total: number;
  /** The total is not known yet (the backend is counting the view's rows): a bar stands in the count's place. */
  counting?: boolean;
  page: number;
  pages: number;
  size: number;
  /** The page sizes offered; 0 is "all rows". */
  sizes?: readonly number[];
  format(n: number): string;
  onPage(page: number): void;
  onSize(size: number): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line px-4 py-3 text-sm text-muted">
      <p aria-live="polite" data-testid="table-showing">
        {counting ? (
          <>
            <span className="inline-block h-3 w-40 animate-pulse rounded bg-line align-middle" aria-hidden="true" />
            <span className="sr-only">{t('common.loading')}</span>
          </>
        ) : (
          t('table.showing', { shown: pageRange(start, end, format), count: total })
        )}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2">
          {t('table.rowsPerPage')}
          <select
            value={size}
            onChange={(e) => onSize(Number(e.target.value))}
            className="rounded-md border border-line bg-surface px-2 py-1 text-ink"
          >
            {sizes.map((s) => (
              <option key={s} value={s}>
                {s === 0 ? t('table.all') : format(s)}
              </option>
            ))}
          </select>
        </label>
        <nav aria-label={t('table.pagination')} className="flex items-center gap-1">
          <button
            type="button"
            onClick={() => onPage(page - 1)}
            disabled={page <= 1}
            className="inline-flex items-center gap-1 rounded-md border border-line px-2.5 py-1 text-ink hover:bg-surface-2 disabled:opacity-50"
          >
            <ChevronLeft className="size-4 flip-rtl" aria-hidden="true" />
            {t('table.previous')}
          </button>
          <span className="px-2 tabular-nums">{t('table.pageOf', { page: format(page), pages: format(Math.max(1, pages)) })}</span>
          <button
            type="button"
            onClick={() => onPage(page + 1)}
            disabled={page >= pages}
            className="inline-flex items-center gap-1 rounded-md border border-line px-2.5 py-1 text-ink hover:bg-surface-2 disabled:opacity-50"
          >
            {t('table.next')}
            <ChevronRight className="size-4 flip-rtl" aria-hidden="true" />
          </button>
        </nav>
      </div>
    </div>
  );
}
