import { plainText } from '../plain-text.ts';
import { isIsoDate } from '../stats/period.ts';
import type { FieldKind } from './field-kinds.ts';

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
/** The range of a stored integer (Postgres `integer`): ids, counts, and `page`. */
export const INT_MIN = -2_147_483_648;
export const INT_MAX = 2_147_483_647;
/** The longest `q` and filter value accepted. */
export const MAX_QUERY_TEXT = 200;

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

/** Why a filter value cannot be one of this field's values, or undefined when it can. */
function badFilterValue(name: string, kind: FieldKind, raw: string): string | undefined {
  if (kind === 'integer') {
    const value = Number(raw);
    return /^-?\d+$/.test(raw) && value >= INT_MIN && value <= INT_MAX
      ? undefined
      : `${name} must be a whole number from ${INT_MIN} to ${INT_MAX}`;
  }
  if (kind === 'number') return raw.trim() !== '' && Number.isFinite(Number(raw)) ? undefined : `${name} must be a number`;
  if (kind === 'boolean') return raw === 'true' || raw === 'false' ? undefined : `${name} must be true or false`;
  return badText(name, raw);
}

/** Text the database can hold and search: no NUL character, at most MAX_QUERY_TEXT characters. */
function badText(name: string, raw: string): string | undefined {
  if (raw.includes('\0')) return `${name} must not contain a NUL character`;
  return raw.length > MAX_QUERY_TEXT ? `${name} must be at most ${MAX_QUERY_TEXT} characters` : undefined;
}

function parseSort(raw: string | null, fields: readonly string[]): ListQuery['sort'] | 'bad' | undefined {
  if (raw === null || raw === '') return undefined;
  const match = /^([\w.-]+):(asc|desc)$/.exec(raw);
  if (!match || !fields.includes(match[1]!)) return 'bad';
  return { field: match[1]!, direction: match[2] as SortDirection };
}

/**
 * Reads a list call's query string. `fields` are the row's fields with their kinds (a plain list of names treats every
 * field as text): the only names `sort` and the filters may use, and what each filter value must be. Names that are
 * neither reserved nor fields are ignored, as unknown query parameters are. A bad value is a message for a 400.
 */
export function parseListQuery(params: URLSearchParams, fields: readonly string[] | Readonly<Record<string, FieldKind>>): ListQueryResult {
  const kinds: Readonly<Record<string, FieldKind>> = Array.isArray(fields)
    ? Object.fromEntries(fields.map((field: string) => [field, 'text' as const]))
    : (fields as Readonly<Record<string, FieldKind>>);
  const names = Object.keys(kinds);
  const page = wholeNumber(params.get('page'), 1, INT_MAX);
  if (page === 'bad') return { ok: false, message: `page must be a whole number from 1 to ${INT_MAX}` };
  const pageSize = wholeNumber(params.get('pageSize'), 1, MAX_PAGE_SIZE);
  if (pageSize === 'bad') return { ok: false, message: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` };
  const sort = parseSort(params.get('sort'), names);
  if (sort === 'bad') return { ok: false, message: `sort must be field:asc or field:desc, with field one of ${names.join(', ')}` };
  const filters: Record<string, string[]> = {};
  for (const [name, value] of params) {
    const kind = Object.hasOwn(kinds, name) ? kinds[name] : undefined;
    if (RESERVED.has(name) || !kind) continue;
    const bad = badFilterValue(name, kind, value);
    if (bad) return { ok: false, message: bad };
    (filters[name] ??= []).push(value);
  }
  const rawQ = params.get('q');
  const badQ = rawQ === null ? undefined : badText('q', rawQ);
  if (badQ) return { ok: false, message: badQ };
  const q = rawQ?.trim().toLowerCase();
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

export const HISTORY_RANGE_MESSAGE = 'from and to must both be dates YYYY-MM-DD, from not after to';

/**
 * `from` and `to` of a list the dashboards' history extends (orders, expenses): undefined when neither is given, 'bad'
 * unless both are real days in order. A day that only looks like one (`2020-13-45`) is 'bad' too, never an error.
 */
export function parseHistoryRange(params: URLSearchParams): { from: string; to: string } | undefined | 'bad' {
  const from = params.get('from');
  const to = params.get('to');
  if (from === null && to === null) return undefined;
  return isIsoDate(from) && isIsoDate(to) && from <= to ? { from, to } : 'bad';
}

export const END_FILTER_MESSAGE = 'endFrom and endTo must both be dates YYYY-MM-DD, endFrom not after endTo; activeOn a date YYYY-MM-DD';

/**
 * The end-date filters of a list with an `endDate` (src/resources/define.ts): `endFrom`..`endTo`, the rows whose end
 * date is in that range (both ends given, in order), and `activeOn`, the rows whose end date is null or after that day.
 */
export interface EndFilter {
  from?: string;
  to?: string;
  activeOn?: string;
}

/** The end-date filters of a list call: undefined when none is given, 'bad' unless each given one is a real day (in order). */
export function parseEndFilter(params: URLSearchParams): EndFilter | undefined | 'bad' {
  const from = params.get('endFrom');
  const to = params.get('endTo');
  const activeOn = params.get('activeOn');
  if (from === null && to === null && activeOn === null) return undefined;
  if ((from !== null || to !== null) && !(isIsoDate(from) && isIsoDate(to) && from <= to)) return 'bad';
  if (activeOn !== null && !isIsoDate(activeOn)) return 'bad';
  return { ...(from !== null && to !== null ? { from, to } : {}), ...(activeOn !== null ? { activeOn } : {}) };
}

/** Whether a row's end date (null while it counts) passes the end-date filters, as both backends select it. */
export function endFilterMatches(end: unknown, filter: EndFilter): boolean {
  const day = typeof end === 'string' ? end : null;
  if (filter.from !== undefined && filter.to !== undefined && !(day !== null && day >= filter.from && day <= filter.to)) return false;
  return filter.activeOn === undefined || day === null || day > filter.activeOn;
}

/** The row id a path names: a whole number from 1 to INT_MAX written in digits, else null (no row has it). */
export function idOf(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,10}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= 1 && value <= INT_MAX ? value : null;
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
