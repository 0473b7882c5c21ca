import { plainText } from '../../plain-text.ts';

/**
 * Server-side list queries: what `GET /app/<list>` accepts besides the plain "every row" call, and what it
 * means over rows held in memory. The fake backend answers with these functions; a real backend does the
 * same in its database (sort by the field then by id, `q` as a case-insensitive substring, filters as
 * equality, OR within one field and AND across fields).
 */

/** Query names that are never a column filter. */
export const RESERVED_LIST_PARAMS = ['page', 'pageSize', 'sort', 'q', 'rows', 'seed'] as const;
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 500;

export type SortDirection = 'asc' | 'desc';

export interface ListQuery {
  /** 1-based; when present the answer is `{ items, total }`. */
  page?: number;
  pageSize: number;
  sort?: { field: string; direction: SortDirection };
  /** Lower-cased search text, matched against every string field. */
  q?: string;
  /** Field -> accepted values (as written in the URL); a row matches when its value equals one of them. */
  filters: Record<string, string[]>;
}

export type ListQueryResult = { ok: true; query: ListQuery } | { ok: false; message: string };

/** What a paged call answers. */
export interface ListPage<Row> {
  items: Row[];
  total: number;
}

const RESERVED = new Set<string>(RESERVED_LIST_PARAMS);

function wholeNumber(raw: string | null, min: number, max: number): number | 'bad' | undefined {
  if (raw === null) return undefined;
  if (!/^\d+$/.test(raw)) return 'bad';
  const value = Number(raw);
  return value >= min && value <= max ? value : 'bad';
}

function parseSort(raw: string | null, fields: readonly string[]): ListQuery['sort'] | 'bad' | undefined {
  if (raw === null || raw === '') return undefined;
  const match = /^([\w.-]+):(asc|desc)$/.exec(raw);
  if (!match || !fields.includes(match[1]!)) return 'bad';
  return { field: match[1]!, direction: match[2] as SortDirection };
}

/**
 * Reads a list call's query string. `fields` are the keys of the list's rows: the only names `sort` and the
 * filters may use. Names that are neither reserved nor fields are ignored, as unknown query parameters are.
 */
export function parseListQuery(params: URLSearchParams, fields: readonly string[]): ListQueryResult {
  const page = wholeNumber(params.get('page'), 1, Number.MAX_SAFE_INTEGER);
  if (page === 'bad') return { ok: false, message: 'page must be a whole number from 1' };
  const pageSize = wholeNumber(params.get('pageSize'), 1, MAX_PAGE_SIZE);
  if (pageSize === 'bad') return { ok: false, message: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` };
  const sort = parseSort(params.get('sort'), fields);
  if (sort === 'bad') return { ok: false, message: `sort must be field:asc or field:desc, with field one of ${fields.join(', ')}` };
  const filters: Record<string, string[]> = {};
  for (const [name, value] of params) {
    if (RESERVED.has(name) || !fields.includes(name)) continue;
    (filters[name] ??= []).push(value);
  }
  const q = params.get('q')?.trim().toLowerCase();
  return {
    ok: true,
    query: {
      pageSize: pageSize ?? DEFAULT_PAGE_SIZE,
      filters,
      ...(page === undefined ? {} : { page }),
      ...(sort ? { sort } : {}),
      ...(q ? { q } : {}),
    },
  };
}

/** A URL value against a row's value: numbers and booleans compared as such, the rest as text. */
export function filterMatches(value: unknown, wanted: string): boolean {
  if (typeof value === 'number') return wanted.trim() !== '' && Number(wanted) === value;
  if (typeof value === 'boolean') return wanted === String(value);
  return value !== null && value !== undefined && plainText(value) === wanted;
}

export function matchesSearch(row: Record<string, unknown>, q: string): boolean {
  return Object.values(row).some((value) => typeof value === 'string' && value.toLowerCase().includes(q));
}

/** Code-point order (as SQL's `COLLATE "C"`), so every backend sorts text the same way; missing values last. */
export function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  const [x, y] = [plainText(a), plainText(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The rows a query selects, in its order (filters, then `q`, then sort with the id as tie-breaker). */
export function selectRows<Row extends { id: number }>(rows: readonly Row[], query: ListQuery): Row[] {
  const filters = Object.entries(query.filters);
  let selected = rows.filter((row) => {
    const record = row as unknown as Record<string, unknown>;
    return filters.every(([field, wanted]) => wanted.some((w) => filterMatches(record[field], w)));
  });
  if (query.q) selected = selected.filter((row) => matchesSearch(row as unknown as Record<string, unknown>, query.q!));
  const sort = query.sort;
  if (sort) {
    const sign = sort.direction === 'asc' ? 1 : -1;
    const field = sort.field as keyof Row;
    selected = [...selected].sort((a, b) => sign * compareValues(a[field], b[field]) || a.id - b.id);
  }
  return selected;
}

/** The answer to a list call: the selected rows, or one page of them with the total when `page` was given. */
export function applyListQuery<Row extends { id: number }>(rows: readonly Row[], query: ListQuery): Row[] | ListPage<Row> {
  const selected = selectRows(rows, query);
  if (query.page === undefined) return selected;
  const start = (query.page - 1) * query.pageSize;
  return { items: selected.slice(start, start + query.pageSize), total: selected.length };
}
