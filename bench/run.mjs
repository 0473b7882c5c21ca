#!/usr/bin/env node
// `npm run bench`: builds the site, serves dist/ compressed as a CDN would, and measures every public
// page (Lighthouse mobile, LCP also as a ratio to a hand-written plain page served the same way) and a
// set of dashboard pages (Lighthouse mobile and desktop, signed in): the four category scores, FCP, LCP,
// TBT, CLS, and the gzip bytes of JavaScript and CSS loaded before any scroll; runs axe-core on every page
// in en and ar; times moving between dashboard screens (click -> rows visible); times sorting and
// filtering 100,000 rows; times the full build. Prints a table, writes bench/results.json, refreshes the
// figures of docs/benchmark.md, and exits non-zero when a budget is missed.
//
// Lighthouse loads the pages over HTTP/2 and TLS (the same files, on BENCH_PORT + 2, with a certificate made for the
// run), as the hosts the site is deployed to serve them; the other measurements use plain HTTP on BENCH_PORT.
//
// Options: --runs=N (default 3), --nav-runs=N (default 5), --skip-build, --only=public|dashboard|navigation|bigtable|stats|api|audit|live|html|pdf|board|chat,
// --no-lighthouse, --dist=DIR (an existing build to measure with --skip-build; default dist), --path=/a/,/b/ (only
// these pages), --form=mobile|desktop (only that Lighthouse form); a run with
// either is printed only, neither bench/results.json nor docs/benchmark.md is rewritten. `--only=dashboard` alone replaces the
// dashboard rows and the navigation in both, keeping the rest of the last full run. BENCH_PORT (default 4400; the
// fake-backend-free build is served on the next port).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { loadavg, tmpdir } from 'node:os';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { startServer } from './serve.mjs';
import { localCertificate } from './local-certificate.mjs';
import { BUDGETS } from './budgets.mjs';
import { PUBLIC_PAGES, DASHBOARD_PAGES, AXE_LOCALES, PLAIN_PAGE } from './pages.mjs';
import { measureNavigation } from './navigation.mjs';
import { measureServerTables, measureStats, renderServerTables } from './server-table.mjs';
import { measureApiLoad, renderApiLoad } from './api-load.mjs';
import { AUDIT_BUDGET_PCT, measureAuditWrite, renderAuditWrite } from './audit-write.mjs';
import { measureLive, renderLive } from './live.mjs';
import { measurePublicHtml, publicHtmlMisses, renderPublicHtml } from './public-html.mjs';
import { invoicePdfMisses, measureInvoicePdf, renderInvoicePdf } from './invoice-pdf.mjs';
import { boardMisses, measureBoard, renderBoard } from './board.mjs';
import { chatMisses, measureChat, renderChat } from './chat.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    // Split at the first '=' only: a value may hold one (`--path=/apps/invoices/invoice/?id=1`).
    const [k, ...v] = a.replace(/^--/, '').split('=');
    return [k, v.length ? v.join('=') : true];
  }),
);
const RUNS = Number(args.runs ?? 3);
const DIST = String(args.dist ?? 'dist');
const NAV_RUNS = Number(args['nav-runs'] ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 4400);
const ORIGIN = `http://127.0.0.1:${PORT}`;
/**
 * Where Lighthouse loads the pages: the same files over HTTP/2 and TLS, as the static hosts and CDNs a Stride site is
 * deployed to serve them. Lighthouse's phone figures are a simulation that follows the protocol it sees: over
 * HTTP/1.1 it allows six connections per host, each starting slow, which no such host imposes (docs/benchmark.md).
 */
const LIGHTHOUSE_ORIGIN = `https://127.0.0.1:${PORT + 2}`;
const CHROME = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
if (!CHROME) {
  console.error('bench: no Chromium found (set CHROMIUM_PATH or apt-get install chromium)');
  process.exit(2);
}

/** The page that shows the latest figures, each between its `<!-- <name>:start -->` and `<!-- <name>:end -->` markers. */
const FIGURES_PAGE = 'docs/benchmark.md';

/** Replaces what `FIGURES_PAGE` holds between the markers of `name` with `text` (nothing when it has no such markers). */
function writeFigures(name, text) {
  if (!existsSync(FIGURES_PAGE)) return;
  const page = readFileSync(FIGURES_PAGE, 'utf8');
  const between = new RegExp(`<!-- ${name}:start -->[\\s\\S]*<!-- ${name}:end -->`);
  if (between.test(page))
    writeFileSync(
      FIGURES_PAGE,
      page.replace(between, () => `<!-- ${name}:start -->${text}<!-- ${name}:end -->`),
    );
}

