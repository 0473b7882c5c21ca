// Two API processes on one Postgres, behind a round-robin TCP proxy, with the uploads and the jobs' files in one
// S3-compatible bucket (s3rver in this process): an upload taken by one is served by the other, and an import running
// on one is finished by the other once the first is killed (kill -9), every row exactly once. Runs where DATABASE_URL
// is set (CI's Postgres); all traffic stays on 127.0.0.1.
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Job } from '../../src/contract/jobs.ts';
import { pollUntil, type RunningServer, signInAt, startServer } from '../process-harness.ts';
import { TcpProxy } from '../tcp-proxy.ts';
import { freshPostgres } from '../test-server.ts';
import { startLocalS3, type LocalS3 } from '../uploads/local-s3.ts';
import { s3FileStore } from '../uploads/s3-store.ts';
import { jobFileKey } from '../uploads/file-store.ts';

const ROWS = 40_000;
const dir = mkdtempSync(join(tmpdir(), 'stride-two-processes-'));
let postgres: Awaited<ReturnType<typeof freshPostgres>>;
let s3: LocalS3;
const servers: Record<'a' | 'b', RunningServer | undefined> = { a: undefined, b: undefined };
let proxy: TcpProxy;
let base: string;

/** Each process names its connections, so the test can tell which one is writing the import's rows. */
const databaseUrl = (name: string) => {
  const url = new URL(postgres.url);
  url.searchParams.set('application_name', name);
  return url.toString();
};

beforeAll(async () => {
  postgres = await freshPostgres(process.env.DATABASE_URL!);
  s3 = await startLocalS3();
  const env = (name: 'a' | 'b') => ({
    ...s3.env,
    DATABASE_URL: databaseUrl(`stride-${name}`),
    SEED_SAMPLE: 'false',
    UPLOAD_DIR: join(dir, `uploads-${name}`),
    MAIL_OUTBOX: join(dir, `outbox-${name}`),
  });
  // One at a time: the first migrates and seeds, the second finds it done.
  servers.a = await startServer({ ...env('a'), SEED_DEMO: '1' });
  servers.b = await startServer(env('b'));
  const port = (server: RunningServer) => ({ host: '127.0.0.1', port: Number(new URL(server.url).port) });
  proxy = new TcpProxy([port(servers.a), port(servers.b)]);
  await proxy.restore();
  base = `http://127.0.0.1:${proxy.port}`;
}, 180_000);
afterAll(async () => {
  await proxy?.cut().catch(() => undefined);
  for (const server of Object.values(servers)) await server?.stop('SIGKILL');
  await s3?.close();
  await postgres?.drop();
  rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  body: Buffer;
}

/** One request on a connection of its own (no keep-alive), so the proxy hands each to the next process in turn. */
function call(url: string, init: { method?: string; headers?: Record<string, string>; body?: string | Uint8Array } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

const json = <T>(answer: Answer) => JSON.parse(answer.body.toString()) as T;
const GIF = Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0, 0x3b]);

it('serves an upload taken by one process from the other', { timeout: 60_000 }, async () => {
  const token = await signInAt(base);
  const auth = { Authorization: `Bearer ${token}` };
  const posted = await call(`${servers.a!.url}/app/uploads`, { method: 'POST', headers: auth, body: GIF });
  expect(posted.status).toBe(201);
  const { url } = json<{ url: string }>(posted);
  const fromB = await call(`${servers.b!.url}${url}`);
  expect(fromB.status).toBe(200);
  expect(new Uint8Array(fromB.body)).toEqual(GIF);
  // And through the proxy, which hands the four requests to both processes in turn.
  const before = new Map(proxy.served);
  for (let i = 0; i < 4; i++) expect((await call(`${base}${url}`)).status).toBe(200);
  for (const [target, count] of proxy.served) expect(count - (before.get(target) ?? 0)).toBe(2);
});

/** Rows named `Imported <n>`, each unique, so a row written twice shows. */
function file(): string {
  const lines = ['departmentName,HOD,phone,email,employee'];
  for (let i = 0; i < ROWS; i++) lines.push(`Imported ${i},Head ${i},+1 (555) 010-1200,d${i}@stride.dev,${i % 500}`);
  return lines.join('\r\n');
}

/** Which process's connections have written the import's rows (their application_name): the one running the job. */
async function runner(): Promise<string[]> {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select distinct application_name as name from pg_stat_activity
        where datname = current_database() and query ilike 'insert into%list_department%'`,
    );
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

it('finishes an import on the other process once the one running it is killed, every row once', { timeout: 300_000 }, async () => {
  const token = await signInAt(base);
  const auth = { Authorization: `Bearer ${token}` };
  const started = await call(`${base}/app/department/import`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'text/csv' },
    body: file(),
  });
  expect(started.status).toBe(202);
  const { jobId } = json<{ jobId: number }>(started);
  const job = async () => json<Job>(await call(`${base}/app/jobs/${jobId}`, { headers: auth }));
  const midway = await pollUntil(job, (j) => j.progress > 0.05 || !['queued', 'running'].includes(j.status), 120_000);
  expect(midway.status).toBe('running');
  // The file is in the bucket, where either process reads it (not in job_inputs).
  const store = s3FileStore(s3.settings);
  expect((await store.get(jobFileKey(jobId, 'input')))?.bytes.byteLength).toBe(Buffer.byteLength(file()));
  // Either process may have taken the job from the queue: the one whose connections write its rows is killed.
  const [name, ...others] = await pollUntil(runner, (names) => names.length > 0, 10_000);
  expect(others).toEqual([]);
  const killed = name === 'stride-a' ? 'a' : 'b';
  await servers[killed]!.stop('SIGKILL');
  servers[killed] = undefined;
  // The proxy now finds only the other process; the other's pg-boss takes the job up once the heartbeat is missed.
  const ended = await pollUntil(job, (j) => j.status === 'done' || j.status === 'failed', 240_000);
  expect(ended).toMatchObject({ status: 'done', result: { added: ROWS, failed: 0 } });
  expect(await store.get(jobFileKey(jobId, 'input'))).toBeNull();
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  const { rows } = await client.query<{ n: number; distinct: number }>(
    `select count(*)::int as n, count(distinct "departmentName")::int as distinct from list_department where "departmentName" like 'Imported %'`,
  );
  await client.end();
  expect(rows[0]).toEqual({ n: ROWS, distinct: ROWS });
});
