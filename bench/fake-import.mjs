// The longest main-thread task while the fake backend imports a large CSV (docs/jobs.md, "The fake backend's parse"):
// a fake-backend build (dist/ by default) served locally, the demo account signed in, a department file of `rows` rows
// posted to `POST /app/department/import` from the page, and every long task (PerformanceObserver 'longtask', > 50 ms)
// recorded from the POST to the job's end. Prints JSON: the time to `done`, the longest task, how many passed 50 ms.
//   node bench/fake-import.mjs [dist-dir] [rows]
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { startServer } from './serve.mjs';

const dir = process.argv[2] ?? 'dist';
const rows = Number(process.argv[3] ?? 100_000);
const PORT = 4417;
const FAKE_USER = {
  id: 1,
  email: 'admin@stride.dev',
  username: 'admin',
  firstName: 'Alex',
  lastName: 'Morgan',
  token: 'stride-fake-jwt-token',
};
const CHROME = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

/** A department file of `count` new rows (five columns, as docs/jobs.md's figures). */
function departmentsCsv(count) {
  const lines = ['departmentName,HOD,phone,email,employee'];
  for (let i = 0; i < count; i++) lines.push(`Bench ${i},Head ${i},+1 (555) 010-1000,d${i}@bench.example,${i % 90}`);
  return `${lines.join('\r\n')}\r\n`;
}

const server = await startServer({ root: dir, port: PORT });
const browser = await chromium.launch({ ...(CHROME ? { executablePath: CHROME } : {}), args: FLAGS });
try {
  const origin = `http://127.0.0.1:${PORT}`;
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [{ origin, localStorage: [{ name: 'stride:user', value: JSON.stringify(FAKE_USER) }] }] },
  });
  const page = await context.newPage();
  await page.goto(`${origin}/apps/hr/departments/`);
  await page.locator('html[data-backend="ready"]').waitFor({ timeout: 60_000 });
  const result = await page.evaluate(
    async ({ text, token }) => {
      const tasks = [];
      const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries().map((e) => e.duration)));
      observer.observe({ type: 'longtask' });
      const headers = { Authorization: `Bearer ${token}` };
      const started = performance.now();
      const res = await fetch('/app/department/import', {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'text/csv' },
        body: text,
      });
      const { jobId } = await res.json();
      let job;
      for (;;) {
        job = await (await fetch(`/app/jobs/${jobId}`, { headers })).json();
        if (job.status !== 'queued' && job.status !== 'running') break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const seconds = (performance.now() - started) / 1000;
      await new Promise((resolve) => setTimeout(resolve, 100));
      observer.disconnect();
      return {
        status: job.status,
        added: job.result?.added,
        seconds: Math.round(seconds * 10) / 10,
        longestTaskMs: Math.round(Math.max(0, ...tasks)),
        longTasks: tasks.length,
        over200ms: tasks.filter((d) => d > 200).length,
      };
    },
    { text: departmentsCsv(rows), token: FAKE_USER.token },
  );
  console.log(JSON.stringify({ dir, rows, ...result }));
} finally {
  await browser.close();
  server.close();
}
