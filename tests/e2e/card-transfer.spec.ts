// Import and Export on the card screens, and the bell's download of an import's failures report (fake backend): see
// card-transfer-steps.ts. Then the card bar at 1440 and 390 px, English and Arabic, light and dark: nothing overflows,
// the tools sit at the bar's end (mirrored in Arabic); screenshots in test-results/ for a person to look at.
import { expect, loaded, test } from './screens-helpers.ts';
import { downloadReportFromBell, exportSellersView, importSellers, SELLERS } from './card-transfer-steps.ts';

test('sellers import from the card bar, the bell downloads the report, and the searched, sorted view exports', async ({ page }) => {
  test.setTimeout(120_000);
  const tag = `Card${Date.now()}`;
  await page.goto(SELLERS);
  await loaded(page);
  await importSellers(page, tag);
  await downloadReportFromBell(page);
  await loaded(page);
  await exportSellersView(page, tag);
});

for (const width of [1440, 390])
  for (const lang of ['en', 'ar'] as const)
    for (const mode of ['light', 'dark'] as const)
      test.describe(`the card bar at ${width} px, ${lang}, ${mode}`, () => {
        test.use({ mode });
        test('fits, its tools at its end', async ({ page }, testInfo) => {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(`${lang === 'ar' ? '/ar' : ''}/apps/ecommerce/products-grid/`);
          await loaded(page);
          const bar = page.locator('main section > div.flex-wrap').first();
          const menu = bar.locator('[data-export-menu]');
          await expect(menu).toBeVisible();
          await expect(bar.locator('button[data-needs="productgrid.create"]', { has: page.locator('svg.lucide-upload') })).toBeVisible();
          const fits = await bar.evaluate((el) => el.scrollWidth <= el.clientWidth);
          expect(fits).toBe(true);
          const barBox = (await bar.boundingBox())!;
          const toolBox = (await menu.boundingBox())!;
          expect(toolBox.x).toBeGreaterThanOrEqual(0);
          expect(toolBox.x + toolBox.width).toBeLessThanOrEqual(width);
          // The tools sit at the bar's end: the right in English, the left in Arabic.
          const middle = barBox.x + barBox.width / 2;
          if (lang === 'ar') expect(toolBox.x + toolBox.width / 2).toBeLessThan(middle);
          else expect(toolBox.x + toolBox.width / 2).toBeGreaterThan(middle);
          await menu.locator('summary').click();
          const list = menu.locator('div').first();
          await expect(list).toBeVisible();
          const listBox = (await list.boundingBox())!;
          expect(listBox.x).toBeGreaterThanOrEqual(0);
          expect(listBox.x + listBox.width).toBeLessThanOrEqual(width);
          await page.screenshot({
            path: testInfo.outputPath(`card-bar-${width}-${lang}-${mode}.png`),
            clip: { ...barBox, height: barBox.height + 110 },
          });
        });
      });
