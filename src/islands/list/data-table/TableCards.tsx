import { useId, useRef } from 'react';
import { useScrollWhenRevealed } from './use-reveal-row.ts';
import { plainText } from '../../../plain-text.ts';
import { CellContent, RowActionButtons } from './TableBody.tsx';
import type { ColumnSpec, Row } from '../../../screens/list-spec.ts';
import { useDataTableState } from './use-data-table.ts';
import { SortSelect } from '../SortSelect.tsx';
import { writeNeeds } from '../../../stores/permissions.ts';
import { useColumnTotals } from './TotalsRow.tsx';

/**
 * The columns a card puts in its head (the row's name, else its first column; status; amount) and the others, in the
 * table's order. A list without an amount has no figure line: a date there read as the card's headline.
 */
export function cardParts(columns: readonly ColumnSpec[]) {
  const title = columns.find((c) => c.kind === 'title') ?? columns[0];
  const status = columns.find((c) => c.kind === 'status');
  const figure = columns.find((c) => c.kind === 'money' || c.kind === 'minorMoney');
  const rest = columns.filter((c) => c !== title && c !== status && c !== figure);
  return { title, status, figure, rest };
}

/** Sort for the cards (the table sorts by its headers): each shown column, ascending or descending. */
function CardSort() {
  const { props, labels, view, update, visibleKeys } = useDataTableState();
  const id = useId();
  const { t, label } = labels;
  const keys = props.spec.columns.filter((c) => visibleKeys.includes(c.key) && c.kind !== 'toggle').map((c) => c.key);
  return (
    <div className="flex items-center gap-2 border-t border-line px-4 py-3 text-sm">
      <label htmlFor={id} className="text-muted">
        {t('table.sortBy')}
      </label>
      <SortSelect
        id={id}
        value={view.sort}
        keys={keys}
        label={label}
        onChange={(sort) => update({ sort })}
        className="min-w-0 flex-1 rounded-lg border border-line bg-surface px-3 py-2 text-ink"
      />
    </div>
  );
}

