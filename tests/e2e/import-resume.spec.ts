// An import on the fake backend whose tab goes away mid-way (docs/jobs.md, "The fake backend's job when its tab
// closes"): 20,000 departments posted from a page; once the job has committed its first chunks the page is reloaded, or
// closed and another opened; the page that starts then takes the job up from its checkpoint (src/mocks/handlers/
// import-take-up.ts), and the job ends done with every row of the file in the list exactly once.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

test.use({ signedInAsDemo: true });

const ROWS = 20_000;
const TOKEN = 'stride-fake-jwt-token';
const DEPARTMENTS = '/apps/hr/departments/';

async function ready(page: Page): Promise<void> {
  await page.goto(DEPARTMENTS);
  await expect(page.locator('html')).toHaveAttribute('data-backend', 'ready', { timeout: 30_000 });
}

/** Posts the file from the page (the fake backend of that tab receives it and runs the job); answers the job's id. */
function startImport(page: Page, tag: string): Promise<number> {
  return page.evaluate(
    async ({ tag, rows, token }) => {
      const lines = ['departmentName,HOD,phone,email,employee'];
      for (let i = 0; i < rows; i++) lines.push(`${tag} ${i},Head ${i},+1 (555) 010-1000,d${i}@resume.example,${i % 50}`);
      const res = await fetch('/app/department/import', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/csv' },
        body: lines.join('\r\n'),
      });
      return ((await res.json()) as { jobId: number }).jobId;
    },
    { tag, rows: ROWS, token: TOKEN },
  );
}

interface JobSeen {
  status: string;
  progress: number;
  result?: { added: number; failed: number };
}

const readJob = (page: Page, jobId: number) =>
  page.evaluate(
    async ({ jobId, token }) =>
      (await (await fetch(`/app/jobs/${jobId}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as JobSeen,
    { jobId, token: TOKEN },
  );

/** Waits until the job has committed some chunks, not all: answers its progress then. */
async function midway(page: Page, jobId: number): Promise<number> {
  let progress = 0;
  await expect
    .poll(async () => ((progress = (await readJob(page, jobId)).progress), progress), { timeout: 30_000, intervals: [50] })
    .toBeGreaterThan(0);
  expect(progress).toBeLessThan(1);
  return progress;
}

/** The job's end, read from `page`, and the file's rows in the list: each of the file's names, each once. */
async function expectDoneOnce(page: Page, jobId: number, tag: string, before: number): Promise<void> {
  const seen = await readJob(page, jobId);
  // Taken up, not started again: still running (the old page did not finish it), at least as far as it was.
  expect(seen.status).toBe('running');
  expect(seen.progress).toBeGreaterThanOrEqual(before);
  await expect.poll(async () => (await readJob(page, jobId)).status, { timeout: 120_000, intervals: [500] }).toBe('done');
  expect((await readJob(page, jobId)).result).toMatchObject({ added: ROWS, failed: 0 });
  const names = await page.evaluate(
    async ({ tag, token }) => {
      const rows = (await (await fetch('/app/department', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
        departmentName: string;
      }[];
      return rows.map((row) => row.departmentName).filter((name) => name.startsWith(`${tag} `));
    },
    { tag, token: TOKEN },
  );
  expect(names).toHaveLength(ROWS);
  expect(new Set(names).size).toBe(ROWS);
}

test('an import whose tab reloads mid-way is taken up by the reloaded page and ends with every row once', async ({ page }) => {
  test.setTimeout(180_000);
  await ready(page);
  const tag = `Reloaded${Date.now()}`;
  const jobId = await startImport(page, tag);
  const progress = await midway(page, jobId);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-backend', 'ready', { timeout: 30_000 });
  await expectDoneOnce(page, jobId, tag, progress);
});

test('an import whose tab closes mid-way is taken up by the next page opened', async ({ context }) => {
  test.setTimeout(180_000);
  const first = await context.newPage();
  await ready(first);
  const tag = `Closed${Date.now()}`;
  const jobId = await startImport(first, tag);
  const progress = await midway(first, jobId);
  await first.close();
  const next = await context.newPage();
  await ready(next);
  await expectDoneOnce(next, jobId, tag, progress);
});
