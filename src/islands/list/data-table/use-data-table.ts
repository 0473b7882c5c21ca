import { getCoreRowModel, useReactTable, type ColumnDef, type VisibilityState } from '@tanstack/react-table';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { pageWindow, useListLabels } from '../list-labels.ts';
import { useListView } from '../use-list-view.ts';
import type { ListViewProps, Row } from '../../../screens/list-spec.ts';
import { addressFilterValues, END_KEYS, RANGE_KEYS, useServerPages, type ServerPaging } from './server-paging.ts';
import { useRevealRow, type RevealRequest } from './use-reveal-row.ts';
import { notify } from '../../../stores/notify.ts';
import { useTableRows, type TableRows } from '../use-table-rows.ts';
import { useColumnFit, useColumnFitState } from './column-fit.ts';
import type { ViewState } from './url-state.ts';
import type { RowWindow } from './virtual-window.ts';

export interface DataTableProps extends ListViewProps {
  onEdit?(row: Row): void;
  onDelete?(ids: number[]): Promise<void>;
  onToggle?(row: Row, key: string): Promise<void>;
  /** Set when the backend pages the list: `rows` is then the current page only. */
  server?: ServerPaging;
  /** A row just added: the view moves to the page that holds it and marks it a moment. */
  reveal?: RevealRequest | null | undefined;
  /**
   * Options of a screen whose table is not a list of the data layer (the administration's accounts and trail): its
   * cells, column names, row attributes and row actions are its own. A list screen sets none of them.
   */
  screen?: TableScreenOptions;
}

/** What a screen with its own rows adds to, or leaves out of, the list table (every field is optional). */
export interface TableScreenOptions {
  /** A column's content, by key, instead of the cell of its kind (the kind still searches and sorts it). */
  cells?: Readonly<Record<string, (row: Row) => ReactNode>>;
  /** The translated name of a column, when the columns are not the fields of an entity. */
  columnLabel?(key: string): string;
  /** `data-*` attributes of a row and of its card (what tests and styles find it by). */
  rowData?(row: Row): Readonly<Record<`data-${string}`, string>>;
  /** The screen's own actions of a row, in the actions cell and the card's head. */
  rowActions?(row: Row): ReactNode;
  /** The toolbar's search box and column menu, CSV export (default: all three). */
  tools?: { search?: boolean; columns?: boolean; csv?: boolean };
  /** Whether the headers (and the cards' sort menu) sort: not when the backend pages in one order only. */
  sortable?: boolean;
  /** The page sizes offered (0 is "all") and the first one shown. */
  sizes?: readonly number[];
  defaultSize?: number;
  /** The query names of the screen's own filters, kept in the URL with the rest of the view (`view.extra`). */
  extraKeys?: readonly string[];
  /** The top of the table's card: the screen's introduction, its own action, its filters (which set `view.extra`). */
  header?(view: ViewState, update: (patch: Partial<ViewState>) => void): ReactNode;
}

const NO_ROWS: readonly Row[] = [];
const identities = new Map<number, Int32Array>();
/** 0, 1, … n-1: a page from the backend is shown in the order it came. */
function identity(n: number): Int32Array {
  let out = identities.get(n);
  if (!out) {
    out = Int32Array.from({ length: n }, (_, i) => i);
    identities.set(n, out);
  }
  return out;
}

/** Above this many rows on one page the body is virtualised: only the rows in view are in the DOM. */
const VIRTUAL_THRESHOLD = 100;
export const ROW_HEIGHT = 57;

/** Rows of a long page in the DOM while the virtualiser loads: about two screens of the 70vh scroll box. */
const FIRST_ROWS = 30;

/**
 * Which rows of the current page are rendered: all of them, or, above VIRTUAL_THRESHOLD, the virtualiser's window
 * over them. The virtualiser is loaded by the first such page (virtual-window.ts); until it is in, the first rows
 * stand with the height of the others below them, and if it cannot load, every row is rendered.
 */
