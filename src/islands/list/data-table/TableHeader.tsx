import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import { alignsEnd } from './Cell.tsx';
import type { ColumnSpec } from '../../../screens/list-spec.ts';
import { useDataTableState } from './use-data-table.ts';
import { writeNeeds } from '../../../stores/permissions.ts';

/** Which way a column is sorted: an arrow in the primary colour, or a faint up-down mark when it is not. */
function SortIcon({ sorted }: { sorted: 'ascending' | 'descending' | undefined }) {
  const Glyph = sorted === 'ascending' ? ArrowUp : sorted === 'descending' ? ArrowDown : ChevronsUpDown;
  return <Glyph className={`size-3.5 ${sorted ? 'text-primary' : 'opacity-60'}`} aria-hidden="true" />;
}

/** The select-all box of the first header cell: checked when every row of the page is, mixed when some are. */
function SelectPageCheckbox() {
  const { props, labels, pageRows, pageSelection } = useDataTableState();
  const { all, some } = pageSelection;
  return (
    <input
      type="checkbox"
      className="size-4 accent-[var(--primary)]"
      checked={all}
      disabled={pageRows.length === 0}
      ref={(el) => {
        if (el) el.indeterminate = some;
      }}
      onChange={() => pageSelection.set(!all)}
      aria-label={labels.t('table.selectAll')}
      // Rendered by the server for every role: hidden before paint for a role that may not delete.
      data-needs={writeNeeds(props.spec.list).select}
    />
  );
}

/** Column headings; a click on one sorts ascending, then descending, then not at all. */
export function TableHeader() {
  const { props, labels, view, update, visibleColumns, rendered, hasActions } = useDataTableState();
  const { t, label } = labels;
  const toggleSort = (key: string) => {
    const current = view.sort?.key === key ? view.sort : null;
    const next = !current ? { key, desc: false } : !current.desc ? { key, desc: true } : null;
    update({ sort: next });
  };
  return (
    <thead className={`bg-surface-2 text-xs uppercase tracking-wide text-muted ${rendered.virtual ? 'sticky top-0 z-[2]' : ''}`}>
      <tr>
        {visibleColumns.map((column, i) => {
          const c = column.columnDef.meta as ColumnSpec;
          const sorted = view.sort?.key === c.key ? (view.sort.desc ? 'descending' : 'ascending') : undefined;
          const sortable = props.screen?.sortable !== false && c.kind !== 'toggle';
          return (
            <th
              key={column.id}
              scope="col"
              aria-sort={sorted ?? (sortable ? 'none' : undefined)}
              className={`px-4 py-3 font-semibold whitespace-nowrap ${alignsEnd(c) ? 'text-end' : 'text-start'} ${i === 0 ? 'sticky start-0 z-[1] bg-surface-2' : ''}`}
            >
              <span className={`flex items-center gap-3 ${alignsEnd(c) ? 'justify-end' : ''}`}>
                {i === 0 && props.onDelete && <SelectPageCheckbox />}
                {sortable ? (
                  <button
                    type="button"
                    onClick={() => toggleSort(c.key)}
                    className="inline-flex items-center gap-1 uppercase hover:text-ink"
                  >
                    {label(c.key)}
                    <SortIcon sorted={sorted} />
                  </button>
                ) : (
                  label(c.key)
                )}
              </span>
            </th>
          );
        })}
        {hasActions && (
          <th
            scope="col"
            className="sticky end-0 z-[1] bg-surface-2 px-4 py-3 text-end font-semibold"
            // A screen's own actions are its own to gate (the administration's screens are gated whole).
            data-needs={props.onEdit || props.onDelete ? writeNeeds(props.spec.list).actions : undefined}
          >
            {t('table.actions')}
          </th>
        )}
      </tr>
    </thead>
  );
}
