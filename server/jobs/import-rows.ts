// One chunk of an import's rows, written in the caller's transaction: each row checked by the list's own schema (the
// one POST and PUT use), a row with an `id` updating that row (or left as it is when nothing differs), any other added.
// A row the schema or the database refuses becomes failures and the others land.
import { eq, inArray } from 'drizzle-orm';
import { keptAuthor } from '../../src/contract/author.ts';
import { forbiddenFailure, noRowFailure, referenceTakenFailure, refusedFailure } from '../../src/contract/import-failure.ts';
import { sameValue as same, schemaFailures, type ChunkCounts, type ImportRow, type RowFailure } from '../../src/contract/import-columns.ts';
import { generatedCode, type ListName } from '../../src/resources/index.ts';
import { inputSchema, updateSchema } from '../../src/schemas/index.ts';
import { authoredBy } from '../lists/author.ts';
import { claimCode } from '../lists/code-sequence.ts';
import { rowColumns } from '../lists/list-queries.ts';
import { ownRow, withOwner } from '../lists/ownership.ts';
import { takenReference } from '../lists/references.ts';
import { listTable } from '../db/list-tables.ts';
import type { Db } from '../db/connect.ts';

/** A transaction of the server's database (drizzle's, over either driver). */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The list's POST and PUT schemas, built once per list (building one costs more than checking a row with it). */
const schemas = new Map<ListName, { input: ReturnType<typeof inputSchema>; update: ReturnType<typeof updateSchema> }>();
function schemasOf(name: ListName) {
  let built = schemas.get(name);
  if (!built) schemas.set(name, (built = { input: inputSchema(name), update: updateSchema(name) }));
  return built;
}

/** The failure of a write the database refused (a reference to a row that is not there, a value out of range). */
function refusal(row: ImportRow, error: unknown): RowFailure[] {
  const code = (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
  return [refusedFailure(row, code === '23503' ? 'referenceMissing' : code === '23505' ? 'unique' : 'invalid')];
}

/** Writes one chunk's rows in `tx`, each new or changed row in a savepoint of its own. */
export async function importChunk(
  tx: Tx,
  name: ListName,
  caller: number,
  rows: readonly ImportRow[],
  mayUpdate: boolean,
): Promise<{ counts: ChunkCounts; failures: RowFailure[] }> {
  const table = listTable(name);
  const columns = rowColumns(name);
  const counts: ChunkCounts = { added: 0, updated: 0, unchanged: 0, failed: 0 };
  const failures: RowFailure[] = [];
  const fail = (found: RowFailure[]) => {
    counts.failed++;
    failures.push(...found);
  };
  const ids = rows.map((row) => row.body.id).filter((id): id is number => typeof id === 'number' && Number.isInteger(id));
  // The rows the file names, locked until the chunk commits; another account's row of an owned list is not found.
  const stored = new Map<number, Record<string, unknown>>();
  if (ids.length) {
    const found = await tx
      .select(columns)
      .from(table)
      .where(ownRow(name, inArray(table.id, ids), caller))
      .for('update');
    for (const row of found) stored.set(Number(row.id), row);
  }
  const adds: ImportRow[] = [];
  for (const row of rows) {
    const { id } = row.body;
    if (id === undefined || id === null) {
      adds.push(row);
      continue;
    }
    // The import needs `<list>.create`; a row it would change needs `<list>.update` too, as PUT does.
    if (!mayUpdate) {
      fail([forbiddenFailure(row)]);
      continue;
    }
    const before = typeof id === 'number' ? stored.get(id) : undefined;
    if (!before) {
      fail([noRowFailure(row, name)]);
      continue;
    }
    const checked = schemasOf(name).update.safeParse({ ...before, ...row.body });
    if (!checked.success) {
      fail(schemaFailures(row, checked.error.issues));
      continue;
    }
    const kept = keptAuthor(name, withOwner(name, checked.data as Record<string, unknown>, caller), before);
    const changed = Object.keys(kept).filter((field) => field !== 'id' && field in columns && !same(before[field], kept[field]));
    if (!changed.length) {
      counts.unchanged++;
      continue;
    }
    const outcome = await updateRow(tx, name, Number(id), kept, row);
    if (outcome === 'updated') counts.updated++;
    else fail(outcome);
  }
  for (const outcome of await addRows(tx, name, caller, adds)) {
    if (outcome === 'added') counts.added++;
    else fail(outcome);
  }
  return { counts, failures };
}

/**
 * The new rows of a chunk: checked, then inserted in one statement; when the database refuses that statement (a
 * reference to a row that is not there), each row again in a savepoint of its own, so the others still land. A list
 * with generated references checks and claims them row by row.
 */
async function addRows(tx: Tx, name: ListName, caller: number, rows: readonly ImportRow[]): Promise<('added' | RowFailure[])[]> {
  if (generatedCode(name)) {
    const outcomes: ('added' | RowFailure[])[] = [];
    for (const row of rows) outcomes.push(await addRow(tx, name, caller, row));
    return outcomes;
  }
  const outcomes: ('added' | RowFailure[])[] = [];
  const valid: { index: number; row: ImportRow; values: Record<string, unknown> }[] = [];
  for (const row of rows) {
    const { id: _none, ...body } = row.body;
    const checked = schemasOf(name).input.safeParse(body);
    outcomes.push(checked.success ? 'added' : schemaFailures(row, checked.error.issues));
    if (checked.success) {
      const values = await authoredBy(tx, name, withOwner(name, checked.data as Record<string, unknown>, caller), caller);
      valid.push({ index: outcomes.length - 1, row, values });
    }
  }
  if (!valid.length) return outcomes;
  try {
    await tx.transaction((savepoint) => savepoint.insert(listTable(name)).values(valid.map((v) => v.values)));
  } catch {
    for (const { index, row } of valid) outcomes[index] = await addRow(tx, name, caller, row);
  }
  return outcomes;
}

async function addRow(tx: Tx, name: ListName, caller: number, row: ImportRow): Promise<'added' | RowFailure[]> {
  const { id: _none, ...body } = row.body;
  const checked = schemasOf(name).input.safeParse(body);
  if (!checked.success) return schemaFailures(row, checked.error.issues);
  const values = await authoredBy(tx, name, withOwner(name, checked.data as Record<string, unknown>, caller), caller);
  const code = generatedCode(name);
  if (code && (await takenReference(tx, name, values, null)) !== undefined) {
    return [referenceTakenFailure(row, code.field, String(values[code.field]))];
  }
  try {
    await tx.transaction(async (savepoint) => {
      await claimCode(savepoint, name, values);
      await savepoint.insert(listTable(name)).values(values);
    });
    return 'added';
  } catch (error) {
    return refusal(row, error);
  }
}

async function updateRow(
  tx: Tx,
  name: ListName,
  id: number,
  kept: Record<string, unknown>,
  row: ImportRow,
): Promise<'updated' | RowFailure[]> {
  const table = listTable(name);
  const code = generatedCode(name);
  if (code && (await takenReference(tx, name, kept, id)) !== undefined) {
    return [referenceTakenFailure(row, code.field, String(kept[code.field]))];
  }
  try {
    await tx.transaction(async (savepoint) => {
      await claimCode(savepoint, name, kept);
      const { id: _same, ...fields } = kept;
      await savepoint.update(table).set(fields).where(eq(table.id, id));
    });
    return 'updated';
  } catch (error) {
    return refusal(row, error);
  }
}
