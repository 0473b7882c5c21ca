import { test, expect, loaded } from './screens-helpers.ts';

test.describe('an island that fails says so', () => {
  test('a screen whose code cannot load shows the error panel, logs the error, and keeps the shell', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // The add/edit dialog's code is fetched when first needed: make that fetch fail, as a broken deploy would
    // (on the context, so the fetch is caught even when the fake backend's service worker passes it on).
    await page.context().route(/\/_astro\/FormDialog\.[^/]+\.js$/, (route) => route.abort());
    await page.goto('/apps/ecommerce/orders/');
    await loaded(page);
    await page.getByRole('button', { name: 'Add', exact: true }).click();

    const panel = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard/');
    await expect(page.locator('#sidebar').getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.locator('[data-cart-link]')).toBeVisible();
    expect(errors.some((text) => text.includes('An island failed to render'))).toBe(true);

    await panel.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard\/$/);
  });

  test('in Arabic the panel is translated', async ({ page }) => {
    await page.context().route(/\/_astro\/FormDialog\.[^/]+\.js$/, (route) => route.abort());
    await page.goto('/ar/apps/ecommerce/orders/');
    await loaded(page);
    await page.getByRole('button', { name: 'إضافة', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'حدث خطأ ما' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  });
});
