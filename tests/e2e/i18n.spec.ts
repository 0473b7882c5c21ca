import { test, expect } from './fixtures.ts';

test('every locale is served with the right lang and dir', async ({ page }) => {
  for (const [prefix, lang, dir] of [
    ['', 'en', 'ltr'],
    ['/fr', 'fr', 'ltr'],
    ['/ar', 'ar', 'rtl'],
    ['/ja', 'ja', 'ltr'],
  ] as const) {
    await page.goto(`${prefix}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
  }
});
