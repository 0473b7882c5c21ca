import { getCoreRowModel, useReactTable, type ColumnDef, type RowSelectionState, type VisibilityState } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { Icon } from '../icons.tsx';
import { pageWindow, useListLabels } from '../list-labels.ts';
import { FilterTabs } from '../FilterTabs.tsx';
import { SearchBox } from '../SearchBox.tsx';
import { useListView } from '../use-list-view.ts';
import { alignsEnd, Cell } from './Cell.tsx';
import { ColumnMenu } from './ColumnMenu.tsx';
import { csvFileName, downloadCsv, toCsv } from './csv.ts';
import { cellText } from './format.ts';
import { Pagination } from './Pagination.tsx';
import { EmptyState, ErrorState, SkeletonRows } from './states.tsx';
import type { ColumnSpec, ListViewProps, Row } from './types.ts';
import { useTableRows } from './use-table-rows.ts';
import { plainText } from '../../../plain-text.ts';

export type { Row };

export interface DataTableProps extends ListViewProps {
  onEdit?(row: Row): void;
  onDelete?(ids: number[]): Promise<void>;
  onToggle?(row: Row, key: string): Promise<void>;
}

/** Above this many rows on one page the body is virtualised: only the rows in view are in the DOM. */
const VIRTUAL_THRESHOLD = 100;
const ROW_HEIGHT = 57;
/**
 * Row backgrounds are opaque mixes, not see-through tints: the sticky first cell inherits them, so it
 * is highlighted with its row when hovered or selected and still hides the cells scrolling under it.
 */
const ROW_TINTS =
  'bg-surface hover:bg-[color-mix(in_oklab,var(--surface-2)_60%,var(--surface))] aria-selected:bg-[color-mix(in_oklab,var(--primary-soft)_50%,var(--surface))]';

