import { compareValues } from '../contract/list-query.ts';
import type { PageRequest } from './list-paging.ts';

/** The row at a 0-based position of the selection (undefined past its end), and the selection's size. */
export type ReadAt<T> = (position: number) => Promise<{ row: T | undefined; total: number }>;

/**
 * Where `row` stands (0-based) among the rows a paged list's request selects, in its sort, or null when its search or
 * filters leave it out: found by one-row reads of the list call itself (about three times log2 of the total), so both
 * backends answer it without a call of its own. Rows of one sort value are ordered by id, ascending or in the sort's
 * direction depending on the backend: the first and last of them say which.
 */
export async function positionOf<T extends { id: number }>(row: T, sort: PageRequest['sort'], readAt: ReadAt<T>): Promise<number | null> {
  const valueOf = (r: T): unknown => (sort ? (r as Record<string, unknown>)[sort.field] : r.id);
  const sign = sort?.direction === 'desc' ? -1 : 1;
  const versus = (r: T) => sign * compareValues(valueOf(r), valueOf(row));
  /** The first position in [lo, hi) whose row is not `before` (the rows before it all are). */
  const bound = async (lo: number, hi: number, before: (r: T) => boolean) => {
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      const { row: at } = await readAt(mid);
      if (at && before(at)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const { total } = await readAt(0);
  const start = await bound(0, total, (r) => versus(r) < 0);
  const end = await bound(start, total, (r) => versus(r) <= 0);
  if (start === end) return null;
  const [first, last] = await Promise.all([readAt(start), readAt(end - 1)]);
  const idSign = (first.row?.id ?? 0) <= (last.row?.id ?? 0) ? 1 : -1;
  const at = await bound(start, end, (r) => idSign * (r.id - row.id) < 0);
  return (await readAt(at)).row?.id === row.id ? at : null;
}
