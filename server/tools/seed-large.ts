// `npm run api:seed-large -- <list> <count> [seed] [--replace]`: adds <count> synthetic rows (valid against its schema)
// to a list, on top of the rows it has (the sample company's), for performance work on the reference server; their
// ids and references follow the highest stored ones. With `--replace` the list's rows are replaced instead, and the
// lists whose rows name the list's (declared references) are emptied with it. Same database settings as
// `npm run api`. The synthetic rows name rows that exist in the lists they reference
// (server/tools/seed-large-references.ts).
import './json-imports.ts';
import { pathToFileURL } from 'node:url';
import { inArray, sql } from 'drizzle-orm';
import { readConfig } from '../config.ts';
import type { Database, Db } from '../db/connect.ts';
import { listTableName } from '../db/list-columns.ts';
import { listTable } from '../db/list-tables.ts';
import { syncIdSequence } from '../db/seed.ts';
import { syncCodeSequenceSql } from '../db/code-sequences.ts';
import { listStats } from '../db/tables.ts';
import { prepareDatabase } from '../start.ts';
import { isListName, type ListName } from '../../src/resources/index.ts';
import { listsToTruncate, nameExistingRows } from './seed-large-references.ts';
import type { SyntheticStart } from '../../src/mocks/synthetic.ts';

const BATCH = 2_000;
const USAGE = 'usage: npm run api:seed-large -- <list> <count> [seed] [--replace]   e.g. order 1000000';

export interface SeedLargeArgs {
  list: ListName;
  count: number;
  seed: number | undefined;
  /** Replace the list's rows (and empty the lists naming them) rather than add to them. */
  replace?: boolean;
}

const WHOLE = /^\d+$/;

/**
 * The command's arguments, or undefined when they are not a list, a whole count and an optional whole seed. A missing
 * count is refused, not read as 0: that would empty the list and the lists naming it.
 */
export function parseSeedLargeArgs(argv: string[]): SeedLargeArgs | undefined {
  const replace = argv.includes('--replace');
  const [list = '', countArg = '', seedArg, ...rest] = argv.filter((arg) => arg !== '--replace');
  if (!isListName(list) || !WHOLE.test(countArg) || (seedArg !== undefined && !WHOLE.test(seedArg)) || rest.length) return undefined;
  return { list, count: Number(countArg), seed: seedArg === undefined ? undefined : Number(seedArg), replace };
}

/** Where the progress goes: whole lines, and the rows inserted so far (rewritten in place on a terminal). */
export interface SeedLargeOutput {
  line: (text: string) => void;
  progress: (text: string) => void;
}

const consoleOutput: SeedLargeOutput = {
  line: (text) => console.log(text),
  progress: (text) => process.stdout.write(`\r${text}`),
};

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

/** The highest id and reference number list `name` holds (0 when empty, or without references): the added rows follow them. */
async function highestStored(database: Database, name: ListName): Promise<SyntheticStart> {
  const sync = syncCodeSequenceSql(name);
  return database.session(async (session) => {
    const [ids] = await session.query<{ n: number | string }>(`select coalesce(max(id), 0) as n from ${listTableName(name)}`);
    if (!sync) return { id: Number(ids?.n ?? 0), code: 0 };
    // Raised to the highest stored reference first, so a number proposed and not yet used is not given again either.
    const [code] = await session.query<{ setval: number | string }>(sync);
    return { id: Number(ids?.n ?? 0), code: Number(code?.setval ?? 0) };
  });
}

/** Empties `list` and every list naming its rows (the foreign keys refuse a truncate of the list alone). */
async function emptyWithDependents(db: Db, list: ListName, output: SeedLargeOutput): Promise<void> {
  const emptied = listsToTruncate(list);
  await db.execute(sql.raw(`truncate ${emptied.map(listTableName).join(', ')}`));
  // A truncate fires no row trigger: the lists' facet counts are dropped with their rows.
  await db.delete(listStats).where(inArray(listStats.list, emptied));
  if (emptied.length > 1) output.line(`emptied too, as their rows named ${list} rows: ${emptied.slice(1).join(', ')}`);
}

/** Adds synthetic rows to `args.list` (or replaces its rows, and empties the lists naming them), on a prepared database. */
export async function seedLarge(database: Database, args: SeedLargeArgs, output = consoleOutput): Promise<void> {
  const { list, count } = args;
  // Loaded here, not at the top: a usage error should not wait for the generator and the sample data.
  const { syntheticRows } = await import('../../src/mocks/synthetic.ts');
  const { db } = database;
  const table = listTableName(list);
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  const after = args.replace ? { id: 0, code: 0 } : await highestStored(database, list);
  const synthetic = syntheticRows(list, count, args.seed, after) as Record<string, unknown>[];
  await nameExistingRows(db, list, synthetic);
  output.line(`generated ${count} ${list} rows in ${seconds()} s`);

  const indexes = await dropIndexes(database, table);
  if (args.replace) await emptyWithDependents(db, list, output);
  for (let start = 0; start < synthetic.length; start += BATCH) {
    await db.insert(listTable(list)).values(synthetic.slice(start, start + BATCH));
    if ((start / BATCH) % 50 === 0) output.progress(`${start + BATCH} rows`);
  }
  output.line(`\rinserted in ${seconds()} s`);
  await database.session(async (session) => {
    for (const definition of indexes) await session.exec(definition);
    await session.exec(`vacuum analyze ${table}`);
  });
  await syncIdSequence(db, table);
  const codes = syncCodeSequenceSql(list);
  if (codes) await db.execute(sql.raw(codes));
  const verb = args.replace ? 'in place of its rows' : 'added';
  output.line(`${count} rows in ${table} (${verb}), indexes rebuilt, in ${seconds()} s`);
}

async function main(argv: string[]): Promise<number> {
  const args = parseSeedLargeArgs(argv);
  if (!args) {
    console.error(USAGE);
    return 2;
  }
  const config = readConfig();
  const database = await prepareDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, seedDemo: config.seedDemo });
  try {
    await seedLarge(database, args);
  } finally {
    await database.close();
  }
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = await main(process.argv.slice(2));
