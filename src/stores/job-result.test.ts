// The bell's download of a job's result (fake backend, as the browser runs it): the file its notification's `url`
// names, fetched through the store with the bearer, never as a bare link.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInAsDemo } from '../api/demo-session.ts';
import { jobResultFile } from '../contract/job-notice.ts';
import { createTestServer } from '../mocks/node.ts';
import { downloadJobResult } from './job-result.ts';
import { startLive, stopLive } from './live.ts';
import { notificationsStore, refreshOnJobEnd } from './notifications.ts';
import { followJob, queueImport } from './transfer.ts';

const backend = createTestServer();
beforeAll(() => backend.server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  signInAsDemo();
  notificationsStore.reset();
});
afterAll(() => backend.server.close());

const csv = [
  'Abteilung,Abteilungsleitung,Telefon,E-Mail,Mitarbeitende',
  'Bell Good,Head,+1 (555) 010-1000,bell@stride.dev,3',
  'Bell Bad,Head,+1 (555) 010-1000,not-an-email,3',
].join('\r\n');

describe("the bell's download of a job's result", () => {
  it("downloads an import's failures report from its notification", async () => {
    const id = await queueImport('department', new Blob([csv]), 'csv', {});
    await followJob(id, () => undefined);
    await notificationsStore.fetch();
    const notice = notificationsStore.$state.get().data.find((n) => n.kind === 'importDone' && n.about?.rowId === id);
    expect(notice?.url).toBe(`/app/jobs/${id}/report`);
    const file = await downloadJobResult(notice!);
    const lines = (await file.blob.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('row,column,value,message');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^2,email,not-an-email,/);
    expect(file.fileName).toMatch(/\.csv$/);
  });

  it("lists a job's notice as soon as the job ends, without reading the bell again", async () => {
    startLive();
    const stop = refreshOnJobEnd();
    try {
      const id = await queueImport('department', new Blob([csv]), 'csv', {});
      await expect
        .poll(() => notificationsStore.$state.get().data.find((n) => n.about?.rowId === id)?.url, { timeout: 5000 })
        .toBe(`/app/jobs/${id}/report`);
    } finally {
      stop();
      stopLive();
    }
  });

  it('refuses a notification whose url is no file (the job itself, or none)', async () => {
    await expect(downloadJobResult({ url: '/app/jobs/3' })).rejects.toThrow(/no file/);
    await expect(downloadJobResult({})).rejects.toThrow(/no file/);
  });

  it("passes on the backend's refusal (a job that is not the caller's, or none)", async () => {
    const about = { resource: 'department', rowId: 999_999, params: {} };
    await expect(downloadJobResult({ url: '/app/jobs/999999/report', about })).rejects.toMatchObject({ status: 404 });
  });

  it("tells an import's report and an export's file from a path that is no file", () => {
    expect(jobResultFile('/app/jobs/12/report')).toBe('report');
    expect(jobResultFile('/app/jobs/12/download')).toBe('file');
    expect(jobResultFile('/app/jobs/12')).toBeUndefined();
    expect(jobResultFile('/app/jobs/12/report?x=1')).toBeUndefined();
    expect(jobResultFile('https://elsewhere.example/app/jobs/12/report')).toBeUndefined();
    expect(jobResultFile(undefined)).toBeUndefined();
  });
});
