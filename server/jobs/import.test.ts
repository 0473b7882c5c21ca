// Import and export of a list through the job queue (pg-boss on the test's database: PGlite, or Postgres with
// DATABASE_URL), as the contract of docs/jobs.md says.
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importResultOf, type Job } from '../../src/contract/jobs.ts';
import type { Notification } from '../../src/schemas/notifications.ts';
import { MESSAGES } from '../../src/contract/messages.ts';
import { importChunk } from './import-rows.ts';
import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record.ts';
import { users } from '../db/tables.ts';
import { runImport } from './import.ts';
import { jobs } from './job-tables.ts';
import { diskFileStore } from '../uploads/file-store.ts';
import { createTestServer, jsonInit, signIn, START_TIMEOUT, type TestServer } from '../test-server.ts';

let server: TestServer;
let admin: string;
let editor: string;
let viewer: string;

beforeAll(async () => {
  server = await createTestServer();
  [admin, editor, viewer] = await Promise.all([signIn(server), signIn(server, 'editor@stride.dev'), signIn(server, 'viewer@stride.dev')]);
}, START_TIMEOUT);
afterAll(() => server.close());

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function startImport(csv: string, token = admin, list = 'department'): Promise<Response> {
  return server.request(`/app/${list}/import`, { method: 'POST', headers: { ...bearer(token), 'Content-Type': 'text/csv' }, body: csv });
}