const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number' && !Number.isNaN(x)).sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
};

function run(cmd, argv, env = {}) {
  return new Promise((ok, fail) => {
    const child = spawn(cmd, argv, { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) => (code === 0 ? ok(out) : fail(new Error(`${cmd} ${argv.join(' ')} exited ${code}`))));
  });
}

async function timedBuild(outDir, env = {}) {
  const start = performance.now();
  await run('npx', ['astro', 'build', '--outDir', outDir], env);
  return (performance.now() - start) / 1000;
}

/** Signs in through the real login page (remember me), so dashboard pages open as a user sees them. */
async function signIn(page, origin) {
  await page.goto(`${origin}/auth/login/`, { waitUntil: 'networkidle0' });
  const remember = await page.$('input[name="remember"]');
  if (remember && !(await page.$eval('input[name="remember"]', (el) => el.checked))) await remember.click();
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0', timeout: 20000 }), page.click('button[type="submit"]')]);
  if (!page.url().includes('/dashboard/')) throw new Error(`sign-in did not reach the dashboard (at ${page.url()})`);
}

async function lighthouseOnce(url, { desktop, signedIn }) {
  const userDataDir = join(tmpdir(), `stride-lh-${process.pid}-${Math.random().toString(36).slice(2)}`);
  // The certificate is this run's own (bench/local-certificate.mjs).
  const args = [...FLAGS, '--ignore-certificate-errors', `--user-data-dir=${userDataDir}`];
  const browser = await puppeteer.launch({ executablePath: CHROME, headless: true, args });
  try {
    const page = await browser.newPage();
    if (signedIn) {
      await signIn(page, LIGHTHOUSE_ORIGIN);
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
    }
    const flags = {
      output: 'json',
      logLevel: 'error',
      disableStorageReset: signedIn,
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    };
    const result = await lighthouse(url, flags, desktop ? desktopConfig : undefined, page);
    const lhr = result.lhr;
    const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    const num = (a) => lhr.audits[a]?.numericValue ?? null;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      fcp: num('first-contentful-paint'),
      lcp: num('largest-contentful-paint'),
      tbt: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      failing: Object.values(lhr.audits)
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 1 &&
            a.scoreDisplayMode !== 'informative' &&
            a.scoreDisplayMode !== 'manual' &&
            a.scoreDisplayMode !== 'notApplicable',
        )
        .map((a) => a.id),
    };
  } finally {
    await browser.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

async function lighthouseMedian(url, options) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await lighthouseOnce(url, options));
  const keys = ['performance', 'accessibility', 'best-practices', 'seo', 'fcp', 'lcp', 'tbt', 'cls'];
  const out = Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))]));
  out.failing = [...new Set(runs.flatMap((r) => r.failing))];
  return out;
}

/**
 * Signs in on the login page and waits until the page it lands on has shown the welcome. The welcome is a toast the
 * login page leaves for the next page; measured before the landing page shows it, the page under measure showed it
 * instead and counted the toasts' code (9.4 KB of gzip, one more script file) as its own.
 */
async function signInThroughForm(page, origin) {
  await page.goto(`${origin}/auth/login/`);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL('**/dashboard/**', { timeout: 20000 });
  await page.waitForFunction(() => sessionStorage.getItem('stride:flash') === null, undefined, { timeout: 20000 });
}

/**
 * gzip bytes of the same-origin JS and CSS a page loads before any scroll, read from `distDir`.
 * auth: 'form' signs in through the login page; 'stored' puts a user in storage (for builds with no backend).
 */