/** One row as a card: selection box, title and status on top, the amount or date, the other fields, the actions. */
function RowCard({ row, selected, onSelect }: { row: Row; selected: boolean; onSelect?: () => void }) {
  const { props, labels, hasActions, visibleKeys, revealed } = useDataTableState();
  const ref = useRef<HTMLLIElement>(null);
  const isRevealed = revealed === row.id;
  useScrollWhenRevealed(ref, isRevealed);
  const { t, label } = labels;
  const columns = props.spec.columns.filter((c) => visibleKeys.includes(c.key));
  const { title, status, figure, rest } = cardParts(columns);
  const cell = (c: ColumnSpec) => <CellContent row={row} column={c} />;
  return (
    <li
      ref={ref}
      {...props.screen?.rowData?.(row)}
      className={`border-t border-line px-4 py-3 transition-colors duration-700 ${selected || isRevealed ? 'bg-primary-soft/50' : ''}`}
      data-row-card
      data-revealed={isRevealed || undefined}
    >
      <div className="flex items-start gap-3">
        {onSelect && (
          <input
            type="checkbox"
            className="mt-1 size-4 shrink-0 accent-[var(--primary)]"
            checked={selected}
            onChange={onSelect}
            aria-label={t('table.selectRow', { name: plainText(title ? row[title.key] : row.id) })}
          />
        )}
        <div className="min-w-0 flex-1">
          <div className="flex items-center gap-2">
            <div className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-2">
              <span className="min-w-0 break-words" data-card-title>
                {title && cell(title)}
              </span>
              {status && <span data-card-status>{cell(status)}</span>}
            </div>
            {hasActions && <RowActionButtons row={row} />}
          </div>
          {figure && <p className="mt-1 text-sm font-semibold text-ink tabular-nums">{cell(figure)}</p>}
          {rest.length > 0 && (
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              {rest.map((c) => (
                <div key={c.key} className="contents">
                  <dt className="text-muted">{label(c.key)}</dt>
                  <dd className="min-w-0 break-words text-ink">{cell(c)}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </div>
    </li>
  );
}

/** A grey bar standing for a value, in a line as tall as the text it stands for. */
function Bar({ width, line = 'h-5' }: { width: string; line?: string }) {
  return (
    <span className={`flex ${line} items-center`}>
      <span className={`block h-3 ${width} animate-pulse rounded bg-surface-2`} />
    </span>
  );
}

/**
 * Placeholder cards while the first load runs, in the shape of the cards that replace them: the selection box, the
 * title and status, the amount or date, and the field names of the other shown columns with a bar for each value.
 */
function SkeletonCards({ count }: { count: number }) {
  const { props, labels, visibleKeys, hasActions } = useDataTableState();
  const { onDelete, spec } = props;
  const needs = writeNeeds(spec.list);
  const { title, status, figure, rest } = cardParts(spec.columns.filter((c) => visibleKeys.includes(c.key)));
  const image = title?.imageKey !== undefined;
  return Array.from({ length: count }, (_, i) => (
    <li key={`skeleton-${i}`} className="border-t border-line px-4 py-3" aria-hidden="true" data-skeleton-card>
      <div className="flex items-start gap-3">
        {onDelete && <span className="mt-1 size-4 shrink-0 rounded bg-surface-2" data-needs={needs.select} />}
        <div className="min-w-0 flex-1">
          <div className={`flex items-center gap-2 ${image ? 'h-9' : 'h-7'}`}>
            <span className="flex min-w-0 flex-1 items-center justify-between gap-2">
              <span className="flex min-w-0 items-center gap-3">
                {image && (
                  <span className={`size-9 shrink-0 animate-pulse bg-surface-2 ${title?.avatar ? 'rounded-full' : 'rounded-md'}`} />
                )}
                <span className="block h-3 w-24 animate-pulse rounded bg-surface-2" />
              </span>
              {status && <span className="block h-5 w-16 animate-pulse rounded-full bg-surface-2" />}
            </span>
            {hasActions && <span className="h-7 w-[3.75rem] shrink-0" data-needs={needs.actions} />}
          </div>
          {figure && (
            <div className="mt-1">
              <Bar width="w-20" />
            </div>
          )}
          {rest.length > 0 && (
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              {rest.map((c, r) => (
                <div key={c.key} className="contents">
                  <dt className="text-muted">{labels.label(c.key)}</dt>
                  <dd>
                    <Bar width={(r + i) % 3 === 0 ? 'w-2/3' : (r + i) % 3 === 1 ? 'w-1/2' : 'w-5/6'} />
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </div>
    </li>
  ));
}

/** The select-all box of the cards; while the first page loads it is there, disabled, where it will be. */
function SelectAllLine({ loading }: { loading: boolean }) {
  const { props, pageSelection, labels } = useDataTableState();
  const { all, some } = pageSelection;
  return (
    <li
      className="flex items-center gap-3 border-t border-line px-4 py-2 text-sm text-muted"
      data-needs={writeNeeds(props.spec.list).select}
    >
      <input
        type="checkbox"
        className="size-4 accent-[var(--primary)]"
        checked={all}
        disabled={loading}
        ref={(el) => {
          if (el) el.indeterminate = some;
        }}
        onChange={() => pageSelection.set(!all)}
        aria-label={labels.t('table.selectAll')}
      />
      <span aria-hidden="true">{labels.t('table.selectAll')}</span>
    </li>
  );
}

/** The totals of the list under its cards, as the table's last row shows them. */
function CardTotals() {
  const { labels } = useDataTableState();
  const { totals, sums, placeholder, shown, text, label } = useColumnTotals();
  if (!shown) return null;
  return (
    <div className="flex items-baseline gap-3 border-t-2 border-line bg-surface-2 px-4 py-3 text-sm" data-card-totals>
      <p className="font-semibold">{labels.t(label)}</p>
      <dl className="grid min-w-0 flex-1 grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
        {totals.map((c) => (
          <div key={c.key} className="contents">
            <dt className="text-muted">{labels.label(c.key)}</dt>
            <dd className="font-semibold tabular-nums" data-card-total={c.key}>
              {placeholder ? (
                <span className="inline-block h-3 w-16 animate-pulse rounded bg-line align-middle" aria-hidden="true" />
              ) : (
                <bdi>{text(c, sums.get(c.key) ?? 0)}</bdi>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * The rows of the page as cards, for phone widths: the same rows, sort, selection and actions as the table.
 * Selecting every card of the page goes through the same select-all box. While the first page loads, the sort, the
 * select-all line and cards in the shape of the rows are on screen (the server's HTML has them), so the loaded cards
 * only replace the placeholder ones.
 */
export function TableCards({ className }: { className?: string | undefined }) {
  const { props, table, total, view, selection } = useDataTableState();
  const { error, loading, rows, onDelete } = props;
  if (error) return null;
  const skeleton = loading && rows.length === 0;
  return (
    <div data-testid="table-cards" className={className}>
      {props.screen?.sortable !== false && <CardSort />}
      {skeleton || total > 0 ? (
        <ul aria-label={props.title} className={loading && !skeleton ? 'opacity-60' : undefined}>
          {onDelete && <SelectAllLine loading={skeleton} />}
          {skeleton ? (
            <SkeletonCards count={view.size || 10} />
          ) : (
            table
              .getRowModel()
              .rows.map((row) => (
                <RowCard
                  key={row.id}
                  row={row.original}
                  selected={selection.isSelected(row.original.id)}
                  {...(onDelete
                    ? { onSelect: () => selection.setSelected([row.original.id], !selection.isSelected(row.original.id)) }
                    : {})}
                />
              ))
          )}
        </ul>
      ) : null}
      <CardTotals />
    </div>
  );
}