/** Queues the file and waits until its job has ended. */
async function importFile(csv: string, token = admin): Promise<Job> {
  const res = await startImport(csv, token);
  expect(res.status).toBe(202);
  const { jobId } = (await res.json()) as { jobId: number };
  for (let tries = 0; tries < 600; tries++) {
    const job = (await (await server.request(`/app/jobs/${jobId}`, { headers: bearer(token) })).json()) as Job;
    if (job.status !== 'queued' && job.status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`job ${jobId} did not end`);
}

async function departments(): Promise<Record<string, unknown>[]> {
  return (await (await server.request('/app/department', { headers: bearer(admin) })).json()) as Record<string, unknown>[];
}

async function exportCsv(query = ''): Promise<string> {
  const res = await server.request(`/app/department/export?format=csv${query}`, { headers: bearer(admin) });
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toContain('text/csv');
  return res.text();
}

describe('import', () => {
  it('lands the good rows, updates the changed one, leaves the equal one and reports each bad one', async () => {
    const before = await departments();
    const first = before[0] as Record<string, string | number>;
    // German labels for the headers, the field's own name for `id`.
    const csv = [
      'id,Abteilung,Abteilungsleitung,Telefon,E-Mail,Mitarbeitende',
      ',Research,Ada Byron,+1 (555) 010-1300,research@stride.dev,12',
      `${first.id},${first.departmentName},${first.HOD},${first.phone},${first.email},${first.employee}`,
      `${first.id},${first.departmentName},New Head,${first.phone},${first.email},${first.employee}`,
      ',Broken,Someone,+1 (555) 010-1301,not-an-e-mail,5',
      ',Negative,Someone,+1 (555) 010-1302,neg@stride.dev,lots',
      '999999,Ghost,Someone,+1 (555) 010-1303,ghost@stride.dev,1',
      ',Logistics,Grace Hopper,+1 (555) 010-1304,logistics@stride.dev,8',
    ].join('\r\n');
    const job = await importFile(csv);
    expect(job.status).toBe('done');
    expect(job.progress).toBe(1);
    expect(job.result).toMatchObject({ added: 2, updated: 1, unchanged: 1, failed: 3 });
    const after = await departments();
    expect(after).toHaveLength(before.length + 2);
    expect(after.find((d) => d.id === first.id)?.HOD).toBe('New Head');
    expect(after.map((d) => d.departmentName)).toEqual(expect.arrayContaining(['Research', 'Logistics']));
    expect(after.map((d) => d.departmentName)).not.toContain('Broken');

    const report = await server.request(importResultOf(job)!.reportUrl!, { headers: bearer(admin) });
    expect(report.status).toBe(200);
    const lines = (await report.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('row,column,value,message');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 3).join(','))).toEqual([
      '4,email,not-an-e-mail',
      '5,employee,lots',
      '6,id,999999',
    ]);
  });

  it('changes nothing when an exported file comes back, edited nowhere', async () => {
    const before = await departments();
    const job = await importFile(await exportCsv());
    expect(job.result).toMatchObject({ added: 0, updated: 0, unchanged: before.length, failed: 0 });
    expect(await departments()).toEqual(before);
  });

  it('writes one audit entry for the import, with the file and the counts', async () => {
    const res = await server.request('/app/audit?resource=department&pageSize=100', { headers: bearer(admin) });
    const { items } = (await res.json()) as { items: { recordId: number | null; changes: { field: string; after: unknown }[] }[] };
    const imports = items.filter((entry) => entry.changes.some((change) => change.field === 'import.job'));
    expect(imports).toHaveLength(2);
    expect(imports.at(-1)!.changes).toEqual(expect.arrayContaining([{ field: 'import.added', before: null, after: 2 }]));
  });

  it('answers 403 to a viewer, 415 to a file that is not CSV, 413 past 50 MB', async () => {
    expect((await startImport('id\r\n', viewer)).status).toBe(403);
    const json = await server.request('/app/department/import', { ...jsonInit('POST', { id: 1 }, admin) });
    expect(json.status).toBe(415);
    const big = await startImport('x'.repeat(50 * 1024 * 1024 + 1));
    expect(big.status).toBe(413);
  });

  it('matches headers in other languages, and follows a mapping over them', async () => {
    // Japanese and French labels (case and spaces aside); "Équipe" names no field, so the mapping says it is the head count.
    const csv = ['部署,chef de service ,Téléphone,E-mail,Équipe', 'Mapped,Chef,+1 (555) 010-1700,mapped@stride.dev,42'].join('\r\n');
    const mapping = encodeURIComponent(JSON.stringify({ Équipe: 'employee' }));
    const res = await server.request(`/app/department/import?mapping=${mapping}`, {
      method: 'POST',
      headers: { ...bearer(admin), 'Content-Type': 'text/csv; charset=utf-8' },
      body: csv,
    });
    expect(res.status).toBe(202);
    const { jobId } = (await res.json()) as { jobId: number };
    let job: Job | undefined;
    for (let tries = 0; tries < 100 && job?.status !== 'done'; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = (await (await server.request(`/app/jobs/${jobId}`, { headers: bearer(admin) })).json()) as Job;
    }
    expect(job?.result).toMatchObject({ added: 1, failed: 0 });
    expect((await departments()).find((d) => d.departmentName === 'Mapped')).toMatchObject({ HOD: 'Chef', employee: 42 });
    const bad = await server.request('/app/department/import?mapping=%5B1%5D', {
      method: 'POST',
      headers: { ...bearer(admin), 'Content-Type': 'text/csv' },
      body: csv,
    });
    expect(bad.status).toBe(400);
  });

  it('changes no row for a role without <list>.update (the import itself needs <list>.create)', async () => {
    const [first] = await departments();
    const row = { rowNumber: 1, body: { id: first!.id, HOD: 'Not allowed' }, cells: { id: String(first!.id) } };
    const outcome = await server.database.db.transaction((tx) => importChunk(tx, 'department', 1, [row], false));
    expect(outcome.counts).toEqual({ added: 0, updated: 0, unchanged: 0, failed: 1 });
    expect(outcome.failures[0]).toMatchObject({ rowNumber: 1, field: 'id', message: MESSAGES.forbidden });
    expect((await departments())[0]!.HOD).toBe(first!.HOD);
  });

  it('fails a job whose starter may no longer add rows when it runs', async () => {
    // A job queued by an account that was an editor then, run now that it is a viewer.
    const { db } = server.database;
    const [viewerAccount] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'viewer@stride.dev'));
    const [queued] = await db
      .insert(jobs)
      .values({ accountId: viewerAccount!.id, kind: 'import', list: 'department' })
      .returning({ id: jobs.id });
    await db.execute(sql`insert into job_inputs (job_id, bytes) values (${queued!.id}, ${Buffer.from('departmentName\r\nNope\r\n')})`);
    await runImport({ db, audit: recordAudit, files: diskFileStore(tmpdir()), logger: console }, queued!.id, true);
    const job = (await (await server.request(`/app/jobs/${queued!.id}`, { headers: bearer(viewer) })).json()) as Job;
    expect(job).toMatchObject({ status: 'failed', error: MESSAGES.forbidden, result: { added: 0 } });
    expect((await departments()).map((d) => d.departmentName)).not.toContain('Nope');
  });

  it('fails a job whose file is not CSV, saying why', async () => {
    const job = await importFile('departmentName,HOD\r\n"Unclosed,quote\r\nmore,rows\r\n');
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(/^The file is not valid CSV: /);
    // The bell says so, linking the job (no row failed: no report).
    const notices = (await (await server.request('/app/notifications', { headers: bearer(admin) })).json()) as Notification[];
    const notice = notices.find((n) => n.about?.rowId === job.id);
    expect(notice).toMatchObject({ kind: 'importFailed', read: false, about: { resource: 'department' }, url: `/app/jobs/${job.id}` });
  });

  it('stops a cancelled import at its next chunk, keeping the chunks before it', async () => {
    const lines = Array.from({ length: 20_000 }, (_, i) => `Cancelled ${i},Head,+1 (555) 010-1600,c${i}@stride.dev,1`);
    const res = await startImport(['departmentName,HOD,phone,email,employee', ...lines].join('\r\n'));
    const { jobId } = (await res.json()) as { jobId: number };
    const cancel = await server.request(`/app/jobs/${jobId}`, { method: 'DELETE', headers: bearer(admin) });
    expect(cancel.status).toBe(200);
    expect(((await cancel.json()) as Job).status).toBe('cancelled');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const job = (await (await server.request(`/app/jobs/${jobId}`, { headers: bearer(admin) })).json()) as Job;
    expect(job.status).toBe('cancelled');
    const landed = (await departments()).filter((d) => String(d.departmentName).startsWith('Cancelled ')).length;
    // Whole chunks only, and not the whole file.
    expect(landed % 500).toBe(0);
    expect(landed).toBe(importResultOf(job)!.added);
    expect(landed).toBeLessThan(20_000);
    // A cancel is the starter's own doing: the bell says nothing of it.
    const notices = (await (await server.request('/app/notifications', { headers: bearer(admin) })).json()) as Notification[];
    expect(notices.filter((n) => n.about?.rowId === jobId && n.kind.startsWith('import'))).toEqual([]);
  });

  it("answers 404 to anyone but the job's starter, on every job route", async () => {
    const res = await startImport('departmentName\r\n', editor);
    const { jobId } = (await res.json()) as { jobId: number };
    for (const path of [`/app/jobs/${jobId}`, `/app/jobs/${jobId}/report`]) {
      expect((await server.request(path, { headers: bearer(admin) })).status).toBe(404);
    }
    expect((await server.request(`/app/jobs/${jobId}`, { method: 'DELETE', headers: bearer(admin) })).status).toBe(404);
    expect((await server.request(`/app/jobs/${jobId}`, { headers: bearer(editor) })).status).toBe(200);
  });
});