async function assetBytes(browser, origin, distDir, path, { auth = null } = {}) {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  if (auth === 'stored')
    await context.addInitScript(() =>
      localStorage.setItem(
        'stride:user',
        JSON.stringify({ id: 1, email: 'bench@example.com', username: 'bench', firstName: 'Bench', lastName: 'Mark', token: 'bench' }),
      ),
    );
  const page = await context.newPage();
  if (auth === 'form') await signInThroughForm(page, origin);
  const seen = new Map();
  page.on('request', (req) => {
    const url = new URL(req.url());
    const type = req.resourceType();
    if (url.origin === origin && (type === 'script' || type === 'stylesheet')) seen.set(url.pathname, type);
  });
  const response = await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  // The page's HTML as it crossed the network: compressed body and headers.
  const sent = response ? await response.request().sizes() : null;
  const htmlBytes = sent ? sent.responseBodySize + sent.responseHeadersSize : null;
  // Chunks requested late (with the first API call, or after it fails) still count: wait them out.
  await page.waitForTimeout(2500);
  let jsGzip = 0;
  let cssGzip = 0;
  let scripts = 0;
  for (const [pathname, type] of seen) {
    const file = join(distDir, pathname);
    if (!existsSync(file)) continue;
    const bytes = gzipSync(readFileSync(file), { level: 9 }).length;
    if (type === 'script') [jsGzip, scripts] = [jsGzip + bytes, scripts + 1];
    else cssGzip += bytes;
  }
  // Inline scripts count too (the theme boot script, the auth guard, small page scripts).
  const inline = await page.$$eval('script:not([src])', (els) => els.map((e) => e.textContent ?? '').join('\n'));
  jsGzip += inline.trim() ? gzipSync(inline, { level: 9 }).length : 0;
  // So do inline stylesheets (public pages carry their CSS in the page).
  const inlineCss = await page.$$eval('style', (els) => els.map((e) => e.textContent ?? '').join('\n'));
  cssGzip += inlineCss.trim() ? gzipSync(inlineCss, { level: 9 }).length : 0;
  await context.close();
  return { jsGzip, cssGzip, scripts, htmlBytes };
}

async function axe(browser, origin, path, { signedIn, mode = 'light' }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (signedIn) {
    await signInThroughForm(page, origin);
    if (mode === 'dark') await page.evaluate(() => localStorage.setItem('stride:settings', JSON.stringify({ mode: 'dark' })));
  }
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(700);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  await context.close();
  return violations.map((v) => `${v.id}: ${v.nodes.length}`);
}

function fmtMs(v) {
  return v === null || v === undefined ? '–' : `${Math.round(v)}`;
}
function fmtKb(v) {
  return v === null || v === undefined ? '–' : (v / 1024).toFixed(1);
}

/** JS/CSS weight and axe findings of one page (dashboard JavaScript is weighed without the fake backend). */
async function weighAndAxe(browser, p, realServer) {
  const signedIn = p.kind === 'dashboard';
  const row = {};
  if (signedIn && realServer) {
    // Without a backend nobody can sign in: the page opens with a stored user instead.
    const real = await assetBytes(browser, `http://127.0.0.1:${PORT + 1}`, 'dist-real', p.path, { auth: 'stored' });
    Object.assign(row, { jsGzip: real.jsGzip, cssGzip: real.cssGzip, scripts: real.scripts });
    const fake = await assetBytes(browser, ORIGIN, DIST, p.path, { auth: 'form' });
    Object.assign(row, { jsWithFakeBackend: fake.jsGzip, scriptsWithFakeBackend: fake.scripts });
  } else {
    const own = await assetBytes(browser, ORIGIN, DIST, p.path, { auth: signedIn ? 'form' : null });
    Object.assign(row, { jsGzip: own.jsGzip, cssGzip: own.cssGzip, scripts: own.scripts, htmlBytes: own.htmlBytes });
  }
  row.axe = [];
  for (const locale of AXE_LOCALES) {
    const prefixed = locale === 'en' ? p.path : `/${locale}${p.path}`;
    for (const mode of signedIn ? ['light', 'dark'] : ['light']) {
      const found = await axe(browser, ORIGIN, prefixed, { signedIn, mode });
      row.axe.push(...found.map((v) => `${locale}/${mode} ${v}`));
    }
  }
  return row;
}

/** The Lighthouse forms a page is measured in: public pages on a phone, dashboard pages on a phone and a desktop. */
const formsOf = (kind) => (kind === 'dashboard' ? ['mobile', 'desktop'] : ['mobile']);

