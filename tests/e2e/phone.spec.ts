import { test as base } from '@playwright/test';
import { expect, test } from './screens-helpers.ts';

test.describe('dashboard on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the top bar's logo link keeps its name when the word is hidden", async ({ page }) => {
    await page.goto('/apps/ecommerce/orders/');
    const logo = page.locator('.topbar .brand');
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAccessibleName('Stride');
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
