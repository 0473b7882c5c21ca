import { sql } from 'drizzle-orm';
import { generateKeyBetween } from 'fractional-indexing';
import { ifMatchHolds, type parseIfMatch } from '../../src/contract/versions.ts';
import type { Card, MoveBody } from '../../src/contract/boards.ts';
import type { Db } from '../db/connect.ts';
import { readCard, retried, rows, type Exec, type Tx } from './board-store.ts';

/**
 * A card's move (`PATCH /app/tasks/{id}`) and a new card's place, on the server. One transaction locks the target
 * column's row first (`for update`), then the moved card: every write of a key into one column waits for the one
 * before it, so moves into one place at once all land, one after another, each seeing the cards the earlier ones put
 * there. Locks are always taken column first, then card, so two moves never wait for each other in a circle. The
 * unique index on (column, key) is the last guard: a write that meets it (or a deadlock) is tried again with the keys
 * read anew (`retried`).
 */

export interface TargetColumn {
  id: number;
  name: string;
}

/** The column `columnId` of board `boardId`, locked until the transaction ends, or undefined. */
export async function lockColumn(tx: Exec, boardId: number, columnId: number): Promise<TargetColumn | undefined> {
  const [column] = await rows<TargetColumn>(
    tx,
    sql`select id, name from board_columns where id = ${columnId} and board_id = ${boardId} for update`,
  );
  return column;
}

/** The key of the column's card right before (`'below'`: after) `key`, the card `skip` left out; null when none. */
async function neighbourKey(tx: Exec, columnId: number, key: string | null, side: 'above' | 'below', skip: number): Promise<string | null> {
  const bound = key === null ? sql`` : side === 'above' ? sql`and position < ${key} collate "C"` : sql`and position > ${key} collate "C"`;
  const direction = side === 'above' ? sql.raw('desc') : sql.raw('asc');
  const [row] = await rows<{ position: string }>(
    tx,
    sql`select position from tasks where column_id = ${columnId} and id <> ${skip} ${bound} order by position collate "C" ${direction} limit 1`,
  );
  return row?.position ?? null;
}

/** A key for the end of the column (the card `skip` left out). */
export async function endKey(tx: Exec, columnId: number, skip = 0): Promise<string> {
  return generateKeyBetween(await neighbourKey(tx, columnId, null, 'above', skip), null);
}

export type MoveOutcome =
  | { card: Card; before: Card; from: string; to: string }
  | { stale: Card }
  | 'missing'
  | 'no-column'
  | 'before-and-after'
  | { badAnchor: 'before' | 'after' };

async function moveOnce(tx: Tx, id: number, body: MoveBody, wanted: ReturnType<typeof parseIfMatch>): Promise<MoveOutcome> {
  if (body.before != null && body.after != null) return 'before-and-after';
  // The card is read unlocked first to know its board; the column is locked before the card, as everywhere.
  const seen = await readCard(tx, id);
  if (!seen) return 'missing';
  const column = await lockColumn(tx, seen.boardId, body.columnId);
  if (!column) return 'no-column';
  const before = await readCard(tx, id, true);
  if (!before) return 'missing';
  if (!ifMatchHolds(wanted, before.version)) return { stale: before };
  const anchorField = body.before != null ? 'before' : body.after != null ? 'after' : undefined;
  let key: string;
  if (anchorField) {
    const anchorId = body[anchorField]!;
    const [anchor] = await rows<{ position: string }>(
      tx,
      sql`select position from tasks where id = ${anchorId} and column_id = ${column.id} and id <> ${id}`,
    );
    if (!anchor) return { badAnchor: anchorField };
    const side = anchorField === 'before' ? 'above' : 'below';
    const other = await neighbourKey(tx, column.id, anchor.position, side, id);
    key = side === 'above' ? generateKeyBetween(other, anchor.position) : generateKeyBetween(anchor.position, other);
  } else {
    key = await endKey(tx, column.id, id);
  }
  const [from] = await rows<{ name: string }>(tx, sql`select name from board_columns where id = ${before.columnId}`);
  await tx.execute(sql`update tasks set column_id = ${column.id}, position = ${key} where id = ${id}`);
  const card = (await readCard(tx, id))!;
  return { card, before, from: from?.name ?? '', to: column.name };
}

/**
 * Moves card `id` as `body` says, if its version is still `wanted` (an If-Match; null: any). `audit` writes the move's
 * entry in the same transaction.
 */
export function moveCard(
  db: Db,
  id: number,
  body: MoveBody,
  wanted: ReturnType<typeof parseIfMatch>,
  audit: (tx: Tx, moved: { card: Card; before: Card; from: string; to: string }) => Promise<void>,
): Promise<MoveOutcome> {
  return retried(db, async (tx) => {
    const outcome = await moveOnce(tx, id, body, wanted);
    if (typeof outcome === 'object' && 'card' in outcome) await audit(tx, outcome);
    return outcome;
  });
}