export function DataTable({ spec, title, rows, loading, error, onRetry, onAdd, onEdit, onDelete, onToggle }: DataTableProps) {
  const labels = useListLabels(spec);
  const { t, intlTag, f, enumLabel, label } = labels;

  const { view, update, reset } = useListView(spec.defaultSort ? { sort: spec.defaultSort } : {});
  const [visibility, setVisibility] = useState<VisibilityState>(() => Object.fromEntries(spec.columns.map((c) => [c.key, !c.hidden])));
  const visibleKeys = useMemo(() => spec.columns.filter((c) => visibility[c.key] !== false).map((c) => c.key), [spec.columns, visibility]);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [confirm, setConfirm] = useState<number[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [toggling, setToggling] = useState<number | null>(null);

  const { indexes, counts } = useTableRows(rows, spec.columns, visibleKeys, view, spec.filter?.key, intlTag, enumLabel);

  const total = indexes.length;
  const { pages, page, start, end } = pageWindow(total, view);
  const virtual = end - start > VIRTUAL_THRESHOLD;

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: virtual ? end - start : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const virtualItems = virtual ? virtualizer.getVirtualItems() : [];
  const windowStart = virtual ? start + (virtualItems[0]?.index ?? 0) : start;
  const windowEnd = virtual ? start + (virtualItems.at(-1)?.index ?? -1) + 1 : end;

  // TanStack sees only the rows being rendered: creating row models for 100,000 rows per sort would
  // cost more than the sort itself.
  const pageRows = useMemo(() => {
    const out: Row[] = [];
    for (let k = windowStart; k < windowEnd; k++) out.push(rows[indexes[k]!]!);
    return out;
  }, [rows, indexes, windowStart, windowEnd]);

  const doToggle = useCallback(
    async (row: Row, key: string) => {
      if (!onToggle) return;
      setToggling(row.id);
      try {
        await onToggle(row, key);
      } finally {
        setToggling(null);
      }
    },
    [onToggle],
  );

  const columns = useMemo<ColumnDef<Row>[]>(() => {
    const defs: ColumnDef<Row>[] = spec.columns.map((c) => ({
      id: c.key,
      accessorFn: (row) => row[c.key],
      header: () => label(c.key),
      meta: c,
    }));
    return defs;
  }, [spec.columns, label]);

  const table = useReactTable({
    data: pageRows,
    columns,
    getRowId: (row) => String(row.id),
    state: { columnVisibility: visibility, rowSelection: selection },
    onColumnVisibilityChange: setVisibility,
    onRowSelectionChange: setSelection,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableRowSelection: !!onDelete,
  });

  const selectedIds = useMemo(
    () =>
      Object.keys(selection)
        .filter((k) => selection[k])
        .map(Number),
    [selection],
  );
  const visibleColumns = table.getVisibleLeafColumns();
  const columnCount = visibleColumns.length + (onEdit || onDelete ? 1 : 0);
  const firstKey = visibleColumns[0]?.id;

  const toggleSort = (key: string) => {
    const current = view.sort?.key === key ? view.sort : null;
    const next = !current ? { key, desc: false } : !current.desc ? { key, desc: true } : null;
    update({ sort: next });
  };

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

  const runDelete = async () => {
    if (!confirm || !onDelete) return;
    setBusy(true);
    try {
      await onDelete(confirm);
      setSelection((prev) => {
        const next = { ...prev };
        for (const id of confirm) delete next[String(id)];
        return next;
      });
      setConfirm(null);
    } catch {
      // The island reports the failure (toast); keep the dialog's selection so nothing is lost.
      setConfirm(null);
    } finally {
      setBusy(false);
    }
  };

  const totals = spec.columns.filter((c) => c.total && visibleKeys.includes(c.key));
  const sums = useMemo(() => {
    const out = new Map<string, number>();
    for (const c of totals) {
      let s = 0;
      for (const i of indexes) s += Number(rows[i]![c.key]) || 0;
      out.set(c.key, s);
    }
    return out;
  }, [totals.map((c) => c.key).join(), indexes, rows]); // eslint-disable-line react-hooks/exhaustive-deps

  const filtered = view.q !== '' || view.filter !== '';
  const pageRowIds = pageRows.map((r) => String(r.id));
  const allOnPageSelected = pageRowIds.length > 0 && pageRowIds.every((id) => selection[id]);
  const someOnPageSelected = pageRowIds.some((id) => selection[id]);

  let body: ReactNode;
  if (error) body = null;
  else if (loading && rows.length === 0) body = <SkeletonRows columns={columnCount} />;
  else if (total === 0) body = null;
  else {
    const rendered = table.getRowModel().rows;
    const padTop = virtual ? (virtualItems[0]?.start ?? 0) : 0;
    const padBottom = virtual ? virtualizer.getTotalSize() - (virtualItems.at(-1)?.end ?? 0) : 0;
    body = (
      <>
        {padTop > 0 && <tr aria-hidden="true" style={{ blockSize: padTop }} />}
        {rendered.map((row) => (
          <tr
            key={row.id}
            className={`border-t border-line ${ROW_TINTS}`}
            aria-selected={onDelete ? row.getIsSelected() : undefined}
            style={virtual ? { blockSize: ROW_HEIGHT } : undefined}
          >
            {row.getVisibleCells().map((cell, i) => {
              const c = cell.column.columnDef.meta as ColumnSpec;
              const first = i === 0;
              const content = (
                <Cell row={row.original} column={c} f={f} enumLabel={enumLabel} onToggle={doToggle} busy={toggling === row.original.id} />
              );
              const classes = `px-4 py-3 ${alignsEnd(c) ? 'text-end tabular-nums' : 'text-start'} ${first ? 'sticky start-0 z-[1] bg-inherit' : ''} whitespace-nowrap`;
              return first ? (
                <th key={cell.id} scope="row" className={`${classes} font-normal`}>
                  <span className="flex items-center gap-3">
                    {onDelete && (
                      <input
                        type="checkbox"
                        className="size-4 accent-[var(--primary)]"
                        checked={row.getIsSelected()}
                        onChange={row.getToggleSelectedHandler()}
                        aria-label={t('table.selectRow', { name: plainText(row.original[c.key] ?? row.id) })}
                      />
                    )}
                    {content}
                  </span>
                </th>
              ) : (
                <td key={cell.id} className={classes}>
                  {content}
                </td>
              );
            })}
            {(onEdit ?? onDelete) && (
              <td className="px-4 py-3 text-end whitespace-nowrap">
                <span className="inline-flex gap-1">
                  {onEdit && (
                    <button
                      type="button"
                      onClick={() => onEdit(row.original)}
                      className="rounded-md p-1.5 text-muted hover:bg-surface-2 hover:text-primary"
                      aria-label={t('table.editRow', { name: plainText(row.original[firstKey ?? 'id'] ?? row.id) })}
                    >
                      <Icon name="edit" />
                    </button>
                  )}
                  {onDelete && (
                    <button
                      type="button"
                      onClick={() => setConfirm([row.original.id])}
                      className="rounded-md p-1.5 text-muted hover:bg-danger-soft hover:text-danger"
                      aria-label={t('table.deleteRow', { name: plainText(row.original[firstKey ?? 'id'] ?? row.id) })}
                    >
                      <Icon name="trash" />
                    </button>
                  )}
                </span>
              </td>
            )}
          </tr>
        ))}
        {padBottom > 0 && <tr aria-hidden="true" style={{ blockSize: padBottom }} />}
      </>
    );
  }

  const filterSpec = spec.filter;
  return (
    // No overflow clipping here: the column menu may reach below a short table (the rows scroll in their own box).
    <section className="rounded-xl border border-line bg-surface shadow-[var(--shadow)]" aria-busy={loading}>
      {filterSpec?.style === 'tabs' && (
        <FilterTabs
          look="underline"
          filter={filterSpec}
          value={view.filter}
          onChange={(filter) => update({ filter })}
          counts={counts}
          total={rows.length}
          labels={labels}
        />
      )}
      <div className="flex flex-wrap items-center gap-2 p-4">
        <SearchBox title={title} value={view.q} onChange={(q) => update({ q })} />
        {filterSpec?.style === 'select' && (
          <label className="flex items-center gap-2 text-sm text-muted">
            <span className="sr-only">{t('table.filterBy', { field: label(filterSpec.key) })}</span>
            <select
              value={view.filter}
              onChange={(e) => update({ filter: e.target.value })}
              className="rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink"
            >
              <option value="">{t('table.allOf', { field: label(filterSpec.key) })}</option>
              {filterSpec.values.map((v) => (
                <option key={v} value={v}>
                  {enumLabel(filterSpec.enumName, v)}
                </option>
              ))}
            </select>
          </label>
        )}
        <div className="ms-auto flex flex-wrap items-center gap-2">
          {onDelete && selectedIds.length > 0 && (
            <button
              type="button"
              onClick={() => setConfirm(selectedIds)}
              className="inline-flex items-center gap-2 rounded-lg bg-danger-soft px-3 py-2 text-sm font-medium text-danger hover:opacity-90"
            >
              <Icon name="trash" />
              {t('table.deleteSelected', { count: selectedIds.length })}
            </button>
          )}
          <ColumnMenu
            columns={spec.columns.map((c) => ({ key: c.key, label: label(c.key) }))}
            visible={visibleKeys}
            onChange={(keys) => setVisibility(Object.fromEntries(spec.columns.map((c) => [c.key, keys.includes(c.key)])))}
          />
          <button
            type="button"
            onClick={exportCsv}
            disabled={total === 0}
            className="inline-flex items-center gap-2 rounded-lg border border-line bg-surface px-3 py-2 text-sm font-medium text-ink hover:bg-surface-2 disabled:opacity-50"
          >
            <Icon name="download" />
            {/* Icon-only on phones, so the filter, the tools and Add share one row; the name stays for screen readers. */}
            <span className="sr-only sm:not-sr-only">{t('table.export')}</span>
          </button>
          {onAdd && (
            <button
              type="button"
              onClick={onAdd}
              className="inline-flex items-center gap-2 rounded-lg bg-primary px-3 py-2 text-sm font-medium text-on-primary hover:bg-primary-strong"
            >
              <Icon name="plus" />
              {t('table.add')}
            </button>
          )}
        </div>
      </div>

      <div
        ref={scrollRef}
        className={`overflow-x-auto ${virtual ? 'max-h-[70vh] overflow-y-auto' : ''}`}
        tabIndex={virtual ? 0 : undefined}
        role={virtual ? 'region' : undefined}
        aria-label={virtual ? title : undefined}
      >
        <table className="w-full border-collapse text-sm text-ink" aria-rowcount={virtual ? total + 1 : undefined}>
          <caption className="sr-only">{title}</caption>
          <thead className={`bg-surface-2 text-xs uppercase tracking-wide text-muted ${virtual ? 'sticky top-0 z-[2]' : ''}`}>
            <tr>
              {visibleColumns.map((column, i) => {
                const c = column.columnDef.meta as ColumnSpec;
                const sorted = view.sort?.key === c.key ? (view.sort.desc ? 'descending' : 'ascending') : undefined;
                const sortable = c.kind !== 'toggle';
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={sorted ?? (sortable ? 'none' : undefined)}
                    className={`px-4 py-3 font-semibold whitespace-nowrap ${alignsEnd(c) ? 'text-end' : 'text-start'} ${i === 0 ? 'sticky start-0 z-[1] bg-surface-2' : ''}`}
                  >
                    <span className={`flex items-center gap-3 ${alignsEnd(c) ? 'justify-end' : ''}`}>
                      {i === 0 && onDelete && (
                        <input
                          type="checkbox"
                          className="size-4 accent-[var(--primary)]"
                          checked={allOnPageSelected}
                          disabled={pageRowIds.length === 0}
                          ref={(el) => {
                            if (el) el.indeterminate = !allOnPageSelected && someOnPageSelected;
                          }}
                          onChange={() => table.toggleAllRowsSelected(!allOnPageSelected)}
                          aria-label={t('table.selectAll')}
                        />
                      )}
                      {sortable ? (
                        <button
                          type="button"
                          onClick={() => toggleSort(c.key)}
                          className="inline-flex items-center gap-1 uppercase hover:text-ink"
                        >
                          {label(c.key)}
                          <Icon
                            name={sorted === 'ascending' ? 'sortAsc' : sorted === 'descending' ? 'sortDesc' : 'sortNone'}
                            className={`size-3.5 ${sorted ? 'text-primary' : 'opacity-60'}`}
                          />
                        </button>
                      ) : (
                        label(c.key)
                      )}
                    </span>
                  </th>
                );
              })}
              {(onEdit ?? onDelete) && (
                <th scope="col" className="px-4 py-3 text-end font-semibold">
                  {t('table.actions')}
                </th>
              )}
            </tr>
          </thead>
          <tbody>{body}</tbody>
          {totals.length > 0 && total > 0 && !error && (
            <tfoot className="border-t-2 border-line bg-surface-2 font-semibold">
              <tr>
                {visibleColumns.map((column, i) => {
                  const c = column.columnDef.meta as ColumnSpec;
                  const sum = sums.get(c.key);
                  return i === 0 ? (
                    <th key={column.id} scope="row" className="sticky start-0 bg-surface-2 px-4 py-3 text-start">
                      {t('table.total')}
                    </th>
                  ) : (
                    <td
                      key={column.id}
                      className={`px-4 py-3 whitespace-nowrap ${alignsEnd(c) ? 'text-end tabular-nums' : ''}`}
                      data-total={c.key}
                    >
                      {sum === undefined ? '' : c.kind === 'money' ? f.money(sum) : f.number(sum)}
                    </td>
                  );
                })}
                {(onEdit ?? onDelete) && <td />}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      {error && <ErrorState message={error} onRetry={onRetry} />}
      {!error && !loading && total === 0 && <EmptyState filtered={filtered || rows.length > 0} onClear={reset} />}
      {/* An empty list has nothing to page through: the empty state speaks alone (the skeleton keeps it for shape). */}
      {!error && (loading || total > 0) && (
        <Pagination
          shown={end - start}
          total={total}
          page={page}
          pages={pages}
          size={view.size}
          format={f.number}
          onPage={(p) => {
            update({ page: Math.max(1, Math.min(pages, p)) });
            scrollRef.current?.scrollIntoView({ block: 'nearest' });
          }}
          onSize={(s) => update({ size: s })}
        />
      )}
      <ConfirmDialog
        open={confirm !== null}
        busy={busy}
        message={t('table.confirmDelete', { count: confirm?.length ?? 0 })}
        confirmLabel={t('table.delete')}
        onConfirm={runDelete}
        onCancel={() => setConfirm(null)}
      />
    </section>
  );
}
