import type { Page } from '@playwright/test';
import { SCREEN_DEFINITIONS } from '../../src/screens/index.ts';
import type { ListScreen, ScreenDefinition } from '../../src/screens/define.ts';
import { expect, loaded, showing, test } from './screens-helpers.ts';
import { DASHBOARD_PATHS, TABLES } from './table-screens.ts';

/** List screens whose definition has a status column: their cards show it. */
const WITH_STATUS = new Set(
  (SCREEN_DEFINITIONS as readonly ScreenDefinition[])
    .filter((s): s is ListScreen => s.kind === 'list' && s.columns.some((c) => c.kind === 'status' && !c.hidden))
    .map((s) => s.path),
);

/** Waits until a dashboard page shows what it loads (rows, cards, events, the overview or the account pages). */
async function settled(page: Page, path: string) {
  if (path.startsWith('pages-')) await expect(page.locator('[data-account-state="ready"]')).toBeVisible({ timeout: 30_000 });
  else if (path.startsWith('dashboard')) await expect(page.locator('[data-overview-state="ready"]')).toBeVisible({ timeout: 30_000 });
  else if (path.includes('calendar'))
    await expect(page.locator('.stride-calendar [class*="event-"]').first()).toBeVisible({ timeout: 30_000 });
  else await loaded(page);
}

/** How far the page scrolls sideways (0 when it fits the window). */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('lists at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  for (const screen of TABLES) {
    test(`${screen.path}: the row actions are on screen and nothing scrolls sideways`, async ({ page }) => {
      await page.goto(screen.path);
      await loaded(page);
      const frame = page
        .locator('main section')
        .filter({ has: page.locator('table') })
        .locator('table')
        .locator('..');
      expect(await frame.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
      const action = page
        .locator('main tbody tr')
        .first()
        .getByRole('button', { name: /^(Edit|Delete) / })
        .last();
      await expect(action).toBeInViewport();
      const box = (await action.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(1440);
      expect(await sideways(page)).toBeLessThanOrEqual(0);
    });
  }

  test('a column hidden to fit is one click away in the Columns menu', async ({ page }) => {
    await page.goto('apps/hr/employees/');
    await loaded(page);
    await page.locator('main summary', { hasText: 'Columns' }).click();
    const off = page.locator('main fieldset input[type="checkbox"]:not(:checked)');
    const count = await off.count();
    expect(count).toBeGreaterThan(0);
    const label = (await off.first().locator('..').innerText()).trim();
    await off.first().check();
    await expect(page.locator('main thead th').filter({ hasText: new RegExp(`^${label}`, 'i') })).toHaveCount(1);
  });

  test('page 2 of Employees says which rows it shows', async ({ page }) => {
    await page.goto('apps/hr/employees/');
    await loaded(page);
    await page.getByRole('button', { name: 'Next' }).click();
    // The sample company's 512 employees: 12 sample ones, 400 generated on the staff and 100 who left.
    await expect(showing(page)).toHaveText('Showing 11–20 of 512 Results');
    await page.goto('ar/apps/hr/employees/');
    await loaded(page);
    await page.getByRole('navigation', { name: 'التنقل بين الصفحات' }).getByRole('button').last().click();
    // The Arabic pages write Latin digits (their number format), the plural form of 512 and the same range.
    await expect(showing(page)).toHaveText('عرض 11–20 من 512 نتيجة');
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const path of DASHBOARD_PATHS) {
    test(`${path}: nothing scrolls sideways (en and ar)`, async ({ page }) => {
      for (const lang of ['', 'ar/']) {
        await page.goto(`${lang}${path}`);
        await settled(page, path);
        expect(await sideways(page), `${lang}${path}`).toBeLessThanOrEqual(0);
      }
    });
  }

  for (const screen of TABLES) {
    test(`${screen.path}: each row is a card with its title, status and actions on screen`, async ({ page }) => {
      await page.goto(screen.path);
      await loaded(page);
      const cards = page.locator('[data-row-card]');
      await expect(cards.first()).toBeVisible();
      expect(await page.locator('main table').count()).toBe(0);
      for (const card of await cards.all()) {
        await expect(card.locator('[data-card-title]')).not.toHaveText('');
        if (WITH_STATUS.has(screen.path)) await expect(card.locator('[data-card-status]')).not.toHaveText('');
      }
      const action = cards
        .first()
        .getByRole('button', { name: /^(Edit|Delete) / })
        .first();
      await expect(action).toBeInViewport({ ratio: 1 });
    });
  }

  test('/admin/users/ and /admin/activity/: each account and each entry is a card, wholly on screen', async ({ page }) => {
    await page.goto('admin/users/');
    const card = page.locator('[data-user="editor@stride.dev"]');
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card.getByRole('combobox')).toBeInViewport({ ratio: 1 });
    await expect(card.getByText('Active', { exact: true })).toBeInViewport({ ratio: 1 });
    await expect(card.getByText(/^Last sign-in: /)).toBeVisible();
    await expect(card.getByRole('button', { name: /^Deactivate/ })).toBeInViewport({ ratio: 1 });
    // A role change, so the activity log has an entry with a change in it (this test's fake backend is its own).
    await page.locator('[data-user="viewer@stride.dev"]').getByRole('combobox').selectOption('editor');
    await expect(page.getByText('Victor Okafor is now Editor', { exact: false })).toBeVisible();
    await page.goto('admin/activity/');
    const entry = page.locator('[data-entry]').first();
    await expect(entry).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('main thead')).not.toBeInViewport();
    // The shared table's card: the time and the action on top, then the actor, the record and the changes.
    const parts = await entry.locator('[data-card-title], [data-card-status], dd').all();
    expect(parts).toHaveLength(5);
    for (const part of parts) await expect(part).toBeInViewport({ ratio: 1 });
  });

  test('the filter tabs become a select, with nothing cut', async ({ page }) => {
    await page.goto('apps/ecommerce/orders/');
    await loaded(page);
    const select = page.getByRole('combobox', { name: /Filter by/ });
    await select.selectOption({ label: await select.locator('option').nth(2).innerText() });
    await expect(page).toHaveURL(/filter=/);
  });
});

test.describe('in Arabic', () => {
  test('a Latin address keeps its order in the user cards', async ({ page }) => {
    await page.goto('ar/apps/users/grid/');
    await loaded(page);
    const address = page.locator('[data-address]').filter({ hasText: 'Baker Street' });
    await expect(address).toHaveText('221 Baker Street, Tbilisi, Georgia');
    expect(await address.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  });

  test('a Latin address in the Arabic user cards looks as it should (screenshot)', async ({ page }) => {
    await page.goto('ar/apps/users/grid/');
    await loaded(page);
    const address = page.locator('[data-address]').filter({ hasText: 'Baker Street' });
    // The picture of the words, not only their text: a wrong order ("Baker Street, Tbilisi, 221 Georgia") moves most
    // of its pixels. The tolerance absorbs anti-aliasing differences between Chromium builds.
    await expect(address).toHaveScreenshot('ar-latin-address.png', { maxDiffPixelRatio: 0.05, threshold: 0.3 });
  });
});

test('Ctrl+K pressed right after the first paint opens the search', async ({ page }) => {
  // The islands' code is held back until the key has been pressed, so it is surely pressed before the search island
  // has hydrated (a fixed delay was not enough on a loaded machine: the page had hydrated before the key came).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('apps/hr/employees/', { waitUntil: 'commit' });
  // Waited for, not counted at once: the first header can be parsed before the islands are.
  await expect(page.locator('astro-island[ssr]').first()).toBeAttached();
  await page.keyboard.press('Control+k');
  release();
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
});
