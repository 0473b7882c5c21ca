// The live stream's section of `npm run bench` (`--only=live`; `node bench/live.mjs` prints it). Measures:
// - reference server: a write (PUT /app/department/2) on one connection -> its `change` event on another client's SSE
//   stream, median of 20; on PGlite (one process), and, when DATABASE_URL names a Postgres, across two API processes on
//   one fresh database (the write to one, the stream from the other: LISTEN/NOTIFY between processes);
// - fake backend: a write in one tab -> the change heard in another tab (BroadcastChannel), median of 20, on the built
//   site (dist/, PUBLIC_FAKE_LATENCY_MS of the build included in the write);
// - idle cost: bytes one open stream receives per minute without changes (its heartbeat), and the server process's
//   resident memory for 500 open streams (over the same process with none).
// The servers run as child processes (`node server/main.ts`) on BENCH_PORT+1 (and +2); the site on BENCH_PORT.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { startServer } from './serve.mjs';

export const LIVE_BUDGETS = { serverMs: 300, tabsMs: 100 };
const SAMPLES = 20;
const STREAMS = 500;
const IDLE_SECONDS = Number(process.env.LIVE_IDLE_SECONDS ?? 60);
const BASE_PORT = Number(process.env.BENCH_PORT ?? 4400);
const CHROME = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const round = (x, digits = 1) => Number(x.toFixed(digits));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** `node server/main.ts` on `port`, answering once /healthz does. */
async function startApi(port, env) {
  const child = spawn(process.execPath, ['server/main.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_REQUESTS: 'false',
      SEED_DEMO: 'true',
      STATIC_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the API server on ${port} exited ${child.exitCode}`);
    const ok = await fetch(`${origin}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { origin, child, stop: () => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM'))) };
    await sleep(200);
  }
  throw new Error(`the API server on ${port} did not start`);
}

async function signIn(origin) {
  const res = await fetch(`${origin}/users/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@stride.dev', password: 'stride-demo' }),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  return (await res.json()).token;
}

/** An open stream: every `change` with the time it arrived, and the bytes read so far. */
async function openStream(origin, token) {
  const controller = new AbortController();
  const res = await fetch(`${origin}/app/events`, { headers: { Authorization: `Bearer ${token}` }, signal: controller.signal });
  if (res.status !== 200) throw new Error(`GET /app/events answered ${res.status}`);
  const stream = { bytes: 0, changes: [], waiters: [], close: () => controller.abort() };
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for await (const chunk of res.body) {
        const at = performance.now();
        stream.bytes += chunk.byteLength;
        buffer += decoder.decode(chunk, { stream: true });
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        for (const block of blocks) {
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (!data || !/^event: change$/m.test(block)) continue;
          stream.changes.push({ at, change: JSON.parse(data) });
          for (const waiter of stream.waiters.splice(0)) waiter();
        }
      }
    } catch {
      // Closed by the bench.
    }
  })();
  return stream;
}

/** Milliseconds from sending each write to `writeOrigin` until `stream` has its change, SAMPLES times. */
async function writeToEvent(writeOrigin, token, stream) {
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  const times = [];
  for (let i = 0; i < SAMPLES + 2; i++) {
    const row = await (await fetch(`${writeOrigin}/app/department/2`, { headers })).json();
    const { version, ...body } = row;
    const seen = stream.changes.length;
    const start = performance.now();
    const res = await fetch(`${writeOrigin}/app/department/2`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ ...body, employee: (row.employee % 90) + 1 }),
    });
    if (res.status !== 200) throw new Error(`PUT answered ${res.status}`);
    await res.arrayBuffer();
    const found = () => stream.changes.slice(seen).find((c) => c.change.rowId === 2 && c.change.version === version + 1);
    const deadline = Date.now() + 5_000;
    while (!found() && Date.now() < deadline) await new Promise((r) => (stream.waiters.push(r), setTimeout(r, 100)));
    if (!found()) throw new Error('the change never arrived on the stream');
    // The first two warm the connections up.
    if (i >= 2) times.push(found().at - start);
  }
  return round(median(times));
}

/** VmRSS of a process, in MB. */
function rssMb(pid) {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
  return round(kb / 1024);
}

async function serverSide() {
  const dataDir = mkdtempSync(join(tmpdir(), 'stride-bench-live-'));
  const api = await startApi(BASE_PORT + 1, { DATABASE_URL: '', PGLITE_DIR: dataDir });
  try {
    const token = await signIn(api.origin);
    const stream = await openStream(api.origin, token);
    const pgliteMs = await writeToEvent(api.origin, token, stream);
    stream.close();
    // Idle: one stream, no changes, for IDLE_SECONDS.
    const idle = await openStream(api.origin, token);
    await sleep(1_000);
    const before = idle.bytes;
    await sleep(IDLE_SECONDS * 1_000);
    const idleBytesPerMinute = Math.round(((idle.bytes - before) / IDLE_SECONDS) * 60);
    idle.close();
    await sleep(1_000);
    const rssNone = rssMb(api.child.pid);
    const many = [];
    for (let i = 0; i < STREAMS; i++) many.push(await openStream(api.origin, token));
    await sleep(3_000);
    const rssMany = rssMb(api.child.pid);
    for (const s of many) s.close();
    return { pgliteMs, idleBytesPerMinute, idleSeconds: IDLE_SECONDS, rssNoneMb: rssNone, rssStreamsMb: rssMany, streams: STREAMS };
  } finally {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Postgres: the write to one API process, the stream from another, on one fresh database. */
async function acrossProcesses() {
  if (!process.env.DATABASE_URL) return null;
  const { freshPostgres } = await import('../server/test-server.ts');
  const database = await freshPostgres(process.env.DATABASE_URL);
  const writer = await startApi(BASE_PORT + 1, { DATABASE_URL: database.url });
  const reader = await startApi(BASE_PORT + 2, { DATABASE_URL: database.url });
  try {
    const token = await signIn(writer.origin);
    const stream = await openStream(reader.origin, token);
    const ms = await writeToEvent(writer.origin, token, stream);
    stream.close();
    return ms;
  } finally {
    await Promise.all([writer.stop(), reader.stop()]);
    await database.drop();
  }
}

/** The fake backend on the built site: a write in tab A, heard in tab B. */
async function betweenTabs() {
  if (!existsSync('dist/index.html') || !CHROME) return null;
  const site = await startServer({ root: 'dist', port: BASE_PORT });
  const origin = `http://127.0.0.1:${BASE_PORT}`;
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext();
    const a = await context.newPage();
    await a.goto(`${origin}/auth/login/`);
    await a.locator('input[name="remember"]').check();
    await a.locator('button[type="submit"]').click();
    await a.waitForURL('**/dashboard/**', { timeout: 30_000 });
    await a.goto(`${origin}/apps/hr/departments/`);
    await a.locator('table tbody tr').first().waitFor({ timeout: 30_000 });
    const b = await context.newPage();
    await b.goto(`${origin}/apps/hr/departments/`);
    await b.locator('table tbody tr').first().waitFor({ timeout: 30_000 });
    await b.evaluate(() => {
      window.__heard = [];
      new BroadcastChannel('stride:live').onmessage = (e) =>
        window.__heard.push({ rowId: e.data.rowId, action: e.data.action, at: performance.timeOrigin + performance.now() });
    });
    const times = [];
    for (let i = 0; i < SAMPLES + 2; i++) {
      // A deleted row's id is given again to the next one: only this round's messages count.
      await b.evaluate(() => (window.__heard = []));
      const { rowId, sent } = await a.evaluate(async (n) => {
        const user = JSON.parse(localStorage.getItem('stride:user') ?? sessionStorage.getItem('stride:user'));
        const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${user.token}` };
        const body = {
          departmentName: `Bench live ${n}`,
          HOD: 'Bench Person',
          phone: '+1 (555) 010-0100',
          email: 'bench@example.com',
          employee: 3,
        };
        const sent = performance.timeOrigin + performance.now();
        const res = await fetch('/app/department', { method: 'POST', headers, body: JSON.stringify(body) });
        const row = await res.json();
        await fetch(`/app/department/${row.id}`, { method: 'DELETE', headers });
        return { rowId: row.id, sent };
      }, i);
      const created = (id) => window.__heard.find((h) => h.rowId === id && h.action === 'create');
      await b.waitForFunction(created, rowId, { timeout: 5_000 });
      const heard = (await b.evaluate(created, rowId)).at;
      if (i >= 2) times.push(heard - sent);
    }
    return { ms: round(median(times)) };
  } finally {
    await browser.close();
    await new Promise((r) => site.close(r));
  }
}

export async function measureLive({ miss = () => undefined } = {}) {
  const server = await serverSide();
  const postgresMs = await acrossProcesses();
  const tabs = await betweenTabs();
  const result = { ...server, postgresAcrossProcessesMs: postgresMs, tabsMs: tabs?.ms ?? null };
  if (server.pgliteMs > LIVE_BUDGETS.serverMs)
    miss(`live write -> event on PGlite ${server.pgliteMs} ms (budget ${LIVE_BUDGETS.serverMs} ms)`);
  if (postgresMs !== null && postgresMs > LIVE_BUDGETS.serverMs)
    miss(`live write -> event across two processes on Postgres ${postgresMs} ms (budget ${LIVE_BUDGETS.serverMs} ms)`);
  if (tabs && tabs.ms > LIVE_BUDGETS.tabsMs) miss(`live write -> other tab ${tabs.ms} ms (budget ${LIVE_BUDGETS.tabsMs} ms)`);
  return result;
}

export function renderLive(r) {
  const pg =
    r.postgresAcrossProcessesMs === null
      ? 'Postgres not measured (no DATABASE_URL)'
      : `${r.postgresAcrossProcessesMs} ms across two API processes on Postgres`;
  const tabs =
    r.tabsMs === null
      ? 'tabs not measured (no dist/ or Chromium)'
      : `${r.tabsMs} ms between two tabs on the fake backend (the build's fake latency included)`;
  return `Live stream (median of ${SAMPLES}, write sent -> event received; goals ${LIVE_BUDGETS.serverMs} ms and ${LIVE_BUDGETS.tabsMs} ms): ${r.pgliteMs} ms on PGlite, ${pg}, ${tabs}. Idle: ${r.idleBytesPerMinute} bytes per minute per stream (heartbeat, measured over ${r.idleSeconds} s); server memory ${r.rssNoneMb} MB with no stream, ${r.rssStreamsMb} MB with ${r.streams} open.`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const misses = [];
  const result = await measureLive({ miss: (m) => misses.push(m) });
  console.log(JSON.stringify(result, null, 2));
  console.log(renderLive(result));
  for (const m of misses) console.log(`MISS ${m}`);
}
