// Screenshots of pages in every combination we support, for looking at layout by eye.
// Usage: node tools/screenshots.mjs <baseURL> <outDir> [<path> ...]
//   e.g. node tools/screenshots.mjs http://127.0.0.1:4321 /tmp/shots apps/hr/employees/ dashboard/
//   Without paths: every dashboard page (from the screen definitions), at both widths, both modes, both directions.
// Env: WIDTHS=1440,390  MODES=light,dark  LANGS=en,ar  FULL=1 (whole page, not just the viewport)
// Dashboard paths open signed in as the demo account (the session the login page would store).
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

const [baseURL, outDir, ...given] = process.argv.slice(2);
if (!baseURL || !outDir) {
  console.error('usage: node tools/screenshots.mjs <baseURL> <outDir> [<path> ...]');
  process.exit(2);
}
/** Every signed-in page: the screen definitions outside the public `pages` group. */
async function dashboardPaths() {
  const { SCREEN_DEFINITIONS } = await import('../src/screens/index.ts');
  return SCREEN_DEFINITIONS.filter((s) => s.group !== 'pages').map((s) => s.path);
}
const paths = given.length > 0 ? given : await dashboardPaths();
const list = (name, fallback) => (process.env[name] ?? fallback).split(',').filter(Boolean);
const widths = list('WIDTHS', '1440,390').map(Number);
const modes = list('MODES', 'light,dark');
const langs = list('LANGS', 'en,ar');
const DEMO_USER = {
  id: 1,
  email: 'admin@stride.dev',
  username: 'admin',
  firstName: 'Alex',
  lastName: 'Morgan',
  token: 'stride-fake-jwt-token',
};

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
for (const path of paths) {
  for (const width of widths) {
    for (const mode of modes) {
      const context = await browser.newContext({ viewport: { width, height: width < 800 ? 844 : 900 }, deviceScaleFactor: 1 });
      await context.addInitScript(
        ([user, m]) => {
          sessionStorage.setItem('stride:user', JSON.stringify(user));
          localStorage.setItem('stride:settings', JSON.stringify({ mode: m }));
        },
        [DEMO_USER, mode],
      );
      const page = await context.newPage();
      for (const lang of langs) {
        const url = `${baseURL.replace(/\/$/, '')}/${lang === 'en' ? '' : `${lang}/`}${path.replace(/^\//, '')}`;
        await page.goto(url, { waitUntil: 'networkidle' });
        // Let the fake backend answer and the islands settle.
        await page.waitForTimeout(Number(process.env.SETTLE_MS ?? 1500));
        const file = join(outDir, `${path.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home'}-${width}-${mode}-${lang}.png`);
        await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
        console.log(file);
      }
      await context.close();
    }
  }
}
await browser.close();
