// A fake-backend import whose tab closed mid-way (import-take-up.ts): its checkpoint and rows are in the stored state,
// its file in the import files' IndexedDB (fake-indexeddb here), and the next page that starts on that storage takes it
// up from the checkpoint to `done`, every row of the file there exactly once. Two pages starting together: one runs it.
import 'fake-indexeddb/auto';
import { setupServer } from 'msw/node';
import { afterEach, describe, expect, it } from 'vitest';
import { IMPORT_CHUNK } from '../../contract/import-columns.ts';
import { IMPORT_STOPPED } from '../../contract/jobs.ts';
import { FAKE_TOKEN } from '../demo-account.ts';
import { clearIndexedDbStore, indexedDbStore } from '../start/persist.ts';
import { fakeBackendParts } from './index.ts';
import { indexedDbImportFiles } from './import-files.ts';
import { addJob, changeJob, storedJob } from './job-state.ts';

const STATE_DB = 'import-take-up-test';
const FILES_DB = `${STATE_DB}-imports`;
const AUTH = { Authorization: `Bearer ${FAKE_TOKEN}` };
const HEADER = 'departmentName,HOD,phone,email,employee';

afterEach(async () => {
  await clearIndexedDbStore(STATE_DB);
  const files = indexedDbImportFiles(FILES_DB);
  for (const id of await files.jobIds()) await files.remove(id);
});

/** A page of the fake backend as the browser starts it: its state and its import files on the shared storage. */
async function openPage(exportJobThreshold?: number) {
  const { handlerGroups, db, takeUpJobs } = fakeBackendParts({
    baseUrl: 'http://localhost',
    delayMs: 0,
    company: false,
    importFilesDb: FILES_DB,
    exportJobThreshold,
  });
  await db.useStorage({ store: indexedDbStore(STATE_DB), dataVersion: 'take-up-test' });
  return { handlers: handlerGroups.flatMap((group) => group()), db, takeUpJobs };
}

const fileRows = (count: number, tag: string) =>
  Array.from({ length: count }, (_, i) => `${tag} ${i},Head,+1 (555) 010-1000,d${i}@stride.dev,${i}`);
const csvBytes = (lines: readonly string[]) => new TextEncoder().encode(`${[HEADER, ...lines].join('\r\n')}\r\n`).buffer;

/**
 * The state a page leaves when it closes after `done` rows of a `total`-row file: those rows in the list, the job
 * `running` at checkpoint `done` with their counts, the whole file kept. Made by importing the first `done` rows (a
 * real run of the job's code), then setting the job back as the closed page left it.
 */
async function stoppedJob(tag: string, total: number, done: number): Promise<number> {
  const page = await openPage();
  const server = setupServer(...page.handlers);
  server.listen({ onUnhandledRequest: 'error' });
  try {
    const res = await fetch('http://localhost/app/department/import', {
      method: 'POST',
      headers: { ...AUTH, 'Content-Type': 'text/csv' },
      body: `${[HEADER, ...fileRows(done, tag)].join('\r\n')}\r\n`,
    });
    const { jobId } = (await res.json()) as { jobId: number };
    await expect.poll(() => storedJob(page.db, jobId)?.status, { timeout: 10_000 }).toBe('done');
    changeJob(page.db, jobId, (job) => ({ ...job, status: 'running', totalRows: total }));
    await indexedDbImportFiles(FILES_DB).put(jobId, {
      bytes: csvBytes(fileRows(total, tag)),
      type: 'csv',
      fileName: 'big.csv',
      mapping: {},
    });
    await page.db.settled();
    return jobId;
  } finally {
    server.close();
  }
}

const namesIn = (page: Awaited<ReturnType<typeof openPage>>, tag: string) =>
  (page.db.list('department') ?? []).map((row) => row.departmentName).filter((name) => name.startsWith(`${tag} `));

