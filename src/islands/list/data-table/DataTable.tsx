import { DeleteConfirmation } from './SelectionBar.tsx';
import { EmptyState, ErrorState } from './states.tsx';
import { TableBody } from './TableBody.tsx';
import { TableCards } from './TableCards.tsx';
import { UNTIL_KNOWN, useCardLayout } from './phone-width.ts';
import { TableHeader } from './TableHeader.tsx';
import { TablePager } from './TablePager.tsx';
import { TableToolbar } from './TableToolbar.tsx';
import { TotalsRow } from './TotalsRow.tsx';
import type { Row } from '../../../screens/list-spec.ts';
import { DataTableProvider, useDataTable, useDataTableState, type DataTableProps } from './use-data-table.ts';

export type { Row, DataTableProps };

/** The scrolling box around the table: it scrolls the rows itself (and is a named region) when the body is virtualised. */
function TableFrame({ className = '' }: { className?: string | undefined }) {
  const { props, rendered, total, labels } = useDataTableState();
  const { title } = props;
  const { virtual, scrollRef } = rendered;
  // A new page, sort or search while rows are on screen: they stay (dimmed) under a thin bar, so nothing moves.
  const refreshing = props.loading && props.rows.length > 0;
  return (
    <div
      ref={scrollRef}
      className={`relative overflow-x-auto ${className} ${virtual ? 'max-h-[70vh] overflow-y-auto' : ''} ${refreshing ? '[&_tbody]:opacity-60' : ''}`}
      data-refreshing={refreshing || undefined}
      tabIndex={virtual ? 0 : undefined}
      role={virtual ? 'region' : undefined}
      aria-label={virtual ? title : undefined}
    >
      {refreshing && (
        <div
          className="pointer-events-none absolute inset-x-0 top-0 z-10 h-0.5 overflow-hidden bg-primary/20"
          data-testid="table-refreshing"
        >
          <span className="block h-full w-1/3 animate-pulse bg-primary" />
          <span className="sr-only" role="status">
            {labels.t('common.loading')}
          </span>
        </div>
      )}
      <table className="w-full border-collapse text-sm text-ink" aria-rowcount={virtual ? total + 1 : undefined}>
        <caption className="sr-only">{title}</caption>
        <TableHeader />
        <TableBody />
        <TotalsRow />
      </table>
    </div>
  );
}

/** What shows instead of rows: the error with a retry, or the empty state (with "clear filters" when filtered). */
function TableStates() {
  const { props, view, reset, total } = useDataTableState();
  const { error, loading, onRetry, rows } = props;
  if (error) return <ErrorState message={error} onRetry={onRetry} />;
  if (loading || total > 0) return null;
  const filtered = view.q !== '' || view.filter !== '' || Object.values(view.extra).some(Boolean);
  return <EmptyState filtered={filtered || rows.length > 0} onClear={reset} />;
}

/**
 * A list screen's table: search, filter, sort, paging and column choice kept in the URL, CSV export,
 * selection and bulk delete, totals, and a virtualised body for long pages.
 */
export function DataTable(props: DataTableProps) {
  const state = useDataTable(props);
  // Below 640 px each row is a card: a table there shows two columns and scrolls sideways for the rest. Until the
  // width is known (server HTML, hydration) both are rendered, CSS showing the one for the width.
  const cards = useCardLayout();
  const unknown = cards === undefined;
  return (
    <DataTableProvider value={state}>
      {/* No overflow clipping here: the column menu may reach below a short table (the rows scroll in their own box). */}
      <section className="rounded-xl border border-line bg-surface shadow-[var(--shadow)]" aria-busy={props.loading}>
        <TableToolbar />
        {cards !== false && <TableCards className={unknown ? UNTIL_KNOWN.cards : undefined} />}
        {cards !== true && <TableFrame className={unknown ? UNTIL_KNOWN.table : undefined} />}
        <TableStates />
        <TablePager />
        <DeleteConfirmation />
      </section>
    </DataTableProvider>
  );
}
