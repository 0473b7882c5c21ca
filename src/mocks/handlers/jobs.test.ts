// Import jobs on the fake backend, beyond the contract's cases (src/contract/jobs-contract-cases.ts): the live `job`
// events to the starter only, a cancel on a chunk's edge, a file that is not CSV, the audit entry, the size limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_CHUNK } from '../../contract/import-columns.ts';
import { importResultOf, NOT_VALID_CSV, type Job } from '../../contract/jobs.ts';
import type { Notification } from '../../schemas/notifications.ts';
import { DEMO_ACCOUNTS } from '../../resources/samples/demo-accounts.ts';
import { createTestServer, DEMO_AUTH } from '../node.ts';

const backend = createTestServer();
beforeAll(() => backend.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => backend.server.close());

const csv = (lines: readonly string[], auth: Record<string, string> = DEMO_AUTH) =>
  fetch('http://localhost/app/department/import', {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'text/csv' },
    body: lines.join('\r\n'),
  });

async function started(res: Response): Promise<number> {
  expect(res.status).toBe(202);
  return ((await res.json()) as { jobId: number }).jobId;
}

async function ended(jobId: number): Promise<Job> {
  for (let tries = 0; tries < 400; tries++) {
    const job = (await (await fetch(`http://localhost/app/jobs/${jobId}`, { headers: DEMO_AUTH })).json()) as Job;
    if (job.status !== 'queued' && job.status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`job ${jobId} did not end`);
}

const departments = async () =>
  (await (await fetch('http://localhost/app/department', { headers: DEMO_AUTH })).json()) as { departmentName: string }[];

const newRows = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, i) => `${prefix} ${i},Head,+1 (555) 010-1000,d${i}@stride.dev,${i}`);

/** The `job` events a stream sends until one of them passes `until` (or `limitMs` pass). */
async function jobEvents(response: Response, until: (job: Job) => boolean, limitMs = 5_000): Promise<Job[]> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const deadline = Date.now() + limitMs;
  let text = '';
  const events = () => [...text.matchAll(/^event: job\ndata: (.*)$/gm)].map((m) => JSON.parse(m[1]!) as Job);
  while (!events().some(until) && Date.now() < deadline) {
    const next = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now()))]);
    if (!next || next.done) break;
    text += next.value;
  }
  await reader.cancel();
  return events();
}

async function editorAuth(): Promise<Record<string, string>> {
  const { email, password } = DEMO_ACCOUNTS.editor;
  const res = await fetch('http://localhost/users/authenticate', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return { Authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

describe('import jobs on the fake backend', () => {
  it("sends the job's progress and end to its starter's streams only", async () => {
    const editor = await editorAuth();
    const mine = await fetch('http://localhost/app/events', { headers: DEMO_AUTH });
    const theirs = await fetch('http://localhost/app/events', { headers: editor });
    const jobId = await started(await csv(['Abteilung,HOD,phone,email,employee', ...newRows(IMPORT_CHUNK + 10, 'Live')]));
    const [heard, overheard] = await Promise.all([jobEvents(mine, (job) => job.status === 'done'), jobEvents(theirs, () => false, 1_000)]);
    const progress = heard.filter((job) => job.id === jobId).map((job) => [job.status, job.progress]);
    expect(progress.at(-1)).toEqual(['done', 1]);
    expect(progress.some(([status, done]) => status === 'running' && Number(done) > 0 && Number(done) < 1)).toBe(true);
    expect(overheard).toEqual([]);
    expect((await ended(jobId)).result).toEqual({ added: IMPORT_CHUNK + 10, updated: 0, unchanged: 0, failed: 0 });
  });

  it('stops a cancelled import on a chunk’s edge, keeping the chunks before it', async () => {
    const before = (await departments()).length;
    const jobId = await started(await csv(['departmentName,HOD,phone,email,employee', ...newRows(IMPORT_CHUNK * 20, 'Cancelled')]));
    // After the first chunk's event, well before the last of twenty.
    const stream = await fetch('http://localhost/app/events', { headers: DEMO_AUTH });
    await jobEvents(stream, (job) => job.id === jobId && job.progress > 0);
    const cancel = await fetch(`http://localhost/app/jobs/${jobId}`, { method: 'DELETE', headers: DEMO_AUTH });
    expect(((await cancel.json()) as Job).status).toBe('cancelled');
    const job = await ended(jobId);
    expect(job.status).toBe('cancelled');
    const added = (await departments()).length - before;
    expect(added % IMPORT_CHUNK).toBe(0);
    expect(added).toBeGreaterThan(0);
    expect(added).toBeLessThan(IMPORT_CHUNK * 20);
    expect(importResultOf(job)?.added).toBe(added);
  });

  it('fails a job whose file is not CSV, saying why, and writes nothing', async () => {
    const before = await departments();
    const job = await ended(await started(await csv(['departmentName,HOD', 'Fine,Head', '"Open,Head'])));
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(new RegExp(`^${NOT_VALID_CSV}Quote Not Closed`));
    expect(await departments()).toEqual(before);
    // The bell says so, linking the job (no row failed: no report).
    const bell = async (auth: Record<string, string>) =>
      ((await (await fetch('http://localhost/app/notifications', { headers: auth })).json()) as Notification[]).filter(
        (n) => n.about?.rowId === job.id && n.kind === 'importFailed',
      );
    expect(await bell(DEMO_AUTH)).toMatchObject([{ read: false, about: { resource: 'department' }, url: `/app/jobs/${job.id}` }]);
  });

  it('writes one audit entry for an import, with its file and counts', async () => {
    const jobId = await started(await csv(['departmentName,HOD,phone,email,employee', ...newRows(2, 'Audited')]));
    await ended(jobId);
    const res = await fetch('http://localhost/app/audit?resource=department&pageSize=100', { headers: DEMO_AUTH });
    const { items } = (await res.json()) as { items: { recordId: number | null; changes: { field: string; after: unknown }[] }[] };
    const entry = items.find((e) => e.changes.some((c) => c.field === 'import.job' && c.after === jobId));
    expect(entry?.recordId).toBeNull();
    expect(entry?.changes).toEqual(expect.arrayContaining([{ field: 'import.added', before: null, after: 2 }]));
  });

  it('answers 413 past 50 MB', async () => {
    const res = await csv(['x'.repeat(50 * 1024 * 1024 + 1)]);
    expect(res.status).toBe(413);
  });
});
