import { describe, expect, it } from 'vitest';
import { selectRows, type ListQuery } from '../contract/list-query.ts';
import { positionOf } from './list-position.ts';

interface R {
  id: number;
  name: string;
  team: string;
}
const ROWS: R[] = Array.from({ length: 57 }, (_, i) => ({
  id: i + 1,
  name: `n${String((i * 37) % 57).padStart(2, '0')}`,
  team: `t${i % 4}`,
}));

/** Reads one row of the selection as the fake backend answers a page of size 1; counts the reads. */
function reader(query: ListQuery, order: (rows: R[]) => R[] = (rows) => rows) {
  const selected = order(selectRows(ROWS, query));
  const reads = { count: 0 };
  const readAt = async (position: number) => {
    reads.count++;
    return { row: selected[position], total: selected.length };
  };
  return { selected, readAt, reads };
}

describe('positionOf: where a row stands in a paged list', () => {
  it.each([
    ['unsorted (by id)', undefined],
    ['a text field ascending', { field: 'name', direction: 'asc' as const }],
    ['a field with many equal values, descending', { field: 'team', direction: 'desc' as const }],
  ])('%s: every row is found at its place, in a few reads', async (_, sort) => {
    const { selected, readAt, reads } = reader({ pageSize: 1, filters: {}, ...(sort ? { sort } : {}) });
    for (const [i, row] of selected.entries()) expect(await positionOf(row, sort, readAt)).toBe(i);
    expect(reads.count / selected.length).toBeLessThan(25);
  });

  it('reads ties in the order the backend gives them (the server orders them by id in the sort direction)', async () => {
    const sort = { field: 'team', direction: 'desc' as const };
    const idsDescending = (rows: R[]) => [...rows].sort((a, b) => b.team.localeCompare(a.team) || b.id - a.id);
    const { selected, readAt } = reader({ pageSize: 1, filters: {}, sort }, idsDescending);
    for (const [i, row] of selected.entries()) expect(await positionOf(row, sort, readAt)).toBe(i);
  });

  it('answers null for a row the filter or search leaves out', async () => {
    const { readAt } = reader({ pageSize: 1, filters: { team: ['t1'] } });
    expect(await positionOf(ROWS[0]!, undefined, readAt)).toBeNull();
    expect(await positionOf(ROWS[1]!, undefined, readAt)).toBe(0);
  });
});
