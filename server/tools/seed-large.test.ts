// `npm run api:seed-large` (server/tools/seed-large.ts) run as the bench runs it, on a PGlite directory of its own:
// with declared references (the salary rows name an employee, restrict), replacing the employees empties the salary
// rows with them (the foreign key refuses a truncate of the employees alone), and synthetic salary rows name employees
// that exist.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { prepareDatabase } from '../start.ts';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'stride-seed-large-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const seedLarge = (list: string, count: number) =>
  run(process.execPath, ['server/tools/seed-large.ts', list, String(count)], {
    env: { ...process.env, DATABASE_URL: '', PGLITE_DIR: dir, SEED_DEMO: 'true' },
  });

it('replaces a referenced list with the lists naming it, and names rows that exist', { timeout: 240_000 }, async () => {
  const employees = await seedLarge('employee', 40);
  expect(employees.stdout).toContain('emptied too, as their rows named employee rows: salary');
  await seedLarge('salary', 300);
  const database = await prepareDatabase({ dataDir: dir, seedDemo: false });
  try {
    const count = async (query: string) => Number((await database.session((s) => s.query<{ n: number | string }>(query)))[0]!.n);
    expect(await count('select count(*) as n from list_employee')).toBe(40);
    expect(await count('select count(*) as n from list_salary')).toBe(300);
    // Every salary row names a seeded employee, and the employees are named in turn.
    expect(
      await count(
        'select count(*) as n from list_salary s where not exists (select 1 from list_employee e where e."employeeId" = s."employeeId")',
      ),
    ).toBe(0);
    expect(await count('select count(distinct "employeeId") as n from list_salary')).toBe(40);
  } finally {
    await database.close();
  }
});