function useRenderedWindow(start: number, end: number) {
  const count = end - start;
  const virtual = count > VIRTUAL_THRESHOLD;
  const scrollRef = useRef<HTMLDivElement>(null);
  const [watched, setWatched] = useState<RowWindow | null>(null);
  useEffect(() => {
    if (!virtual) return;
    let cancelled = false;
    let stop: (() => void) | undefined;
    import('./virtual-window.ts')
      .then(({ watchRowWindow }) => {
        const box = scrollRef.current;
        if (!cancelled && box) stop = watchRowWindow(box, count, ROW_HEIGHT, setWatched);
      })
      .catch(() => {
        if (!cancelled) setWatched({ first: 0, last: count, padTop: 0, padBottom: 0 });
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [virtual, count]);
  if (!virtual) return { virtual, scrollRef, windowStart: start, windowEnd: end, padTop: 0, padBottom: 0 };
  const shown = watched ?? { first: 0, last: FIRST_ROWS, padTop: 0, padBottom: (count - FIRST_ROWS) * ROW_HEIGHT };
  // A window watched over the page before (a longer one) is cut to this page's rows until the new one is told.
  const last = Math.min(shown.last, count);
  const first = Math.min(shown.first, last);
  return {
    virtual,
    scrollRef,
    windowStart: start + first,
    windowEnd: start + last,
    padTop: shown.padTop,
    padBottom: Math.max(0, shown.padBottom),
  };
}

/** Row selection (for bulk delete) and the rows waiting for the delete confirmation. */
function useSelection(onDelete: DataTableProps['onDelete']) {
  const [selection, setSelection] = useState<Readonly<Record<string, true>>>({});
  const [confirm, setConfirm] = useState<number[] | null>(null);
  const [busy, setBusy] = useState(false);
  const selectedIds = useMemo(
    () =>
      Object.keys(selection)
        .filter((k) => selection[k])
        .map(Number),
    [selection],
  );

  // Ticks and unticks name the rows by id, as the user saw them. TanStack's own toggles look each row up in the table's
  // data when React applies the update, and a render of the next page's rows, begun in the background and set aside,
  // has already replaced that data: the lookup threw and the island showed its error panel.
  const setSelected = useCallback(
    (ids: readonly number[], on: boolean) =>
      setSelection((prev) => {
        const next = { ...prev };
        for (const id of ids) {
          if (on) next[String(id)] = true;
          else delete next[String(id)];
        }
        return next;
      }),
    [],
  );
  const isSelected = useCallback((id: number) => selection[String(id)] === true, [selection]);

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

  return { selectedIds, isSelected, setSelected, confirm, setConfirm, busy, runDelete };
}

/** The toggle cell being saved (its switch shows busy) and the handler that saves it. */
function useToggle(onToggle: DataTableProps['onToggle']) {
  const [toggling, setToggling] = useState<number | null>(null);
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
  return { toggling, doToggle };
}

/**
 * The rows a list held whole in the browser keeps for the view's reference filters (those of one customer) and value
 * filters (those of these statuses); undefined when none is set. A paged list is filtered by the backend from the same
 * values (`pageRequestOf`).
 */
function useAddressKeep(view: ViewState, spec: DataTableProps['spec']): ((row: Readonly<Record<string, unknown>>) => boolean) | undefined {
  const key = JSON.stringify(addressFilterValues(view, spec));
  return useMemo(() => {
    const wanted = Object.entries(JSON.parse(key) as Record<string, string | string[]>).map(
      ([field, values]) => [field, new Set([values].flat())] as const,
    );
    if (wanted.length === 0) return undefined;
    return (row: Readonly<Record<string, unknown>>) => wanted.every(([field, values]) => values.has(String(row[field])));
  }, [key]);
}

/**
 * Everything the table's parts share: the view in the URL (search, filter, sort, page), the matching
 * rows, the rendered window, column visibility, selection and the TanStack table over the rendered rows.
 */
export function useDataTable(props: DataTableProps) {
  const { spec, rows, onDelete, screen } = props;
  const listLabels = useListLabels(spec);
  const columnLabel = screen?.columnLabel;
  const labels = columnLabel ? { ...listLabels, label: columnLabel } : listLabels;
  const { intlTag, enumLabel, label } = labels;

  const { view, update, reset, restored } = useListView(
    {
      ...(spec.defaultSort ? { sort: spec.defaultSort } : {}),
      ...(screen?.defaultSize !== undefined ? { size: screen.defaultSize } : {}),
    },
    // Every list reads a date range from the address (a dashboard's drill-down link); its backend applies it. A screen's
    // reference and value filters (`?customerId=3`, `?status=sent,overdue`) and end-date filters (`?endFrom=&endTo=`,
    // `?activeOn=`) are kept there too.
    [
      ...(screen?.extraKeys ?? []),
      ...RANGE_KEYS,
      ...END_KEYS,
      ...(spec.referenceFilters ?? []).map((r) => r.key),
      ...(spec.valueFilters ?? []).map((v) => v.key),
    ],
  );
  const [visibility, setVisibility] = useState<VisibilityState>(() => Object.fromEntries(spec.columns.map((c) => [c.key, !c.hidden])));
  // Search covers every column the user has on, also those hidden to fit the width (they are one click away).
  const visibleKeys = useMemo(() => spec.columns.filter((c) => visibility[c.key] !== false).map((c) => c.key), [spec.columns, visibility]);
  const fit = useColumnFitState();
  const columnVisibility = useMemo<VisibilityState>(
    () => ({ ...visibility, ...Object.fromEntries(fit.fitHidden.map((key) => [key, false])) }),
    [visibility, fit.fitHidden],
  );
  const shownKeys = useMemo(() => visibleKeys.filter((key) => !fit.fitHidden.includes(key)), [visibleKeys, fit.fitHidden]);
  const selection = useSelection(onDelete);
  const toggle = useToggle(props.onToggle);

  const server = props.server;
  const request = useServerPages(server, view, spec, restored);
  // With the backend paging, the rows are already the page: filtering, searching and sorting happened there.
  const keepReferenced = useAddressKeep(view, spec);
  const local = useTableRows(
    server ? NO_ROWS : rows,
    spec.columns,
    visibleKeys,
    view,
    spec.filter?.key,
    intlTag,
    enumLabel,
    keepReferenced,
  );
  const { indexes, counts }: TableRows = server ? { indexes: identity(rows.length), counts: local.counts } : local;
  const total = server ? server.total : indexes.length;
  const { pages, page, start, end } = pageWindow(total, server ? { page: view.page, size: request.pageSize } : view);
  const { t } = listLabels;
  const onHidden = useCallback(() => notify.info(t('table.addedHidden')), [t]);
  const revealed = useRevealRow(props.reveal, { rows, indexes, view, update, paged: server !== undefined, onHidden });
  // The rows of the page, as positions in `indexes`: with the backend paging, the rows are the page.
  const pageStart = server ? 0 : start;
  const pageEnd = server ? rows.length : end;
  const rendered = useRenderedWindow(pageStart, pageEnd);
  const { windowStart, windowEnd } = rendered;

  // TanStack sees only the rows being rendered: creating row models for 100,000 rows per sort would
  // cost more than the sort itself.
  const pageRows = useMemo(() => {
    const out: Row[] = [];
    for (let k = windowStart; k < windowEnd; k++) out.push(rows[indexes[k]!]!);
    return out;
  }, [rows, indexes, windowStart, windowEnd]);

  // The page's select-all box covers every row of the page, also those a virtualised body has not rendered.
  const { isSelected, setSelected } = selection;
  const pageSelection = useMemo(() => {
    const ids: number[] = [];
    for (let k = pageStart; k < pageEnd; k++) ids.push(rows[indexes[k]!]!.id);
    const all = ids.length > 0 && ids.every(isSelected);
    return { all, some: !all && ids.some(isSelected), set: (on: boolean) => setSelected(ids, on) };
  }, [rows, indexes, pageStart, pageEnd, isSelected, setSelected]);

  const columns = useMemo<ColumnDef<Row>[]>(
    () => spec.columns.map((c) => ({ id: c.key, accessorFn: (row) => row[c.key], header: () => label(c.key), meta: c })),
    [spec.columns, label],
  );

  const table = useReactTable({
    data: pageRows,
    columns,
    getRowId: (row) => String(row.id),
    state: { columnVisibility },
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
  });

  const visibleColumns = table.getVisibleLeafColumns();
  useColumnFit(rendered.scrollRef, spec.columns, fit, rows, props.loading && rows.length === 0);
  /** The column menu's choice: the columns on, and those just turned on stay on whatever the width. */
  const chooseColumns = useCallback(
    (keys: readonly string[]) => {
      const added = keys.filter((key) => !shownKeys.includes(key));
      if (added.length > 0) fit.setChosen((prev) => new Set([...prev, ...added]));
      setVisibility(Object.fromEntries(spec.columns.map((c) => [c.key, keys.includes(c.key)])));
    },
    [shownKeys, fit, spec.columns],
  );
  const hasActions = props.onEdit !== undefined || onDelete !== undefined || screen?.rowActions !== undefined;

  return {
    props,
    server,
    request,
    labels,
    view,
    update,
    reset,
    visibleKeys,
    shownKeys,
    chooseColumns,
    indexes,
    counts,
    total,
    pages,
    page,
    start,
    end,
    rendered,
    pageRows,
    pageSelection,
    table,
    visibleColumns,
    hasActions,
    columnCount: visibleColumns.length + (hasActions ? 1 : 0),
    selection,
    toggle,
    revealed,
  };
}

export type DataTableState = ReturnType<typeof useDataTable>;

const DataTableContext = createContext<DataTableState | null>(null);
export const DataTableProvider = DataTableContext.Provider;

/** The state of the table this part is in (parts are only rendered inside `DataTable`). */
export function useDataTableState(): DataTableState {
  const state = useContext(DataTableContext);
  if (!state) throw new Error('A data table part was rendered outside DataTable');
  return state;
}
