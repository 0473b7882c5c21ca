import { useCallback, useId, useMemo, useRef, type ReactNode } from 'react';
import type { Row } from '../data-table/DataTable.tsx';
import { Pagination } from '../Pagination.tsx';
import { pageRequestOf, SERVER_PAGE_SIZES, useServerPages, type ServerPaging } from '../data-table/server-paging.ts';
import { EmptyState, ErrorState } from '../data-table/states.tsx';
import type { ListViewProps } from '../../../screens/list-spec.ts';
import { useTableRows } from '../use-table-rows.ts';
import type { ViewState } from '../data-table/url-state.ts';
import { pageWindow, useListLabels } from '../list-labels.ts';
import { FilterTabs } from '../FilterTabs.tsx';
import { SearchBox } from '../SearchBox.tsx';
import { SortSelect } from '../SortSelect.tsx';
import { AddButton } from '../../shared/AddButton.tsx';
import { ExportMenu, ImportButton } from '../transfer/TransferTools.tsx';
import { useListView } from '../use-list-view.ts';
import { CONTROL, FilterField } from './FilterField.tsx';
import { writeNeeds } from '../../../stores/permissions.ts';
import { notify } from '../../../stores/notify.ts';
import { useRevealRow, useScrollWhenRevealed, type RevealRequest } from '../data-table/use-reveal-row.ts';

export interface CardListProps extends ListViewProps {
  renderCard(row: Row): ReactNode;
  /** One placeholder card with the card's frame, paddings and lines, shown while the list loads. */
  skeleton: ReactNode;
  /** How many placeholders: enough rows to fill the first screen, so nothing below them moves up. */
  skeletonCount?: number;
  /** Columns offered in the sort menu. */
  sortKeys: readonly string[];
  /** Query names of the screen's own filters, kept in the URL with the rest of the view. */
  extraKeys?: readonly string[];
  filters?(view: ViewState, update: (patch: Partial<ViewState>) => void): ReactNode;
  keep?(view: ViewState): ((row: Row) => boolean) | undefined;
  /** Tailwind grid columns. */
  gridClass?: string;
  defaultSize?: number;
  /** Set when the backend pages the list: `rows` are then the page the view asks for. */
  server?: ServerPaging | undefined;
  /** A row just added: the grid moves to the page that holds it and marks its card a moment. */
  reveal?: RevealRequest | null | undefined;
}

const NO_ROWS: Row[] = [];

/**
 * The cards a view shows: searched, filtered, sorted and paged in the browser, or, when the backend pages the list,
 * the page it answered for the view (the screen's own `keep` filter then has no say: the backend does not know it).
 */
function useCardRows(
  rows: readonly Row[],
  spec: CardListProps['spec'],
  view: ViewState,
  { intlTag, enumLabel }: Pick<ReturnType<typeof useListLabels>, 'intlTag' | 'enumLabel'>,
  keep: CardListProps['keep'],
  server: ServerPaging | undefined,
  restored: boolean,
) {
  const allKeys = useMemo(() => spec.columns.map((c) => c.key), [spec.columns]);
  const extraKeep = useMemo(() => {
    const test = keep?.(view);
    return test ? (row: Record<string, unknown>) => test(row as Row) : undefined;
  }, [keep, view]);
  const request = useServerPages(server, view, spec, restored);
  const local = useTableRows(server ? NO_ROWS : rows, spec.columns, allKeys, view, spec.filter?.key, intlTag, enumLabel, extraKeep);
  const counts = server ? new Map(view.filter ? [[view.filter, server.total]] : []) : local.counts;
  const total = server ? server.total : local.indexes.length;
  const pageSize = server ? request.pageSize : view.size;
  const paging = pageWindow(total, { page: view.page, size: pageSize });
  const shown: Row[] = [];
  if (server) shown.push(...rows);
  else for (let k = paging.start; k < paging.end; k++) shown.push(rows[local.indexes[k]!]!);
  return { counts, total, shown, pageSize, indexes: local.indexes, ...paging };
}

/** A card's place in the grid; the card just added scrolls into view and is outlined while it is the revealed one. */
function CardItem({ revealed, children }: { revealed: boolean; children: ReactNode }) {
  const ref = useRef<HTMLLIElement>(null);
  useScrollWhenRevealed(ref, revealed);
  return (
    <li
      ref={ref}
      className="flex rounded-2xl outline-2 outline-offset-2 outline-transparent transition-[outline-color] duration-700 data-revealed:outline-primary"
      data-revealed={revealed || undefined}
    >
      {children}
    </li>
  );
}

