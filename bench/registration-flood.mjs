// The registration flood of the accounts review: clients sending registrations with a taken username (each one costs a
// production-cost password hash) while the demo administrator signs in every 2 s; prints how the registrations were
// answered and how long the sign-ins took. Run: node bench/registration-flood.mjs [--seconds=40] [--clients=9]
// Two rounds: every request from one address, then each from an address of its own (X-Forwarded-For behind
// TRUST_PROXY=1), which only the global registration window limits. 127.0.0.1 only.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../server/process-harness.ts';

const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const SECONDS = arg('seconds', 40);
const CLIENTS = arg('clients', 9);

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

async function post(url, path, body, from) {
  const started = performance.now();
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

async function round(rotate) {
  const dataDir = mkdtempSync(join(tmpdir(), 'stride-flood-'));
  // Production hashes (N=2^17), the demo accounts, one trusted proxy in front.
  const server = await startServer({ PGLITE_DIR: dataDir, SEED_DEMO: '1', SCRYPT_COST: String(2 ** 17), TRUST_PROXY: '1' });
  try {
    const end = Date.now() + SECONDS * 1000;
    const statuses = new Map();
    let n = 0;
    const flood = Array.from({ length: CLIENTS }, async () => {
      while (Date.now() < end) {
        const k = n++;
        const from = rotate ? `10.${(k >> 16) & 255}.${(k >> 8) & 255}.${k & 255}` : '192.0.2.1';
        const { status } = await post(
          server.url,
          '/users/register',
          { email: `flood${k}@example.com`, username: 'admin', password: 'flood-Passw0rd!' },
          from,
        );
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    });
    const signIns = [];
    while (Date.now() < end) {
      const { status, ms } = await post(
        server.url,
        '/users/authenticate',
        { email: 'admin@stride.dev', password: 'stride-demo' },
        '198.51.100.1',
      );
      if (status !== 200) throw new Error(`the owner's sign-in answered ${status}`);
      signIns.push(ms);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    await Promise.all(flood);
    return {
      addresses: rotate ? 'one per request' : 'one',
      registrations: Object.fromEntries([...statuses].sort()),
      signIns: signIns.length,
      signInMedianMs: Math.round(percentile(signIns, 50)),
      signInMaxMs: Math.round(Math.max(...signIns)),
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`registration flood: ${CLIENTS} clients, ${SECONDS} s, Node ${process.version}, ${new Date().toISOString()}`);
for (const rotate of [false, true]) console.log(JSON.stringify(await round(rotate)));
