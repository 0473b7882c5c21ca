// The S3 driver behind the app (s3rver on 127.0.0.1): an upload is an object of the bucket, and an import's file is kept
// there, not in `job_inputs`, until its job ends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '../../src/contract/jobs.ts';
import { sql } from 'drizzle-orm';
import { startLocalS3, type LocalS3 } from '../uploads/local-s3.ts';
import { s3FileStore } from '../uploads/s3-store.ts';
import { jobFileKey } from '../uploads/file-store.ts';
import { createTestServer, signIn, START_TIMEOUT, type TestServer } from '../test-server.ts';

let s3: LocalS3;
let server: TestServer;
let admin: string;

beforeAll(async () => {
  s3 = await startLocalS3();
  // A low export threshold and small parts: the export job's file is several objects of the bucket.
  server = await createTestServer({ app: { files: s3FileStore(s3.settings), exportJobThreshold: 1, exportPartBytes: 256 } });
  admin = await signIn(server);
}, START_TIMEOUT);
afterAll(async () => {
  await server?.close();
  await s3?.close();
});

const bearer = () => ({ Authorization: `Bearer ${admin}` });
const GIF = Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0, 0x3b]);

describe('the S3 driver behind the app', () => {
  it('stores an upload in the bucket and serves it back', async () => {
    const res = await server.request('/app/uploads', { method: 'POST', headers: bearer(), body: GIF });
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    const key = url.split('/').pop()!;
    expect(await s3FileStore(s3.settings).get(key)).toEqual({ bytes: GIF, type: 'image/gif' });
    const served = await server.request(url);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(GIF);
  });

  it('keeps an import file in the bucket while its job runs, and removes it at the end', async () => {
    const store = s3FileStore(s3.settings);
    const csv = 'departmentName,HOD,phone,email,employee\r\nS3 Research,Ada Byron,+1 (555) 010-1300,s3-research@stride.dev,12\r\n';
    const res = await server.request('/app/department/import', {
      method: 'POST',
      headers: { ...bearer(), 'Content-Type': 'text/csv' },
      body: csv,
    });
    expect(res.status).toBe(202);
    const { jobId } = (await res.json()) as { jobId: number };
    let job: Job | undefined;
    for (let tries = 0; tries < 300 && (!job || job.status === 'queued' || job.status === 'running'); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = (await (await server.request(`/app/jobs/${jobId}`, { headers: bearer() })).json()) as Job;
    }
    expect(job).toMatchObject({ status: 'done', result: { added: 1, failed: 0 } });
    const inputs = await server.database.db.execute(sql`select count(*)::int as n from job_inputs`);
    const rows = (Array.isArray(inputs) ? inputs : (inputs as { rows: unknown[] }).rows) as { n: number }[];
    expect(rows[0]!.n).toBe(0);
    expect(await store.get(jobFileKey(jobId, 'input'))).toBeNull();
  });

  it("keeps an export job's file in the bucket, in parts, and its download is every part in order", async () => {
    const store = s3FileStore(s3.settings);
    const streamed = await server.request('/app/department/export?format=csv&sort=id:asc&q=Zzz', { headers: bearer() });
    expect(streamed.status).toBe(200);
    const res = await server.request('/app/department/export?format=csv&sort=id:asc', { headers: bearer() });
    expect(res.status).toBe(202);
    const { jobId } = (await res.json()) as { jobId: number };
    let job: Job | undefined;
    for (let tries = 0; tries < 300 && (!job || job.status === 'queued' || job.status === 'running'); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = (await (await server.request(`/app/jobs/${jobId}`, { headers: bearer() })).json()) as Job;
    }
    expect(job?.status).toBe('done');
    expect(await store.get(jobFileKey(jobId, 'export', 0))).not.toBeNull();
    expect(await store.get(jobFileKey(jobId, 'export', 1))).not.toBeNull();
    const outputs = await server.database.db.execute(sql`select count(*)::int as n from job_outputs`);
    expect(((Array.isArray(outputs) ? outputs : (outputs as { rows: unknown[] }).rows) as { n: number }[])[0]!.n).toBe(0);
    const download = await server.request(`/app/jobs/${jobId}/download`, { headers: bearer() });
    const lines = (await download.text())
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    const listed = (await (await server.request('/app/department?sort=id:asc', { headers: bearer() })).json()) as { id: number }[];
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(listed.map((row) => row.id));
    // The export's parts are no upload: the uploads' url does not serve them.
    expect((await server.request(`/app/uploads/${jobFileKey(jobId, 'export', 0)}`)).status).toBe(404);
  });

  it('never serves a job file at the uploads url', async () => {
    const store = s3FileStore(s3.settings);
    await store.put(jobFileKey(99, 'input'), { bytes: new TextEncoder().encode('secret'), type: 'text/csv' });
    expect((await server.request(`/app/uploads/${jobFileKey(99, 'input')}`)).status).toBe(404);
  });
});
