import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { cellText, formattersFor, needsRow, parseDate, rowCellText, type EnumLabel } from './data-table/format.ts';
import { referenceNames } from '../../stores/reference-names.ts';
import { buildSearchIndex, filterIndexes, keptIndexes, queryWords, rankColumn, sortIndexes } from './search.ts';
import type { ColumnSpec } from '../../screens/list-spec.ts';
import type { ViewState } from './data-table/url-state.ts';
import { plainText } from '../../plain-text.ts';

type Row = Record<string, unknown>;

/** Display text of one column for every row, caching repeated values (dates, enums) across rows. */
function columnText(column: ColumnSpec, intlTag: string, enumLabel: EnumLabel): (row: Row) => string {
  const kind = column.kind ?? 'text';
  const f = formattersFor(intlTag);
  if (kind === 'text' || kind === 'title' || kind === 'code' || kind === 'email' || kind === 'phone' || kind === 'time') {
    return (row) => {
      const v = row[column.key];
      return plainText(v);
    };
  }
  // An amount in minor units reads its row's currency, a reference the name of the row it names: not cached by value.
  if (needsRow(kind)) return (row) => rowCellText(row, column, f, enumLabel, referenceNames.nameOf);
  const memo = new Map<unknown, string>();
  return (row) => {
    const v = row[column.key];
    let text = memo.get(v);
    if (text === undefined) {
      text = cellText(v, kind, f, enumLabel, column.enumName);
      if (memo.size < 50_000) memo.set(v, text);
    }
    return text;
  };
}

export interface TableRows {
  /** Indexes into `rows` after filter, search and sort. */
  indexes: Int32Array;
  /** Rows per filter value over the whole list (for the tabs' counts). */
  counts: Map<string, number>;
}

/**
 * The filter -> search -> sort pipeline. Each stage is memoised on what it depends on, so typing in
 * the search box never re-sorts ranks and sorting never rebuilds the search index.
 */
export function useTableRows(
  rows: readonly Row[],
  columns: readonly ColumnSpec[],
  visibleKeys: readonly string[],
  view: ViewState,
  filterKey: string | undefined,
  intlTag: string,
  enumLabel: EnumLabel,
  /** A screen's own filters (price range, rating...), memoised by the caller. */
  extraKeep?: (row: Row) => boolean,
): TableRows {
  const visibleColumns = useMemo(() => columns.filter((c) => visibleKeys.includes(c.key)), [columns, visibleKeys]);
  // The names references show arrive after the rows: a search or sort on them is made again with each answer.
  const allNames = useStore(referenceNames.$names);
  const names = columns.some((c) => c.kind === 'reference') ? allNames : undefined;

  // The haystacks (every visible cell's display text, dates and enums formatted) are built the first time a search
  // needs them, not for the first render of a list nobody has searched yet; kept until the rows or columns change.
  const search = useMemo(() => {
    let index: string[] | undefined;
    return () =>
      (index ??= buildSearchIndex(
        rows,
        visibleColumns.filter((c) => c.kind !== 'toggle').map((c) => columnText(c, intlTag, enumLabel)),
      ));
  }, [rows, visibleColumns, intlTag, enumLabel, names]); // eslint-disable-line react-hooks/exhaustive-deps -- `names` is read through referenceNames

  const counts = useMemo(() => {
    const out = new Map<string, number>();
    if (!filterKey) return out;
    for (const row of rows) {
      const v = plainText(row[filterKey]);
      out.set(v, (out.get(v) ?? 0) + 1);
    }
    return out;
  }, [rows, filterKey]);

  const filtered = useMemo(() => {
    const wanted = view.filter;
    const byFilter = filterKey && wanted ? (i: number) => String(rows[i]![filterKey]) === wanted : undefined;
    const keep =
      byFilter && extraKeep
        ? (i: number) => byFilter(i) && extraKeep(rows[i]!)
        : (byFilter ?? (extraKeep ? (i: number) => extraKeep(rows[i]!) : undefined));
    return queryWords(view.q).length > 0 ? filterIndexes(search(), view.q, keep) : keptIndexes(rows.length, keep);
  }, [search, view.q, view.filter, filterKey, rows, extraKeep]);

  // Ranks are per column and data set; computed lazily the first time a column is sorted.
  const rankCache = useMemo(() => new Map<string, Int32Array>(), [rows, names]); // eslint-disable-line react-hooks/exhaustive-deps

  const indexes = useMemo(() => {
    const sort = view.sort;
    const column = sort && columns.find((c) => c.key === sort.key);
    if (!sort || !column) return filtered;
    let ranks = rankCache.get(column.key);
    if (!ranks) {
      const kind = column.kind ?? 'text';
      // Enums sort by their translated label, which is what the reader sees.
      const value =
        kind === 'status' || kind === 'enum' || kind === 'reference'
          ? columnText(column, intlTag, enumLabel)
          : kind === 'date'
            ? (row: Row) => parseDate(plainText(row[column.key]))?.getTime() ?? null
            : (row: Row) => row[column.key];
      // The collator is made here, once per sorted column, not on every list's first render: a page's first
      // Intl.Collator loads ICU's collation data (25-60 ms on a throttled phone), and most lists open unsorted or
      // sorted by a date.
      ranks = rankColumn(rows, value, new Intl.Collator(intlTag, { sensitivity: 'base', numeric: true }));
      // The cache belongs to this hook and is replaced with the rows: filling it on first use is its job.
      // eslint-disable-next-line react-hooks/immutability
      rankCache.set(column.key, ranks);
    }
    return sortIndexes(filtered, ranks, sort.desc);
  }, [filtered, view.sort, columns, rankCache, rows, intlTag, enumLabel]);

  return { indexes, counts };
}
