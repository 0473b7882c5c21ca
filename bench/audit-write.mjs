// The audit-trail section of `npm run bench` (`--only=audit` runs it alone; `node bench/audit-write.mjs` prints it):
// the p50 of a row update (PUT /app/order/{id}) on the reference server with the audit write and without it. Both
// apps are the same code on the same PGlite data directory (DATABASE_URL: that Postgres instead), one built with
// `auditTrail: false` for this measurement only; each request goes through routing, the bearer and role check, the
// body's validation and the update's transaction, in process (no network, which would only dilute the difference).
// The two alternate request by request, so that a busy moment of the machine weighs on both alike.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createApp } from '../server/app.ts';
import { prepareDatabase } from '../server/start.ts';

/** What the audit write may add to a row update's p50. */
export const AUDIT_BUDGET_PCT = 10;
const SAMPLES = 1500;
const WARM_UP = 100;

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

/** One update of the order through `app` (its amount changes each time); answers its milliseconds. */
async function update(app, token, row, amount) {
  const body = JSON.stringify({ ...row, amount });
  const start = performance.now();
  const res = await app.request(`http://bench/app/order/${row.id}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body,
  });
  await res.arrayBuffer();
  const ms = performance.now() - start;
  if (res.status !== 200) throw new Error(`PUT answered ${res.status}`);
  return ms;
}

/** `{ withAudit, withoutAudit, overheadPct, samples, driver }`: p50 (and p95) in ms of each, and the audit's share. */
export async function measureAuditWrite({ samples = SAMPLES } = {}) {
  const dataDir = process.env.DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'stride-bench-audit-'));
  const database = await prepareDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, seedDemo: true });
  try {
    const audited = createApp({ db: database.db, driver: database.driver, logRequests: false }).app;
    const plain = createApp({ db: database.db, driver: database.driver, logRequests: false, auditTrail: false }).app;
    const token = await signIn(audited);
    const [row] = await (await audited.request('http://bench/app/order', { headers: { Authorization: `Bearer ${token}` } })).json();
    const times = { with: [], without: [] };
    // The two alternate request by request (which goes first alternates too), so a busy moment weighs on both alike.
    for (let i = 0; i < WARM_UP + samples; i++) {
      const pair = i % 2 === 0 ? ['with', 'without'] : ['without', 'with'];
      for (const variant of pair) {
        const ms = await update(variant === 'with' ? audited : plain, token, row, 100 + ((2 * i + (variant === 'with' ? 0 : 1)) % 1000));
        if (i >= WARM_UP) times[variant].push(ms);
      }
    }
    const stats = (xs) => ({ p50: Number(quantile(xs, 0.5).toFixed(2)), p95: Number(quantile(xs, 0.95).toFixed(2)) });
    const withAudit = stats(times.with);
    const withoutAudit = stats(times.without);
    const overheadPct = Number((((withAudit.p50 - withoutAudit.p50) / withoutAudit.p50) * 100).toFixed(1));
    return { withAudit, withoutAudit, overheadPct, samples, driver: database.driver };
  } finally {
    await database.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The sentence in docs/benchmark.md. */
export function renderAuditWrite(r) {
  const sign = r.overheadPct >= 0 ? '+' : '';
  const db = r.driver === 'pglite' ? 'PGlite on disk' : 'Postgres';
  return `Row update (PUT /app/order/{id}, reference server on ${db}, in process, ${r.samples} of each, alternating): p50 ${r.withAudit.p50} ms with the audit write, ${r.withoutAudit.p50} ms without (${sign}${r.overheadPct} %; budget ${AUDIT_BUDGET_PCT} %); p95 ${r.withAudit.p95} ms and ${r.withoutAudit.p95} ms.`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await measureAuditWrite();
  console.log(JSON.stringify(result, null, 2));
  console.log(renderAuditWrite(result));
}
