#!/usr/bin/env node
// Times the shared data table at 100,000 rows in a real browser: a list screen opened with
// `?rows=100000` (the fake backend's synthetic rows) and every row on one virtualised page.
// Each figure is click/keystroke -> DOM updated -> next frame, median of several runs.
// Usage: BASE_URL=http://127.0.0.1:4321 node bench/table-bench.mjs   (prints JSON)
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';

const BASE = (process.env.BASE_URL ?? 'http://127.0.0.1:4321').replace(/\/$/, '');
const ROWS = Number(process.env.ROWS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 5);
const CHROME = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));
const USER = { id: 1, email: 'admin@stride.dev', username: 'admin', firstName: 'Alex', lastName: 'Morgan', token: 'stride-fake-jwt-token' };

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
  await page.addInitScript((u) => sessionStorage.setItem('stride:user', JSON.stringify(u)), USER);
  const started = Date.now();
  await page.goto(`${BASE}/apps/ecommerce/orders/?rows=${ROWS}&size=0`);
  const all = `Showing ${ROWS.toLocaleString('en-US')} of ${ROWS.toLocaleString('en-US')} Results`;
  await page.getByTestId('table-showing').filter({ hasText: all }).waitFor({ timeout: 120_000 });
  const loadMs = Date.now() - started;
  const domRows = await page.locator('main tbody tr').count();

  /** Runs `action` in the page and resolves after the next frame: what the person waits for. */
  const timed = (action) =>
    page.evaluate(async (code) => {
      const t0 = performance.now();
      new Function(code)();
      await new Promise((r) => requestAnimationFrame(() => r()));
      return performance.now() - t0;
    }, action);

  const clickHeader = (name) =>
    `[...document.querySelectorAll('main thead button')].find((b) => b.textContent.trim() === ${JSON.stringify(name)}).click()`;
  const type = (text) => `const i = document.querySelector('main input[type=search]');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(i, ${JSON.stringify(text)});
    i.dispatchEvent(new Event('input', { bubbles: true }));`;

  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const firstSortNumber = await timed(clickHeader('Amount')); // includes ranking the column once
  const sortNumber = [];
  for (let i = 0; i < RUNS; i++) sortNumber.push(await timed(clickHeader('Amount')));
  const firstSortText = await timed(clickHeader('Customer'));
  const sortText = [];
  for (let i = 0; i < RUNS; i++) sortText.push(await timed(clickHeader('Customer')));
  const filter = [];
  for (let i = 0; i < RUNS; i++) {
    filter.push(await timed(type(i % 2 ? 'isabella' : 'st-1')));
    await timed(type(''));
  }
  const clear = [];
  for (let i = 0; i < RUNS; i++) {
    await timed(type('visa'));
    clear.push(await timed(type('')));
  }
  const fmt = (ms) => `${ms.toFixed(1)} ms`;
  console.log(
    JSON.stringify({
      rows: String(ROWS),
      domRows: String(domRows),
      load: fmt(loadMs),
      'sort number (first)': fmt(firstSortNumber),
      'sort number': fmt(median(sortNumber)),
      'sort text (first)': fmt(firstSortText),
      'sort text': fmt(median(sortText)),
      filter: fmt(median(filter)),
      'clear filter': fmt(median(clear)),
    }),
  );
} finally {
  await browser.close();
}
