import { asc } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { listTable } from '../db/list-tables.ts';
import { rowColumns } from '../lists/list-queries.ts';
import { referencesFrom, referencesTo, type ListName } from '../../src/resources/index.ts';

/**
 * How `npm run api:seed-large` (server/tools/seed-large.ts) keeps the declared references (src/resources/define.ts)
 * whole: the foreign keys refuse a truncate of a list that rows name and a synthetic row naming no row.
 */

/** At most this many keys of a referenced list are read; the synthetic rows name them in turn. */
const MAX_KEYS = 100_000;

/**
 * The tables to truncate to replace list `name`'s rows: its own and, since a list whose rows another names cannot be
 * truncated alone, every list naming it, at every depth (their rows would name rows that are gone).
 */
export function listsToTruncate(name: ListName): ListName[] {
  const lists: ListName[] = [name];
  // The iteration reaches the lists pushed during it.
  for (const current of lists) {
    for (const ref of referencesTo(current)) if (!lists.includes(ref.from)) lists.push(ref.from);
  }
  return lists;
}

/**
 * Makes each synthetic row of list `name` name rows that exist: each field that references another list takes the
 * keys (codes, else ids) of that list's rows in turn, in id order. Throws when a referenced list has no row.
 */
export async function nameExistingRows(db: Db, name: ListName, rows: Record<string, unknown>[]): Promise<void> {
  for (const ref of referencesFrom(name)) {
    const key = rowColumns(ref.to)[ref.key]!;
    const found = await db
      .select({ key })
      .from(listTable(ref.to))
      .orderBy(asc(listTable(ref.to).id))
      .limit(MAX_KEYS);
    if (!found.length) throw new Error(`${name}.${ref.field} names ${ref.to} rows, and ${ref.to} has none: seed ${ref.to} first`);
    rows.forEach((row, i) => (row[ref.field] = found[i % found.length]!.key));
  }
}
