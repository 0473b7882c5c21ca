/**
 * The numbers of a list's generated references (a resource's `code`) come from a sequence per list, `list_<name>_code`:
 * it holds the highest number proposed (`GET /app/<list>/next-id`) or written, so the number of a deleted row is never
 * proposed again. It is only read and set (never `nextval`), under a lock per list held to the end of the transaction,
 * so two proposals never get one number, on every process of a Postgres.
 */
import { sql } from 'drizzle-orm';
import { issueReference, referenceNumber } from '../../src/contract/references.ts';
import { generatedCode, type ListName } from '../../src/resources/index.ts';
import { hashString } from '../../src/stats/prng.ts';
import type { Db } from '../db/connect.ts';
import { codeSequenceName } from '../db/code-sequences.ts';
import { latestStoredReference } from './references.ts';

/** Any constant: the first key of the lock on a list's sequence (the second is the list's). */
const CODE_LOCK = 7_340_022;

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
/** A transaction: the lock is held to its end. */
type Tx = Pick<Db, 'execute' | 'select'>;

async function lockCodes(tx: Tx, name: ListName): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CODE_LOCK}, ${hashString(name) | 0})`);
}

async function issuedNumber(tx: Tx, name: ListName): Promise<number> {
  return Number(rowsOf(await tx.execute(sql.raw(`select last_value as n from ${codeSequenceName(name)}`)))[0]!.n);
}

/** The next reference of list `name` (undefined for a list without one), recorded as issued. */
export function issueCode(db: Db, name: ListName): Promise<string | undefined> {
  const code = generatedCode(name);
  if (!code) return Promise.resolve(undefined);
  return db.transaction(async (tx) => {
    await lockCodes(tx, name);
    const { value, number } = issueReference(code.format, await latestStoredReference(tx, name), await issuedNumber(tx, name));
    await tx.execute(sql`select setval(${codeSequenceName(name)}::regclass, ${number})`);
    return value;
  });
}

/** Inside a write's transaction: the written row's reference counts as issued, so it is not proposed again once gone. */
export async function claimCode(tx: Tx, name: ListName, row: Record<string, unknown>): Promise<void> {
  const code = generatedCode(name);
  const value = code && row[code.field];
  if (!code || typeof value !== 'string') return;
  const number = referenceNumber(code.format, value);
  if (number < 0) return;
  await lockCodes(tx, name);
  if (number > (await issuedNumber(tx, name))) await tx.execute(sql`select setval(${codeSequenceName(name)}::regclass, ${number})`);
}
