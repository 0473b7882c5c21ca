import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures.ts';
import { expect, test } from './screens-helpers.ts';
import { DASHBOARD_PATHS } from './table-screens.ts';

/**
 * axe-core finds no violations on any screen, light and dark, en and ar.
 * Every screen in English (checked in light, then switched to dark with the top bar's button, as a user would, and
 * checked again) and in Arabic on a phone in dark, plus the two kinds of form dialog
 * (the generic list form and the calendar's event dialog) opened and showing validation errors.
 */
const SCREENS = DASHBOARD_PATHS;

const COMBINATIONS = [
  ['light', 'en'],
  ['dark', 'en'],
  ['light', 'ar'],
  ['dark', 'ar'],
] as const;

// axe on a 50-row table takes a while on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

const EVENTS = '.stride-calendar [role="button"][class*="event-"]';

/** Opens the screen and waits until its data has rendered (what axe should see). */
async function open(page: Page, lang: 'en' | 'ar', path: string) {
  await page.goto(`${lang === 'en' ? '' : `${lang}/`}${path}`);
  if (path.startsWith('pages-')) {
    await expect(page.locator('[data-account-state="ready"]')).toBeVisible({ timeout: 30_000 });
    return;
  }
  if (path.startsWith('dashboard')) {
    await expect(page.locator('[data-overview-state="ready"]')).toBeVisible({ timeout: 30_000 });
    return;
  }
  if (path.startsWith('admin/webhooks')) {
    // A fresh browser has no endpoint: the loaded screen (its empty state) is what is checked.
    await expect(page.getByTestId('admin-webhooks')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
    return;
  }
  if (path.startsWith('admin/activity')) {
    // A fresh browser's trail may hold no entry yet: the loaded screen (rows or its empty state) is what is checked.
    await expect(page.getByTestId('admin-activity').locator('section')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
    return;
  }
  if (path.includes('calendar')) await expect(page.locator(EVENTS).first()).toBeVisible({ timeout: 30_000 });
  else await expect(page.locator('main section[aria-busy="false"]').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator(`main tbody tr, main ul[aria-label] > li, ${EVENTS}`).first()).toBeVisible();
}

/** Switches the page to dark with the top bar's button (axe waits until the colours have settled). */
async function switchToDark(page: Page) {
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  await page.locator('[data-mode-toggle]').click();
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'dark');
}

test.describe('light and dark en', () => {
  test.use({ mode: 'light' });
  for (const path of SCREENS) {
    test(`axe: ${path}`, async ({ page }) => {
      await open(page, 'en', path);
      await test.step('light', () => expectNoAxeViolations(page));
      await switchToDark(page);
      await test.step('dark', () => expectNoAxeViolations(page));
    });
  }
});

// Arabic once per screen, on a phone in dark: right to left, the phone layouts (cards, stacked KPIs) and the dark
// colours together. Its light colours and its wide layout are those checked in English.
test.describe('dark ar at 390 px', () => {
  test.use({ mode: 'dark', viewport: { width: 390, height: 844 } });
  for (const path of SCREENS) {
    test(`axe: ${path}`, async ({ page }) => {
      await open(page, 'ar', path);
      await expectNoAxeViolations(page);
    });
  }
});

for (const [mode, lang] of COMBINATIONS) {
  test.describe(`${mode} ${lang}`, () => {
    test.use({ mode });
    test('axe: list form dialog with errors (orders, Add)', async ({ page }) => {
      await open(page, lang, 'apps/ecommerce/orders/');
      await page
        .locator('main')
        .getByRole('button', { name: lang === 'en' ? 'Add' : 'إضافة', exact: true })
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.locator('form')).toBeVisible();
      await dialog.locator('button[type="submit"]').click();
      await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('axe: calendar event dialog with errors (edit)', async ({ page }) => {
      await open(page, lang, 'apps/calendar/');
      await page.locator(EVENTS).first().click();
      const dialog = page.getByRole('dialog');
      const title = dialog.locator('#ev-title');
      await expect(title).not.toHaveValue('');
      await title.fill('');
      await dialog.locator('button[type="submit"]').click();
      await expect(title).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page);
    });
  });
}