function checkRow(row, plainLcp, miss) {
  const bars = row.kind === 'public' ? BUDGETS.public : row.form === 'mobile' ? BUDGETS.dashboardMobile : BUDGETS.dashboardDesktop;
  if (!args['no-lighthouse']) {
    for (const [cat, min] of Object.entries(bars))
      if ((row[cat] ?? 0) < min) miss(`${row.path} (${row.form}): ${cat} ${row[cat]} < ${min}`);
    if (row.kind === 'dashboard' && row.cls >= BUDGETS.dashboardCls)
      miss(`${row.path} (${row.form}): CLS ${row.cls.toFixed(3)} ≥ ${BUDGETS.dashboardCls}`);
    if (row.kind === 'public' && plainLcp) {
      row.lcpRatio = row.lcp / plainLcp;
      if (row.lcpRatio > BUDGETS.lcpRatio)
        miss(`${row.path}: LCP ${row.lcpRatio.toFixed(2)}× the plain page's (budget ${BUDGETS.lcpRatio}×)`);
    }
  }
  if (row.form !== formsOf(row.kind).at(-1)) return; // weight and axe are the page's, checked once
  const jsBudget = BUDGETS.js[row.path] ?? (row.kind === 'dashboard' ? BUDGETS.js.dashboard : undefined);
  if (jsBudget !== undefined && row.jsGzip > jsBudget) miss(`${row.path}: ${row.jsGzip} B of JS > ${jsBudget} B`);
  if (row.kind === 'public') {
    console.log(`  ${row.path}: HTML ${row.htmlBytes} B sent (budget ${BUDGETS.publicHtmlBytes} B)`);
    if (!(row.htmlBytes <= BUDGETS.publicHtmlBytes))
      miss(`${row.path}: HTML ${row.htmlBytes} B sent > ${BUDGETS.publicHtmlBytes} B (TCP's first round trip)`);
  }
  for (const [count, build] of [
    [row.scripts, 'no fake backend'],
    [row.scriptsWithFakeBackend, 'fake backend'],
  ]) {
    if (row.kind === 'dashboard' && count > BUDGETS.dashboardScripts)
      miss(`${row.path}: ${count} script files (${build}) > ${BUDGETS.dashboardScripts}`);
  }
  if (row.axe.length > BUDGETS.axeViolations) miss(`${row.path}: axe ${row.axe.join(', ')}`);
}

function checkNavigation(navigation, miss) {
  for (const n of navigation) {
    if (n.firstMs > BUDGETS.navigation.firstMs)
      miss(`${n.from} -> ${n.to}: first visit ${n.firstMs} ms > ${BUDGETS.navigation.firstMs} ms`);
    if (n.revisitMs > BUDGETS.navigation.revisitMs)
      miss(`${n.from} -> ${n.to}: revisit ${n.revisitMs} ms > ${BUDGETS.navigation.revisitMs} ms`);
  }
}

async function measurePages(browser, realServer, results, miss) {
  const selected = [
    ...(args.only && args.only !== 'public' ? [] : PUBLIC_PAGES.map((p) => ({ ...p, kind: 'public' }))),
    ...(args.only && args.only !== 'dashboard' ? [] : DASHBOARD_PAGES.map((p) => ({ ...p, kind: 'dashboard' }))),
  ].filter((p) => !args.path || String(args.path).split(',').includes(p.path));
  if (!args['no-lighthouse'] && selected.some((p) => p.kind === 'public')) {
    console.log(`measuring the plain page ${PLAIN_PAGE.path} …`);
    results.plain = await lighthouseMedian(`${LIGHTHOUSE_ORIGIN}${PLAIN_PAGE.path}`, { desktop: false, signedIn: false });
  }
  for (const p of selected) {
    console.log(`measuring ${p.path} …`);
    const shared = await weighAndAxe(browser, p, realServer);
    for (const form of formsOf(p.kind).filter((f) => !args.form || f === args.form)) {
      const row = { path: p.path, kind: p.kind, form, ...shared };
      if (!args['no-lighthouse'])
        Object.assign(
          row,
          await lighthouseMedian(`${LIGHTHOUSE_ORIGIN}${p.path}`, { desktop: form === 'desktop', signedIn: p.kind === 'dashboard' }),
        );
      checkRow(row, results.plain?.lcp, miss);
      results.pages.push(row);
    }
  }
}

const fmtCls = (v) => (v === null || v === undefined ? '–' : v.toFixed(3));
const fmtRatio = (v) => (v === null || v === undefined ? '–' : `${v.toFixed(2)}×`);

