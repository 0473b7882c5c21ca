// Moving between dashboard screens as a user does: signed in, on screen A with its rows shown, a click on
// screen B's sidebar link, then the time until B's rows are visible. Each pair is timed on a first visit
// to B and on a revisit (A -> B -> A -> B), in a fresh browser context per run; the median is reported.
//   node bench/navigation.mjs <origin> [runs]   (prints JSON; the benchmark imports measureNavigation)
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const NAV_PAIRS = [
  ['/apps/ecommerce/orders/', '/apps/hr/employees/'],
  ['/apps/hr/employees/', '/apps/ecommerce/products-grid/'],
  ['/apps/ecommerce/products-grid/', '/apps/ecommerce/orders/'],
];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
};

/** True once the page at `path` shows rows of its list (table rows or cards), loading finished. */
function rowsShown(path) {
  if (location.pathname !== path) return false;
  const section = document.querySelector('main section[aria-busy="false"]');
  return !!section?.querySelector('tbody tr:not([aria-hidden="true"]) td, ul:not([aria-hidden="true"]) > li');
}

async function open(page, origin, path) {
  await page.goto(`${origin}${path}`);
  await page.waitForFunction(rowsShown, path, { timeout: 30_000 });
}

/** Click on the sidebar's link to `path`, then milliseconds until its rows are visible. */
async function clickTo(page, path) {
  const link = page.locator(`#sidebar a[href="${path}"]`);
  const start = performance.now();
  await link.click();
  await page.waitForFunction(rowsShown, path, { timeout: 30_000, polling: 'raf' });
  return performance.now() - start;
}

async function signIn(page, origin) {
  await page.goto(`${origin}/auth/login/`);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL('**/dashboard/**', { timeout: 20_000 });
}

async function oneRun(browser, origin, [from, to]) {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  try {
    const page = await context.newPage();
    await signIn(page, origin);
    await open(page, origin, from);
    const first = await clickTo(page, to);
    await clickTo(page, from);
    const revisit = await clickTo(page, to);
    return { first, revisit };
  } finally {
    await context.close();
  }
}

/** Median click -> rows timings (ms) of every pair over `runs` runs. */
export async function measureNavigation(browser, origin, runs = 5) {
  const out = [];
  for (const pair of NAV_PAIRS) {
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await oneRun(browser, origin, pair));
    out.push({
      from: pair[0],
      to: pair[1],
      firstMs: Math.round(median(samples.map((s) => s.first))),
      revisitMs: Math.round(median(samples.map((s) => s.revisit))),
      samples: samples.map((s) => ({ first: Math.round(s.first), revisit: Math.round(s.revisit) })),
    });
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [origin = 'http://127.0.0.1:4400', runs = '5'] = process.argv.slice(2);
  const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p));
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    console.log(JSON.stringify(await measureNavigation(browser, origin, Number(runs)), null, 2));
  } finally {
    await browser.close();
  }
}
