import { asc, eq, inArray } from 'drizzle-orm';
import { MESSAGES } from '../../src/contract/messages.ts';
import { referencesFrom, referencesTo, type ListName } from '../../src/resources/index.ts';
import type { Db } from '../db/connect.ts';
import { foreignKeyViolation } from '../db/failures.ts';
import { listTableName } from '../db/list-columns.ts';
import { listTable } from '../db/list-tables.ts';
import { rowColumns } from './list-queries.ts';

/**
 * Where the server explains a write that a declared reference's foreign key (server/db/list-migration-sql.ts) refused:
 * the database enforces the rule, and after it refused, the rows involved are read to name them.
 */

/**
 * The ids of the rows of other lists that name `stored` of list `name`, the first eleven of each list (the message
 * shows ten): through a `restrict` reference for a delete (`written` undefined), through any for a change of the code.
 */
async function referencingRows(db: Db, name: ListName, stored: Record<string, unknown>, written?: Record<string, unknown>) {
  const found: { list: ListName; ids: number[] }[] = [];
  for (const ref of referencesTo(name)) {
    if (written ? written[ref.key] === stored[ref.key] : ref.onDelete !== 'restrict') continue;
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
  const rows = stored ? await referencingRows(db, name, stored, written) : [];
  return rows.length ? MESSAGES.referencedBy(rows) : undefined;
}

/** A transaction of the database. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The rows of other lists that `cascade` references delete with row `id` of list `name`, read and locked in the
 * delete's transaction before it (the database deletes them as part of the statement, after which they cannot be
 * read), so each gets its audit entry and live event. One level: rows that these delete in turn are the database's alone.
 */
export async function cascadingRows(tx: Tx, name: ListName, id: number): Promise<{ list: ListName; row: { id: number } }[]> {
  const found: { list: ListName; row: { id: number } }[] = [];
  for (const ref of referencesTo(name).filter((r) => r.onDelete === 'cascade')) {
    const parent = listTable(name);
    const columns = rowColumns(ref.from);
    const key = tx
      .select({ key: rowColumns(name)[ref.key]! })
      .from(parent)
      .where(eq(parent.id, id));
    const rows = await tx.select(columns).from(listTable(ref.from)).where(inArray(columns[ref.field]!, key)).for('update');
    found.push(...rows.map((row) => ({ list: ref.from, row: row as { id: number } })));
  }
  return found;
}
