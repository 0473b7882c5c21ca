import { expectNoAxeViolations } from './fixtures.ts';
import { expect, test } from './screens-helpers.ts';

const SCREENS = [
  'apps/ecommerce/products/',
  'apps/ecommerce/products-grid/',
  'apps/ecommerce/orders/',
  'apps/ecommerce/sellers/',
  'apps/hr/employees/',
  'apps/hr/departments/',
  'apps/hr/holidays/',
  'apps/hr/leave-employee/',
  'apps/hr/leave-hr/',
  'apps/hr/attendance/',
  'apps/hr/estimates/',
  'apps/hr/expenses/',
  'apps/hr/salary/',
  'apps/notes/',
  'apps/calendar/',
  'apps/social/friends/',
  'apps/social/events/',
  'apps/users/list/',
  'apps/users/grid/',
];

for (const [mode, lang] of [['light', 'en'], ['dark', 'ar']] as const) {
  test.describe(`${mode} ${lang}`, () => {
    test.use({ mode });
    for (const path of SCREENS) {
      test(`axe: ${path}`, async ({ page }) => {
        await page.goto(`${lang === 'en' ? '' : `${lang}/`}${path}`);
        if (path.includes('calendar')) await expect(page.locator('.stride-calendar [role="button"][class*="event-"]').first()).toBeVisible({ timeout: 15_000 });
        else await expect(page.locator('main section[aria-busy="false"]').first()).toBeVisible({ timeout: 15_000 });
        await expect(page.locator('main tbody tr, main ul[aria-label] > li, .stride-calendar [role="button"][class*="event-"]').first()).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  });
}
