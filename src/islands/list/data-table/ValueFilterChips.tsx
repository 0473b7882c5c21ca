import { useDataTableState } from './use-data-table.ts';
import { valueFilterValues } from './server-paging.ts';

/**
 * "Status: Sent, Partly paid, Overdue": each value filter the address sets (a dashboard's drill-down link), its values
 * by their labels, with a button that shows every row again.
 */
export function ValueFilterChips() {
  const { props, labels, view, update } = useDataTableState();
  const { t, label, enumLabel } = labels;
  const values = valueFilterValues(view, props.spec);
  return (props.spec.valueFilters ?? []).map((filter) => {
    const chosen = values[filter.key];
    if (!chosen) return null;
    const names = chosen.map((v) => (filter.enumName ? enumLabel(filter.enumName, v) : v)).join(t('table.valueSeparator'));
    const text = t('table.referenceFilter', { field: label(filter.key), name: names });
    return (
      <span
        key={filter.key}
        className="inline-flex max-w-full items-center gap-1 rounded-full bg-surface-2 py-1 ps-3 pe-1 text-sm"
        data-value-filter={filter.key}
      >
        <bdi className="truncate">{text}</bdi>
        <button
          type="button"
          className="rounded-full px-2 text-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-primary"
          aria-label={t('table.clearReferenceFilter', { filter: text })}
          onClick={() => update({ extra: { ...view.extra, [filter.key]: '' } })}
        >
          <span aria-hidden="true">×</span>
        </button>
      </span>
    );
  });
}
