import { useMemo } from 'react';
import { alignsEnd } from './Cell.tsx';
import type { ColumnSpec } from '../../../screens/list-spec.ts';
import { useDataTableState } from './use-data-table.ts';

/**
 * The sums of the columns marked `total` (and shown), as the table's last row and the cards' closing line show them:
 * over every matching row of a list held whole, over the page of a backend-paged one (`label` says which); `shown` is
 * false when there is nothing to sum or say.
 */
export function useColumnTotals() {
  const { props, server, labels, visibleKeys, indexes, total } = useDataTableState();
  const { spec, rows, error } = props;
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
  // While the first rows load, the sums stand as bars, so what comes below stays where it will be.
  const placeholder = props.loading && rows.length === 0;
  const shown = totals.length > 0 && !error && (total > 0 || placeholder);
  // A backend-paged list holds one page of its matching rows, so its sums are the page's and say so. The row stays
  // either way: the placeholder drawn before the answer tells which kind of list it is keeps its place.
  const label = server ? 'table.pageTotal' : 'table.total';
  const { f } = labels;
  const text = (c: ColumnSpec, sum: number) => (c.kind === 'money' ? f.money(sum) : f.number(sum));
  return { totals, sums, placeholder, shown, text, label };
}

/** The totals as the table's last row. */
export function TotalsRow() {
  const { labels, visibleColumns, hasActions } = useDataTableState();
  const { t } = labels;
  const { sums, placeholder, shown, text, label } = useColumnTotals();
  if (!shown) return null;
  return (
    <tfoot className="border-t-2 border-line bg-surface-2 font-semibold">
      <tr>
        {visibleColumns.map((column, i) => {
          const c = column.columnDef.meta as ColumnSpec;
          const sum = sums.get(c.key);
          return i === 0 ? (
            <th key={column.id} scope="row" className="sticky start-0 bg-surface-2 px-4 py-3 text-start">
              {t(label)}
            </th>
          ) : (
            <td key={column.id} className={`px-4 py-3 whitespace-nowrap ${alignsEnd(c) ? 'text-end tabular-nums' : ''}`} data-total={c.key}>
              {sum === undefined ? (
                ''
              ) : placeholder ? (
                <span className="inline-block h-3 w-16 animate-pulse rounded bg-line align-middle" aria-hidden="true" />
              ) : (
                text(c, sum)
              )}
            </td>
          );
        })}
        {hasActions && <td />}
      </tr>
    </tfoot>
  );
}
