// The finance dashboard's receivables open the invoices they sum (fake backend, the sample company): outstanding is the
// invoices sent, partly paid or overdue in US dollars, kept in the address as the invoices screen's value filters and
// shown as chips; clearing a chip shows every invoice again. At 1440 and 390 px, in English and Arabic, light and
// dark, the chips fit; a screenshot of each is in test-results/.
import { expect, loaded, test } from './screens-helpers.ts';

const SLOW = { timeout: 30_000 };

test('outstanding opens the invoices owed in US dollars; the chip clears the filter', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/dashboards/finance/');
  await expect(page.locator('[data-overview-state="ready"]')).toBeVisible(SLOW);
  await page.locator('[data-kpi="outstanding"] [data-kpi-link]').click();
  await expect(page).toHaveURL(/\/apps\/invoices\/\?status=sent%2Cpartly_paid%2Coverdue&currency=USD$/, SLOW);
  await loaded(page);
  await expect(page.locator('[data-value-filter="status"] bdi')).toHaveText('Status: Sent, Partly paid, Overdue');
  await expect(page.locator('[data-value-filter="currency"]')).toContainText('USD');
  const statuses = page.locator('main tbody tr td:last-child');
  await expect(statuses.first()).toBeVisible(SLOW);
  const shown = await page.locator('main tbody tr').allInnerTexts();
  expect(shown.length).toBeGreaterThan(0);
  for (const row of shown) expect(row).toMatch(/Sent|Partly paid|Overdue/);
  for (const row of shown) expect(row).toContain('$');

  await page.locator('[data-value-filter="status"] button').click();
  await expect(page.locator('[data-value-filter="status"]')).toHaveCount(0);
  await expect(page).not.toHaveURL(/status=/);
  await expect(page.locator('[data-value-filter="currency"]')).toBeVisible();
});

for (const width of [1440, 390])
  for (const lang of ['en', 'ar'] as const)
    for (const mode of ['light', 'dark'] as const)
      test.describe(`the invoices' value filters at ${width} px, ${lang}, ${mode}`, () => {
        test.use({ mode });
        test('fit the toolbar', async ({ page }, testInfo) => {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(`${lang === 'ar' ? '/ar' : ''}/apps/invoices/?status=sent,partly_paid,overdue&currency=USD`);
          await loaded(page);
          const chip = page.locator('[data-value-filter="status"]');
          await expect(chip).toBeVisible(SLOW);
          const box = (await chip.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(width);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          await page.screenshot({ path: testInfo.outputPath(`invoices-owed-${width}-${lang}-${mode}.png`) });
        });
      });
