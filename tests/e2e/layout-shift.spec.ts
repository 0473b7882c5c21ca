import { expect, test } from './fixtures.ts';
import { MAX_CLS, recordShifts, settledShifts } from './layout-shifts.ts';

test.describe('dashboard pages do not shift while their data loads (500 ms answers)', () => {
  // The end-to-end build answers after 40 ms, too soon for the loading states to be seen.
  test.use({ fakeLatencyMs: 500, signedInAsDemo: true });

  test('the calendar on a 390 px phone: the view switcher under the list stays put as the list loads', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-21T10:00:00'));
    await page.setViewportSize({ width: 390, height: 844 });
    await recordShifts(page);
    await page.goto('apps/calendar/');
    const calendar = page.locator('.stride-calendar');
    // The phone layout opens on the month's list, then fills it with the events.
    await expect(calendar.locator('.stride-fc[data-view="listMonth"]')).toBeVisible({ timeout: 15_000 });
    await expect(calendar).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
    await expect(calendar.locator('.stride-fc [class*="event-"]').first()).toBeVisible();
    const { cls, moved } = await settledShifts(page);
    expect(cls, moved.join('\n')).toBeLessThan(MAX_CLS);
  });

  test('the dashboard at 1350 px: its placeholders keep the footer below the fold until the cards arrive', async ({ page }) => {
    await page.setViewportSize({ width: 1350, height: 940 });
    // A second visit, as after signing in: the fake backend is already installed and the loading state is short.
    await page.goto('dashboard/');
    await expect(page.locator('[data-overview-state="ready"]')).toBeVisible({ timeout: 15_000 });
    await recordShifts(page);
    await page.reload();
    const footerTop = async () => (await page.locator('footer.shell-footer').boundingBox())?.y ?? 0;
    await expect(page.locator('[data-overview-state="loading"]')).toBeVisible();
    const loadingTop = await footerTop();
    await expect(page.locator('[data-overview-state="ready"]')).toBeVisible({ timeout: 15_000 });
    // A footer in view while the cards load would move when they arrive (a shift of about 0.01 on its own); below the
    // fold it may move, since what is out of view does not shift for the visitor.
    expect(loadingTop).toBeGreaterThanOrEqual(940);
    expect(await footerTop()).toBeGreaterThanOrEqual(940);
    const { cls, moved } = await settledShifts(page);
    expect(cls, moved.join('\n')).toBeLessThan(MAX_CLS);
  });

  for (const path of ['apps/hr/employees/', 'apps/users/list/']) {
    test(`${path} at 1350 px: the headers and pager stay where the skeleton put them`, async ({ page }) => {
      await page.setViewportSize({ width: 1350, height: 940 });
      await recordShifts(page);
      await page.goto(path);
      await expect(page.locator('main [data-skeleton-row]').first()).toBeVisible();
      await expect(page.locator('main [data-skeleton-row]')).toHaveCount(0, { timeout: 15_000 });
      await expect(page.locator('main tbody tr').first()).toBeVisible();
      const { cls, moved } = await settledShifts(page);
      expect(cls, moved.join('\n')).toBeLessThan(MAX_CLS);
    });
  }
});
