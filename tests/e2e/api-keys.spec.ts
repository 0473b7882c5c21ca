// API keys on the settings page against the fake backend (the steps: api-keys-steps.ts), a phone's width with no
// sideways scroll, Arabic right to left, dark mode, and no axe violation in the section.
import { axeOn, expect, test } from './fixtures.ts';
import { keyRound, makeKey, openKeys } from './api-keys-steps.ts';

test.use({ signedInAsDemo: true });
test.describe.configure({ timeout: 120_000 });

test('a key is made by keyboard, reads orders only, and is refused once revoked', async ({ page }) => {
  await keyRound(page, 'e2e reader');
});

test('the section fits a phone, reads right to left in Arabic, and passes axe in dark mode', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await openKeys(page);
  await makeKey(page, 'phone key');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const violations = (await axeOn(page).include('[data-testid="api-keys"]').analyze()).violations;
  expect(violations.map((v) => v.id)).toEqual([]);

  await page.goto('/ar/pages-settings/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('region', { name: 'مفاتيح API' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'مفاتيح API' }).getByTestId('api-key').first()).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
