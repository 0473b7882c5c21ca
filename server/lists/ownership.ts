import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { listTable } from '../db/list-tables.ts';
import { resourceOf, type ListName } from '../../src/resources/index.ts';

/**
 * Where the server enforces a list's `owner` declaration (src/resources/define.ts): every statement that reads or
 * writes rows of an owned list takes its condition from here, so a row of another account is never selected, changed
 * or deleted, and answers as a row that does not exist.
 */

/** The field with the owning account's id, if the rows of list `name` are owned. */
export function ownerField(name: ListName): string | undefined {
  return resourceOf(name).owner?.field;
}

/** The owner's column of list `name`, if its rows are owned. */
function ownerColumn(name: ListName): PgColumn | undefined {
  const field = ownerField(name);
  return field === undefined ? undefined : (getTableColumns(listTable(name)) as Record<string, PgColumn>)[field];
}

/** The rows `caller` may see of list `name` (a value, or a placeholder of a kept statement); undefined: every row. */
export function ownedBy(name: ListName, caller: number | ReturnType<typeof sql.placeholder>): SQL | undefined {
  const column = ownerColumn(name);
  return column ? eq(column, caller) : undefined;
}

/** `where` (one row by id, and its version), narrowed to the rows `caller` may see: the WHERE of a row's reads and writes. */
export function ownRow(name: ListName, where: SQL, caller: number): SQL {
  return and(where, ownedBy(name, caller))!;
}

/**
 * The owner of a row of list `name` that `caller` writes, as its audit entry and live change record it: the caller, as
 * it owns every row it can write; null when the list's rows are not owned (every reader of the list sees them).
 */
export function writtenOwner(name: ListName, caller: number): number | null {
  return ownerField(name) === undefined ? null : caller;
}

/** A body as the server stores it: the owner's field is the caller's id, whatever the body said. */
export function withOwner<B extends Record<string, unknown>>(name: ListName, body: B, caller: number): B {
  const field = ownerField(name);
  return field === undefined ? body : { ...body, [field]: caller };
}
