import { FAKE_BACKEND } from '../api/config.ts';

/** `?rows=N` on the page asks the fake backend for N synthetic rows (for the 100,000-row benchmark). */
function requestedRows(search: string): number | undefined {
  const rows = new URLSearchParams(search).get('rows');
  if (!rows || !/^\d+$/.test(rows)) return undefined;
  const n = Number(rows);
  return n > 0 && n <= 1_000_000 ? n : undefined;
}

/**
 * The `{ rows }` query asking the fake backend for N synthetic rows (`?rows=N` in the page URL), or undefined.
 * A real API knows nothing of it, so with the fake backend off it is never forwarded.
 */
export function syntheticRowsQuery(search: string, fakeBackend: boolean = FAKE_BACKEND): { rows: number } | undefined {
  if (!fakeBackend) return undefined;
  const count = requestedRows(search);
  return count ? { rows: count } : undefined;
}
