import { asc, eq, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { MESSAGES } from '../../src/contract/messages.ts';
import { referencesFrom, referencesTo, type ListName, type ListReference } from '../../src/resources/index.ts';
import type { AuditChange } from '../../src/schemas/audit.ts';
import { diffFields } from '../audit/record.ts';
import type { Db } from '../db/connect.ts';
import { foreignKeyViolation } from '../db/failures.ts';
import { listTableName } from '../db/list-columns.ts';
import { listTable } from '../db/list-tables.ts';
import { rowColumns } from './list-queries.ts';
import { membersOfRow } from './membership.ts';
import { publishChange } from '../live/changes.ts';

/**
 * Where the server explains a write that a declared reference's foreign key (server/db/list-migration-sql.ts) refused:
 * the database enforces the rule, and after it refused, the rows involved are read to name them.
 */

/**
 * The ids of the rows of other lists that name `stored` of list `name` by the code `written` changes, through any
 * reference, the first eleven of each list (the message shows ten).
 */
async function referencingRows(db: Db, name: ListName, stored: Record<string, unknown>, written: Record<string, unknown>) {
  const found: { list: ListName; ids: number[] }[] = [];
  for (const ref of referencesTo(name)) {
    if (written[ref.key] === stored[ref.key]) continue;
    const table = listTable(ref.from);
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(eq(rowColumns(ref.from)[ref.field]!, stored[ref.key]))
      .orderBy(asc(table.id))
      .limit(11);
    if (rows.length) found.push({ list: ref.from, ids: rows.map((r) => r.id) });
  }
  return found;
}

/**
 * The ids of the rows of other lists that refuse the delete of row `id` of list `name` through a `restrict` reference,
 * the first eleven of each list: those naming the row, and those naming a row a `cascade` would delete with it, at
 * every depth (the foreign key refuses the delete there too). Read after the rollback, so nothing is locked.
 */
async function restrictingRows(db: Db, name: ListName, id: number) {
  const found = new Map<ListName, number[]>();
  const seen = new Set<string>([`${name}:${id}`]);
  for (let level = [{ name, ids: [id] }]; level.length;) {
    const next: { name: ListName; ids: number[] }[] = [];
    for (const parent of level) {
      for (const ref of referencesTo(parent.name).filter((r) => r.onDelete !== 'set null')) {
        const restrict = ref.onDelete === 'restrict';
        const ids = await namingIds(db, ref, parent.name, parent.ids, restrict ? 11 : undefined);
        if (restrict && ids.length) found.set(ref.from, [...new Set([...(found.get(ref.from) ?? []), ...ids])]);
        const fresh = restrict ? [] : ids.filter((row) => !seen.has(`${ref.from}:${row}`));
        for (const row of fresh) seen.add(`${ref.from}:${row}`);
        if (fresh.length) next.push({ name: ref.from, ids: fresh });
      }
    }
    level = next;
  }
  return [...found].map(([list, ids]) => ({ list, ids: ids.sort((a, b) => a - b).slice(0, 11) }));
}

/** The ids of the rows of `ref.from` that name rows `ids` of list `name` through `ref`, in order, the first `limit`. */
async function namingIds(db: Db, ref: ListReference, name: ListName, ids: number[], limit?: number): Promise<number[]> {
  const parent = listTable(name);
  const table = listTable(ref.from);
  const keys = db
    .select({ key: rowColumns(name)[ref.key]! })
    .from(parent)
    .where(inArray(parent.id, ids));
  const query = db
    .select({ id: table.id })
    .from(table)
    .where(inArray(rowColumns(ref.from)[ref.field]!, keys))
    .orderBy(asc(table.id));
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map((r) => r.id);
}

/**
 * The 400 message of a write to list `name` that a foreign key refused, or undefined for any other error: `written`
 * (the body of a create or update) names a row that does not exist, or `stored` (the row as it is: a delete, or a
 * change of its code, failed) is named by rows of other lists.
 */
export async function referenceRefusal(
  db: Db,
  name: ListName,
  error: unknown,
  written: Record<string, unknown> | undefined,
  stored: Record<string, unknown> | undefined,
): Promise<string | undefined> {
  const violation = foreignKeyViolation(error);
  if (!violation) return undefined;
  const table = listTableName(name);
  const own = referencesFrom(name).find((ref) => violation.constraint === `${table}_${ref.field}_fkey`);
  if (violation.table === table && own && written) return MESSAGES.referenceMissing(own.field, own.to, String(written[own.field]));
  if (!stored) return undefined;
  const rows = written ? await referencingRows(db, name, stored, written) : await restrictingRows(db, name, Number(stored.id));
  return rows.length ? MESSAGES.referencedBy(rows) : undefined;
}

/** A transaction of the database. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A row a delete takes along: deleted (`cascade`), or with its field `nulled` emptied (`set null`). */
export interface TakenAlong {
  list: ListName;
  row: Record<string, unknown> & { id: number; version: number };
  nulled?: string;
}

/**
 * The rows of other lists that deleting row `id` of list `name` takes along, at every depth: those a `cascade`
 * reference deletes, the rows naming those in turn, and those a `set null` reference empties the field of. They are
 * read and locked in the delete's transaction before it (the database deletes or changes them as part of the
 * statement, after which a deleted one cannot be read), so each gets its audit entry and live event.
 */
export async function cascadingRows(tx: Tx, name: ListName, id: number): Promise<TakenAlong[]> {
  const found: TakenAlong[] = [];
  const seen = new Set<string>();
  for (let level = [{ name, ids: [id] }]; level.length;) {
    const next: { name: ListName; ids: number[] }[] = [];
    for (const parent of level) {
      for (const ref of referencesTo(parent.name).filter((r) => r.onDelete !== 'restrict')) {
        const rows = await namingRows(tx, ref, parent.name, parent.ids);
        const fresh = rows.filter((row) => !seen.has(`${ref.from}:${row.id}`));
        for (const row of fresh) {
          seen.add(`${ref.from}:${row.id}`);
          found.push({ list: ref.from, row, ...(ref.onDelete === 'set null' ? { nulled: ref.field } : {}) });
        }
        if (ref.onDelete === 'cascade' && fresh.length) next.push({ name: ref.from, ids: fresh.map((row) => row.id) });
      }
    }
    level = next;
  }
  return found;
}

/** The rows of `ref.from` that name rows `ids` of list `name` through `ref`, with their versions, locked. */
async function namingRows(tx: Tx, ref: ListReference, name: ListName, ids: number[]): Promise<TakenAlong['row'][]> {
  const parent = listTable(name);
  const table = listTable(ref.from);
  const columns: Record<string, PgColumn> = { ...rowColumns(ref.from), version: table.version };
  const keys = tx
    .select({ key: rowColumns(name)[ref.key]! })
    .from(parent)
    .where(inArray(parent.id, ids));
  const rows = await tx.select(columns).from(table).where(inArray(columns[ref.field]!, keys)).for('update');
  return rows as TakenAlong['row'][];
}

/** What a row taken along records: its audit entry's action and changes, and its live event's version (null: deleted). */
export function takenAlongChange({ row, nulled }: TakenAlong): {
  action: 'delete' | 'update';
  changes: AuditChange[];
  version: number | null;
} {
  if (nulled === undefined) return { action: 'delete', changes: diffFields(row, null), version: null };
  // The row's version trigger runs for the foreign key's update as for any other.
  return { action: 'update', changes: diffFields(row, { ...row, [nulled]: null }), version: row.version + 1 };
}

/** The live event of each row a delete by `caller` took along (a deleted row with members: to the members it had). */
export async function publishTakenAlong(db: Db, caller: number, taken: readonly TakenAlong[]): Promise<void> {
  for (const along of taken) {
    const { action, version } = takenAlongChange(along);
    const memberIds = action === 'delete' ? membersOfRow(along.list, along.row) : undefined;
    await publishChange(db, {
      userId: caller,
      resource: along.list,
      action,
      rowId: along.row.id,
      version: version ?? undefined,
      memberIds,
    });
  }
}
