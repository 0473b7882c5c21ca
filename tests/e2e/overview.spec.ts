import { test, expect, expectNoAxeViolations } from './fixtures.ts';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

const USER = { id: 1, email: 'admin@stride.dev', username: 'admin', firstName: 'Alex', lastName: 'Morgan', token: 'stride-fake-jwt-token' };
const SLOW = { timeout: 25_000 };
test.describe.configure({ timeout: 90_000 });

interface Order {
  id: number;
  orderId: string;
  orderDate: string;
  customerName: string;
  amount: number;
  deliveryStatus: string;
}
interface Product {
  id: number;
  productName: string;
  revenue: number;
  stock: number;
}
const orders: Order[] = JSON.parse(readFileSync('src/content/data/order.json', 'utf8'));
const products: Product[] = JSON.parse(readFileSync('src/content/data/product.json', 'utf8'));
const money = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);

async function signIn(page: Page) {
  await page.addInitScript((user) => sessionStorage.setItem('stride:user', user), JSON.stringify(USER));
}

test.describe('overview with the sample data', () => {
  test('KPI cards, charts, recent orders and top products come from the stores', async ({ page }) => {
    await signIn(page);
    await page.goto('/dashboard/');
    await expect(page.locator('[data-overview-state="ready"]')).toBeVisible(SLOW);

    const kpis = page.locator('[data-kpi]');
    await expect(kpis).toHaveCount(4);
    await expect(kpis.nth(0)).toContainText(`Orders${orders.length}`);
    await expect(kpis.nth(1)).toContainText(money(orders.reduce((s, o) => s + o.amount, 0)));
    await expect(kpis.nth(2)).toContainText(`Customers${new Set(orders.map((o) => o.customerName)).size}`);
    await expect(kpis.nth(3)).toContainText(`Products${products.length}`);

    // Chart 1: one bar per month between the first and the last order (its data table is for screen readers).
    const months = new Set(orders.map((o) => o.orderDate.slice(0, 7)));
    const table = page.getByRole('table', { name: 'Revenue by month' });
    await expect(table.locator('tbody tr')).toHaveCount(months.size);
    await expect(page.locator('figure svg rect')).toHaveCount(months.size);

    // Chart 2: orders by delivery status, with counts in the legend.
    const delivered = orders.filter((o) => o.deliveryStatus === 'Delivered').length;
    const status = page.locator('section', { has: page.getByRole('heading', { name: 'Orders by delivery status' }) });
    await expect(status.getByRole('listitem')).toHaveCount(6);
    await expect(status.getByRole('listitem').filter({ hasText: 'Delivered' })).toContainText(String(delivered));

    // Recent orders: the five newest first.
    const newest = [...orders].sort((a, b) => b.orderDate.localeCompare(a.orderDate) || b.id - a.id).slice(0, 5);
    const recent = page.locator('section', { has: page.getByRole('heading', { name: 'Recent orders' }) });
    const rows = recent.locator('tbody tr');
    await expect(rows).toHaveCount(5);
    await expect(rows.first()).toContainText(newest[0]!.orderId);
    await expect(recent.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/apps/ecommerce/orders/');

    // Top products by revenue.
    const best = [...products].sort((a, b) => b.revenue - a.revenue)[0]!;
    const top = page.locator('section', { has: page.getByRole('heading', { name: 'Top products' }) });
    await expect(top.getByRole('listitem').first()).toContainText(best.productName);
  });

  test('numbers and dates follow the page language', async ({ page }) => {
    await signIn(page);
    await page.goto('/de/dashboard/');
    await expect(page.locator('[data-overview-state="ready"]')).toBeVisible(SLOW);
    const revenue = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'USD' }).format(orders.reduce((s, o) => s + o.amount, 0));
    await expect(page.locator('[data-kpi]').nth(1)).toContainText(revenue);
    await expect(page.getByRole('heading', { name: 'Umsatz pro Monat' })).toBeVisible();
  });
});

test.describe('overview states (real network, no fake backend)', () => {
  // Without the service worker the API calls reach the network, where the test answers them.
  test.use({ serviceWorkers: 'block' });

  test('loading, then the error state with a working retry', async ({ page }) => {
    await signIn(page);
    let fail = true;
    await page.route('**/app/order*', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      if (fail)
        await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Database unavailable' }) });
      else await route.fulfill({ json: orders });
    });
    await page.route('**/app/product*', (route) => route.fulfill({ json: products }));
    await page.goto('/dashboard/');
    await expect(page.locator('[data-overview-state="loading"]')).toBeVisible(SLOW);
    await expect(page.locator('[data-overview-state="loading"]')).toHaveAttribute('aria-busy', 'true');
    const error = page.locator('[data-overview-state="error"]');
    await expect(error).toBeVisible(SLOW);
    await expect(error).toContainText('The overview could not be loaded.');
    await expect(error).toContainText('Database unavailable');
    fail = false;
    await error.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('[data-overview-state="ready"]')).toBeVisible(SLOW);
  });

  test('the empty state', async ({ page }) => {
    await signIn(page);
    await page.route('**/app/order*', (route) => route.fulfill({ json: [] }));
    await page.route('**/app/product*', (route) => route.fulfill({ json: [] }));
    await page.goto('/dashboard/');
    const empty = page.locator('[data-overview-state="empty"]');
    await expect(empty).toBeVisible(SLOW);
    await expect(empty.getByRole('link', { name: 'Go to products' })).toHaveAttribute('href', '/apps/ecommerce/products/');
    await expectNoAxeViolations(page, { exclude: ['[role="alert"]'] });
  });
});
