import { FilterTabs } from '../FilterTabs.tsx';
import { AddButton } from '../../shared/AddButton.tsx';
import { SearchBox } from '../SearchBox.tsx';
import { ColumnMenu } from './ColumnMenu.tsx';
import { ReferencePicker } from './ReferencePicker.tsx';
import { ExportMenu, ImportButton } from '../transfer/TransferTools.tsx';
import { BulkDeleteButton } from './SelectionBar.tsx';
import { useDataTableState } from './use-data-table.ts';
import { UNTIL_KNOWN, useCardLayout } from './phone-width.ts';
import { writeNeeds } from '../../../stores/permissions.ts';
import { AddressChips } from './AddressChips.tsx';
import type { ListScreenSpec } from '../../../screens/list-spec.ts';

/**
 * The view after the filter tab or select is set to `filter`: an address's value filter on the same field (a dashboard's
 * `?status=sent,overdue`) goes, so the choice is what the list shows.
 */
function filterChange(filter: string, extra: Readonly<Record<string, string>>, spec: ListScreenSpec) {
  const key = spec.filter?.key;
  const same = key !== undefined && (spec.valueFilters ?? []).some((v) => v.key === key) && extra[key];
  return same ? { filter, extra: { ...extra, [key]: '' } } : { filter };
}

/**
 * The filter as a select next to the search box: lists whose filter is not shown as tabs, and tab lists at phone
 * width (where the tabs would be cut), with each value's count as the tabs show it. `tabsAsSelect` is undefined while
 * the width is not known: a tab list's select is then there for phone widths only.
 */
function FilterSelect({ tabsAsSelect }: { tabsAsSelect: boolean | undefined }) {
  const { props, labels, view, update, counts, server } = useDataTableState();
  const filter = props.spec.filter;
  if (!filter || (filter.style !== 'select' && tabsAsSelect === false)) return null;
  const onlyCards = filter.style !== 'select' && tabsAsSelect === undefined;
  const { t, label, enumLabel, f } = labels;
  const withCount = (text: string, n: number | undefined) =>
    tabsAsSelect && n !== undefined && !server && !props.loading ? `${text} (${f.number(n)})` : text;
  return (
    <label className={`flex items-center gap-2 text-sm text-muted ${onlyCards ? UNTIL_KNOWN.cards : ''}`}>
      <span className="sr-only">{t('table.filterBy', { field: label(filter.key) })}</span>
      <select
        value={view.filter}
        onChange={(e) => update(filterChange(e.target.value, view.extra, props.spec))}
        className="rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink"
      >
        <option value="">{withCount(t('table.allOf', { field: label(filter.key) }), props.rows.length)}</option>
        {filter.values.map((v) => (
          <option key={v} value={v}>
            {withCount(enumLabel(filter.enumName, v), counts.get(v) ?? 0)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Each reference filter's picker (its chip is among the address's chips). */
function ReferencePickers() {
  const { props } = useDataTableState();
  return (props.spec.referenceFilters ?? []).map((filter) => <ReferencePicker key={filter.key} filter={filter} />);
}

/** Above the table: filter tabs, search, filter select, and the tools (bulk delete, columns, export, import, add). */
export function TableToolbar() {
  const { props, server, labels, view, update, counts, shownKeys, chooseColumns, request, total } = useDataTableState();
  const { spec, title, rows, onAdd, onDelete, screen } = props;
  const { label } = labels;
  const phone = useCardLayout();
  const tools = { search: true, columns: true, csv: true, ...screen?.tools };
  // Import is offered where Add is (the same permission, `<list>.create`), on a list that imports from a file.
  const canImport = onAdd !== undefined && spec.importable === true;
  const bar =
    tools.search ||
    tools.columns ||
    tools.csv ||
    spec.filter !== undefined ||
    (spec.referenceFilters?.length ?? 0) > 0 ||
    onDelete !== undefined ||
    onAdd !== undefined;
  return (
    <>
      {screen?.header?.(view, update)}
      {spec.filter?.style === 'tabs' && phone !== true && (
        <FilterTabs
          look="underline"
          className={phone === undefined ? UNTIL_KNOWN.table : undefined}
          filter={spec.filter}
          value={view.filter}
          onChange={(filter) => update(filterChange(filter, view.extra, spec))}
          // The backend paged list: the whole list's size, and the count of the chosen value only.
          counts={server ? new Map(view.filter ? [[view.filter, server.total]] : []) : counts}
          total={server ? server.listTotal : rows.length}
          {...(server ? { partial: true } : {})}
          labels={labels}
        />
      )}
      {bar && (
        <div className="flex flex-wrap items-center gap-2 p-4">
          {tools.search && <SearchBox title={title} value={view.q} onChange={(q) => update({ q })} />}
          <FilterSelect tabsAsSelect={phone} />
          <ReferencePickers />
          <AddressChips />
          <div className="ms-auto flex flex-wrap items-center gap-2">
            <BulkDeleteButton />
            {tools.columns && (
              <ColumnMenu
                columns={spec.columns.map((c) => ({ key: c.key, label: label(c.key) }))}
                visible={shownKeys}
                onChange={chooseColumns}
              />
            )}
            {tools.csv && <ExportMenu list={spec.list} request={request} disabled={total === 0} />}
            {canImport && <ImportButton spec={spec} />}
            {onAdd && <AddButton onClick={onAdd} needs={writeNeeds(spec.list).add} />}
          </div>
        </div>
      )}
    </>
  );
}
