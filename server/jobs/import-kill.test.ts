// A kill -9 of the API process in the middle of a 100,000-row import, then a start on the same database: the job goes
// on from its checkpoint, and at its end every row of the file is there exactly once. PGlite in a folder of its own, or
// a fresh database on the Postgres of DATABASE_URL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Job } from '../../src/contract/jobs.ts';
import { pollUntil, type RunningServer, signInAt, startServer } from '../process-harness.ts';
import { freshPostgres } from '../test-server.ts';

const ROWS = 100_000;
const dir = mkdtempSync(join(tmpdir(), 'stride-import-kill-'));
let postgres: Awaited<ReturnType<typeof freshPostgres>> | undefined;
let env: Record<string, string>;
let running: RunningServer | undefined;

beforeAll(async () => {
  postgres = process.env.DATABASE_URL ? await freshPostgres(process.env.DATABASE_URL) : undefined;
  env = {
    SEED_DEMO: '1',
    SEED_SAMPLE: 'false',
    UPLOAD_DIR: join(dir, 'uploads'),
    MAIL_OUTBOX: join(dir, 'outbox'),
    ...(postgres ? { DATABASE_URL: postgres.url } : { PGLITE_DIR: join(dir, 'pglite') }),
  };
}, 60_000);
afterAll(async () => {
  await running?.stop('SIGKILL');
  await postgres?.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** Rows named `Imported <n>`, n = 0 … ROWS - 1, each unique, so a row written twice shows. */
function file(): string {
  const lines = ['departmentName,HOD,phone,email,employee'];
  for (let i = 0; i < ROWS; i++) lines.push(`Imported ${i},Head ${i},+1 (555) 010-1200,d${i}@stride.dev,${i % 500}`);
  return lines.join('\r\n');
}

async function jobAt(url: string, token: string, id: number): Promise<Job> {
  return (await (await fetch(`${url}/app/jobs/${id}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as Job;
}

it('imports every row exactly once across a kill -9 and a restart', { timeout: 600_000 }, async () => {
  running = await startServer(env);
  let token = await signInAt(running.url);
  const res = await fetch(`${running.url}/app/department/import`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/csv' },
    body: file(),
  }).catch((error: unknown) => {
    throw new Error(`${String(error)}\n${running?.output() ?? ''}`);
  });
  expect(res.status).toBe(202);
  const { jobId } = (await res.json()) as { jobId: number };
  const url = running.url;
  // Killed once some chunks are committed and most are not.
  const midway = await pollUntil(
    () => jobAt(url, token, jobId),
    (job) => job.progress > 0.05 || job.status === 'done',
    300_000,
  );
  expect(midway.status).toBe('running');
  await running.stop('SIGKILL');

  running = await startServer(env);
  token = await signInAt(running.url);
  const restarted = running.url;
  const ended = await pollUntil(
    () => jobAt(restarted, token, jobId),
    (job) => job.status === 'done' || job.status === 'failed',
    480_000,
  );
  expect(ended).toMatchObject({ status: 'done', result: { added: ROWS, failed: 0 } });
  const rows = (await (await fetch(`${restarted}/app/department`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    departmentName: string;
  }[];
  const imported = rows.map((row) => row.departmentName).filter((name) => name.startsWith('Imported '));
  expect(imported).toHaveLength(ROWS);
  expect(new Set(imported).size).toBe(ROWS);
});
