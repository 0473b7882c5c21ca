import { test as plain, expect, type Page } from '@playwright/test';
import { test as signedIn } from './screens-helpers.ts';

/**
 * No page may log a console error or throw: a React hydration mismatch, a CSP refusal, a failed chunk or an
 * unhandled rejection all show up there first, long before anyone notices them on screen.
 * React's production build reports a mismatched text but stays silent about mismatched attributes (the unit test
 * of `useHydratedStore` covers their usual cause, a store holding data before an island hydrates); to check them
 * here too, run this file against `astro dev` (`BASE_URL=http://127.0.0.1:4321 npx playwright test tests/e2e/console.spec.ts`).
 */

const LANGS = ['', 'ar/'] as const;
const PUBLIC_PAGES = [
  '',
  'product-landing/',
  'pages-coming-soon/',
  'pages-maintenance/',
  'pages-404/',
  'pages-offline/',
  'auth/login/',
  'auth/register/',
  'auth/forgot-password/',
  'auth/reset-password/?token=demo',
];
/** The overview, one screen of each kind (table, cards, notes, calendar) and the two account pages. */
const DASHBOARD_PAGES = [
  'dashboard/',
  'apps/ecommerce/orders/',
  'apps/ecommerce/products-grid/',
  'apps/notes/',
  'apps/calendar/',
  'pages-account/',
  'pages-settings/',
];

/** Collects every console error and uncaught exception of the page, with the URL it happened on. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()} console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()} uncaught: ${error.message}`));
  return problems;
}

/** Every island hydrated (Astro drops `ssr` from an island once it has) and the network quiet. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 20_000 });
  await page.waitForLoadState('networkidle');
}

/** Signs in with the demo account on the login page of `lang` (a path prefix, '' or 'ar/'), to a settled overview. */
async function signInThroughTheForm(page: Page, lang: string) {
  await page.goto(`/${lang}auth/login/`);
  await settled(page);
  await page.locator('input[type="email"]').fill('admin@stride.dev');
  await page.locator('input[type="password"]').fill('stride-demo');
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(`**/${lang}dashboard/`, { timeout: 30_000 });
  await settled(page);
}

for (const lang of LANGS) {
  plain.describe(`public pages /${lang}`, () => {
    for (const path of PUBLIC_PAGES) {
      plain(`/${lang}${path} logs no error`, async ({ page }) => {
        const problems = watchConsole(page);
        await page.goto(`/${lang}${path}`);
        await settled(page);
        expect(problems).toEqual([]);
      });
    }
  });

  signedIn.describe(`dashboard /${lang}`, () => {
    for (const path of DASHBOARD_PAGES) {
      signedIn(`/${lang}${path} logs no error`, async ({ page }) => {
        const problems = watchConsole(page);
        await page.goto(`/${lang}${path}`);
        await settled(page);
        // The screen's data has arrived from the fake backend and been rendered.
        await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
        expect(problems).toEqual([]);
      });
    }
  });

  plain(`/${lang}: signing in, then the overview and the orders screen, logs no error`, async ({ page }) => {
    plain.setTimeout(90_000);
    const problems = watchConsole(page);
    await signInThroughTheForm(page, lang);
    await page.goto(`/${lang}apps/ecommerce/orders/`);
    await settled(page);
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
    expect(problems).toEqual([]);
  });

  plain(`/${lang}: the orders screen reached by the sidebar link after the overview hydrates without a mismatch`, async ({ page }) => {
    plain.setTimeout(90_000);
    const problems = watchConsole(page);
    await signInThroughTheForm(page, lang);
    // The overview has fetched the orders into the shared store; moving on without a page load hydrates the
    // orders screen while that store already holds rows its server-rendered HTML does not show.
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
    await page.locator(`#sidebar a[href="/${lang}apps/ecommerce/orders/"]`).click();
    await page.waitForURL(`**/${lang}apps/ecommerce/orders/`);
    await settled(page);
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
    // React's production build names a hydration mismatch by its error number (418 text, 419/423/425 the others).
    expect(problems.filter((p) => /hydrat|React error #4(18|19|23|25)/i.test(p))).toEqual([]);
  });
}
