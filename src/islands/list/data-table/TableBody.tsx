import { useRef } from 'react';
import { plainText } from '../../../plain-text.ts';
import type { Row as TableRow } from '@tanstack/react-table';
import { Pencil, Trash2 } from 'lucide-react';
import { alignsEnd, Cell } from './Cell.tsx';
import { skeletonCells } from './skeleton.ts';
import { SkeletonRows } from './SkeletonRows.tsx';
import { writeNeeds } from '../../../stores/permissions.ts';
import type { ColumnSpec, Row } from '../../../screens/list-spec.ts';
import { ROW_HEIGHT, useDataTableState } from './use-data-table.ts';
import { useScrollWhenRevealed } from './use-reveal-row.ts';

/**
 * Row backgrounds are opaque mixes, not see-through tints: the sticky first cell inherits them, so it
 * is highlighted with its row when hovered or selected and still hides the cells scrolling under it.
 */
const ROW_TINTS =
  'bg-surface transition-colors duration-700 hover:bg-[color-mix(in_oklab,var(--surface-2)_60%,var(--surface))] aria-selected:bg-[color-mix(in_oklab,var(--primary-soft)_50%,var(--surface))] data-revealed:bg-primary-soft';

/** A cell's content: the screen's own for its column, or the cell of the column's kind. */
export function CellContent({ row, column }: { row: Row; column: ColumnSpec }) {
  const { props, labels, toggle } = useDataTableState();
  const own = props.screen?.cells?.[column.key];
  if (own) return own(row);
  return (
    <Cell
      row={row}
      column={column}
      f={labels.f}
      enumLabel={labels.enumLabel}
      {...(props.onToggle ? { onToggle: (r: Row, key: string) => void toggle.doToggle(r, key) } : {})}
      busy={toggle.toggling === row.id}
    />
  );
}

/**
 * Edit and delete buttons of a row, named after the row, and the screen's own actions (its cell at the end of the row,
 * and its card's footer).
 */
export function RowActionButtons({ row }: { row: Row }) {
  const { props, labels, visibleColumns, selection } = useDataTableState();
  const { onEdit, onDelete } = props;
  const name = plainText(row[visibleColumns[0]?.id ?? 'id'] ?? row.id);
  return (
    <span className="inline-flex gap-1">
      {props.screen?.rowActions?.(row)}
      {onEdit && (
        <button
          type="button"
          onClick={() => onEdit(row)}
          className="rounded-md p-1.5 text-muted hover:bg-surface-2 hover:text-primary"
          aria-label={labels.t('table.editRow', { name })}
        >
          <Pencil className="size-4" aria-hidden="true" />
        </button>
      )}
      {onDelete && (
        <button
          type="button"
          onClick={() => selection.setConfirm([row.id])}
          className="rounded-md p-1.5 text-muted hover:bg-danger-soft hover:text-danger"
          aria-label={labels.t('table.deleteRow', { name })}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      )}
    </span>
  );
}

/**
 * The actions cell: pinned to the row's inline end, so it is on screen however wide the row. Its buttons sit in a
 * 32 px box, as tall as the placeholder rows' cells: on the text's baseline they made a row a pixel taller, and ten
 * rows pushed the pager down 10 px when they replaced the placeholders.
 */
function RowActions({ row }: { row: Row }) {
  return (
    <td className="sticky end-0 z-[1] bg-inherit px-4 py-3 text-end whitespace-nowrap">
      <span className="flex h-8 items-center justify-end">
        <RowActionButtons row={row} />
      </span>
    </td>
  );
}

/** One row: the first cell is its header (with the selection box), then the cells and the actions. */
function DataRow({ row }: { row: TableRow<Row> }) {
  const { props, labels, rendered, hasActions, selection, revealed } = useDataTableState();
  const { onDelete } = props;
  const selected = selection.isSelected(row.original.id);
  const { t } = labels;
  const ref = useRef<HTMLTableRowElement>(null);
  const isRevealed = revealed === row.original.id;
  useScrollWhenRevealed(ref, isRevealed);
  return (
    <tr
      ref={ref}
      {...props.screen?.rowData?.(row.original)}
      className={`border-t border-line ${ROW_TINTS}`}
      aria-selected={onDelete ? selected : undefined}
      data-revealed={isRevealed || undefined}
      style={rendered.virtual ? { blockSize: ROW_HEIGHT } : undefined}
    >
      {row.getVisibleCells().map((cell, i) => {
        const c = cell.column.columnDef.meta as ColumnSpec;
        const content = <CellContent row={row.original} column={c} />;
        // A table's cells do not wrap (the columns that do not fit hide instead); Chromium breaks at a <wbr> even under
        // nowrap, so an e-mail's break points (EmailText, for the phone cards) are taken out here.
        const classes = `px-4 py-3 ${alignsEnd(c) ? 'text-end tabular-nums' : 'text-start'} ${i === 0 ? 'sticky start-0 z-[1] bg-inherit' : ''} whitespace-nowrap [&_wbr]:hidden`;
        if (i > 0)
          return (
            <td key={cell.id} className={classes}>
              {content}
            </td>
          );
        return (
          <th key={cell.id} scope="row" className={`${classes} font-normal`}>
            <span className="flex items-center gap-3">
              {onDelete && (
                <input
                  type="checkbox"
                  className="size-4 accent-[var(--primary)]"
                  checked={selected}
                  onChange={(e) => selection.setSelected([row.original.id], e.target.checked)}
                  aria-label={t('table.selectRow', { name: plainText(row.original[c.key] ?? row.id) })}
                />
              )}
              {content}
            </span>
          </th>
        );
      })}
      {hasActions && <RowActions row={row.original} />}
    </tr>
  );
}

/**
 * The rows of the page; above 100 of them only those in view (and a few more) are in the DOM, with
 * spacer rows keeping the scroll height. Skeleton rows while the first load runs.
 */
export function TableBody() {
  const { props, table, total, rendered, visibleColumns, hasActions, view } = useDataTableState();
  const { error, loading, rows } = props;
  if (error) return <tbody />;
  if (loading && rows.length === 0) {
    const columns = visibleColumns.map((column) => column.columnDef.meta as ColumnSpec);
    return (
      <tbody>
        {/* Page size 0 is "all": a first screenful stands in for it. */}
        <SkeletonRows
          cells={skeletonCells(columns, { selectable: props.onDelete !== undefined, actions: hasActions })}
          rows={view.size || 10}
          needs={writeNeeds(props.spec.list)}
        />
      </tbody>
    );
  }
  if (total === 0) return <tbody />;
  return (
    <tbody>
      {rendered.padTop > 0 && <tr aria-hidden="true" style={{ blockSize: rendered.padTop }} />}
      {table.getRowModel().rows.map((row) => (
        <DataRow key={row.id} row={row} />
      ))}
      {rendered.padBottom > 0 && <tr aria-hidden="true" style={{ blockSize: rendered.padBottom }} />}
    </tbody>
  );
}
