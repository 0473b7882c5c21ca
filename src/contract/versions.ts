import { z, type ZodMiniType as ZodType } from 'zod/mini';
import { versionSchema } from '../schemas/common.ts';
import type { RouteResponse } from './route-kit.ts';

/*
 * Row versions: optimistic concurrency the HTTP way. Every stored row of a list and every calendar event has a
 * `version`, a whole number the backend raises on every write. `GET …/{id}` answers it as the `ETag` (`"3"`); rows in
 * list answers carry it as `version`. A `PUT` or `DELETE` with `If-Match: "3"` changes the row only while its version is
 * still 3, and otherwise answers 412 with the row as it is now; without `If-Match` the write goes through as before.
 */

/** Each versioned schema -> the row schema it extends and whether the version is required (the OpenAPI document refers to the row). */
export const VERSIONED_BASE = new WeakMap<ZodType, { base: ZodType; required: boolean }>();

const extend = <S extends z.ZodMiniObject, V extends ZodType>(schema: S, version: V) => z.extend(schema, { version });

function extendOnce<S extends z.ZodMiniObject, V extends ZodType>(cache: WeakMap<S, ZodType>, schema: S, version: V, required: boolean) {
  const cached = cache.get(schema) as ReturnType<typeof extend<S, V>> | undefined;
  if (cached) return cached;
  const made = extend(schema, version);
  cache.set(schema, made);
  VERSIONED_BASE.set(made, { base: schema, required });
  return made;
}

const required = new WeakMap<z.ZodMiniObject, ZodType>();
const optional = new WeakMap<z.ZodMiniObject, ZodType>();

/** A row schema with its version (the answers of one row: GET, POST, PUT and the 412). */
export function versioned<S extends z.ZodMiniObject>(schema: S) {
  return extendOnce(required, schema, versionSchema, true);
}

/** A row schema whose version may be missing (list answers: the fake backend's synthetic rows have none). */
export function maybeVersioned<S extends z.ZodMiniObject>(schema: S) {
  return extendOnce(optional, schema, z.optional(versionSchema), false);
}

/** `3` -> `"3"`: a strong entity tag. */
export const etagOf = (version: number) => `"${version}"`;

/**
 * The version an `If-Match` header asks for: null when the header is absent (write unconditionally), `'any'` for `*`
 * (the row must exist), `'bad'` when it names no version this API gives out (no row can match it: 412).
 */
export function parseIfMatch(header: string | null | undefined): number | 'any' | 'bad' | null {
  if (header === null || header === undefined || header.trim() === '') return null;
  if (header.trim() === '*') return 'any';
  const match = /^\s*(?:W\/)?"(\d{1,9})"\s*$/.exec(header);
  return match ? Number(match[1]) : 'bad';
}

/** Whether a row at `current` satisfies the precondition. */
export function ifMatchHolds(wanted: ReturnType<typeof parseIfMatch>, current: number): boolean {
  return wanted === null || wanted === 'any' || wanted === current;
}

/** The request header of conditional writes, as the route table declares it. */
export const IF_MATCH_HEADER = {
  'If-Match': {
    description:
      'The ETag of the row as the client last read it (`"3"`). The write happens only while the row still has that version; otherwise 412. Without it the write is unconditional',
    schema: z.string(),
  },
};

/** The 412 of a conditional write: the row as it is now, so the client can show what changed. */
export const preconditionFailed = (row: ZodType): RouteResponse => ({
  description: 'The row changed since the `If-Match` version: nothing was written; the body is the row as it is now (its ETag too)',
  schema: row,
  headers: { ETag: 'The current version' },
});

/** The ETag response header of an answer with one row. */
export const WITH_ETAG = { ETag: 'The version of the row (`"3"`), for If-Match' };

/** A row without its `version` (to compare the fields of two versions of a row); arrays and pages row by row. */
export function withoutVersions<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutVersions) as T;
  if (!value || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  if (Array.isArray(object.items)) return { ...object, items: object.items.map(withoutVersions) } as T;
  if (!('version' in object)) return value;
  const { version: _version, ...rest } = object;
  return rest as T;
}
