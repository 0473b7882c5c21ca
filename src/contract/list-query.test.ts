import { describe, expect, it } from 'vitest';
import { parsePeriod } from '../stats/period.ts';
import {
  applyListQuery,
  DEFAULT_PAGE_SIZE,
  filterMatches,
  idOf,
  INT_MAX,
  parseHistoryRange,
  parseListQuery,
  type ListQuery,
} from './list-query.ts';
import { listRoutes } from './routes.ts';
import { periodQuery } from './stats.ts';

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

/** Days with the shape of a date that are not one (each once answered 500: Date.parse gave NaN, which isoDay threw on). */
const NOT_DAYS = ['2020-13-45', '9999-99-99', '0000-00-00', '2021-02-29', '2020-04-31'];

describe('dates in a query', () => {
  it('are refused by the contract itself, by the lists and by the dashboards alike, never thrown on', () => {
    const listFrom = listRoutes('order').list.query.from!.schema;
    for (const day of NOT_DAYS) {
      expect(listFrom.safeParse(day).success, day).toBe(false);
      expect(periodQuery.from.schema.safeParse(day).success, day).toBe(false);
      expect(parseHistoryRange(new URLSearchParams({ from: day, to: '2024-01-01' })), day).toBe('bad');
      expect(parseHistoryRange(new URLSearchParams({ from: '2024-01-01', to: day })), day).toBe('bad');
      expect(parsePeriod(new URLSearchParams({ from: day, to: '2024-01-01' })), day).toEqual({
        ok: false,
        message: 'from and to must be dates YYYY-MM-DD',
      });
    }
  });

  it('make a history range only when both are real days in order', () => {
    expect(parseHistoryRange(new URLSearchParams())).toBeUndefined();
    expect(parseHistoryRange(new URLSearchParams({ from: '2024-02-29', to: '2024-03-01' }))).toEqual({
      from: '2024-02-29',
      to: '2024-03-01',
    });
    expect(parseHistoryRange(new URLSearchParams({ from: '2024-03-01', to: '2024-02-29' }))).toBe('bad');
    expect(parseHistoryRange(new URLSearchParams({ from: '2024-03-01' }))).toBe('bad');
  });
});

describe('idOf', () => {
  it('reads a stored integer written in digits, and nothing else', () => {
    expect(idOf('1')).toBe(1);
    expect(idOf(String(INT_MAX))).toBe(INT_MAX);
    for (const raw of [undefined, '', '0', '-1', '1.5', '1e3', '0x10', ' 1', 'NaN', String(INT_MAX + 1), '99999999999999999999'])
      expect(idOf(raw), String(raw)).toBeNull();
  });
});