/**
 * The card counterpart of the data table (product grid, sellers, users, notes): the same search,
 * sort, filter, pagination and URL view, the same loading, empty and error states.
 */
export function CardList({
  spec,
  title,
  rows,
  loading,
  error,
  onRetry,
  onAdd,
  renderCard,
  skeleton,
  skeletonCount = 8,
  sortKeys,
  extraKeys = [],
  filters,
  keep,
  gridClass,
  defaultSize = 20,
  server,
  reveal,
}: CardListProps) {
  const labels = useListLabels(spec);
  const { t, f, label } = labels;
  const sortId = useId();
  const { view, update, reset, restored } = useListView(
    { size: defaultSize, ...(spec.defaultSort ? { sort: spec.defaultSort } : {}) },
    extraKeys,
  );
  const { counts, total, pages, page, start, end, shown, pageSize, indexes } = useCardRows(
    rows,
    spec,
    view,
    labels,
    keep,
    server,
    restored,
  );
  const onHidden = useCallback(() => notify.info(t('table.addedHidden')), [t]);
  const revealed = useRevealRow(reveal, {
    rows: server ? shown : rows,
    indexes,
    view: { page: view.page, size: pageSize },
    update,
    paged: server !== undefined,
    onHidden,
  });

  const filterSpec = spec.filter;
  const grid = gridClass ?? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';
  const filtered = view.q !== '' || view.filter !== '' || Object.values(view.extra).some(Boolean);

  return (
    <section aria-busy={loading} className="flex flex-col gap-4">
      {filterSpec?.style === 'tabs' && (
        <FilterTabs
          look="pills"
          filter={filterSpec}
          value={view.filter}
          onChange={(filter) => update({ filter })}
          counts={counts}
          total={server ? server.listTotal : rows.length}
          {...(server ? { partial: true } : {})}
          labels={labels}
        />
      )}
      <div className="flex flex-wrap items-end gap-3 rounded-xl border border-line bg-surface p-4 shadow-[var(--shadow)]">
        <SearchBox title={title} value={view.q} onChange={(q) => update({ q })} />
        {/* The screen's own filters work on rows in the browser: a list the backend pages offers search, tabs and sort. */}
        {!server && filters?.(view, update)}
        <FilterField id={sortId} label={t('table.sortBy')}>
          <SortSelect
            id={sortId}
            value={view.sort}
            keys={sortKeys}
            label={label}
            onChange={(sort) => update({ sort })}
            className={CONTROL}
          />
        </FilterField>
        <div className="ms-auto flex flex-wrap items-center gap-2">
          {/* The file of the view: its search, sort and tab filter (the screen's own browser filters are not the backend's). */}
          <ExportMenu list={spec.list} request={pageRequestOf(view, spec)} disabled={total === 0} />
          {onAdd && spec.importable === true && <ImportButton spec={spec} />}
          {onAdd && <AddButton onClick={onAdd} needs={writeNeeds(spec.list).add} />}
        </div>
      </div>
      {error ? (
        <div className="rounded-xl border border-line bg-surface">
          <ErrorState message={error} onRetry={onRetry} />
        </div>
      ) : loading && rows.length === 0 ? (
        // Its own key: React must not recycle the placeholders as cards (their keys would pair up with
        // row ids and the browser would see every card slide in from its neighbour's place).
        <ul key="skeleton" className={grid} aria-hidden="true" data-testid="card-skeleton">
          {Array.from({ length: skeletonCount }, (_, i) => (
            <li key={i} className="flex motion-safe:animate-pulse">
              {skeleton}
            </li>
          ))}
        </ul>
      ) : total === 0 ? (
        <div className="rounded-xl border border-line bg-surface">
          <EmptyState filtered={filtered || rows.length > 0} onClear={reset} />
        </div>
      ) : (
        <ul key="cards" className={grid} aria-label={title}>
          {shown.map((row) => (
            <CardItem key={row.id} revealed={revealed === row.id}>
              {renderCard(row)}
            </CardItem>
          ))}
        </ul>
      )}
      {!error && (
        <div className="rounded-xl border border-line bg-surface [&>div]:border-t-0">
          <Pagination
            start={start}
            end={end}
            total={total}
            page={page}
            pages={pages}
            size={pageSize}
            {...(server ? { sizes: SERVER_PAGE_SIZES } : {})}
            format={f.number}
            onPage={(p) => update({ page: Math.max(1, Math.min(pages, p)) })}
            onSize={(s) => update({ size: s })}
          />
        </div>
      )}
    </section>
  );
}
