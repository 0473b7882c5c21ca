// The load section of `npm run bench` (`--only=api` runs it alone): the reference server (`node server/main.ts`) on
// 127.0.0.1, on PGlite and — when DATABASE_URL names a server — on a fresh Postgres database, with 10,000 orders:
//   - reads: GET /app/order?page=1&pageSize=25 at 50 connections for 10 s (autocannon): req/s, p50, p99;
//   - the same reads during a 50-connection flood of wrong-password sign-ins (production scrypt cost), and what the
//     flood got back (the abuse limits answer it 429);
//   - the same reads during a flood of hostile bodies, 50 connections in all: half send 400,000 levels of nested JSON
//     to the sign-in (the body that once overflowed the server's stack), half register a username already taken;
//   - mixed writes: 3,000 creates, updates and deletes, 20 at once, then the list's total against the count the
//     acknowledged answers imply;
//   - the contract's fuzz calls (src/contract/fuzz-cases.ts) over HTTP, BENCH_FUZZ_RUNS per route (default 40) from a
//     new seed each run: any 5xx is a miss, and its seed (FUZZ_SEED) replays it in server/fuzz.test.ts. A call whose
//     connection dropped is counted apart: a body the server refuses before reading it all (over 1 MiB, or nested too
//     deep) is answered while the client still sends it, and the connection then closes; on a busy machine the client
//     may see the close (EPIPE, ECONNRESET) before the answer. The tests, without sockets, fail on those too.
// Request log lines are off (LOG_REQUESTS=false) so the figures are the server's, not the terminal's.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { pgliteOnly, signInAt, startServer } from '../server/process-harness.ts';
import { freshPostgres } from '../server/test-server.ts';
import { fuzzCases, runFuzz } from '../src/contract/fuzz-cases.ts';

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
  customerId: 1,
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

/** Nested JSON 400,000 levels deep (800 KB, under the 1 MiB body limit): the server refuses it before parsing. */
const TOO_DEEP = `${'['.repeat(400_000)}${']'.repeat(400_000)}`;

/** Half the connections send the too-deep body to the sign-in, half register the demo administrator's username. */
function hostileFlood(url) {
  const json = { 'Content-Type': 'application/json' };
  const taken = { email: 'bench-taken@example.com', username: 'admin', password: 'a-bench-password-long-enough' };
  return [
    cannon({ connections: 25, url: `${url}/users/authenticate`, method: 'POST', headers: json, body: TOO_DEEP }),
    cannon({ connections: 25, url: `${url}/users/register`, method: 'POST', headers: json, body: JSON.stringify(taken) }),
  ];
}

/** The contract's fuzz calls over HTTP: how many, from which seed, those answered 5xx and those whose connection dropped. */
async function fuzz(url) {
  const perRoute = Number(process.env.BENCH_FUZZ_RUNS ?? 40);
  const seed = Date.now() % 2 ** 31;
  const cases = fuzzCases(perRoute, seed);
  const started = performance.now();
  const { failures } = await runFuzz(url, cases);
  const answered = failures.filter((f) => f.status !== 'no answer');
  const dropped = failures.filter((f) => f.status === 'no answer');
  return {
    calls: cases.length,
    seed,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    failures: answered.slice(0, 20),
    dropped: dropped.length,
    droppedExamples: dropped.slice(0, 5),
  };
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
    // Before the floods: their failed sign-ins lock this address out of signing in, which the fuzz calls do again.
    console.log(`api load: ${backend}: fuzz calls from the contract …`);
    const fuzzed = await fuzz(server.url);
    console.log(`api load: ${backend}: reads during a sign-in flood …`);
    const [underFlood, floodAnswers] = await Promise.all([reads(server.url, token), flood(server.url)]);
    console.log(`api load: ${backend}: reads during a flood of hostile bodies …`);
    const [underHostile, deepAnswers, takenAnswers] = await Promise.all([reads(server.url, token), ...hostileFlood(server.url)]);
    console.log(`api load: ${backend}: mixed writes …`);
    const writes = await mixedWrites(server.url, token);
    const hostile = { reads: underHostile, deep: deepAnswers, taken: takenAnswers };
    return { backend, rows: ROWS, quiet, underFlood, flood: floodAnswers, hostile, writes, fuzz: fuzzed };
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
    if (run.hostile.reads.rps < budgets.hostileReadsShare * run.quiet.rps)
      miss(`api reads during hostile bodies on ${run.backend}: ${run.hostile.reads.rps} req/s, under half of ${run.quiet.rps}`);
    const hostile5xx = [run.hostile.deep, run.hostile.taken].reduce((sum, r) => sum + count5xx(r.statuses), 0);
    if (hostile5xx > 0) miss(`api hostile bodies on ${run.backend}: ${hostile5xx} answers 5xx (503 not counted)`);
    if (run.fuzz.failures.length > 0)
      miss(
        `api fuzz on ${run.backend}: ${run.fuzz.failures.length} calls answered 5xx (FUZZ_SEED=${run.fuzz.seed}), first: ${JSON.stringify(run.fuzz.failures[0])}`,
      );
    if (!run.writes.exact) miss(`api mixed writes on ${run.backend}: ${run.writes.actual} rows, ${run.writes.expected} acknowledged`);
  }
  return runs;
}

/** Answers 5xx but 503: a 503 with Retry-After is the server shedding load (its hashing queue is full), not a failure. */
const count5xx = (statuses) =>
  Object.entries(statuses).reduce((sum, [status, n]) => sum + (Number(status) >= 500 && Number(status) !== 503 ? n : 0), 0);

const fmt = (r) => `${r.rps} | ${r.p50} | ${r.p99}`;
const answersOf = (r) =>
  Object.entries(r.statuses)
    .map(([status, count]) => `${count}× ${status}`)
    .join(', ') || `none within ${SECONDS} s`;

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
  const hostile = [
    '',
    '| backend | reads during hostile bodies: req/s | p50 ms | p99 ms | share of quiet reads | 400,000-deep sign-ins (25 connections) | taken-username registrations (25 connections) | fuzz calls: 5xx |',
    '|---|---|---|---|---|---|---|---|',
    ...runs
      .filter((r) => r.hostile)
      .map((r) => {
        const share = `${Math.round((100 * r.hostile.reads.rps) / Math.max(r.quiet.rps, 1))} %`;
        const fuzzed = `${r.fuzz.failures.length} of ${r.fuzz.calls}, ${r.fuzz.dropped ?? 0} connections dropped (${r.fuzz.seconds} s, seed ${r.fuzz.seed})`;
        return `| ${r.backend} | ${fmt(r.hostile.reads)} | ${share} | ${answersOf(r.hostile.deep)} | ${answersOf(r.hostile.taken)} | ${fuzzed} |`;
      }),
  ];
  return `${[...lines, ...hostile].join('\n')}\n`;
}
