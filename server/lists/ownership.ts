import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { listTable } from '../db/list-tables.ts';
import { resourceOf, type ListName } from '../../src/resources/index.ts';
import { memberField, memberOf, withMembers } from './membership.ts';

/**
 * Where the server enforces a list's `owner` and `members` declarations (src/resources/define.ts): every statement
 * that reads or writes rows of such a list takes its condition from here, so a row of another account (or of which
 * the caller is no member) is never selected, changed or deleted, and answers as a row that does not exist.
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

/** Whether only some of list `name`'s rows are each account's to see: it declares an owner or members. */
export function scoped(name: ListName): boolean {
  return ownerField(name) !== undefined || memberField(name) !== undefined;
}

/**
 * The rows `caller` may see of list `name` (a value, or a placeholder of a kept statement): those it owns, or those it
 * is a member of (server/lists/membership.ts); undefined: every row.
 */
export function ownedBy(name: ListName, caller: number | ReturnType<typeof sql.placeholder>): SQL | undefined {
  const column = ownerColumn(name);
  return column ? eq(column, caller) : memberOf(name, caller);
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

/**
 * A body as the server stores it: the owner's field is the caller's id, whatever the body said; the members' field
 * has the caller among them.
 */
export function withOwner<B extends Record<string, unknown>>(name: ListName, body: B, caller: number): B {
  const field = ownerField(name);
  return field === undefined ? withMembers(name, body, caller) : { ...body, [field]: caller };
}
