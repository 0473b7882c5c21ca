import { test as base } from '@playwright/test';
import { MAX_CLS, recordShifts, shiftsSoFar } from './layout-shifts.ts';
import { expect, test } from './screens-helpers.ts';

test.describe('dashboard on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the top bar's logo link keeps its name when the word is hidden", async ({ page }) => {
    await page.goto('/apps/ecommerce/orders/');
    const logo = page.locator('.topbar .brand');
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAccessibleName('Stride');
  });

  test.describe('with the production latency, so the skeleton is on screen long enough to be seen', () => {
    // The end-to-end build answers after 40 ms: on a fast machine the rows are in before `goto` returns.
    test.use({ fakeLatencyMs: 500 });

    test('the orders cards do not shift while their rows load: the skeleton holds a page of cards (CLS at 390 px)', async ({ page }) => {
      await recordShifts(page);
      await page.goto('/apps/ecommerce/orders/');
      await expect(page.locator('main [data-skeleton-card]')).toHaveCount(10);
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
      await page.waitForTimeout(500);
      const { cls, moved } = await shiftsSoFar(page);
      expect(cls, moved.join('\n')).toBeLessThanOrEqual(MAX_CLS);
    });
  });

  test('the first HTML of a list is already the phone layout: cards with the select-all line, no table', async ({ page }) => {
    // Only the page's own HTML and inline scripts: what paints before any module loads (and the hydration decides).
    await page.route(/\/_astro\/.*\.js$/, (route) => route.abort());
    await page.goto('/apps/ecommerce/orders/');
    const main = page.locator('main');
    await expect(main.locator('[data-skeleton-card]').first()).toBeVisible();
    await expect(main.locator('[data-testid="table-cards"]').getByText('Select all rows on this page')).toBeVisible();
    await expect(main.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
    await expect(main.locator('table')).toBeHidden();
    await expect(main.getByRole('group', { name: 'Filter by Delivery status' })).toBeHidden();
  });

  test("the calendar's first HTML already holds the phone's hint, the list view's, so the view switch moves nothing", async ({ page }) => {
    await page.route(/\/_astro\/.*\.js$/, (route) => route.abort());
    await page.goto('/apps/calendar/');
    const calendar = page.locator('.stride-calendar');
    await expect(calendar.getByText(/^Click an event to edit or delete it/)).toBeVisible();
    await expect(calendar.getByText(/^Click a day to add an event/)).toBeHidden();
  });

  test('the calendar keeps the footer below the fold from the first paint, so nothing shifts as it loads', async ({ page }) => {
    await page.goto('/apps/calendar/');
    const footer = page.locator('footer.shell-footer');
    const top = async () => (await footer.boundingBox())?.y ?? 0;
    expect(await top()).toBeGreaterThanOrEqual(844);
    await expect(page.locator('.stride-calendar[aria-busy="false"]')).toBeVisible({ timeout: 30_000 });
    expect(await top()).toBeGreaterThanOrEqual(844);
  });
});

base('public pages carry their CSS inline: no stylesheet request blocks the first paint', async ({ page }) => {
  for (const path of ['/', '/product-landing/', '/pages-404/']) {
    await page.goto(path);
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
    await expect(page.locator('h1').first()).toBeVisible();
  }
});
