import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { generateKeyBetween } from 'fractional-indexing';
import { orderOf, type ListName } from '../../src/resources/index.ts';
import type { Db } from '../db/connect.ts';
import { listTable } from '../db/list-tables.ts';
import { rowColumns } from './list-queries.ts';
import { ownRow } from './ownership.ts';

/**
 * Where the server keeps a list's declared order (src/resources/define.ts): a move writes the moved row only, with a
 * fractional key (the fractional-indexing package) between its new neighbours' keys, compared byte by byte
 * (`collate "C"`, as the keys are built). The unique index on (group, key) of the list's migration refuses a second row
 * with the same key; a move that meets it (another move into the same gap committed first) is tried again.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Row = Record<string, unknown> & { id: number; version: number };

/** How many times a move is tried when another one took its key first. */
const MOVE_TRIES = 25;

/** A move: row `id`, right after row `after` (null: first of `group`, or of its own group), by account `caller`. */
interface Move {
  id: number;
  after: number | null;
  group?: unknown;
  caller: number;
}

export type MoveOutcome = { row: Row; before: Row } | 'missing' | 'no-anchor' | 'self';

/** The key of the row after `previous` (null: the first) in `group`, the moved row left out. */
async function nextKey(tx: Tx, name: ListName, id: number, previous: string | null, group: SQL | undefined): Promise<string | null> {
  const table = listTable(name);
  const key = rowColumns(name)[orderOf(name)!.field]!;
  const after = previous === null ? undefined : sql`${key} collate "C" > ${previous}`;
  const [next] = await tx
    .select({ key })
    .from(table)
    .where(and(ne(table.id, id), group, after))
    .orderBy(sql`${key} collate "C"`)
    .limit(1);
  return (next?.key as string | undefined) ?? null;
}

/** One try of a move, in its own transaction: the moved row and the row it goes after are locked until it commits. */
async function moveOnce(tx: Tx, name: ListName, move: Move): Promise<MoveOutcome> {
  const { id, after, group, caller } = move;
  const order = orderOf(name)!;
  const table = listTable(name);
  const columns = { ...rowColumns(name), version: table.version };
  const locked = async (rowId: number) =>
    (
      await tx
        .select(columns)
        .from(table)
        .where(ownRow(name, eq(table.id, rowId), caller))
        .for('update')
    )[0] as Row | undefined;
  const before = await locked(id);
  if (!before) return 'missing';
  if (after === id) return 'self';
  const anchor = after === null ? undefined : await locked(after);
  if (after !== null && !anchor) return 'no-anchor';
  const groupValue = order.group === undefined ? undefined : anchor ? anchor[order.group] : (group ?? before[order.group]);
  const inGroup = order.group === undefined ? undefined : eq(rowColumns(name)[order.group]!, groupValue);
  const previous = anchor ? (anchor[order.field] as string) : null;
  const key = generateKeyBetween(previous, await nextKey(tx, name, id, previous, inGroup));
  const values = { [order.field]: key, ...(order.group === undefined ? {} : { [order.group]: groupValue }) };
  const [row] = (await tx.update(table).set(values).where(eq(table.id, id)).returning(columns)) as Row[];
  return { row: row!, before };
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let e = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/**
 * Moves a row of list `name` (an owned list's rows: the caller's only), tried again while another move takes the same
 * key first. `audit` writes the change's entry in the same transaction.
 */
export async function moveRow(
  db: Db,
  name: ListName,
  move: Move,
  audit: (tx: Tx, before: Row, row: Row) => Promise<void>,
): Promise<MoveOutcome> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const outcome = await moveOnce(tx, name, move);
        if (typeof outcome !== 'string') await audit(tx, outcome.before, outcome.row);
        return outcome;
      });
    } catch (error) {
      if (attempt >= MOVE_TRIES || !isUniqueViolation(error)) throw error;
    }
  }
}
