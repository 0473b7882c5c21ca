// Moving between dashboard screens as a user does: signed in, on screen A with its rows shown, a click on
// screen B's sidebar link, then the time until B's rows are visible. Each pair is timed on a first visit
// to B and on a revisit (A -> B -> A -> B), in a fresh browser context per run; the median is reported.
// The time is the page's own: from the click event to the first animation frame that has B's rows (the frame
// that paints them). Timed from Node around Playwright's click and wait instead, it also took Playwright's
// checks before it clicks and the round trips of its polling, 50-190 ms on this machine: that figure is
// reported too (`…WallMs`), but it is the harness's, not the page's.
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

/**
 * Watches the page from before the click: the click's time (capture phase, before any of the page's handlers),
 * then each animation frame until one has the rows of `path`. The window outlives the client router's swaps.
 */
function watchMove(path, shown) {
  const move = { clickAt: null, rowsAt: null };
  window.__benchMove = move;
  document.addEventListener('click', (event) => (move.clickAt ??= event.timeStamp), { capture: true, once: true });
  const frame = () => {
    if (move.clickAt !== null && shown(path)) move.rowsAt = performance.now();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** Click on the sidebar's link to `path`: milliseconds from the click to its rows on screen, and around it from Node. */
async function clickTo(page, path) {
  const link = page.locator(`#sidebar a[href="${path}"]`);
  // As one expression (the page's policy refuses `new Function`; evaluation from the debugger is not refused).
  await page.evaluate(`(${watchMove})(${JSON.stringify(path)}, ${rowsShown})`);
  const start = performance.now();
  await link.click();
  await page.waitForFunction(() => window.__benchMove?.rowsAt != null, undefined, { timeout: 30_000, polling: 'raf' });
  const wall = performance.now() - start;
  const { clickAt, rowsAt } = await page.evaluate(() => window.__benchMove);
  return { ms: rowsAt - clickAt, wall };
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
    return { first: first.ms, revisit: revisit.ms, firstWall: first.wall, revisitWall: revisit.wall };
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
      firstWallMs: Math.round(median(samples.map((s) => s.firstWall))),
      revisitWallMs: Math.round(median(samples.map((s) => s.revisitWall))),
      samples: samples.map((s) => Object.fromEntries(Object.entries(s).map(([k, v]) => [k, Math.round(v)]))),
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
