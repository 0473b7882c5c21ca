// The load section of `npm run bench` (`--only=api` runs it alone): the reference server (`node server/main.ts`) on
// 127.0.0.1, on PGlite and — when DATABASE_URL names a server — on a fresh Postgres database, with 10,000 orders:
//   - reads: GET /app/order?page=1&pageSize=25 at 50 connections for 10 s (autocannon): req/s, p50, p99;
//   - the same reads during a 50-connection flood of wrong-password sign-ins (production scrypt cost), and what the
//     flood got back (the abuse limits answer it 429);
//   - mixed writes: 3,000 creates, updates and deletes, 20 at once, then the list's total against the count the
//     acknowledged answers imply.
// Request log lines are off (LOG_REQUESTS=false) so the figures are the server's, not the terminal's.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { pgliteOnly, signInAt, startServer } from '../server/process-harness.ts';
import { freshPostgres } from '../server/test-server.ts';

const ROWS = 10_000;
const READ_PATH = '/app/order?page=1&pageSize=25';
/** Seconds of each autocannon run (BENCH_API_SECONDS for a quick try). */
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);
const COST = String(2 ** 17);
/** A reference no other row has (each row's must be unique, in the samples' format `#ST-10452`): this run's, then `n`. */
const RUN = String(Date.now() % 1000).padStart(3, '0');
const reference = (prefix, n) => `#${prefix}-${RUN}${String(n).padStart(6, '0')}`;
const ORDER = {
  orderId: '#BN-00000',
  orderDate: '2026-10-05',
  deliveryDate: '2026-10-10',
  customerName: 'Bench Customer',
  paymentMethod: 'Paypal',
  amount: 12.5,
  deliveryStatus: 'Pending',
};

function seed(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['server/tools/seed-large.ts', 'order', String(ROWS)], {
      env: { ...process.env, ...pgliteOnly(env), ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seeding exited ${code}`))));
  });
}

/** Runs autocannon and answers its figures: requests per second (mean), latency p50 and p99 (ms), statuses. */
async function cannon(options) {
  const result = await autocannon({ connections: 50, duration: SECONDS, pipelining: 1, ...options });
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]));
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statuses,
  };
}

function reads(url, token) {
  return cannon({ url: `${url}${READ_PATH}`, headers: { Authorization: `Bearer ${token}` } });
}

function flood(url) {
  return cannon({
    url: `${url}/users/authenticate`,
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    // An address with no account, as an attacker needs none: checked against the decoy hash, at full cost.
    body: JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' }),
  });
}

async function total(url, token) {
  const res = await fetch(`${url}/app/order?page=1&pageSize=1`, { headers: { Authorization: `Bearer ${token}` } });
  return (await res.json()).total;
}

/** 3,000 operations, 20 at once: a create, an update of a live row, a delete of a live row, in turn. */
async function mixedWrites(url, token) {
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  const before = await total(url, token);
  const live = [];
  let created = 0;
  let deleted = 0;
  let failed = 0;
  let next = 0;
  const one = async (i) => {
    const kind = i % 3;
    if (kind === 0 || live.length === 0) {
      const res = await fetch(`${url}/app/order`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ ...ORDER, orderId: reference('BN', i) }),
      });
      if (res.status !== 200) return void failed++;
      live.push((await res.json()).id);
      created++;
    } else if (kind === 1) {
      const id = live[i % live.length];
      const res = await fetch(`${url}/app/order/${id}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ ...ORDER, id, orderId: reference('BP', id), amount: i }),
      });
      // A row another worker deleted meanwhile answers 404: not a failure of the server.
      if (res.status !== 200 && res.status !== 404) failed++;
      await res.body?.cancel();
    } else {
      const id = live.splice(i % live.length, 1)[0];
      const res = await fetch(`${url}/app/order/${id}`, { method: 'DELETE', headers });
      if (res.status === 200) deleted++;
      else failed++;
      await res.body?.cancel();
    }
  };
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next < 3000) await one(next++);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const expected = before + created - deleted;
  const actual = await total(url, token);
  return { ops: 3000, opsPerSecond: Math.round(3000 / seconds), created, deleted, failed, expected, actual, exact: expected === actual };
}

async function measure(backend, env) {
  console.log(`api load: ${backend}: seeding ${ROWS} orders …`);
  await seed({ ...env, SEED_DEMO: '1', SCRYPT_COST: COST });
  const server = await startServer({ ...env, SEED_DEMO: '1', SCRYPT_COST: COST });
  try {
    const token = await signInAt(server.url);
    await reads(server.url, token); // warm-up, not counted
    console.log(`api load: ${backend}: reads …`);
    const quiet = await reads(server.url, token);
    console.log(`api load: ${backend}: reads during a sign-in flood …`);
    const [underFlood, floodAnswers] = await Promise.all([reads(server.url, token), flood(server.url)]);
    console.log(`api load: ${backend}: mixed writes …`);
    const writes = await mixedWrites(server.url, token);
    return { backend, rows: ROWS, quiet, underFlood, flood: floodAnswers, writes };
  } finally {
    await server.stop();
  }
}

/** Every backend's figures, and a miss for each goal not met. */
export async function measureApiLoad({ budgets, miss }) {
  const runs = [];
  const dir = mkdtempSync(join(tmpdir(), 'stride-api-bench-'));
  try {
    runs.push(await measure('PGlite', { PGLITE_DIR: join(dir, 'pglite') }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (process.env.DATABASE_URL) {
    const database = await freshPostgres(process.env.DATABASE_URL);
    try {
      runs.push(await measure('Postgres', { DATABASE_URL: database.url }));
    } finally {
      await database.drop();
    }
  }
  for (const run of runs) {
    if (run.backend === 'PGlite' && run.quiet.rps < budgets.readsPerSecond)
      miss(`api reads on PGlite: ${run.quiet.rps} req/s (goal ${budgets.readsPerSecond})`);
    if (run.backend === 'PGlite' && run.quiet.p99 >= budgets.p99Ms)
      miss(`api reads on PGlite: p99 ${run.quiet.p99} ms (goal < ${budgets.p99Ms})`);
    if (run.underFlood.p99 > 2 * Math.max(run.quiet.p99, 1))
      miss(`api reads during a sign-in flood on ${run.backend}: p99 ${run.underFlood.p99} ms, more than twice ${run.quiet.p99} ms`);
    if (!run.writes.exact) miss(`api mixed writes on ${run.backend}: ${run.writes.actual} rows, ${run.writes.expected} acknowledged`);
  }
  return runs;
}

const fmt = (r) => `${r.rps} | ${r.p50} | ${r.p99}`;

/** The table of the load figures in docs/benchmark.md. */
export function renderApiLoad(runs) {
  const lines = [
    '| backend | reads req/s | p50 ms | p99 ms | reads during a sign-in flood: req/s | p50 ms | p99 ms | flood answers | mixed writes (3,000, 20 at once) |',
    '|---|---|---|---|---|---|---|---|---|',
    ...runs.map((r) => {
      const answers =
        Object.entries(r.flood.statuses)
          .map(([status, count]) => `${count}× ${status}`)
          .join(', ') || `none within ${SECONDS} s (all waiting for a hash)`;
      const writes = `${r.writes.opsPerSecond} ops/s; ${r.writes.actual} rows, ${r.writes.exact ? 'exactly' : 'NOT'} the ${r.writes.expected} acknowledged`;
      return `| ${r.backend} | ${fmt(r.quiet)} | ${fmt(r.underFlood)} | ${answers} | ${writes} |`;
    }),
  ];
  return `${lines.join('\n')}\n`;
}
