// Public pages paint from their first response alone: no stylesheet, script, font or eager image is fetched before the
// first paint; their scripts run right after it, and Inter replaces the local fallback face once the page has loaded.
import { test, expect } from './fixtures.ts';
import { recordShifts, settledShifts } from './layout-shifts.ts';

const PUBLIC_PAGES = ['/', '/product-landing/', '/pages-coming-soon/', '/pages-maintenance/', '/pages-404/', '/pages-offline/', '/ar/'];

for (const path of PUBLIC_PAGES) {
  test(`${path} fetches nothing before its first paint`, async ({ page }) => {
    await page.goto(path);
    // The check below means something only if the page does fetch things, after the paint: Inter, once the page has
    // loaded and painted (on a busy machine that can come after the network has been idle for a while).
    if (path !== '/pages-maintenance/')
      await expect
        .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((r) => new URL(r.name).pathname.endsWith('.woff2'))))
        .toBe(true);
    await page.waitForLoadState('networkidle');
    const { firstPaint, early } = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.NaN;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const name = (r: PerformanceResourceTiming) => new URL(r.name).pathname;
      // Lazy images the browser finds on the first screen may start at once: they are fetched at low priority, after
      // the page itself, and nothing waits for them.
      const lazy = new Set([...document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')].map((img) => new URL(img.src).pathname));
      return {
        firstPaint: paint,
        early: resources.filter((r) => r.startTime < paint && !name(r).endsWith('favicon.svg') && !lazy.has(name(r))).map(name),
      };
    });
    expect(firstPaint).toBeGreaterThan(0);
    expect(early).toEqual([]);
  });
}

test('the shop starts its script after the first paint and works', async ({ page }) => {
  await page.goto('/product-landing/');
  await expect(page.locator('html')).toHaveAttribute('data-scripts-ready', '');
  await page.getByRole('article', { name: 'Canvas Classic' }).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.locator('[data-cart-badge]')).toHaveText('1');
});

test('a public page switches to Inter once loaded, and the next page of the visit uses it from the start', async ({ page }) => {
  await page.goto('/pages-404/');
  await expect(page.locator('html')).toHaveClass(/\bwebfont\b/);
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"', 'Stride'))).toBe(true);
  await page.addInitScript(() => {
    // Records whether Inter was already chosen when the page's first element was parsed.
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        sessionStorage.setItem('webfont-at-parse', String(document.documentElement.classList.contains('webfont')));
    });
  });
  await page.goto('/pages-offline/');
  expect(await page.evaluate(() => sessionStorage.getItem('webfont-at-parse'))).toBe('true');
});

test.describe('on a phone, the switch to Inter moves nothing', () => {
  test.use({ viewport: { width: 412, height: 823 } });
  for (const path of ['', 'product-landing/', 'pages-404/', 'pages-offline/', 'pages-coming-soon/']) {
    test(`/${path}: no layout shift from the fallback face to Inter`, async ({ page }) => {
      await recordShifts(page);
      await page.goto(`/${path}`);
      await expect(page.locator('html')).toHaveClass(/\bwebfont\b/);
      await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"', 'Stride'))).toBe(true);
      const { cls, moved } = await settledShifts(page);
      expect(cls, moved.join('\n')).toBeLessThan(0.01);
    });
  }
});

test('the maintenance page ships no JavaScript and keeps the local fallback face', async ({ page }) => {
  await page.goto('/pages-maintenance/');
  await page.waitForLoadState('networkidle');
  expect(await page.locator('script').count()).toBe(0);
  await expect(page.locator('html')).not.toHaveClass(/\bwebfont\b/);
  const family = await page.locator('h1').evaluate((h) => getComputedStyle(h).fontFamily);
  expect(family.startsWith('"Inter Fallback"')).toBe(true);
});
