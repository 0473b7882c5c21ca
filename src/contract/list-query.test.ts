import { describe, expect, it } from 'vitest';
import { applyListQuery, DEFAULT_PAGE_SIZE, filterMatches, parseListQuery, type ListQuery } from './list-query.ts';

interface Row {
  id: number;
  name: string;
  status: string;
  qty: number;
  active: boolean;
  note?: string;
}
const FIELDS = ['id', 'name', 'status', 'qty', 'active', 'note'];
const ROWS: Row[] = [
  { id: 1, name: 'Bravo', status: 'Delivered', qty: 5, active: true },
  { id: 2, name: 'alpha', status: 'Pending', qty: 12, active: false, note: 'Call BRAVO first' },
  { id: 3, name: 'Charlie', status: 'Delivered', qty: 5, active: false },
  { id: 4, name: 'Delta', status: 'Cancelled', qty: 1, active: true },
];

function parse(search: string): ListQuery {
  const result = parseListQuery(new URLSearchParams(search), FIELDS);
  if (!result.ok) throw new Error(result.message);
  return result.query;
}
const ids = (answer: Row[] | { items: Row[] }) => (Array.isArray(answer) ? answer : answer.items).map((r) => r.id);

describe('parseListQuery', () => {
  it('reads page, pageSize, sort, q and filters', () => {
    expect(parse('page=2&pageSize=10&sort=qty:desc&q=%20Br%20&status=A&status=B&qty=5')).toEqual({
      page: 2,
      pageSize: 10,
      sort: { field: 'qty', direction: 'desc' },
      q: 'br',
      filters: { status: ['A', 'B'], qty: ['5'] },
    });
  });

  it('defaults the page size and leaves page out when absent', () => {
    expect(parse('')).toEqual({ pageSize: DEFAULT_PAGE_SIZE, filters: {} });
  });

  it('ignores reserved names and names that are not fields', () => {
    expect(parse('rows=100&seed=3&colour=red').filters).toEqual({});
  });

  it.each([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
    ['page=abc', 'page'],
    ['pageSize=0', 'pageSize'],
    ['pageSize=501', 'pageSize'],
    ['sort=price:asc', 'sort'],
    ['sort=name', 'sort'],
    ['sort=name:up', 'sort'],
  ])('refuses %s with a message naming %s', (search, name) => {
    const result = parseListQuery(new URLSearchParams(search), FIELDS);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(name);
  });
});

describe('filterMatches', () => {
  it('compares numbers and booleans as such, text exactly', () => {
    expect(filterMatches(5, '5')).toBe(true);
    expect(filterMatches(5, '5.0')).toBe(true);
    expect(filterMatches(5, '')).toBe(false);
    expect(filterMatches(true, 'true')).toBe(true);
    expect(filterMatches(false, 'true')).toBe(false);
    expect(filterMatches('Delivered', 'delivered')).toBe(false);
    expect(filterMatches(undefined, 'x')).toBe(false);
  });
});

describe('applyListQuery', () => {
  it('answers the plain array without page, with filters applied (OR within a field, AND across)', () => {
    expect(ids(applyListQuery(ROWS, parse('status=Delivered&status=Cancelled')))).toEqual([1, 3, 4]);
    expect(ids(applyListQuery(ROWS, parse('status=Delivered&qty=5&active=false')))).toEqual([3]);
  });

  it('searches every string field, ignoring case', () => {
    expect(ids(applyListQuery(ROWS, parse('q=bravo')))).toEqual([1, 2]);
    expect(ids(applyListQuery(ROWS, parse('q=zzz')))).toEqual([]);
  });

  it('sorts text by code point and numbers numerically, ties by id', () => {
    expect(ids(applyListQuery(ROWS, parse('sort=name:asc')))).toEqual([1, 3, 4, 2]);
    expect(ids(applyListQuery(ROWS, parse('sort=qty:desc')))).toEqual([2, 1, 3, 4]);
    expect(ids(applyListQuery(ROWS, parse('sort=qty:asc')))).toEqual([4, 1, 3, 2]);
  });

  it('puts missing values last when ascending', () => {
    expect(ids(applyListQuery(ROWS, parse('sort=note:asc')))[0]).toBe(2);
    expect(ids(applyListQuery(ROWS, parse('sort=note:desc')))[3]).toBe(2);
  });

  it('pages after filtering, with the total of the filtered set', () => {
    expect(applyListQuery(ROWS, parse('page=1&pageSize=2&sort=id:desc'))).toEqual({ items: [ROWS[3], ROWS[2]], total: 4 });
    expect(applyListQuery(ROWS, parse('page=2&pageSize=1&status=Delivered'))).toEqual({ items: [ROWS[2]], total: 2 });
    expect(applyListQuery(ROWS, parse('page=9&pageSize=2'))).toEqual({ items: [], total: 4 });
  });

  it('does not change the rows it was given', () => {
    const before = ROWS.map((r) => r.id);
    applyListQuery(ROWS, parse('sort=name:desc'));
    expect(ROWS.map((r) => r.id)).toEqual(before);
  });
});
