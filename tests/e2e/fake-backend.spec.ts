import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

/** The login page with its form hydrated (a click before that would submit the plain HTML form). */
async function openLogin(page: Page) {
  await page.goto('/auth/login/');
  await page.locator('astro-island:not([ssr]) form').waitFor();
}

/**
 * The fake backend in a real browser: the MSW service worker answers the API with the sample data after
 * 500 ms, and the demo account signs in through POST /users/authenticate.
 */
test.describe('fake backend (MSW service worker)', () => {
  // Dev servers transform MSW on first use and the CI machine is shared: allow for a slow first start.
  test.setTimeout(90_000);
  test.describe('at the 500 ms of a production build', () => {
    // The end-to-end build answers after 40 ms; this test checks the latency users get.
    test.use({ fakeLatencyMs: 500 });
    test('signs in with the demo account through /users/authenticate, then serves 10 orders after 500 ms', async ({ page }) => {
      await openLogin(page);
      const authenticate = page.waitForResponse((r) => new URL(r.url()).pathname === '/users/authenticate');
      // The form is pre-filled with the demo account.
      await page.locator('form button[type="submit"]').click();
      const response = await authenticate;
      expect(response.status()).toBe(200);
      expect(response.fromServiceWorker()).toBe(true);
      await page.waitForURL('**/dashboard/', { timeout: 45_000 });

      // The answer (kept by the auth store) is the demo user with a random token of this sign-in.
      const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('stride:user') ?? 'null'));
      expect(stored).toEqual({
        id: 1,
        email: 'admin@stride.dev',
        username: 'admin',
        firstName: 'Alex',
        lastName: 'Morgan',
        token: expect.stringMatching(/^[\w-]{43}$/),
        role: 'admin',
        permissions: expect.arrayContaining(['order.read', 'users.manage', 'audit.read']),
      });

      // The dashboard starts the worker while it hydrates; wait until it runs (src/api/backend.ts mirrors its status).
      await expect(page.locator('html')).toHaveAttribute('data-backend', 'ready', { timeout: 30_000 });
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/fake-backend-worker\.js$/);
      const result = await page.evaluate(async (token) => {
        const started = performance.now();
        const res = await fetch('/app/order', { headers: { Authorization: `Bearer ${token}` } });
        const rows = (await res.json()) as { orderId: string }[];
        return { status: res.status, count: rows.length, first: rows[0]?.orderId, elapsed: performance.now() - started };
      }, stored.token as string);
      expect(result.status).toBe(200);
      // The sample company's orders, all of them (the list without paging).
      expect(result.count).toBeGreaterThan(10_000);
      expect(result.first).toMatch(/^#ST-\d+$/);
      expect(result.elapsed).toBeGreaterThanOrEqual(500);
    });
  });

  test('a wrong password answers 400 with "Username or password is incorrect"', async ({ page }) => {
    await openLogin(page);
    await page.locator('input[type="password"]').fill('not-the-password');
    const authenticate = page.waitForResponse((r) => new URL(r.url()).pathname === '/users/authenticate');
    await page.locator('form button[type="submit"]').click();
    const response = await authenticate;
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ message: 'Username or password is incorrect' });
    await expect(page).toHaveURL(/\/auth\/login\/$/);
  });

  test.describe('signed in', () => {
    test.use({ signedInAsDemo: true });
    test('synthetic rows: ?rows=100000 answers 100,000 valid rows', async ({ page }) => {
      await page.goto('/dashboard/');
      await expect(page.locator('html')).toHaveAttribute('data-backend', 'ready', { timeout: 30_000 });
      const result = await page.evaluate(async () => {
        const { token } = JSON.parse(localStorage.getItem('stride:user') ?? '{}') as { token?: string };
        const started = performance.now();
        const res = await fetch('/app/employee?rows=100000', { headers: { Authorization: `Bearer ${token}` } });
        const rows = (await res.json()) as { id: number }[];
        return { count: rows.length, lastId: rows.at(-1)?.id, elapsed: performance.now() - started };
      });
      expect(result).toMatchObject({ count: 100_000, lastId: 100_000 });
      console.info(`GET /app/employee?rows=100000 in the browser: ${result.elapsed.toFixed(0)} ms (500 ms of it is the simulated latency)`);
    });
  });
});
