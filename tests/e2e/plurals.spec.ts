import { test, expect } from './fixtures.ts';
import type { Page } from '@playwright/test';

const USER = { id: 1, email: 'admin@stride.dev', username: 'admin', firstName: 'Alex', lastName: 'Morgan', token: 'stride-fake-jwt-token' };

/** A signed-in tab whose shared cart holds `count` pairs of shoes (at most 99 of one kind, so two kinds). */
async function signInWithCart(page: Page, count: number) {
  await page.addInitScript(
    ([user, cart]) => {
      sessionStorage.setItem('stride:user', user);
      localStorage.setItem('stride:cart', cart);
    },
    [JSON.stringify(USER), JSON.stringify({ 'velocity-tempo': Math.min(count, 99), 'trail-blazer': Math.max(count - 99, 0) })] as const,
  );
}

const cartLabel = async (page: Page, prefix: string, count: number) => {
  await signInWithCart(page, count);
  await page.goto(`${prefix}/dashboard/`);
  return page.locator('[data-cart-link]');
};

test.describe('counts read right in every language', () => {
  test('English: one item, several items', async ({ page }) => {
    await expect(await cartLabel(page, '', 1)).toHaveAttribute('aria-label', 'Cart: 1 item');
    await page.evaluate(() => {
      // Another tab changing the cart: the shared store follows, and the label with it.
      const items = JSON.stringify({ 'velocity-tempo': 4 });
      localStorage.setItem('stride:cart', items);
      window.dispatchEvent(new StorageEvent('storage', { key: 'stride:cart', newValue: items, storageArea: localStorage }));
    });
    await expect(page.locator('[data-cart-link]')).toHaveAttribute('aria-label', 'Cart: 4 items');
  });

  for (const [count, label] of [
    [1, 'Корзина: 1 товар'],
    [2, 'Корзина: 2 товара'],
    [5, 'Корзина: 5 товаров'],
  ] as const) {
    test(`Russian: ${count}`, async ({ page }) => {
      await expect(await cartLabel(page, '/ru', count)).toHaveAttribute('aria-label', label);
    });
  }

  for (const [count, label] of [
    [0, 'السلة فارغة'],
    [1, 'السلة: عنصر واحد'],
    [2, 'السلة: عنصران'],
    [3, 'السلة: 3 عناصر'],
    [11, 'السلة: 11 عنصرًا'],
    [100, 'السلة: 100 عنصر'],
  ] as const) {
    test(`Arabic: ${count}`, async ({ page }) => {
      await expect(await cartLabel(page, '/ar', count)).toHaveAttribute('aria-label', label);
    });
  }

  test('English: the products grid offers "1 star & up" and "2 stars & up"', async ({ page }) => {
    await signInWithCart(page, 0);
    await page.goto('/apps/ecommerce/products-grid/');
    const rating = page.getByLabel('Rating', { exact: true }).first();
    await expect(rating.locator('option', { hasText: '1 star & up' })).toHaveCount(1);
    await expect(rating.locator('option', { hasText: '2 stars & up' })).toHaveCount(1);
    await expect(page.getByText(/ 1 stars/)).toHaveCount(0);
  });
});
