// The server-side table section of `npm run bench` (`--only=bigtable` runs it alone): the orders table over a list
// the backend pages, page change, sort and filter timed from the click to the new rows on screen (median of 5), for
//   - the fake backend with 100,000 and 1,000,000 synthetic rows (its Web Worker), on a build without the simulated
//     500 ms latency (that delay stands for a network; what is measured here is the table and the worker);
//   - the reference server on PGlite holding 1,000,000 orders (a PUBLIC_FAKE_BACKEND=false build in dist-api/),
//     seeded once into .data/pglite-bench-1m and reused by later runs (served on BENCH_API_PORT, default the port after);
//   - the four dashboards' aggregates on that database, with 1,000,000 expenses added (`measureStats`).
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { startServer } from './serve.mjs';

const SEEDED_DIR = '.data/pglite-bench-1m';
const MILLION = 1_000_000;
const EXPENSES_MARK = `${SEEDED_DIR}.expenses`;
/** Each dashboard aggregate call at a million orders. */
const STATS_BUDGET_MS = 100;

/** Runs a command, its output passed through; resolves with stdout. */
function run(cmd, argv, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${cmd} ${argv.join(' ')} exited ${code}`))));
  });
}

async function tableBench(env) {
  const out = await run('node', ['bench/table-bench.mjs'], env);
  return JSON.parse(out.slice(out.indexOf('{'), out.lastIndexOf('}') + 1));
}

async function waitForHttp(url, ms = 120_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

/**
 * The million-row database, seeded once and reused: 1,000,000 orders (the tables above, the e-commerce and finance
 * aggregates) and 1,000,000 expenses (the finance aggregates). The expenses came later: a mark beside the database says
 * they are in.
 */
async function seedMillion() {
  if (!existsSync(`${SEEDED_DIR}/PG_VERSION`)) {
    console.log(`seeding 1,000,000 orders into ${SEEDED_DIR} (once; later runs reuse it) …`);
    await run('node', ['server/tools/seed-large.ts', 'order', String(MILLION)], { PGLITE_DIR: SEEDED_DIR, SEED_DEMO: 'true' });
  }
  if (!existsSync(EXPENSES_MARK)) {
    console.log(`seeding 1,000,000 expenses into ${SEEDED_DIR} (once; later runs reuse it) …`);
    await run('node', ['server/tools/seed-large.ts', 'expense', String(MILLION)], { PGLITE_DIR: SEEDED_DIR, SEED_DEMO: 'true' });
    writeFileSync(EXPENSES_MARK, `${new Date().toISOString()}\n`);
  }
}

/**
 * The four dashboards' aggregates (GET /app/stats/<dashboard>, 7 days to 12 months) on the million-row database,
 * through the app without HTTP (median of 5 per call), with the machine's load average around them; a call at or over
 * the budget is a miss. Also `npm run bench -- --only=stats`.
 */
export async function measureStats({ miss }) {
  await seedMillion();
  console.log("timing the dashboards' aggregates on 1,000,000 orders and 1,000,000 expenses …");
  const loadBefore = loadavg()[0];
  const out = await run('node', ['server/tools/measure-stats.ts', '--json'], { PGLITE_DIR: SEEDED_DIR });
  const stats = JSON.parse(out.slice(out.indexOf('{'), out.lastIndexOf('}') + 1));
  const rows = `${Number(stats.orders).toLocaleString('en-US')} orders and ${Number(stats.expenses).toLocaleString('en-US')} expenses`;
  for (const [label, ms] of Object.entries(stats.results))
    if (!(ms < STATS_BUDGET_MS)) miss(`stats ${label} at ${rows}: ${ms} ms ≥ ${STATS_BUDGET_MS} ms`);
  const load = [loadBefore, loadavg()[0]].map((x) => Number(x.toFixed(2)));
  return {
    backend: 'reference server aggregates (GET /app/stats/*)',
    rows: stats.orders,
    expenses: stats.expenses,
    load,
    stats: stats.results,
  };
}

/** Figures of each run, and the budget misses (any of page change, sort, filter over `budgetMs`). */
export async function measureServerTables({ port, chromium, skipBuild, budgetMs, miss }) {
  if (!skipBuild || !existsSync('dist-bench/index.html')) {
    console.log('building with no simulated latency (dist-bench) …');
    await run('npx', ['astro', 'build', '--outDir', 'dist-bench'], { PUBLIC_FAKE_LATENCY_MS: '0' });
  }
  if (!skipBuild || !existsSync('dist-api/index.html')) {
    console.log('building without the fake backend (dist-api) …');
    await run('npx', ['astro', 'build', '--outDir', 'dist-api'], { PUBLIC_FAKE_BACKEND: 'false' });
  }
  const runs = [];
  const fake = await startServer({ root: 'dist-bench', port });
  try {
    for (const rows of [100_000, MILLION]) {
      console.log(`timing the table on ${rows.toLocaleString('en-US')} fake-backend rows …`);
      runs.push(await tableBench({ BASE_URL: `http://127.0.0.1:${port}`, ROWS: String(rows), CHROMIUM_PATH: chromium }));
    }
  } finally {
    fake.close();
  }

  await seedMillion();
  const apiPort = Number(process.env.BENCH_API_PORT ?? port + 1);
  const api = spawn('node', ['server/main.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORT: String(apiPort), STATIC_DIR: 'dist-api', PGLITE_DIR: SEEDED_DIR, SEED_DEMO: 'true' },
  });
  try {
    await waitForHttp(`http://127.0.0.1:${apiPort}/`);
    console.log('timing the table on the reference server (PGlite, 1,000,000 orders) …');
    runs.push(await tableBench({ BASE_URL: `http://127.0.0.1:${apiPort}`, ROWS: String(MILLION), API: 'real', CHROMIUM_PATH: chromium }));
  } finally {
    api.kill('SIGTERM');
  }

  runs.push(await measureStats({ miss }));

  for (const r of runs.filter((x) => !x.stats))
    for (const key of ['page change', 'sort', 'filter']) {
      const ms = parseFloat(r[key]);
      if (!(ms <= budgetMs)) miss(`${r.backend} ${Number(r.rows).toLocaleString('en-US')} rows: ${key} ${r[key]} > ${budgetMs} ms`);
    }
  return runs;
}

/** One line per run for docs/benchmark.md. */
export function renderServerTables(runs) {
  return runs
    .map((r) =>
      r.stats
        ? `${r.backend}, ${Number(r.rows).toLocaleString('en-US')} orders${r.expenses === undefined ? '' : ` and ${Number(r.expenses).toLocaleString('en-US')} expenses`}${r.load ? ` (load average ${r.load.join(' -> ')})` : ''}: slowest ${Math.max(...Object.values(r.stats))} ms (${Object.entries(
            r.stats,
          )
            .map(([k, v]) => `${k} ${v}`)
            .join(', ')})`
        : `${r.backend}, ${Number(r.rows).toLocaleString('en-US')} rows: page change ${r['page change']}, sort ${r.sort}, filter ${r.filter} (first load ${r.load})`,
    )
    .join('; ');
}
