// The audit-trail section of `npm run bench` (`--only=audit` runs it alone; `node bench/audit-write.mjs` prints it):
// the p50 of a row update (PUT /app/order/{id}) on the reference server with the audit write and without it. Both
// apps are the same code on the same PGlite data directory (DATABASE_URL: that Postgres instead), one built with
// `auditTrail: false` for this measurement only; each request goes through routing, the bearer and role check, the
// body's validation and the update's transaction, in process (no network, which would only dilute the difference).
// Rounds alternate between the two so that a busy moment of the machine weighs on both alike.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createApp } from '../server/app.ts';
import { prepareDatabase } from '../server/start.ts';

const ROUNDS = 20;
const PER_ROUND = 100;
const WARM_UP = 200;

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

async function signIn(app) {
  const res = await app.request('http://bench/users/authenticate', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@stride.dev', password: 'stride-demo' }),
  });
  if (res.status !== 200) throw new Error(`bench sign-in answered ${res.status}`);
  return (await res.json()).token;
}

/** Times `n` updates of one order through `app`, each changing its amount; answers the milliseconds of each. */
async function updates(app, token, row, n, counter) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const body = JSON.stringify({ ...row, amount: 100 + (counter.next++ % 1000) });
    const start = performance.now();
    const res = await app.request(`http://bench/app/order/${row.id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body,
    });
    await res.arrayBuffer();
    times.push(performance.now() - start);
    if (res.status !== 200) throw new Error(`PUT answered ${res.status}`);
  }
  return times;
}

/** `{ withAudit, withoutAudit, overheadPct, samples, driver }`: p50 (and p95) in ms of each, and the audit's share. */
export async function measureAuditWrite({ rounds = ROUNDS, perRound = PER_ROUND } = {}) {
  const dataDir = process.env.DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'stride-bench-audit-'));
  const database = await prepareDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, seedDemo: true });
  try {
    const audited = createApp({ db: database.db }).app;
    const plain = createApp({ db: database.db, auditTrail: false }).app;
    const token = await signIn(audited);
    const [row] = await (await audited.request('http://bench/app/order', { headers: { Authorization: `Bearer ${token}` } })).json();
    const counter = { next: 0 };
    await updates(audited, token, row, WARM_UP / 2, counter);
    await updates(plain, token, row, WARM_UP / 2, counter);
    const times = { with: [], without: [] };
    for (let r = 0; r < rounds; r++) {
      const order = r % 2 === 0 ? ['with', 'without'] : ['without', 'with'];
      for (const variant of order) times[variant].push(...(await updates(variant === 'with' ? audited : plain, token, row, perRound, counter)));
    }
    const stats = (xs) => ({ p50: Number(quantile(xs, 0.5).toFixed(3)), p95: Number(quantile(xs, 0.95).toFixed(3)) });
    const withAudit = stats(times.with);
    const withoutAudit = stats(times.without);
    const overheadPct = Number((((withAudit.p50 - withoutAudit.p50) / withoutAudit.p50) * 100).toFixed(1));
    return { withAudit, withoutAudit, overheadPct, samples: times.with.length, driver: database.driver };
  } finally {
    await database.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The README's sentence. */
export function renderAuditWrite(r) {
  return `Row update (PUT /app/order/{id}, reference server on ${r.driver === 'pglite' ? 'PGlite' : 'Postgres'}, in process, ${r.samples} each): p50 ${r.withAudit.p50} ms with the audit write, ${r.withoutAudit.p50} ms without (${r.overheadPct >= 0 ? '+' : ''}${r.overheadPct} %); p95 ${r.withAudit.p95} ms and ${r.withoutAudit.p95} ms.`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await measureAuditWrite();
  console.log(JSON.stringify(result, null, 2));
  console.log(renderAuditWrite(result));
}