function renderTable(results) {
  const header = '| page | form | perf | a11y | best | SEO | FCP ms | LCP ms | LCP ÷ plain | TBT ms | CLS | JS KB gz | CSS KB gz | axe |';
  const lines = [header, '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|'];
  if (results.plain)
    lines.push(
      `| plain HTML page | mobile | ${results.plain.performance} | ${results.plain.accessibility} | ${results.plain['best-practices']} | ${results.plain.seo} | ${fmtMs(results.plain.fcp)} | ${fmtMs(results.plain.lcp)} | 1.00× | ${fmtMs(results.plain.tbt)} | ${fmtCls(results.plain.cls)} | 0.0 | 0.0 | – |`,
    );
  for (const r of results.pages)
    lines.push(
      `| ${r.path} | ${r.form} | ${r.performance ?? '–'} | ${r.accessibility ?? '–'} | ${r['best-practices'] ?? '–'} | ${r.seo ?? '–'} | ${fmtMs(r.fcp)} | ${fmtMs(r.lcp)} | ${fmtRatio(r.lcpRatio)} | ${fmtMs(r.tbt)} | ${fmtCls(r.cls)} | ${fmtKb(r.jsGzip)} | ${fmtKb(r.cssGzip)} | ${r.axe.length} |`,
    );
  if (results.navigation?.length) {
    lines.push(
      '',
      `Moving between screens (click on the sidebar link -> the new screen's rows visible, desktop, median of ${NAV_RUNS}; timed in the page, and in brackets from Node around Playwright's click and wait):`,
      '',
    );
    lines.push('| from | to | first visit ms | revisit ms |', '|---|---|---|---|');
    for (const n of results.navigation)
      lines.push(`| ${n.from} | ${n.to} | ${n.firstMs} (${n.firstWallMs ?? '–'}) | ${n.revisitMs} (${n.revisitWallMs ?? '–'}) |`);
  }
  const extra = [];
  if (results.buildSeconds) extra.push(`Full build (all pages, nine locales): ${results.buildSeconds.toFixed(1)} s.`);
  if (results.serverTables?.length) extra.push(`Tables paged by the backend: ${renderServerTables(results.serverTables)}.`);
  if (results.auditWrite) extra.push(renderAuditWrite(results.auditWrite));
  extra.push(results.misses.length ? `Budgets missed: ${results.misses.length}.` : 'All budgets met.');
  return `${lines.join('\n')}\n\n${extra.join(' ')}\n`;
}

/** The server-side table section; its failure is reported as a miss, not a crash of the whole run. */
async function serverTables(miss) {
  try {
    return await measureServerTables({
      port: PORT + 2,
      chromium: CHROME,
      skipBuild: !!args['skip-build'],
      budgetMs: BUDGETS.serverTableMs,
      miss,
    });
  } catch (error) {
    miss(`server-side table benchmark failed: ${error}`);
    return [];
  }
}

/** `--only=bigtable`: that section alone, merged into bench/results.json and its sentence in docs/benchmark.md. */
async function onlyServerTables(results, miss) {
  results.serverTables = await serverTables(miss);
  const previous = existsSync('bench/results.json') ? JSON.parse(readFileSync('bench/results.json', 'utf8')) : {};
  const line = `Tables paged by the backend (measured ${results.date.slice(0, 10)} with \`npm run bench -- --only=bigtable\`, median of 5): ${renderServerTables(results.serverTables)}.`;
  console.log(line);
  if (results.misses.length) console.log(results.misses.map((m) => `MISS ${m}`).join('\n'));
  const merged = { ...previous, serverTables: results.serverTables, serverTablesDate: results.date };
  writeFileSync('bench/results.json', JSON.stringify(merged, null, 2) + '\n');
  writeFigures('bench-tables', `\n${line}\n`);
  process.exit(results.misses.length ? 1 : 0);
}

/**
 * `--only=stats`: the dashboards' aggregates on the million-row database alone (the last part of `bigtable`), printed
 * with the load average and merged into bench/results.json as `stats`.
 */
async function onlyStats(results, miss) {
  try {
    results.stats = await measureStats({ miss });
  } catch (error) {
    miss(`aggregate benchmark failed: ${error}`);
  }
  if (results.stats) console.log(`${renderServerTables([results.stats])} (measured ${results.date.slice(0, 10)})`);
  if (results.misses.length) console.log(results.misses.map((m) => `MISS ${m}`).join('\n'));
  const previous = existsSync('bench/results.json') ? JSON.parse(readFileSync('bench/results.json', 'utf8')) : {};
  if (results.stats)
    writeFileSync('bench/results.json', JSON.stringify({ ...previous, stats: results.stats, statsDate: results.date }, null, 2) + '\n');
  process.exit(results.misses.length ? 1 : 0);
}

