import { compareValues, filterMatches, type ListPage, type ListQuery } from '../../contract/list-query.ts';

/**
 * A list held by columns for queries over a million rows: each field is a vocabulary of its distinct values in
 * sorted order and, per row, the rank of the row's value in it (an Int32Array). Sorting is then a counting sort on
 * ranks (done once per field), a filter or a search is decided once per distinct value and looked up per row,
 * so every query is a few linear passes over typed arrays. Answers are those of `applyListQuery` on the same rows.
 */
interface Column {
  field: string;
  /** Distinct values in `compareValues` order. */
  values: unknown[];
  /** Row -> index into `values`. */
  ranks: Int32Array;
  /** Row indexes by ascending value, ties in row order; built on the first sort by this field. */
  order?: Int32Array;
  /** `values` lower-cased (null for non-strings), built on the first search. */
  lower?: (string | null)[];
}

/** Gathers one field's values: each distinct value gets a code the first time it is seen. */
class ColumnBuilder {
  readonly codes: Int32Array;
  readonly seen = new Map<unknown, number>();
  readonly distinct: unknown[] = [];
  constructor(
    readonly field: string,
    size: number,
  ) {
    this.codes = new Int32Array(size);
  }
  add(index: number, value: unknown): void {
    let code = this.seen.get(value);
    if (code === undefined) {
      code = this.distinct.length;
      this.seen.set(value, code);
      this.distinct.push(value);
    }
    this.codes[index] = code;
  }
  /** Sorts the vocabulary and turns codes into ranks (in place). */
  finish(): Column {
    const { distinct } = this;
    let sorted: unknown[];
    // Native sorts where they give compareValues' order: code-unit order for strings, numeric order for numbers.
    if (distinct.every((v) => typeof v === 'string')) sorted = [...distinct].sort();
    else if (distinct.every((v) => typeof v === 'number' && !Number.isNaN(v)))
      sorted = Array.from(Float64Array.from(distinct as number[]).sort());
    else sorted = [...distinct].sort(compareValues);
    const rankOfCode = new Int32Array(distinct.length);
    sorted.forEach((value, rank) => {
      rankOfCode[this.seen.get(value)!] = rank;
    });
    const ranks = this.codes;
    for (let i = 0; i < ranks.length; i++) ranks[i] = rankOfCode[ranks[i]!]!;
    return { field: this.field, values: sorted, ranks };
  }
}

/** Row indexes by ascending rank, stable (a counting sort). */
function countingOrder(ranks: Int32Array, buckets: number): Int32Array {
  const starts = new Int32Array(buckets + 1);
  for (const rank of ranks) starts[rank + 1]!++;
  for (let r = 0; r < buckets; r++) starts[r + 1]! += starts[r]!;
  const order = new Int32Array(ranks.length);
  for (let i = 0; i < ranks.length; i++) order[starts[ranks[i]!]!++] = i;
  return order;
}

export class ColumnStore {
  private readonly columns: Column[];
  private readonly byField: Map<string, Column>;
  private readonly removed: Uint8Array;
  readonly size: number;

  private constructor(columns: Column[], size: number) {
    this.columns = columns;
    this.byField = new Map(columns.map((c) => [c.field, c]));
    this.size = size;
    this.removed = new Uint8Array(size);
  }

  /**
   * Builds the store from `size` rows handed over one at a time (`each` calls its visitor for row 0, 1, ...).
   * Rows must come in ascending id order: it is the order of an unsorted answer and the tie-break of a sort.
   */
  static build(
    fields: readonly string[],
    size: number,
    each: (visit: (row: Record<string, unknown>, index: number) => void) => void,
  ): ColumnStore {
    const builders = fields.map((f) => new ColumnBuilder(f, size));
    each((row, index) => {
      for (const b of builders) b.add(index, row[b.field]);
    });
    return new ColumnStore(
      builders.map((b) => b.finish()),
      size,
    );
  }

