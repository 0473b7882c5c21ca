import { eq, sql } from 'drizzle-orm';
import { sendOf, type ListName } from '../../src/resources/index.ts';
import { sentNumber, sentStatus } from '../../src/contract/send.ts';
import type { Db } from '../db/connect.ts';
import { listTable } from '../db/list-tables.ts';
import { rowColumns } from './list-queries.ts';
import { ownRow } from './ownership.ts';

type Row = Record<string, unknown> & { id: number; version: number };

/**
 * The next number of `year` in list `name`: one past the list's counter of that year (`list_number_counters`, its row
 * created at the year's first send one past the highest number the list holds for the year, the sample rows' say).
 * The position is cast: untyped, it made `substring(… from $n)` the regular-expression form, which read 10 from any
 * number holding the digits "10" (the sample company's INV-2026-0425 gave 11). The upsert keeps the counter's row
 * locked until the send's transaction ends, so sends of one year wait for one another and each takes the number after
 * the last committed one; a send rolled back gives its number back.
 */
async function nextNumber(tx: Db, name: ListName, year: string): Promise<number> {
  const send = sendOf(name)!;
  const table = sql.identifier(`list_${name}`);
  const field = sql.identifier(send.number);
  const prefix = `${send.prefix}-${year}-`;
  const result = await tx.execute(sql`
    insert into list_number_counters (list, year, last)
    values (${name}, ${Number(year)}, 1 + (select coalesce(max(cast(substring(${field} from ${prefix.length + 1}::integer) as bigint)), 0)
      from ${table} where starts_with(${field}, ${prefix})))
    on conflict (list, year) do update set last = list_number_counters.last + 1
    returning last`);
  return Number((result as { rows: { last: number | string }[] }).rows[0]!.last);
}

/**
 * Sends row `id` of list `name` in one transaction: the row locked, refused unless a draft, numbered with the next
 * number of its year and marked sent; `record` writes its audit entry in the same transaction.
 */
export async function sendRow(
  db: Db,
  name: ListName,
  id: number,
  caller: number,
  record: (tx: Db, before: Row, after: Row) => Promise<unknown>,
): Promise<'missing' | 'not-draft' | { row: Row }> {
  const send = sendOf(name)!;
  const table = listTable(name);
  const columns = { ...rowColumns(name), version: table.version };
  return db.transaction(async (tx) => {
    const [before] = (await tx
      .select(columns)
      .from(table)
      .where(ownRow(name, eq(table.id, id), caller))
      .for('update')) as Row[];
    if (!before) return 'missing';
    if (before[send.status] !== 'draft') return 'not-draft';
    const year = String(before[send.date]).slice(0, 4);
    const number = sentNumber(send, year, await nextNumber(tx, name, year));
    const [after] = (await tx
      .update(table)
      .set({ [send.number]: number, [send.status]: sentStatus(name, before) })
      .where(eq(table.id, id))
      .returning(columns)) as Row[];
    await record(tx, before, after!);
    return { row: after! };
  });
}
