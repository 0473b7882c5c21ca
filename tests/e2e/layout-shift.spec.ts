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

  // The orders list has a totals row under its rows.
  for (const path of ['apps/hr/employees/', 'apps/users/list/', 'apps/ecommerce/orders/']) {
    test(`${path} at 1350 px: the headers and pager stay where the skeleton put them`, async ({ page }) => {
      await page.setViewportSize({ width: 1350, height: 940 });
      await recordShifts(page);
      // Not the load event: the list's 500 ms answer may land before it, and the skeleton would be gone by the first look.
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const pagerTop = async () => (await page.getByTestId('table-showing').boundingBox())?.y ?? -1;
      await expect(page.locator('main [data-skeleton-row]').first()).toBeVisible();
      const loadingTop = await pagerTop();
      await expect(page.locator('main [data-skeleton-row]')).toHaveCount(0, { timeout: 15_000 });
      await expect(page.locator('main tbody tr').first()).toBeVisible();
      // In view below the rows, the pager moving as they arrive is a shift on its own; a pixel is within rounding.
      expect(Math.abs((await pagerTop()) - loadingTop)).toBeLessThanOrEqual(1);
      const { cls, moved } = await settledShifts(page);
      expect(cls, moved.join('\n')).toBeLessThan(MAX_CLS);
    });
  }

  // The invoice, then its customer, arrive into the placeholders of a card that keeps the footer below the fold.
  for (const [width, height] of [
    [390, 844],
    [1350, 940],
  ] as const) {
    test(`an invoice's page at ${width} px: nothing moves as the invoice and its customer arrive`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await recordShifts(page);
      await page.goto('apps/invoices/invoice/?id=1', { waitUntil: 'domcontentloaded' });
      await expect(page.locator('[data-invoice-loading]')).toBeVisible();
      await expect(page.locator('[data-bill-to]')).toBeVisible({ timeout: 15_000 });
      const { cls, moved } = await settledShifts(page);
      expect(cls, moved.join('\n')).toBeLessThan(MAX_CLS);
    });
  }

  test('the task board on a 390 px phone: the picker keeps its room, so the filters stay as the boards arrive', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await recordShifts(page);
    await page.goto('apps/tasks/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('[data-board-picker-loading]')).toBeVisible();
    await expect(page.getByTestId('board-columns')).toBeVisible({ timeout: 15_000 });
    const { cls, moved } = await settledShifts(page);
    expect(cls, moved.join('\n')).toBeLessThan(MAX_CLS);
  });

  test('the orders list at 1350 px with Inter arriving late: the swap from the fallback face barely moves a column', async ({ page }) => {
    await page.setViewportSize({ width: 1350, height: 940 });
    // Inter held back until the page has painted with its fallback face, as on a slow first visit.
    await page.route('**/*.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await recordShifts(page);
    await page.goto('apps/ecommerce/orders/');
    await expect(page.locator('main tbody tr:not([data-skeleton-row])').first()).toBeVisible({ timeout: 15_000 });
    await page.waitForFunction(() => document.fonts.check('600 14px "Inter Variable"') && document.fonts.status === 'loaded');
    const { cls, moved } = await settledShifts(page);
    expect(cls, moved.join('\n')).toBeLessThan(MAX_CLS);
  });
});