/** The `job` events of a live stream answer, until `until` says stop or `ms` pass. */
async function jobEvents(response: Response, until: (job: Job) => boolean, ms: number): Promise<Job[]> {
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
      if (data && /^event: job$/m.test(block)) found.push(JSON.parse(data) as Job);
    }
  }
  await reader.cancel();
  return found;
}

describe('live', () => {
  it("sends the job's progress and end to its starter's streams only", async () => {
    const mine = await server.request('/app/events', { headers: bearer(admin) });
    const others = await server.request('/app/events', { headers: bearer(editor) });
    const rows = Array.from({ length: 1200 }, (_, i) => `Live ${i},Head,+1 (555) 010-1500,live${i}@stride.dev,1`);
    const job = await importFile(['departmentName,HOD,phone,email,employee', ...rows].join('\r\n'));
    const events = await jobEvents(mine, (last) => last.status === 'done', 10_000);
    expect(events.map((e) => e.id)).toEqual(events.map(() => job.id));
    // Two chunks of 500, then the last 200 and the end.
    expect(events.filter((e) => e.status === 'running').map((e) => e.progress)).toEqual([500 / 1200, 1000 / 1200, 1]);
    expect(events.at(-1)).toMatchObject({ status: 'done', progress: 1, result: { added: 1200 } });
    // The editor's stream hears its own job (of the test before) at most, never this one.
    expect((await jobEvents(others, () => false, 1000)).filter((e) => e.id === job.id)).toEqual([]);
  });
});

describe('export', () => {
  it("follows the list's own sort, filter and search", async () => {
    const query = 'sort=employee:desc&q=stride';
    const listed = (await (await server.request(`/app/department?${query}`, { headers: bearer(admin) })).json()) as { id: number }[];
    const lines = (await exportCsv(`&${query}`))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(listed.map((row) => row.id));
    expect(listed.length).toBeGreaterThan(1);
    const matching = (await (await server.request('/app/department?employee=42', { headers: bearer(admin) })).json()) as { id: number }[];
    const filtered = (await exportCsv('&employee=42'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(filtered.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(matching.map((row) => row.id));
    expect(matching.length).toBeLessThan(listed.length);
    expect((await server.request('/app/department/export?format=csv&sort=nosuchfield:asc', { headers: bearer(admin) })).status).toBe(400);
  });

  it('neutralises the cells a spreadsheet would run, and its file imports back as they were', async () => {
    const created = await server.request(
      '/app/department',
      jsonInit(
        'POST',
        { departmentName: '=HYPERLINK("x")', HOD: '+Mallory', phone: '+1 (555) 010-1400', email: 'formula@stride.dev', employee: 1 },
        admin,
      ),
    );
    expect(created.ok).toBe(true);
    const csv = await exportCsv('&q=formula');
    const [header, row, end] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('id,departmentName,HOD,phone,email,employee');
    expect(row).toContain(`"'=HYPERLINK(""x"")"`);
    expect(row).toContain("'+Mallory");
    expect(end).toBe('');
    const before = await departments();
    const job = await importFile(csv);
    expect(job.result).toMatchObject({ added: 0, updated: 0, unchanged: 1, failed: 0 });
    expect(await departments()).toEqual(before);
  });
});
