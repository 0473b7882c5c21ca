// `node server/tools/measure-stats.ts`: times GET /app/stats/<dashboard> for the 7-day, 30-day, 90-day and 12-month
// periods against the configured database (PGLITE_DIR / DATABASE_URL), through the app (routing, SQL, bucketing, JSON):
// median of 5 per call. With `--json` it prints one JSON object (the bench reads it), else a table.
import { createApp } from '../app.ts';
import { readConfig } from '../config.ts';
import { issueToken } from '../auth/tokens.ts';
import { silentLogger } from '../log.ts';
import { users } from '../db/tables.ts';
import { prepareDatabase } from '../start.ts';
import { DASHBOARDS, presetPeriod } from '../../src/stats/period.ts';
import { sql } from 'drizzle-orm';

const config = readConfig();
const database = await prepareDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, seedSample: false, seedDemo: true });
// No request log: the timings are the app's, and with --json stdout is the one JSON object.
const { app } = createApp({ db: database.db, logger: silentLogger });
const [user] = await database.db.select({ id: users.id }).from(users).limit(1);
const token = await issueToken(database.db, user!.id);
const { listTable } = await import('../db/list-tables.ts');
const countOf = async (name: 'order' | 'expense') =>
  (await database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(listTable(name)))[0]?.n;

async function median(path: string): Promise<number> {
  const runs: number[] = [];
  for (let i = 0; i < 6; i++) {
    const started = performance.now();
    const res = await app.request(`http://localhost${path}`, { headers: { Authorization: `Bearer ${token}` } });
    await res.json();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    // The first call warms the caches and is left out.
    if (i > 0) runs.push(performance.now() - started);
  }
  return runs.sort((a, b) => a - b)[2]!;
}

const results: Record<string, number> = {};
for (const name of DASHBOARDS)
  for (const preset of ['7d', '30d', '90d', '12m'] as const) {
    const p = presetPeriod(preset);
    results[`${name} ${preset}`] =
      Math.round((await median(`/app/stats/${name}?from=${p.from}&to=${p.to}&interval=${p.interval}`)) * 10) / 10;
  }
const [orders, expenses] = [await countOf('order'), await countOf('expense')];
if (process.argv.includes('--json')) console.log(JSON.stringify({ orders, expenses, results }));
else {
  console.log(`list_order rows: ${orders}, list_expense rows: ${expenses}`);
  for (const [label, ms] of Object.entries(results)) console.log(`${label.padEnd(16)} median ${ms.toFixed(1).padStart(7)} ms`);
}
await database.close();
