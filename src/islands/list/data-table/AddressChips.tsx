import { useStore } from '@nanostores/react';
import { referenceNames } from '../../../stores/reference-names.ts';
import { useDataTableState } from './use-data-table.ts';
import { addressFilterValues, endFilterOf, rangeOf } from './server-paging.ts';

interface Chip {
  text: string;
  clearLabel: string;
  /** The address's extras the chip's button empties. */
  clear: readonly string[];
  /** Marks the chip for tests (`data-date-range`, `data-reference-filter="customerId"`). */
  data: Record<`data-${string}`, string>;
}

/** The chips of the filters the address sets, in the toolbar's order. */
function useAddressChips(): Chip[] {
  const { props, labels, view } = useDataTableState();
  useStore(referenceNames.$names);
  const { t, f, label, enumLabel } = labels;
  const { spec } = props;
  const chips: Chip[] = [];
  const range = rangeOf(view);
  if (range) {
    const text = t('table.dateRange', { from: f.date(range.from), to: f.date(range.to) });
    chips.push({ text, clearLabel: t('table.clearDateRange', { range: text }), clear: ['from', 'to'], data: { 'data-date-range': '' } });
  }
  // The end-date filters (the HR dashboard's links: those who left in a range, those still employed on a day).
  const { endFrom, endTo, activeOn } = endFilterOf(view);
  if (endFrom && endTo) {
    const text = t('table.endRange', { from: f.date(endFrom), to: f.date(endTo) });
    chips.push({
      text,
      clearLabel: t('table.clearEndFilter', { filter: text }),
      clear: ['endFrom', 'endTo'],
      data: { 'data-end-filter': 'range' },
    });
  }
  if (activeOn) {
    const text = t('table.activeOn', { date: f.date(activeOn) });
    chips.push({
      text,
      clearLabel: t('table.clearEndFilter', { filter: text }),
      clear: ['activeOn'],
      data: { 'data-end-filter': 'active' },
    });
  }
  // "Customer: Dubois Sport SARL": named by the referenced row, its id until the name is read.
  const values = addressFilterValues(view, spec);
  for (const filter of spec.referenceFilters ?? []) {
    const id = values[filter.key] as string | undefined;
    if (!id) continue;
    const name = referenceNames.nameOf(filter.reference.list, filter.reference.field, Number(id)) || `#${id}`;
    const text = t('table.referenceFilter', { field: label(filter.key), name });
    chips.push({
      text,
      clearLabel: t('table.clearReferenceFilter', { filter: text }),
      clear: [filter.key],
      data: { 'data-reference-filter': filter.key },
    });
  }
  // "Status: Sent, Partly paid, Overdue": a value filter's values by their labels.
  for (const filter of spec.valueFilters ?? []) {
    const chosen = values[filter.key] as string[] | undefined;
    if (!chosen) continue;
    const name = chosen.map((v) => (filter.enumName ? enumLabel(filter.enumName, v) : v)).join(t('table.valueSeparator'));
    const text = t('table.referenceFilter', { field: label(filter.key), name });
    chips.push({
      text,
      clearLabel: t('table.clearReferenceFilter', { filter: text }),
      clear: [filter.key],
      data: { 'data-value-filter': filter.key },
    });
  }
  return chips;
}

/**
 * The filters the address sets (a dashboard figure's or a record page's link: a date range, an end-date range, a
 * customer, statuses), each a chip with a button that takes it away.
 */
export function AddressChips() {
  const { view, update } = useDataTableState();
  return useAddressChips().map((chip) => (
    <span
      key={chip.clear.join()}
      className="inline-flex max-w-full items-center gap-1 rounded-full bg-surface-2 py-1 ps-3 pe-1 text-sm"
      {...chip.data}
    >
      <bdi className="truncate">{chip.text}</bdi>
      <button
        type="button"
        className="rounded-full px-2 text-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-primary"
        aria-label={chip.clearLabel}
        onClick={() => update({ extra: { ...view.extra, ...Object.fromEntries(chip.clear.map((key) => [key, ''])) } })}
      >
        <span aria-hidden="true">×</span>
      </button>
    </span>
  ));
}
