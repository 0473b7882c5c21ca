// The server-side table section of `npm run bench` (`--only=bigtable` runs it alone): the orders table over a list
// the backend pages, page change, sort and filter timed from the click to the new rows on screen (median of 5), for
//   - the fake backend with 100,000 and 1,000,000 synthetic rows (its Web Worker), on a build without the simulated
//     500 ms latency (that delay stands for a network; what is measured here is the table and the worker);
//   - the reference server on PGlite holding 1,000,000 orders (a PUBLIC_FAKE_BACKEND=false build in dist-api/),
//     seeded once into .data/pglite-bench-1m and reused by later runs (served on BENCH_API_PORT, default the port after).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { startServer } from './serve.mjs';

const SEEDED_DIR = '.data/pglite-bench-1m';
const MILLION = 1_000_000;
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

  if (!existsSync(`${SEEDED_DIR}/PG_VERSION`)) {
    console.log(`seeding 1,000,000 orders into ${SEEDED_DIR} (once; later runs reuse it) …`);
    await run('node', ['server/scripts/seed-large.ts', 'order', String(MILLION)], { PGLITE_DIR: SEEDED_DIR, SEED_DEMO: 'true' });
  }
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

  // The dashboards' aggregates on the same million orders, through the app without HTTP (median of 5 per call).
  console.log("timing the dashboards' aggregates on 1,000,000 orders …");
  const out = await run('node', ['server/scripts/measure-stats.ts', '--json'], { PGLITE_DIR: SEEDED_DIR });
  const stats = JSON.parse(out.slice(out.indexOf('{'), out.lastIndexOf('}') + 1));
  for (const [label, ms] of Object.entries(stats.results))
    if (!(ms < STATS_BUDGET_MS)) miss(`stats ${label} at 1,000,000 orders: ${ms} ms ≥ ${STATS_BUDGET_MS} ms`);
  runs.push({ backend: 'reference server aggregates (GET /app/stats/*)', rows: stats.orders, stats: stats.results });

  for (const r of runs.filter((x) => !x.stats))
    for (const key of ['page change', 'sort', 'filter']) {
      const ms = parseFloat(r[key]);
      if (!(ms <= budgetMs)) miss(`${r.backend} ${Number(r.rows).toLocaleString('en-US')} rows: ${key} ${r[key]} > ${budgetMs} ms`);
    }
  return runs;
}

/** One line per run for the README. */
export function renderServerTables(runs) {
  return runs
    .map((r) =>
      r.stats
        ? `${r.backend}, ${Number(r.rows).toLocaleString('en-US')} orders: slowest ${Math.max(...Object.values(r.stats))} ms (${Object.entries(
            r.stats,
          )
            .map(([k, v]) => `${k} ${v}`)
            .join(', ')})`
        : `${r.backend}, ${Number(r.rows).toLocaleString('en-US')} rows: page change ${r['page change']}, sort ${r.sort}, filter ${r.filter} (first load ${r.load})`,
    )
    .join('; ');
}
