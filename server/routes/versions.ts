import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import { etagOf, parseIfMatch } from '../../src/contract/versions.ts';

/**
 * The WHERE of a write to one row: its id, and with `If-Match` its version too, so the check and the write are one
 * statement (two writers cannot both pass the check). An `If-Match` naming no version of this API matches nothing.
 */
export function whereVersion(c: Context, idColumn: PgColumn, versionColumn: PgColumn, id: number): SQL {
  const wanted = parseIfMatch(c.req.header('If-Match'));
  if (wanted === 'bad') return sql`false`;
  return typeof wanted === 'number' ? and(eq(idColumn, id), eq(versionColumn, wanted))! : eq(idColumn, id);
}

/** An answer with one row: the row, and its version as the ETag. */
export function withEtag<R extends { version: number }>(c: Context, row: R, status: 200 | 201 | 412 = 200): Response {
  c.header('ETag', etagOf(row.version));
  return c.json(row, status);
}

/**
 * After a write that touched no row: 412 with the row as it is now when it still exists (its version moved on),
 * else the route's 404.
 */
export function conflictOrMissing<R extends { version: number }>(c: Context, current: R | undefined, notFound: () => Response): Response {
  return current ? withEtag(c, current, 412) : notFound();
}
