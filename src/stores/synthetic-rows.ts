import { FAKE_BACKEND } from '../api/config.ts';
import { requestedRows } from '../islands/shared/data-table/url-state.ts';

/**
 * The `{ rows }` query asking the fake backend for N synthetic rows (`?rows=N` in the page URL), or undefined.
 * A real API knows nothing of it, so with the fake backend off it is never forwarded.
 */
export function syntheticRowsQuery(search: string, fakeBackend: boolean = FAKE_BACKEND): { rows: number } | undefined {
  if (!fakeBackend) return undefined;
  const count = requestedRows(search);
  return count ? { rows: count } : undefined;
}