describe('an import taken up by the next page', () => {
  it('goes on from its checkpoint to done, every row of the file added exactly once', async () => {
    const total = IMPORT_CHUNK * 5 + 37;
    const jobId = await stoppedJob('Resumed', total, IMPORT_CHUNK * 2);
    const next = await openPage();
    expect(storedJob(next.db, jobId)).toMatchObject({ status: 'running', checkpoint: IMPORT_CHUNK * 2, added: IMPORT_CHUNK * 2 });
    await next.takeUpJobs();
    await expect.poll(() => storedJob(next.db, jobId)?.status, { timeout: 15_000 }).toBe('done');
    expect(storedJob(next.db, jobId)).toMatchObject({ checkpoint: total, totalRows: total, added: total, failed: 0 });
    const names = namesIn(next, 'Resumed');
    expect(names).toHaveLength(total);
    expect(new Set(names)).toEqual(new Set(fileRows(total, 'Resumed').map((line) => line.split(',')[0])));
    // Stored so, for every other page; and the file is let go.
    await next.db.settled();
    expect(namesIn(await openPage(), 'Resumed')).toHaveLength(total);
    await expect.poll(() => indexedDbImportFiles(FILES_DB).get(jobId)).toBeUndefined();
  });

  it('is run by one page only when two start together (a Web Lock per job)', async () => {
    const total = IMPORT_CHUNK * 4 + 3;
    const jobId = await stoppedJob('Twice', total, IMPORT_CHUNK);
    const [one, two] = [await openPage(), await openPage()];
    await Promise.all([one.takeUpJobs(), two.takeUpJobs()]);
    await expect.poll(async () => (await two.db.sync(), storedJob(two.db, jobId)?.status), { timeout: 15_000 }).toBe('done');
    await expect.poll(async () => (await one.db.sync(), storedJob(one.db, jobId)?.status), { timeout: 15_000 }).toBe('done');
    await Promise.all([one.db.settled(), two.db.settled()]);
    const after = await openPage();
    expect(namesIn(after, 'Twice')).toHaveLength(total);
    expect(new Set(namesIn(after, 'Twice')).size).toBe(total);
    expect(storedJob(after.db, jobId)).toMatchObject({ status: 'done', added: total });
  });

  it('fails a live job whose file was never kept, and leaves ended jobs’ files out', async () => {
    const page = await openPage();
    const lost = addJob(page.db, 1, 'department').job;
    changeJob(page.db, lost.id, (job) => ({ ...job, status: 'running' }));
    const ended = addJob(page.db, 1, 'department').job;
    changeJob(page.db, ended.id, (job) => ({ ...job, status: 'cancelled' }));
    await indexedDbImportFiles(FILES_DB).put(ended.id, {
      bytes: csvBytes(fileRows(3, 'Gone')),
      type: 'csv',
      fileName: 'x.csv',
      mapping: {},
    });
    await page.db.settled();
    const next = await openPage();
    await next.takeUpJobs();
    await expect.poll(() => storedJob(next.db, lost.id)?.status).toBe('failed');
    expect(storedJob(next.db, lost.id)?.error).toBe(IMPORT_STOPPED);
    expect(await indexedDbImportFiles(FILES_DB).jobIds()).toEqual([]);
    expect(namesIn(next, 'Gone')).toEqual([]);
  });

  it('leaves an export job to the page that runs it: the page taking up imports does not fail it', async () => {
    const page = await openPage(1);
    await page.takeUpJobs();
    const server = setupServer(...page.handlers);
    server.listen({ onUnhandledRequest: 'error' });
    try {
      const res = await fetch('http://localhost/app/department/export?format=csv', { headers: AUTH });
      expect(res.status).toBe(202);
      const { jobId } = (await res.json()) as { jobId: number };
      expect(storedJob(page.db, jobId)?.kind).toBe('export');
      await expect.poll(() => storedJob(page.db, jobId)?.status, { timeout: 10_000 }).toBe('done');
    } finally {
      server.close();
    }
  });
});