/** `--only=api`: the reference server under load (bench/api-load.mjs), merged into bench/results.json and its table in docs/benchmark.md. */
async function onlyApiLoad(results, miss) {
  results.apiLoad = await measureApiLoad({ budgets: BUDGETS.api, miss });
  const previous = existsSync('bench/results.json') ? JSON.parse(readFileSync('bench/results.json', 'utf8')) : {};
  const table = renderApiLoad(results.apiLoad);
  console.log(`\n${table}`);
  if (results.misses.length) console.log(results.misses.map((m) => `MISS ${m}`).join('\n'));
  writeFileSync('bench/results.json', JSON.stringify({ ...previous, apiLoad: results.apiLoad, apiLoadDate: results.date }, null, 2) + '\n');
  writeFigures(
    'bench-api',
    `\n_Measured ${results.date.slice(0, 10)} with \`npm run bench -- --only=api\` (Node ${process.version}):_\n\n${table}`,
  );
}

/** The audit write's share of a row update's p50 (reference server); over the budget is a miss. */
async function auditWrite(miss) {
  try {
    console.log('timing row updates with and without the audit write …');
    const result = await measureAuditWrite();
    if (!(result.overheadPct < AUDIT_BUDGET_PCT))
      miss(`the audit write adds ${result.overheadPct} % to a row update's p50 (budget ${AUDIT_BUDGET_PCT} %)`);
    return result;
  } catch (error) {
    miss(`audit-write benchmark failed: ${error}`);
    return null;
  }
}

/**
 * `--only=live`: the live stream (bench/live.mjs), merged into bench/results.json and its line in docs/benchmark.md
 * (between `<!-- bench-live:start -->` and `<!-- bench-live:end -->`). Uses dist/ as it is (build it with `npm run build:e2e`).
 */
async function onlyLive(results, miss) {
  results.live = await measureLive({ miss });
  const line = `${renderLive(results.live)} (measured ${results.date.slice(0, 10)} with \`npm run bench -- --only=live\`)`;
  console.log(line);
  if (results.misses.length) console.log(results.misses.map((m) => `MISS ${m}`).join('\n'));
  const previous = existsSync('bench/results.json') ? JSON.parse(readFileSync('bench/results.json', 'utf8')) : {};
  writeFileSync('bench/results.json', JSON.stringify({ ...previous, live: results.live, liveDate: results.date }, null, 2) + '\n');
  writeFigures('bench-live', line);
  process.exit(results.misses.length ? 1 : 0);
}

/** Each public page's HTML as sent in every language (bench/public-html.mjs); a page over the budget is a miss. */
async function publicHtml(browser, miss) {
  console.log("weighing the public pages' HTML in every language …");
  const rows = await measurePublicHtml(browser, ORIGIN, PUBLIC_PAGES);
  for (const m of publicHtmlMisses(rows, BUDGETS.publicHtmlBytes)) miss(m);
  return rows;
}

/** The line and table of the public pages' HTML in docs/benchmark.md (between `<!-- bench-html:start -->` and `:end`). */
function publicHtmlFigures(rows, date, command) {
  return `\n_Public pages' HTML as sent (brotli body and headers, bytes; bold: over ${BUDGETS.publicHtmlBytes}), measured ${date.slice(0, 10)} with \`${command}\`:_\n\n${renderPublicHtml(rows, BUDGETS.publicHtmlBytes)}\n`;
}

/**
 * `--only=html`: the public pages' HTML in every language, from the build in --dist as it is (build it first), merged
 * into bench/results.json and its table in docs/benchmark.md.
 */
async function onlyPublicHtml(results, miss) {
  const server = await startServer({ root: DIST, port: PORT });
  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS });
  try {
    results.publicHtml = await publicHtml(browser, miss);
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`\n${renderPublicHtml(results.publicHtml, BUDGETS.publicHtmlBytes)}`);
  if (results.misses.length) console.log(results.misses.map((m) => `MISS ${m}`).join('\n'));
  const previous = existsSync('bench/results.json') ? JSON.parse(readFileSync('bench/results.json', 'utf8')) : {};
  writeFileSync(
    'bench/results.json',
    JSON.stringify({ ...previous, publicHtml: results.publicHtml, publicHtmlDate: results.date }, null, 2) + '\n',
  );
  writeFigures('bench-html', publicHtmlFigures(results.publicHtml, results.date, 'npm run bench -- --only=html'));
  process.exit(results.misses.length ? 1 : 0);
}

