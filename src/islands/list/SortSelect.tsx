import { useTranslation } from '../../i18n/react.tsx';
import type { ViewState } from './data-table/url-state.ts';

type Sort = ViewState['sort'];

/** The value a sort has in the select: the key, `-` first when descending, empty when unsorted. */
const valueOf = (sort: Sort) => (sort ? `${sort.desc ? '-' : ''}${sort.key}` : '');

/**
 * The sort menu of a list without sortable headers (the card list, the table's cards on a phone): the order added, then each
 * column ascending and descending. The caller labels it (`id`) and gives it its look.
 */
export function SortSelect({
  id,
  value,
  keys,
  label,
  onChange,
  className,
}: {
  id: string;
  value: Sort;
  keys: readonly string[];
  /** A column's translated name. */
  label(key: string): string;
  onChange(sort: Sort): void;
  className: string;
}) {
  const { t } = useTranslation();
  return (
    <select
      id={id}
      value={valueOf(value)}
      onChange={(e) => {
        const v = e.target.value;
        onChange(v ? { key: v.replace(/^-/, ''), desc: v.startsWith('-') } : null);
      }}
      className={className}
    >
      {/* No sort asked: the backend's order, the order the rows were added in. */}
      <option value="">{t('table.sortDefault')}</option>
      {keys.flatMap((k) => [
        <option key={k} value={k}>
          {t('table.sortAsc', { field: label(k) })}
        </option>,
        <option key={`-${k}`} value={`-${k}`}>
          {t('table.sortDesc', { field: label(k) })}
        </option>,
      ])}
    </select>
  );
}
