import { MAX_PAGE_SIZE } from '../contract/list-query.ts';

/** One page of a list as a table asks for it; the store turns it into the list call's query. */
export interface PageRequest {
  /** 1-based. */
  page: number;
  pageSize: number;
  sort?: { field: string; direction: 'asc' | 'desc' };
  q?: string;
  /** Field -> the value its rows must have, or the values one of which they must have. */
  filters?: Record<string, string | readonly string[]>;
}

/** A list call's parameter; several values are sent as the parameter repeated. */
export type QueryValue = string | number | boolean | undefined | readonly string[];

/** A threshold setting read as a whole number from 1 to the largest page size, else the largest page size. */
export function pagingThreshold(raw: string | undefined): number {
  if (raw === undefined || !/^\d+$/.test(raw.trim())) return MAX_PAGE_SIZE;
  return Math.min(MAX_PAGE_SIZE, Math.max(1, Number(raw)));
}

/**
 * Lists with more rows than this are paged by the backend. The first call of a list asks for this many rows
 * (one page): when the answer's total fits, the page holds every row and the table works in the browser.
 */
export const PAGING_THRESHOLD = pagingThreshold(import.meta.env?.PUBLIC_LIST_PAGING_THRESHOLD);

/** The list call's query for a page (`page`, `pageSize`, `sort=field:dir`, `q`, one parameter per filter). */
export function pageQuery(request: PageRequest, extra: Record<string, QueryValue> = {}): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = { ...extra, page: request.page, pageSize: request.pageSize };
  if (request.sort) query.sort = `${request.sort.field}:${request.sort.direction}`;
  if (request.q?.trim()) query.q = request.q.trim();
  for (const [field, value] of Object.entries(request.filters ?? {})) if (value.length > 0) query[field] = value;
  return query;
}

/** A screen's default order as its address writes a sort: `field`, or `-field` descending. */
export function sortParam(sort: { key: string; desc: boolean } | undefined): string | undefined {
  return sort && `${sort.desc ? '-' : ''}${sort.key}`;
}

/**
 * The order a list screen starts in, as its table reads it: the address's `sort` (`field`, `-field` descending, empty
 * for none), else the screen's default (written the same way).
 */
export function startSort(search: string, byDefault = ''): PageRequest['sort'] {
  const raw = new URLSearchParams(search).get('sort') ?? byDefault;
  if (!/^-?[\w.]+$/.test(raw)) return undefined;
  return raw.startsWith('-') ? { field: raw.slice(1), direction: 'desc' } : { field: raw, direction: 'asc' };
}
