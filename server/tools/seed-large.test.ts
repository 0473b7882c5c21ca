// `npm run api:seed-large` (server/tools/seed-large.ts), its seeding run in-process on a fresh database (in-memory
// PGlite, or a new database on DATABASE_URL's Postgres): with declared references (the salary rows name an employee,
// restrict), replacing the employees empties the salary rows with them (the foreign key refuses a truncate of the
// employees alone), the indexes are the same afterwards, and synthetic salary rows name employees that exist.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connect.ts';
import { emptyCluster } from '../db/empty-cluster.ts';
import { prepareDatabase } from '../start.ts';
import { freshPostgres, START_TIMEOUT } from '../test-server.ts';
import { parseSeedLargeArgs, seedLarge, type SeedLargeArgs } from './seed-large.ts';

describe('seedLarge', () => {
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  const lines: string[] = [];
  const seed = (list: SeedLargeArgs['list'], count: number, replace = true) =>
    seedLarge(database, { list, count, seed: 7, replace }, { line: (text) => lines.push(text), progress: () => undefined });
  const count = async (query: string) => Number((await database.session((s) => s.query<{ n: number | string }>(query)))[0]!.n);
  const indexes = (table: string) =>
    database.session((s) =>
      s.query<{ indexname: string; indexdef: string }>(
        'select indexname, indexdef from pg_indexes where tablename = $1 order by indexname',
        [table],
      ),
    );

  beforeAll(async () => {
    const postgres = process.env.DATABASE_URL ? await freshPostgres(process.env.DATABASE_URL) : undefined;
    drop = postgres?.drop;
    // The sample data is seeded: its salary rows name its employees, so the employees cannot be truncated alone.
    database = await prepareDatabase({
      databaseUrl: postgres?.url,
      dataDir: 'memory://',
      startFrom: postgres ? undefined : await emptyCluster(),
    });
  }, START_TIMEOUT);
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it('adds rows on top of the stored ones by default: new ids and references after the highest, nothing emptied', async () => {
    const before = await count('select count(*) as n from list_employee');
    const maxId = await count('select max(id) as n from list_employee');
    const salaries = await count('select count(*) as n from list_salary');
    expect(salaries).toBeGreaterThan(0);
    await seed('employee', 25, false);
    expect(await count('select count(*) as n from list_employee')).toBe(before + 25);
    expect(await count(`select count(*) as n from list_employee where id > ${maxId}`)).toBe(25);
    expect(await count('select count(*) - count(distinct "employeeId") as n from list_employee')).toBe(0);
    expect(await count('select count(*) as n from list_salary')).toBe(salaries);
    // The facet counts (kept by the triggers) include the added rows.
    expect(await count(`select n from list_stats where list = 'employee' and field = ''`)).toBe(before + 25);
  });

  it('replaces a referenced list with the lists naming it, keeps its indexes, and names rows that exist', async () => {
    expect(await count('select count(*) as n from list_salary')).toBeGreaterThan(0);
    const employeeIndexes = await indexes('list_employee');
    expect(employeeIndexes.some((index) => index.indexdef.startsWith('CREATE UNIQUE '))).toBe(true);
    expect(employeeIndexes.some((index) => !index.indexdef.startsWith('CREATE UNIQUE '))).toBe(true);

    await seed('employee', 40);
    expect(lines).toContain('emptied too, as their rows named employee rows: salary');
    expect(await count('select count(*) as n from list_employee')).toBe(40);
    expect(await count('select count(*) as n from list_salary')).toBe(0);
    // The secondary indexes dropped for the load are built again, the unique ones were kept.
    expect(await indexes('list_employee')).toEqual(employeeIndexes);

    await seed('salary', 300);
    expect(await count('select count(*) as n from list_employee')).toBe(40);
    expect(await count('select count(*) as n from list_salary')).toBe(300);
    // Every salary row names a seeded employee, and the employees are named in turn.
    expect(
      await count(
        'select count(*) as n from list_salary s where not exists (select 1 from list_employee e where e."employeeId" = s."employeeId")',
      ),
    ).toBe(0);
    expect(await count('select count(distinct "employeeId") as n from list_salary')).toBe(40);
  });

  it('leaves the id sequence after the synthetic rows, so the next row added gets a new id', async () => {
    const max = await count('select max(id) as n from list_salary');
    expect(await count(`select nextval(pg_get_serial_sequence('list_salary', 'id')) as n`)).toBeGreaterThan(max);
  });
});

describe('the command line', () => {
  it('reads a list, a whole count and an optional whole seed, and refuses a missing count', () => {
    expect(parseSeedLargeArgs(['order', '1000000'])).toEqual({ list: 'order', count: 1_000_000, seed: undefined, replace: false });
    expect(parseSeedLargeArgs(['salary', '300', '7'])).toEqual({ list: 'salary', count: 300, seed: 7, replace: false });
    expect(parseSeedLargeArgs(['salary', '300', '--replace'])).toEqual({ list: 'salary', count: 300, seed: undefined, replace: true });
    expect(parseSeedLargeArgs(['order', '10', '7', '8'])).toBeUndefined();
    expect(parseSeedLargeArgs(['nope', '10'])).toBeUndefined();
    expect(parseSeedLargeArgs(['order', '1.5'])).toBeUndefined();
    expect(parseSeedLargeArgs(['order', '-1'])).toBeUndefined();
    expect(parseSeedLargeArgs(['order'])).toBeUndefined();
    expect(parseSeedLargeArgs(['order', ''])).toBeUndefined();
    expect(parseSeedLargeArgs(['order', '10', 'x'])).toBeUndefined();
  });

  it('exits with 2 and the usage, before opening a database, when the arguments are wrong', async () => {
    // DATABASE_URL names no server: reaching the database would fail differently.
    const run = promisify(execFile)(process.execPath, ['server/tools/seed-large.ts', 'nope', '10'], {
      env: { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
    });
    await expect(run).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('usage: npm run api:seed-large') });
  });
});
