import { api } from '../api/client.ts';
import { plainText } from '../plain-text.ts';
import type { SearchHit } from '../contract/search.ts';
import { listStore } from './lists.ts';
import { versionOf } from './conflict.ts';
import type { ListName } from '../resources/index.ts';

/**
 * The reads of a record's page (`/apps/<area>/<list>/view/?id=`) and of the search palette: one row, the row a
 * reference names, the rows that name a row, and the records a text finds. Islands call these; they build no URL.
 */

export type RecordRow = Record<string, unknown> & { id: number };

/** One row as it is now (`GET /app/<list>/{id}`); a 404 when it is gone or not the caller's. */
export function loadRecord(list: string, id: number, signal?: AbortSignal): Promise<RecordRow> {
  return api.get<RecordRow>(`/app/${list}/${id}`, signal ? { signal } : {});
}

/**
 * The row of `list` a reference names by `key` (its id, or its code such as a staff number): null when none does.
 */
export async function loadReferenced(list: string, key: string, value: unknown, signal?: AbortSignal): Promise<RecordRow | null> {
  if (value === null || value === undefined || value === '') return null;
  const query = { [key]: plainText(value), page: 1, pageSize: 1 };
  const page = await api.get<{ items: RecordRow[] }>(`/app/${list}`, { query, ...(signal ? { signal } : {}) });
  return page.items[0] ?? null;
}

/** The first `pageSize` rows of `list` whose `field` holds `value` (the rows naming a record), and how many there are. */
export function loadReferencing(
  list: string,
  field: string,
  value: unknown,
  options: { pageSize: number; sort?: { key: string; desc: boolean } | undefined; signal?: AbortSignal },
): Promise<{ items: RecordRow[]; total: number }> {
  const query: Record<string, string | number> = { [field]: plainText(value), page: 1, pageSize: options.pageSize };
  if (options.sort) query.sort = `${options.sort.key}:${options.sort.desc ? 'desc' : 'asc'}`;
  return api.get(`/app/${list}`, { query, ...(options.signal ? { signal: options.signal } : {}) });
}

/** Saves the record page's edit through the list's store (so an open table of the list follows), at the version edited. */
export function saveRecord(list: string, input: Record<string, unknown>, row: RecordRow): Promise<RecordRow> {
  return listStore(list as ListName).update({ ...row, ...input } as never, { ifMatch: versionOf(row) });
}

/** Deletes the record at the version shown. */
export function deleteRecord(list: string, row: RecordRow): Promise<void> {
  return listStore(list as ListName).removeVersion(row.id, versionOf(row));
}

/** The records a text finds across the lists the account may read, best first (`GET /app/search`). */
export async function searchRecords(q: string, limit: number, signal?: AbortSignal): Promise<SearchHit[]> {
  // The schema (and zod) load with the first search, not with the palette.
  const schema = () => import('../contract/search.ts').then((m) => m.searchAnswerSchema);
  const answer = await api.get('/app/search', { query: { q, limit }, schema, ...(signal ? { signal } : {}) });
  return answer.items;
}
