import type { ZodMiniType } from 'zod/mini';
import { ApiError } from '../api/client.ts';
import { etagOf } from '../contract/versions.ts';

/**
 * A conditional write (If-Match) refused because someone changed the row first: `current` is the row as it is
 * now (with its new version). The form that sent the write keeps every typed value and shows what changed.
 */
export class RowConflict<T> extends Error {
  override readonly name = 'RowConflict';
  constructor(readonly current: T) {
    super('The row was changed by someone else');
  }
}

/** The version a row read from the API carries (list answers and single rows do); undefined for rows without one. */
export function versionOf(row: object): number | undefined {
  const version = (row as { version?: unknown }).version;
  return typeof version === 'number' ? version : undefined;
}

/** The If-Match header for a write of `row` as it was read, or no header when the row has no version. */
export function ifMatchHeaders(version: number | undefined): Record<string, string> | undefined {
  return version === undefined ? undefined : { 'If-Match': etagOf(version) };
}

/** A 412 as a RowConflict carrying the current row (checked against `schema`); any other failure as it is. */
export async function asConflict<T>(error: unknown, schema: () => Promise<ZodMiniType<T>>): Promise<unknown> {
  if (!(error instanceof ApiError) || error.status !== 412) return error;
  const parsed = (await schema()).safeParse(error.body);
  return parsed.success ? new RowConflict(parsed.data) : error;
}
