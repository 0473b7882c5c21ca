#!/usr/bin/env node
// Times the shared data table on a list the backend pages (over the paging threshold): the orders screen with
// ROWS rows, page change, sort and filter, each the time from the click to the new rows on screen (the loading bar
// gone and the first row changed), median of RUNS. Two backends:
//   fake (default): the fake backend's synthetic rows (`?rows=ROWS`), held by its Web Worker;
//   real (API=real): a PUBLIC_FAKE_BACKEND=false build served by the reference server, whose list holds ROWS rows.
// Usage: BASE_URL=http://127.0.0.1:4321 ROWS=1000000 [API=real] node bench/table-bench.mjs   (prints JSON)
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';

const BASE = (process.env.BASE_URL ?? 'http://127.0.0.1:4321').replace(/\/$/, '');
const ROWS = Number(process.env.ROWS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 5);
const REAL = process.env.API === 'real';
const CHROME = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));
const FAKE_USER = {
  id: 1,
  email: 'admin@stride.dev',
  username: 'admin',
  firstName: 'Alex',
  lastName: 'Morgan',
  token: 'stride-fake-jwt-token',
};

/** The demo account signed in against the real API (its token), or the fake backend's user. */
async function user() {
  if (!REAL) return FAKE_USER;
  const res = await fetch(`${BASE}/users/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@stride.dev', password: 'stride-demo' }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return res.json();
}

const browser = await chromium.launch({
  ...(CHROME ? { executablePath: CHROME } : {}),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.addInitScript((u) => sessionStorage.setItem('stride:user', JSON.stringify(u)), await user());
  const started = Date.now();
  await page.goto(`${BASE}/apps/ecommerce/orders/${REAL ? '' : `?rows=${ROWS}`}`);
  const all = ROWS.toLocaleString('en-US');
  // The reference server's list holds the sample company's rows besides the synthetic ones (seeded on top of them): any
  // total with as many digits will do.
  const groups = all.split(',').length - 1;
  const loadedText = REAL ? new RegExp(`of \\d{1,3}(,\\d{3}){${groups}} Results`) : `of ${all} Results`;
  await page.getByTestId('table-showing').filter({ hasText: loadedText }).waitFor({ timeout: 180_000 });
  const loadMs = Date.now() - started;

  /**
   * Runs `action` in the page and resolves once the rows it asked for are painted: the table has been refreshing
   * (or its first row changed) and is not any more, then the next frame.
   */
  const timed = (action) =>
    page.evaluate(async (code) => {
      const firstRow = () => document.querySelector('main tbody tr')?.textContent ?? '';
      const before = firstRow();
      const t0 = performance.now();
      new Function(code)();
      let sawRefresh = false;
      await new Promise((resolve, reject) => {
        const check = () => {
          const refreshing = document.querySelector('[data-refreshing]') !== null;
          sawRefresh ||= refreshing;
          if (!refreshing && (sawRefresh || firstRow() !== before)) resolve();
          else if (performance.now() - t0 > 30_000) reject(new Error('no new rows after 30 s'));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
      await new Promise((r) => requestAnimationFrame(() => r()));
      return performance.now() - t0;
    }, action);

  const click = (selector, text) =>
    `[...document.querySelectorAll(${JSON.stringify(selector)})].find((b) => b.textContent.trim().startsWith(${JSON.stringify(text)})).click()`;
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

  const pageChange = [];
  for (let i = 0; i < RUNS; i++) pageChange.push(await timed(click('main nav button', i % 2 ? 'Previous' : 'Next')));
  const sort = [];
  for (let i = 0; i < RUNS; i++) sort.push(await timed(click('main thead button', 'Amount')));
  const filter = [];
  for (let i = 0; i < RUNS; i++) filter.push(await timed(click('main [role=group] button', i % 2 ? 'All' : 'Delivered')));
  const fmt = (ms) => `${ms.toFixed(1)} ms`;
  console.log(
    JSON.stringify({
      backend: REAL ? 'reference server' : 'fake backend',
      rows: String(ROWS),
      load: fmt(loadMs),
      'page change': fmt(median(pageChange)),
      sort: fmt(median(sort)),
      filter: fmt(median(filter)),
    }),
  );
} finally {
  await browser.close();
}
