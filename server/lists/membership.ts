import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { listTableName } from '../db/list-columns.ts';
import { listTable } from '../db/list-tables.ts';
import { LIST_NAMES, resourceOf, type ListName } from '../../src/resources/index.ts';

/**
 * Where the server enforces a list's `members` declaration (src/resources/define.ts): the table `<list>_members`
 * (server/db/list-migration-sql.ts, written from the row's field by a trigger) is looked in when a row is read, so a
 * member added or removed reads the row, or does not, from the next statement on. server/lists/ownership.ts adds the
 * condition to every statement that takes the owner's.
 */

/** The field with the member accounts' ids, if list `name` declares members. */
export function memberField(name: ListName): string | undefined {
  const resource = resourceOf(name);
  if (resource.members && resource.owner) throw new Error(`The list "${name}" declares both an owner and members`);
  return resource.members?.field;
}

/** The lists whose rows have members. */
export const MEMBER_LISTS: readonly ListName[] = LIST_NAMES.filter((name) => memberField(name) !== undefined);

/** The members table of list `name`. */
export const membersTable = (name: ListName) => sql.raw(`${listTableName(name)}_members`);

/**
 * Whether `caller` is a member of the row whose id is `rowId` (the list's own `id` column when not given), as a
 * condition; undefined when the list declares no members.
 */
export function memberOf(name: ListName, caller: number | ReturnType<typeof sql.placeholder>, rowId?: SQL | PgColumn): SQL | undefined {
  if (memberField(name) === undefined) return undefined;
  const row = rowId ?? listTable(name).id;
  return sql`exists (select 1 from ${membersTable(name)} m where m.row_id = ${row} and m.account_id = ${caller})`;
}

/** A body as the server stores it: its members with the caller among them, each once. */
export function withMembers<B extends Record<string, unknown>>(name: ListName, body: B, caller: number): B {
  const field = memberField(name);
  if (field === undefined) return body;
  const ids = Array.isArray(body[field]) ? (body[field] as number[]) : [];
  return { ...body, [field]: [...new Set([...ids, caller])] };
}

/** The members a written row names (for the live change of its delete, when its members' rows are gone). */
export function membersOfRow(name: ListName, row: Record<string, unknown>): number[] | undefined {
  const field = memberField(name);
  return field === undefined ? undefined : ((row[field] as number[] | undefined) ?? []);
}

/** The current members of rows of list `name`, by row id (one read). */
export async function currentMembers(
  db: { execute(query: SQL): Promise<unknown> },
  name: ListName,
  rowIds: readonly number[],
): Promise<Map<number, number[]>> {
  const members = new Map<number, number[]>(rowIds.map((id) => [id, []]));
  if (!rowIds.length) return members;
  const result = await db.execute(
    sql`select row_id, account_id from ${membersTable(name)} where row_id in (${sql.join(
      rowIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { row_id: number; account_id: number }[];
  for (const row of rows) members.get(Number(row.row_id))?.push(Number(row.account_id));
  return members;
}
