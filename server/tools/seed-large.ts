// `npm run api:seed-large -- <list> <count> [seed]`: replaces a list's rows with <count> synthetic rows (valid against
// its schema), for performance work on the reference server. Same database settings as `npm run api`. The lists whose
// rows name the list's (declared references) are emptied with it, and the synthetic rows name rows that exist in the
// lists they reference (server/tools/seed-large-references.ts).
import './json-imports.ts';
import { inArray, sql } from 'drizzle-orm';
import { readConfig } from '../config.ts';
import type { Database } from '../db/connect.ts';
import { listTableName } from '../db/list-columns.ts';
import { listTable } from '../db/list-tables.ts';
import { syncIdSequence } from '../db/seed.ts';
import { syncCodeSequenceSql } from '../db/code-sequences.ts';
import { listStats } from '../db/tables.ts';
import { prepareDatabase } from '../start.ts';
import { isListName } from '../../src/resources/index.ts';
import { listsToTruncate, nameExistingRows } from './seed-large-references.ts';

const BATCH = 2_000;
const [list = '', countArg = '', seedArg] = process.argv.slice(2);
const count = Number(countArg);
if (!isListName(list) || !Number.isInteger(count) || count < 0) {
  console.error('usage: npm run api:seed-large -- <list> <count> [seed]   e.g. order 1000000');
  process.exit(2);
}
const { syntheticRows } = await import('../../src/mocks/synthetic.ts');

/**
 * The list's secondary indexes, dropped while loading (one bulk build afterwards is far faster than a million updates).
 * Unique ones stay: a foreign key naming the list's code depends on its unique index.
 */
async function dropIndexes(database: Database, table: string): Promise<string[]> {
  return database.session(async (session) => {
    const indexes = await session.query<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes where tablename = $1 and indexname <> $2 and indexdef not like 'CREATE UNIQUE %'`,
      [table, `${table}_pkey`],
    );
    for (const index of indexes) await session.exec(`drop index "${index.indexname}"`);
    return indexes.map((index) => index.indexdef);
  });
}

const config = readConfig();
const database = await prepareDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, seedDemo: config.seedDemo });
const { db } = database;
const table = listTableName(list);
const started = performance.now();
const rows = syntheticRows(list, count, seedArg === undefined ? undefined : Number(seedArg)) as Record<string, unknown>[];
await nameExistingRows(db, list, rows);
console.log(`generated ${count} ${list} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const indexes = await dropIndexes(database, table);
// A list others name is truncated with them: the foreign keys refuse it alone.
const emptied = listsToTruncate(list);
await db.execute(sql.raw(`truncate ${emptied.map(listTableName).join(', ')}`));
await db.delete(listStats).where(inArray(listStats.list, emptied));
if (emptied.length > 1) console.log(`emptied too, as their rows named ${list} rows: ${emptied.slice(1).join(', ')}`);
for (let start = 0; start < rows.length; start += BATCH) {
  await db.insert(listTable(list)).values(rows.slice(start, start + BATCH));
  if ((start / BATCH) % 50 === 0) process.stdout.write(`\r${start + BATCH} rows`);
}
console.log(`\rinserted in ${((performance.now() - started) / 1000).toFixed(1)} s`);
await database.session(async (session) => {
  for (const definition of indexes) await session.exec(definition);
  await session.exec(`vacuum analyze ${table}`);
});
await syncIdSequence(db, table);
const codes = syncCodeSequenceSql(list);
if (codes) await db.execute(sql.raw(codes));
console.log(`${count} rows in ${table}, indexes rebuilt, in ${((performance.now() - started) / 1000).toFixed(1)} s`);
await database.close();