  /** The row at an index, as an object. */
  row(index: number): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const c of this.columns) {
      const value = c.values[c.ranks[index]!];
      if (value !== undefined) out[c.field] = value;
    }
    return out;
  }

  /** Drops the row with this id; false when there is none. */
  remove(id: number): boolean {
    const ids = this.byField.get('id');
    if (!ids) return false;
    for (let i = 0; i < this.size; i++) {
      if (!this.removed[i] && ids.values[ids.ranks[i]!] === id) {
        this.removed[i] = 1;
        return true;
      }
    }
    return false;
  }

  /** 1 for every row the query's filters and search keep. */
  private selection(query: ListQuery): { keep: Uint8Array; count: number } {
    const tests: { ranks: Int32Array; accept: Uint8Array }[] = [];
    for (const [field, wanted] of Object.entries(query.filters)) {
      const column = this.byField.get(field);
      // A field the rows do not have matches nothing, as `filterMatches(undefined, …)` says.
      if (!column) return { keep: new Uint8Array(this.size), count: 0 };
      const accept = new Uint8Array(column.values.length);
      column.values.forEach((value, rank) => {
        accept[rank] = wanted.some((w) => filterMatches(value, w)) ? 1 : 0;
      });
      tests.push({ ranks: column.ranks, accept });
    }
    const search = query.q ? this.searchTests(query.q) : null;
    const keep = new Uint8Array(this.size);
    let count = 0;
    rows: for (let i = 0; i < this.size; i++) {
      if (this.removed[i]) continue;
      for (const t of tests) if (!t.accept[t.ranks[i]!]) continue rows;
      if (search && !search.some((t) => t.accept[t.ranks[i]!])) continue;
      keep[i] = 1;
      count++;
    }
    return { keep, count };
  }

  /** Per string column, which of its values contain `q` (already lower-cased). */
  private searchTests(q: string): { ranks: Int32Array; accept: Uint8Array }[] {
    const out: { ranks: Int32Array; accept: Uint8Array }[] = [];
    for (const column of this.columns) {
      column.lower ??= column.values.map((v) => (typeof v === 'string' ? v.toLowerCase() : null));
      const accept = new Uint8Array(column.values.length);
      let any = false;
      column.lower.forEach((text, rank) => {
        if (text?.includes(q)) {
          accept[rank] = 1;
          any = true;
        }
      });
      if (any) out.push({ ranks: column.ranks, accept });
    }
    return out;
  }

  /** Row indexes in the query's order: by id, or by the sort field with ties by id (the same in both directions). */
  private *ordered(query: ListQuery): Generator<number> {
    const column = query.sort && this.byField.get(query.sort.field);
    if (!column) {
      for (let i = 0; i < this.size; i++) yield i;
      return;
    }
    const order = (column.order ??= countingOrder(column.ranks, column.values.length));
    if (query.sort!.direction === 'asc') {
      yield* order;
      return;
    }
    // Descending: groups of equal values from the last, each group still in id order.
    let end = order.length;
    while (end > 0) {
      const rank = column.ranks[order[end - 1]!]!;
      let start = end - 1;
      while (start > 0 && column.ranks[order[start - 1]!] === rank) start--;
      for (let k = start; k < end; k++) yield order[k]!;
      end = start;
    }
  }

  /** What `applyListQuery` answers for the same rows and query. */
  query(query: ListQuery): Record<string, unknown>[] | ListPage<Record<string, unknown>> {
    const { keep, count } = this.selection(query);
    const from = query.page === undefined ? 0 : (query.page - 1) * query.pageSize;
    const to = query.page === undefined ? count : from + query.pageSize;
    const items: Record<string, unknown>[] = [];
    let seen = 0;
    if (from < count) {
      for (const i of this.ordered(query)) {
        if (!keep[i]) continue;
        if (seen >= from) items.push(this.row(i));
        if (++seen >= to) break;
      }
    }
    return query.page === undefined ? items : { items, total: count };
  }
}