/** `--only=audit`: that section alone, merged into bench/results.json and its line in docs/benchmark.md. */
async function onlyAuditWrite(results, miss) {
  results.auditWrite = await auditWrite(miss);
  const line = results.auditWrite
    ? `${renderAuditWrite(results.auditWrite)} (measured ${results.date.slice(0, 10)} with \`npm run bench -- --only=audit\`)`
    : 'Audit write: not measured.';
  console.log(line);
  if (results.misses.length) console.log(results.misses.map((m) => `MISS ${m}`).join('\n'));
  const previous = existsSync('bench/results.json') ? JSON.parse(readFileSync('bench/results.json', 'utf8')) : {};
  writeFileSync(
    'bench/results.json',
    JSON.stringify({ ...previous, auditWrite: results.auditWrite, auditWriteDate: results.date }, null, 2) + '\n',
  );
  writeFigures('bench-audit', `\n${line}\n`);
  process.exit(results.misses.length ? 1 : 0);
}

/** `--only=pdf`: a 50-line invoice's PDF on the server, merged into bench/results.json and docs/benchmark.md. */
async function onlyInvoicePdf(results, miss) {
  const pdf = await measureInvoicePdf();
  for (const m of invoicePdfMisses(pdf)) miss(m);
  const line = `${renderInvoicePdf(pdf)} (measured ${results.date.slice(0, 10)} with \`npm run bench -- --only=pdf\`)`;
  console.log(line);
  if (results.misses.length) console.log(results.misses.map((m) => `MISS ${m}`).join('\n'));
  const previous = existsSync('bench/results.json') ? JSON.parse(readFileSync('bench/results.json', 'utf8')) : {};
  writeFileSync('bench/results.json', JSON.stringify({ ...previous, invoicePdf: pdf, invoicePdfDate: results.date }, null, 2) + '\n');
  writeFigures('bench-pdf', `\n${line}\n`);
  process.exit(results.misses.length ? 1 : 0);
}

/** `--only=board`: the task board of 1,000 cards on the fake backend build in --dist as it is (build it first). */
async function onlyBoard(results, miss) {
  const server = await startServer({ root: DIST, port: PORT });
  const board = await measureBoard({ origin: ORIGIN }).finally(() => server.close());
  for (const m of boardMisses(board)) miss(m);
  const line = `Task board: ${renderBoard(board)} (measured ${results.date.slice(0, 10)} with \`npm run bench -- --only=board\`)`;
  console.log(line);
  if (results.misses.length) console.log(results.misses.map((m) => `MISS ${m}`).join('\n'));
  const previous = existsSync('bench/results.json') ? JSON.parse(readFileSync('bench/results.json', 'utf8')) : {};
  writeFileSync('bench/results.json', JSON.stringify({ ...previous, board, boardDate: results.date }, null, 2) + '\n');
  writeFigures('bench-board', `\n${line}\n`);
  process.exit(results.misses.length ? 1 : 0);
}

/** `--only=chat`: the chat with a conversation of 10,000 messages on the fake backend build in --dist as it is (build it first). */
async function onlyChat(results, miss) {
  const server = await startServer({ root: DIST, port: PORT });
  const chat = await measureChat({ origin: ORIGIN }).finally(() => server.close());
  for (const m of chatMisses(chat)) miss(m);
  const load = loadavg()
    .map((n) => n.toFixed(1))
    .join(', ');
  const line = `Chat: ${renderChat(chat)} (measured ${results.date.slice(0, 10)} with \`npm run bench -- --only=chat\`, load average ${load})`;
  console.log(line);
  if (results.misses.length) console.log(results.misses.map((m) => `MISS ${m}`).join('\n'));
  const previous = existsSync('bench/results.json') ? JSON.parse(readFileSync('bench/results.json', 'utf8')) : {};
  writeFileSync('bench/results.json', JSON.stringify({ ...previous, chat, chatDate: results.date }, null, 2) + '\n');
  writeFigures('bench-chat', `\n${line}\n`);
  process.exit(results.misses.length ? 1 : 0);
}

