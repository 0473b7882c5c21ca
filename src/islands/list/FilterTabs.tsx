import type { ListFilterSpec } from '../../screens/list-spec.ts';
import type { useListLabels } from './list-labels.ts';

const LOOKS = {
  /** Tabs along the table's top edge, the count in a badge. */
  underline: {
    bar: 'relative flex gap-1 overflow-x-auto border-b border-line px-4 pt-3',
    tab: (on: boolean) =>
      `-mb-px border-b-2 px-3 pb-2.5 pt-1 ${on ? 'border-primary text-primary' : 'border-transparent text-muted hover:text-ink'}`,
    count: (on: boolean) => `rounded-full px-2 py-0.5 text-xs ${on ? 'bg-primary text-on-primary' : 'bg-surface-2 text-muted'}`,
  },
  /** Free-standing pills above the cards. */
  pills: {
    // They wrap onto further rows on a narrow screen rather than scroll sideways; a label never breaks inside.
    bar: 'flex flex-wrap gap-2',
    tab: (on: boolean) =>
      `rounded-full border px-4 py-1.5 ${on ? 'border-primary bg-primary text-on-primary' : 'border-line bg-surface text-ink hover:bg-surface-2'}`,
    count: () => 'opacity-80',
  },
};

interface FilterTabsProps {
  filter: ListFilterSpec;
  /** The chosen value, '' for all. */
  value: string;
  onChange(value: string): void;
  /** Rows per value; `total` for "All". */
  counts: ReadonlyMap<string, number>;
  total: number;
  /** Counts are known only for some values (a list the backend pages): the others show none. */
  partial?: boolean;
  labels: ReturnType<typeof useListLabels>;
  look: keyof typeof LOOKS;
  /** Classes added to the bar's own (e.g. to show it only at some widths). */
  className?: string | undefined;
}

/** "All 8 · Admin 2 · Editor 1 …": one toggle button per value of the screen's filter field, with its count. */
export function FilterTabs({
  filter,
  value,
  onChange,
  counts,
  total,
  partial,
  labels: { t, f, enumLabel, label },
  look,
  className,
}: FilterTabsProps) {
  const css = LOOKS[look];
  return (
    <div
      role="group"
      aria-label={t('table.filterBy', { field: label(filter.key) })}
      className={className ? `${css.bar} ${className}` : css.bar}
    >
      {['', ...filter.values].map((v) => {
        const on = value === v;
        return (
          <button
            key={v || 'all'}
            type="button"
            aria-pressed={on}
            onClick={() => onChange(v)}
            className={`inline-flex items-center gap-2 whitespace-nowrap text-sm font-medium ${css.tab(on)}`}
          >
            {v === '' ? t('table.all') : enumLabel(filter.enumName, v)}
            {(v === '' || !partial || counts.has(v)) && (
              <span className={`tabular-nums ${css.count(on)}`}>{f.number(v === '' ? total : (counts.get(v) ?? 0))}</span>
            )}
          </button>
        );
      })}
    </div>
  );
}
