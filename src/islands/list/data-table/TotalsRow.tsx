import { useMemo } from 'react';
import { alignsEnd } from './Cell.tsx';
import type { ColumnSpec } from '../../../screens/list-spec.ts';
import { useDataTableState } from './use-data-table.ts';

/** The sums of the columns marked `total`, over every matching row (not only the page). */
export function TotalsRow() {
  const { props, server, labels, visibleKeys, visibleColumns, indexes, total, hasActions } = useDataTableState();
  const { spec, rows, error } = props;
  const { t, f } = labels;
  const totals = spec.columns.filter((c) => c.total && visibleKeys.includes(c.key));
  const totalKeys = totals.map((c) => c.key).join();
  const sums = useMemo(() => {
    const out = new Map<string, number>();
    for (const key of totalKeys ? totalKeys.split(',') : []) {
      let s = 0;
      for (const i of indexes) s += Number(rows[i]![key]) || 0;
      out.set(key, s);
    }
    return out;
  }, [totalKeys, indexes, rows]);
  // A page of a backend-paged list is not every matching row: its sums would mislead.
  if (totals.length === 0 || error || server) return null;
  // While the first rows load, the row stands with bars for its sums, so the pager below stays where it will be.
  const placeholder = props.loading && rows.length === 0;
  if (total === 0 && !placeholder) return null;
  return (
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
            <td key={column.id} className={`px-4 py-3 whitespace-nowrap ${alignsEnd(c) ? 'text-end tabular-nums' : ''}`} data-total={c.key}>
              {sum === undefined ? (
                ''
              ) : placeholder ? (
                <span className="inline-block h-3 w-16 animate-pulse rounded bg-line align-middle" aria-hidden="true" />
              ) : c.kind === 'money' ? (
                f.money(sum)
              ) : (
                f.number(sum)
              )}
            </td>
          );
        })}
        {hasActions && <td />}
      </tr>
    </tfoot>
  );
}
