// The export of more rows than EXPORT_JOB_THRESHOLD as a background job (pg-boss on the test's database: PGlite, or
// Postgres with DATABASE_URL): 202, progress on the live stream, the file in several parts, its download, one audit
// entry, the bell; a cancel mid-way; the starter's only.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportResultOf, XLSX_TYPE, type Job } from '../../src/contract/jobs.ts';
import { readXlsx } from '../../src/contract/xlsx.ts';
import type { Notification } from '../../src/schemas/notifications.ts';
import { auditLog } from '../db/tables.ts';
import { createTestServer, signIn, START_TIMEOUT, type TestServer } from '../test-server.ts';

let server: TestServer;
let admin: string;
let editor: string;
/** The department list's rows once the test's are added. */
let total = 0;

const THRESHOLD = 1500;
const ROWS = 12_000;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function jobOf(id: number, token = admin): Promise<Job> {
  return (await (await server.request(`/app/jobs/${id}`, { headers: bearer(token) })).json()) as Job;
}

async function ended(id: number): Promise<Job> {
  for (let tries = 0; tries < 600; tries++) {
    const job = await jobOf(id);
    if (job.status !== 'queued' && job.status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`job ${id} did not end`);
}

async function startExport(query: string): Promise<number> {
  const res = await server.request(`/app/department/export?${query}`, { headers: bearer(admin) });
  expect(res.status).toBe(202);
  return ((await res.json()) as { jobId: number }).jobId;
}

const parts = async (jobId: number) => {
  const result = await server.database.db.execute(sql`select count(*)::int as n from job_outputs where job_id = ${jobId}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number }[];
  return Number(rows[0]!.n);
};

beforeAll(async () => {
  // Parts of 64 KB, so the file of 12,000 rows (about 1 MB) is kept in several.
  server = await createTestServer({ app: { exportJobThreshold: THRESHOLD, exportPartBytes: 64 * 1024 } });
  [admin, editor] = await Promise.all([signIn(server), signIn(server, 'editor@stride.dev')]);
  const lines = Array.from({ length: ROWS }, (_, i) => `Export ${i},Head ${i},+1 (555) 010-1700,x${i}@stride.dev,${i % 50}`);
  lines[7] = '=1+2 Formula,@Head,+1 (555) 010-1701,formula@stride.dev,3';
  const res = await server.request('/app/department/import', {
    method: 'POST',
    headers: { ...bearer(admin), 'Content-Type': 'text/csv' },
    body: ['departmentName,HOD,phone,email,employee', ...lines].join('\r\n'),
  });
  const imported = await ended(((await res.json()) as { jobId: number }).jobId);
  expect(imported.status).toBe('done');
  const page = (await (await server.request('/app/department?page=1&pageSize=1', { headers: bearer(admin) })).json()) as { total: number };
  total = page.total;
}, START_TIMEOUT);
afterAll(() => server.close());

/** The `job` events of a live stream, until `until` says stop or `ms` pass; `onJob` sees each as it comes. */
async function jobEvents(
  response: Response,
  until: (job: Job) => boolean,
  ms: number,
  onJob?: (job: Job) => Promise<void>,
): Promise<Job[]> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const found: Job[] = [];
  let buffer = '';
  const deadline = Date.now() + ms;
  while (Date.now() < deadline && !(found.length && until(found.at(-1)!))) {
    const next = await Promise.race([
      reader.read(),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now())),
    ]);
    if (!next || next.done) break;
    buffer += next.value;
    const blocks = buffer.split('\n\n');
    buffer = blocks.pop() ?? '';
    for (const block of blocks) {
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (!data || !/^event: job$/m.test(block)) continue;
      found.push(JSON.parse(data) as Job);
      await onJob?.(found.at(-1)!);
    }
  }
  await reader.cancel();
  return found;
}

describe('an export of more rows than the threshold', () => {
  it('streams a view within the threshold, as before', async () => {
    const res = await server.request('/app/department/export?format=csv&q=Formula', { headers: bearer(admin) });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(",'=1+2 Formula,'@Head,");
  });

  it('is a job: progress on the live stream, every row in its file, one audit entry, the bell', async () => {
    const stream = await server.request('/app/events', { headers: bearer(admin) });
    const jobId = await startExport('format=csv&sort=id:asc');
    const events = (await jobEvents(stream, (last) => last.status === 'done', 60_000)).filter((e) => e.id === jobId);
    const running = events.filter((e) => e.status === 'running').map((e) => e.progress);
    expect(running.length).toBeGreaterThan(0);
    expect(running).toEqual([...running].sort((a, b) => a - b));
    expect(running.every((p) => p > 0 && p <= 1)).toBe(true);
    expect(events.at(-1)).toMatchObject({ status: 'done', progress: 1, kind: 'export', result: { rows: total } });
    const job = await jobOf(jobId);
    expect(exportResultOf(job)).toEqual({ rows: total, url: `/app/jobs/${jobId}/download` });
    // About 1 MB in parts of 64 KB.
    expect(await parts(jobId)).toBeGreaterThan(5);

    const download = await server.request(exportResultOf(job)!.url!, { headers: bearer(admin) });
    expect(download.status).toBe(200);
    expect(download.headers.get('Content-Type')).toContain('text/csv');
    expect(download.headers.get('Content-Disposition')).toBe(`attachment; filename="department-${jobId}.csv"`);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await download.arrayBuffer());
    expect(text.startsWith('\uFEFFid,departmentName,')).toBe(true);
    const lines = text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean)
      .slice(1);
    expect(lines).toHaveLength(total);
    const ids = lines.map((line) => Number(line.split(',')[0]));
    expect(new Set(ids).size).toBe(total);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(lines.filter((line) => line.includes(",'=1+2 Formula,'@Head,"))).toHaveLength(1);

    const entries = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'export'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ resource: 'department', recordId: null });
    expect(entries[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'export.job', before: null, after: jobId },
        { field: 'export.rows', before: null, after: total },
      ]),
    );
    const notices = (await (await server.request('/app/notifications', { headers: bearer(admin) })).json()) as Notification[];
    expect(notices.find((n) => n.about?.rowId === jobId && n.kind === 'exportDone')).toMatchObject({
      about: { resource: 'department', params: { count: total } },
      url: `/app/jobs/${jobId}/download`,
    });

    // Another account: not found, the job and its file.
    expect((await server.request(`/app/jobs/${jobId}`, { headers: bearer(editor) })).status).toBe(404);
    expect((await server.request(`/app/jobs/${jobId}/download`, { headers: bearer(editor) })).status).toBe(404);
  }, 90_000);

  it("writes the view's filter as XLSX, and its download is the workbook", async () => {
    const jobId = await startExport(`format=xlsx&q=${encodeURIComponent('Export 1')}&sort=id:asc`);
    const job = await ended(jobId);
    expect(job.status).toBe('done');
    const download = await server.request(`/app/jobs/${jobId}/download`, { headers: bearer(admin) });
    expect(download.headers.get('Content-Type')).toBe(XLSX_TYPE);
    const [header, ...rows] = readXlsx(new Uint8Array(await download.arrayBuffer()));
    expect(header?.[0]).toBe('id');
    expect(rows).toHaveLength(exportResultOf(job)!.rows);
    expect(rows.length).toBeGreaterThan(THRESHOLD);
    expect(rows.every((row) => row[1]!.startsWith('Export 1'))).toBe(true);
  }, 90_000);

  it.each(['employee:desc', 'departmentName:asc'])(
    "walks the view sorted by %s page after page in the list's own order (ties broken by id, no row twice)",
    async (sort) => {
      const job = await ended(await startExport(`format=csv&sort=${sort}`));
      expect(job.status).toBe('done');
      const download = await server.request(`/app/jobs/${job.id}/download`, { headers: bearer(admin) });
      const ids = (await download.text())
        .split('\r\n')
        .filter(Boolean)
        .slice(1)
        .map((line) => Number(line.split(',')[0]));
      const listed: number[] = [];
      for (let page = 1; listed.length < total; page++) {
        const res = await server.request(`/app/department?sort=${sort}&page=${page}&pageSize=500`, { headers: bearer(admin) });
        listed.push(...((await res.json()) as { items: { id: number }[] }).items.map((row) => row.id));
      }
      expect(ids).toHaveLength(total);
      expect(ids).toEqual(listed);
    },
    90_000,
  );

  it('stops when cancelled mid-way, keeps no file, and the bell says nothing', async () => {
    const stream = await server.request('/app/events', { headers: bearer(admin) });
    let jobId = 0;
    let cancelled: Job | undefined;
    const started = startExport('format=csv').then((id) => (jobId = id));
    await jobEvents(
      stream,
      (last) => last.status === 'cancelled' || last.status === 'done',
      60_000,
      async (job) => {
        await started;
        // At its first progress, the job is cancelled: it stops at its next page.
        if (job.id !== jobId || job.status !== 'running' || cancelled) return;
        const res = await server.request(`/app/jobs/${jobId}`, { method: 'DELETE', headers: bearer(admin) });
        cancelled = (await res.json()) as Job;
      },
    );
    expect(cancelled?.status).toBe('cancelled');
    expect(exportResultOf(cancelled!)!.rows).toBeLessThan(total);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await jobOf(jobId)).status).toBe('cancelled');
    expect(await parts(jobId)).toBe(0);
    expect((await server.request(`/app/jobs/${jobId}/download`, { headers: bearer(admin) })).status).toBe(404);
    const notices = (await (await server.request('/app/notifications', { headers: bearer(admin) })).json()) as Notification[];
    expect(notices.filter((n) => n.about?.rowId === jobId && n.kind.startsWith('export'))).toEqual([]);
  }, 90_000);
});
