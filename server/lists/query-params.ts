import type { ListName } from '../../src/schemas/index.ts';
import { listColumns, type ListColumn } from '../db/list-columns.ts';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;
/** Query names that are never column filters. */
export const RESERVED_PARAMS = new Set(['page', 'pageSize', 'sort', 'q', 'rows', 'seed']);

export type FilterValue = string | number | boolean;

export interface ListQuery {
  /** 1-based; absent means "answer the plain array". */
  page?: number;
  pageSize: number;
  sort?: { field: string; direction: 'asc' | 'desc' };
  q?: string;
  /** Field -> accepted values (several values: any of them). */
  filters: Record<string, FilterValue[]>;
}

export type ParsedListQuery = { ok: true; query: ListQuery } | { ok: false; message: string };

function wholeNumber(raw: string | null, min: number, max: number): number | null | 'bad' {
  if (raw === null) return null;
  const value = Number(raw);
  return raw.trim() !== '' && Number.isInteger(value) && value >= min && value <= max ? value : 'bad';
}

function filterValue(column: ListColumn, raw: string): FilterValue | null {
  if (column.kind === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : null;
  if (column.kind === 'text') return raw;
  const value = Number(raw);
  return raw.trim() !== '' && Number.isFinite(value) ? value : null;
}

/** Reads `page`, `pageSize`, `sort`, `q` and per-field equality filters of `GET /app/<list>`; unknown names are ignored. */
export function parseListQuery(name: ListName, params: URLSearchParams): ParsedListQuery {
  const columns = new Map(listColumns(name).map((c) => [c.field, c]));
  const page = wholeNumber(params.get('page'), 1, Number.MAX_SAFE_INTEGER);
  if (page === 'bad') return { ok: false, message: 'page must be a whole number from 1' };
  const pageSize = wholeNumber(params.get('pageSize'), 1, MAX_PAGE_SIZE);
  if (pageSize === 'bad') return { ok: false, message: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` };
  const query: ListQuery = { pageSize: pageSize ?? DEFAULT_PAGE_SIZE, filters: {} };
  if (page !== null) query.page = page;

  const sort = params.get('sort');
  if (sort !== null) {
    const match = /^([^:]+):(asc|desc)$/.exec(sort);
    if (!match || !columns.has(match[1]!)) return { ok: false, message: `sort must be field:asc or field:desc with a field of ${name}` };
    query.sort = { field: match[1]!, direction: match[2] as 'asc' | 'desc' };
  }
  const q = params.get('q');
  if (q) query.q = q;

  for (const [field, column] of columns) {
    if (RESERVED_PARAMS.has(field)) continue;
    const raw = params.getAll(field);
    if (!raw.length) continue;
    const values = raw.map((value) => filterValue(column, value));
    if (values.some((v) => v === null))
      return { ok: false, message: `${field} must be ${column.kind === 'boolean' ? 'true or false' : 'a number'}` };
    query.filters[field] = values as FilterValue[];
  }
  return { ok: true, query };
}