async function main() {
  const results = { date: new Date().toISOString(), runs: RUNS, chromium: CHROME, node: process.version, pages: [], misses: [] };
  const miss = (what) => results.misses.push(what);

  if (args.only === 'bigtable') return onlyServerTables(results, miss);
  if (args.only === 'stats') return onlyStats(results, miss);
  if (args.only === 'api') return onlyApiLoad(results, miss);
  if (args.only === 'audit') return onlyAuditWrite(results, miss);
  if (args.only === 'live') return onlyLive(results, miss);
  if (args.only === 'html') return onlyPublicHtml(results, miss);
  if (args.only === 'pdf') return onlyInvoicePdf(results, miss);
  if (args.only === 'board') return onlyBoard(results, miss);
  if (args.only === 'chat') return onlyChat(results, miss);

  if (!args['skip-build']) {
    console.log('building the site …');
    results.buildSeconds = await timedBuild(DIST);
    console.log(`build: ${results.buildSeconds.toFixed(1)} s`);
    if (results.buildSeconds > BUDGETS.buildSeconds)
      miss(`build took ${results.buildSeconds.toFixed(1)} s (budget ${BUDGETS.buildSeconds} s)`);
    console.log('building without the fake backend (dist-real) to weigh dashboard JavaScript …');
    await timedBuild('dist-real', { PUBLIC_FAKE_BACKEND: 'false' });
  }

  const server = await startServer({ root: DIST, port: PORT, extra: { [PLAIN_PAGE.path]: PLAIN_PAGE.file } });
  const lighthouseServer = await startServer({
    root: DIST,
    port: PORT + 2,
    extra: { [PLAIN_PAGE.path]: PLAIN_PAGE.file },
    tls: await localCertificate(),
  });
  const realServer = existsSync('dist-real') ? await startServer({ root: 'dist-real', port: PORT + 1 }) : null;
  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS });
  try {
    if (args.only !== 'navigation') await measurePages(browser, realServer, results, miss);
    if (!args.only || args.only === 'navigation' || args.only === 'dashboard') {
      console.log('timing moves between dashboard screens …');
      results.navigation = await measureNavigation(browser, ORIGIN, NAV_RUNS);
      checkNavigation(results.navigation, miss);
    }
    if (!args.only && !args.path) results.publicHtml = await publicHtml(browser, miss);
    if (!args.only) results.serverTables = await serverTables(miss);
    if (!args.only) results.auditWrite = await auditWrite(miss);
  } finally {
    await browser.close();
    server.close();
    lighthouseServer.close();
    realServer?.close();
  }

  const table = renderTable(results);
  console.log(`\n${table}`);
  if (results.misses.length) console.log(results.misses.map((m) => `MISS ${m}`).join('\n'));

  // A run of some pages, one form or one part is printed only, except `--only=dashboard` over every dashboard page in
  // both forms: its rows and the navigation replace those of bench/results.json, whose other parts (public pages, big
  // tables) stay as the last full run measured them.
  const wholeDashboardPart = args.only === 'dashboard' && !args.path && !args.form;
  const partial = Boolean(args.path || args.form || args.only) && !wholeDashboardPart;
  mkdirSync('bench', { recursive: true });
  if (partial) process.exit(results.misses.length ? 1 : 0);
  const stored = wholeDashboardPart ? withDashboardPart(results) : results;
  writeFileSync('bench/results.json', JSON.stringify(stored, null, 2) + '\n');
  if (results.publicHtml) writeFigures('bench-html', publicHtmlFigures(results.publicHtml, results.date, 'npm run bench'));
  const when = wholeDashboardPart
    ? `dashboard pages and navigation measured ${results.date.slice(0, 10)} with \`npm run bench -- --only=dashboard\`, the rest ${stored.date.slice(0, 10)} with \`npm run bench\``
    : `measured ${results.date.slice(0, 10)} with \`npm run bench\``;
  writeFigures(
    'bench',
    `\n_${when[0].toUpperCase()}${when.slice(1)} (median of ${RUNS} runs, Chromium ${CHROME}):_\n\n${renderTable(stored)}`,
  );
  process.exit(results.misses.length ? 1 : 0);
}

/**
 * The last full run (bench/results.json) with its dashboard rows, navigation and their misses replaced by this
 * `--only=dashboard` run's; its public pages, plain page and big-table figures are kept.
 */
function withDashboardPart(results) {
  if (!existsSync('bench/results.json')) return results;
  const previous = JSON.parse(readFileSync('bench/results.json', 'utf8'));
  const dashboardPaths = new Set(DASHBOARD_PAGES.map((p) => p.path));
  const aboutDashboard = (m) =>
    m.includes(' -> ') || [...dashboardPaths].some((path) => m.startsWith(`${path}:`) || m.startsWith(`${path} (`));
  return {
    ...previous,
    dashboardDate: results.date,
    pages: [...previous.pages.filter((r) => r.kind !== 'dashboard'), ...results.pages],
    navigation: results.navigation,
    misses: [...(previous.misses ?? []).filter((m) => !aboutDashboard(m)), ...results.misses],
  };
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
