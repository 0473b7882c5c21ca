import { FilterTabs } from '../FilterTabs.tsx';
import { Download, Plus } from 'lucide-react';
import { SearchBox } from '../SearchBox.tsx';
import { ColumnMenu } from './ColumnMenu.tsx';
import { csvFileName, downloadCsv, toCsv } from './csv.ts';
import { cellText } from './format.ts';
import { BulkDeleteButton } from './SelectionBar.tsx';
import { useDataTableState } from './use-data-table.ts';

/** The filter as a select next to the search box (lists whose filter is not shown as tabs). */
function FilterSelect() {
  const { props, labels, view, update } = useDataTableState();
  const filter = props.spec.filter;
  if (filter?.style !== 'select') return null;
  const { t, label, enumLabel } = labels;
  return (
    <label className="flex items-center gap-2 text-sm text-muted">
      <span className="sr-only">{t('table.filterBy', { field: label(filter.key) })}</span>
      <select
        value={view.filter}
        onChange={(e) => update({ filter: e.target.value })}
        className="rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink"
      >
        <option value="">{t('table.allOf', { field: label(filter.key) })}</option>
        {filter.values.map((v) => (
          <option key={v} value={v}>
            {enumLabel(filter.enumName, v)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Downloads the matching rows (every page, visible columns) as CSV. */
function ExportCsvButton() {
  const { props, labels, visibleKeys, indexes, total } = useDataTableState();
  const { spec, rows } = props;
  const { t, f, enumLabel, label } = labels;
  const exportCsv = () => {
    const cols = spec.columns.filter((c) => visibleKeys.includes(c.key) && c.kind !== 'toggle');
    const data: unknown[][] = [];
    for (const i of indexes) {
      const row = rows[i]!;
      data.push(
        cols.map((c) =>
          // Numbers stay numbers (spreadsheets compute with them); enums are exported as read.
          c.kind === 'status' || c.kind === 'enum' ? cellText(row[c.key], c.kind, f, enumLabel, c.enumName) : row[c.key],
        ),
      );
    }
    downloadCsv(
      csvFileName(spec.list),
      toCsv(
        cols.map((c) => label(c.key)),
        data,
      ),
    );
  };
  return (
    <button
      type="button"
      onClick={exportCsv}
      disabled={total === 0}
      className="inline-flex items-center gap-2 rounded-lg border border-line bg-surface px-3 py-2 text-sm font-medium text-ink hover:bg-surface-2 disabled:opacity-50"
    >
      <Download className="size-4" aria-hidden="true" />
      {/* Icon-only on phones, so the filter, the tools and Add share one row; the name stays for screen readers. */}
      <span className="sr-only sm:not-sr-only">{t('table.export')}</span>
    </button>
  );
}

/** Above the table: filter tabs, search, filter select, and the tools (bulk delete, columns, CSV, add). */
export function TableToolbar() {
  const { props, labels, view, update, counts, visibleKeys, setVisibility } = useDataTableState();
  const { spec, title, rows, onAdd } = props;
  const { t, label } = labels;
  return (
    <>
      {spec.filter?.style === 'tabs' && (
        <FilterTabs
          look="underline"
          filter={spec.filter}
          value={view.filter}
          onChange={(filter) => update({ filter })}
          counts={counts}
          total={rows.length}
          labels={labels}
        />
      )}
      <div className="flex flex-wrap items-center gap-2 p-4">
        <SearchBox title={title} value={view.q} onChange={(q) => update({ q })} />
        <FilterSelect />
        <div className="ms-auto flex flex-wrap items-center gap-2">
          <BulkDeleteButton />
          <ColumnMenu
            columns={spec.columns.map((c) => ({ key: c.key, label: label(c.key) }))}
            visible={visibleKeys}
            onChange={(keys) => setVisibility(Object.fromEntries(spec.columns.map((c) => [c.key, keys.includes(c.key)])))}
          />
          <ExportCsvButton />
          {onAdd && (
            <button
              type="button"
              onClick={onAdd}
              className="inline-flex items-center gap-2 rounded-lg bg-primary px-3 py-2 text-sm font-medium text-on-primary hover:bg-primary-strong"
            >
              <Plus className="size-4" aria-hidden="true" />
              {t('table.add')}
            </button>
          )}
        </div>
      </div>
    </>
  );
}
