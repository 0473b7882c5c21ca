// The dashboard's side of an import (fake backend, as the browser runs it): the job followed to its end by its live
// `job` events, and the open list read again by the import's one live change, without being asked.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInAsDemo } from '../api/demo-session.ts';
import { createTestServer } from '../mocks/node.ts';
import { listStore } from './lists.ts';
import { startLive, stopLive } from './live.ts';
import { cancelExport, exportJobFile, exportQuery, exportView, followJob, queueImport, type Job } from './transfer.ts';

const backend = createTestServer();
beforeAll(() => backend.server.listen({ onUnhandledRequest: 'error' }));
beforeEach(signInAsDemo);
afterEach(stopLive);
afterAll(() => backend.server.close());

const file = (rows: number, prefix: string) =>
  new Blob([
    ['Abteilung,Abteilungsleitung,Telefon,E-Mail,Mitarbeitende']
      .concat(Array.from({ length: rows }, (_, i) => `${prefix} ${i},Head,+1 (555) 010-1000,${prefix.toLowerCase()}${i}@stride.dev,${i}`))
      .join('\r\n'),
  ]);

describe('an import followed from the dashboard', () => {
  it('follows the job by its events to its end, the bar never going back', async () => {
    startLive();
    const id = await queueImport('department', file(1200, 'Follow'), 'csv', {});
    const seen: Job[] = [];
    const ended = await followJob(id, (job) => seen.push(job));
    expect(ended).toMatchObject({ id, status: 'done', progress: 1, result: { added: 1200, failed: 0 } });
    // Three chunks of 500: the job's progress arrived on its way, before its end.
    expect(seen.some((job) => job.progress > 0 && job.progress < 1)).toBe(true);
    const progress = seen.map((job) => job.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it("reads the open list again on the import's one live change", async () => {
    startLive();
    const store = listStore('department');
    const unlisten = store.$list.listen(() => undefined);
    await store.open();
    // The whole list's size as the store knows it (a list past the paging threshold holds one page of it).
    const size = () => store.$list.get().paged?.listTotal ?? store.$list.get().data.length;
    const before = size();
    await followJob(await queueImport('department', file(2, 'Refreshed'), 'csv', {}), () => undefined);
    await expect.poll(size, { timeout: 3_000 }).toBe(before + 2);
    unlisten();
  });
});

describe("an export's query", () => {
  it("is the view's search, sort and filters, without its page", () => {
    const request = {
      page: 3,
      pageSize: 20,
      q: ' bolt ',
      sort: { field: 'amount', direction: 'desc' as const },
      filters: { deliveryStatus: 'Delivered', customerId: '' },
    };
    expect(exportQuery(request)).toEqual({ q: 'bolt', sort: 'amount:desc', deliveryStatus: 'Delivered' });
  });
});

describe('an export past the threshold, followed from the dashboard', () => {
  const view = { page: 1, pageSize: 20, q: '', sort: { field: 'id', direction: 'asc' as const }, filters: {} };
  afterEach(() => void (backend.exportJobs.threshold = 100_000));

  it('is a job: followed by its events to done, then its file downloaded with every row of the view', async () => {
    startLive();
    const total = (await exportView('department', view, 'csv')) as { file: { blob: Blob } };
    const rows = (await total.file.blob.text()).split('\r\n').filter(Boolean).length - 1;
    backend.exportJobs.threshold = 2;
    const outcome = await exportView('department', view, 'csv');
    if (!('jobId' in outcome)) throw new Error('the export was not a job');
    const seen: Job[] = [];
    const ended = await followJob(outcome.jobId, (job) => seen.push(job));
    expect(ended).toMatchObject({
      kind: 'export',
      status: 'done',
      progress: 1,
      result: { rows, url: `/app/jobs/${outcome.jobId}/download` },
    });
    const file = await exportJobFile(ended);
    expect(file.fileName).toBe(`department-${outcome.jobId}.csv`);
    const lines = (await file.blob.text())
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toMatch(/^id,/);
    expect(lines).toHaveLength(rows + 1);
  });

  it('cancels a running export: it ends cancelled, with no file', async () => {
    backend.exportJobs.threshold = 0;
    const outcome = await exportView('department', view, 'xlsx');
    if (!('jobId' in outcome)) throw new Error('the export was not a job');
    expect((await cancelExport(outcome.jobId)).status).toBe('cancelled');
    const ended = await followJob(outcome.jobId, () => undefined);
    expect(ended.status).toBe('cancelled');
    await expect(exportJobFile(ended)).rejects.toMatchObject({ status: 404 });
  });
});
