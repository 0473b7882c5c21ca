// The reference server as a process: one process per PGlite directory, and nothing acknowledged lost to a kill -9.
// PGlite always; the kill -9 test also on Postgres where DATABASE_URL names a server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signInAt, spawnServer, startServer, type RunningServer } from '../../server/process-harness.ts';
import { freshPostgres } from '../../server/test-server.ts';

const ORDER = {
  orderId: '#ST-00001',
  orderDate: '2026-10-05',
  deliveryDate: '2026-10-10',
  customerName: 'Kill Test',
  paymentMethod: 'Paypal',
  amount: 1.5,
  deliveryStatus: 'Pending',
};
const base = mkdtempSync(join(tmpdir(), 'stride-process-'));
const running: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(running.map((server) => server.stop('SIGKILL')));
  rmSync(base, { recursive: true, force: true });
});

async function start(env: Record<string, string>): Promise<RunningServer> {
  const server = await startServer({ SEED_DEMO: '1', SEED_SAMPLE: 'false', ...env });
  running.push(server);
  return server;
}

const headers = (token: string) => ({ 'Content-Type': 'application/json', Authorization: `Bearer ${token}` });

const CUSTOMER = {
  name: 'Kill Test',
  company: 'Kill Test Ltd',
  email: 'kill.test@example.com',
  billingAddress: '1 Test Street',
  country: 'DE',
  taxId: 'DE000000000',
  currency: 'EUR',
};

/** An order names a customer that exists, and these servers start without the sample rows: one customer per database. */
const customers = new Map<string, Promise<number>>();
function customerAt(url: string, token: string): Promise<number> {
  const known = customers.get(url);
  if (known) return known;
  const made = fetch(`${url}/app/customers`, { method: 'POST', headers: headers(token), body: JSON.stringify(CUSTOMER) }).then(
    async (res) => {
      if (res.status !== 200) throw new Error(`the customer's create answered ${res.status}`);
      return ((await res.json()) as { id: number }).id;
    },
  );
  customers.set(url, made);
  return made;
}

async function createOrder(url: string, token: string, n: number): Promise<number> {
  const customerId = await customerAt(url, token);
  const res = await fetch(`${url}/app/order`, {
    method: 'POST',
    headers: headers(token),
    body: JSON.stringify({ ...ORDER, customerId, orderId: `#KS-${String(n).padStart(5, '0')}` }),
  });
  if (res.status !== 200) throw new Error(`create answered ${res.status}`);
  return ((await res.json()) as { id: number }).id;
}

async function orderIds(url: string): Promise<number[]> {
  const token = await signInAt(url);
  const res = await fetch(`${url}/app/order`, { headers: headers(token) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: number }[]).map((row) => row.id);
}

describe('one process per PGlite directory', () => {
  it('a second server on the same directory exits non-zero at once, naming it and the first pid; the first keeps serving', async () => {
    const dir = join(base, 'locked');
    const first = await start({ PGLITE_DIR: dir });
    expect(first.output()).toContain(`storage: PGlite in ${dir} (one process only)`);
    const token = await signInAt(first.url);
    const before = await Promise.all(Array.from({ length: 20 }, (_, n) => createOrder(first.url, token, n)));

    const startedAt = Date.now();
    const second = spawnServer({ SEED_DEMO: '1', SEED_SAMPLE: 'false', PGLITE_DIR: dir });
    const code = await second.exited;
    expect(code).not.toBe(0);
    expect(Date.now() - startedAt).toBeLessThan(15_000);
    expect(second.output()).toContain(dir);
    expect(second.output()).toContain(`pid ${first.pid}`);

    const after = await Promise.all(Array.from({ length: 20 }, (_, n) => createOrder(first.url, token, 100 + n)));
    expect(new Set([...before, ...after]).size).toBe(40);
    expect(await first.stop()).toBe(0);

    const again = await start({ PGLITE_DIR: dir });
    expect((await orderIds(again.url)).sort((a, b) => a - b)).toEqual([...before, ...after].sort((a, b) => a - b));
    await again.stop();
  }, 180_000);
});

describe('the start line', () => {
  it('says the storage and the site, and how to get an account when there is none', async () => {
    const server = await startServer({ PGLITE_DIR: 'memory://', SEED_SAMPLE: 'false', SEED_DEMO: '', STATIC_DIR: base });
    running.push(server);
    expect(server.output()).toContain('storage: PGlite in memory:// (one process only); uploads in ');
    expect(server.output()).toContain(`; site from ${base}`);
    await expect
      .poll(() => server.output(), { timeout: 5000 })
      .toMatch(/No account exists yet\. Restart with SEED_DEMO=1 .*npm run api:create-admin -- <email>/);
    await server.stop();
  }, 180_000);
});

/** 500 creates, 20 at once; the server is killed with SIGKILL part-way. Answers the ids it acknowledged. */
async function writeUntilKilled(server: RunningServer): Promise<{ acknowledged: number[]; failed: number }> {
  const token = await signInAt(server.url);
  const acknowledged: number[] = [];
  let failed = 0;
  let next = 0;
  const worker = async () => {
    while (next < 500) {
      const n = next++;
      if (n === 200) server.child.kill('SIGKILL');
      try {
        acknowledged.push(await createOrder(server.url, token, n));
      } catch {
        failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: 20 }, worker));
  await server.exited;
  return { acknowledged, failed };
}

const targets: [string, () => Promise<{ env: Record<string, string>; drop: () => Promise<void> }>][] = [
  ['PGlite', async () => ({ env: { PGLITE_DIR: join(base, 'killed') }, drop: async () => {} })],
];
if (process.env.DATABASE_URL) {
  targets.push([
    'Postgres',
    async () => {
      const database = await freshPostgres(process.env.DATABASE_URL!);
      return { env: { DATABASE_URL: database.url }, drop: database.drop };
    },
  ]);
}

describe.each(targets)('kill -9 during writes (%s)', (_, prepare) => {
  it('keeps every acknowledged write after a restart', async () => {
    const { env, drop } = await prepare();
    try {
      const server = await start(env);
      const { acknowledged, failed } = await writeUntilKilled(server);
      expect(acknowledged.length).toBeGreaterThanOrEqual(150);
      expect(failed).toBeGreaterThan(0);
      const restarted = await start(env);
      const ids = new Set(await orderIds(restarted.url));
      expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
      await restarted.stop();
    } finally {
      await drop();
    }
  }, 180_000);
});
