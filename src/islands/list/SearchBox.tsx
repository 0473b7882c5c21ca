import { useTranslation } from '../../i18n/react.tsx';
import { Search } from 'lucide-react';

/** The search field of the table and card screens: a magnifier inside, "Search <title>" for screen readers. */
export function SearchBox({ title, value, onChange }: { title: string; value: string; onChange(q: string): void }) {
  const { t } = useTranslation();
  return (
    <label className="relative flex min-w-0 flex-1 basis-56 items-center">
      <span className="sr-only">{t('table.searchLabel', { what: title })}</span>
      <Search className="pointer-events-none absolute start-3 size-4 text-muted" aria-hidden="true" />
      <input
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={t('table.searchPlaceholder')}
        className="w-full rounded-lg border border-line bg-surface py-2 ps-9 pe-3 text-sm text-ink placeholder:text-muted"
      />
    </label>
  );
}
