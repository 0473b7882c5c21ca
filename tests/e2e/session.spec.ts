import { test, expect, type Page } from '@playwright/test';

// Every fake-backend answer takes 500 ms on a shared machine.
const SLOW = { timeout: 30_000 };
test.describe.configure({ timeout: 90_000 });

async function signIn(page: Page) {
  await page.goto('/auth/login/');
  // The form is an island: wait until it is interactive.
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/$/, SLOW);
  // Calls from the test go through the fake backend only once its worker runs on this page.
  await expect(page.locator('html[data-backend="ready"]')).toBeAttached(SLOW);
}

const storedToken = (page: Page) =>
  page.evaluate(() => (JSON.parse(sessionStorage.getItem('stride:user') ?? '{}') as { token?: string }).token ?? '');

test('sign-in gets a random token of its own, not the demo session', async ({ page }) => {
  await signIn(page);
  const token = await storedToken(page);
  expect(token).toMatch(/^[\w-]{43}$/);
  expect(token).not.toBe('stride-fake-jwt-token');
});

test('a token revoked elsewhere signs the user out of a screen, to the login page with a message', async ({ page }) => {
  await signIn(page);
  // The dashboard's own reads done first (its islands hydrate when idle): one of them refused after the revocation
  // would move this tab to the login page by itself, and abort the move to the orders below (seen once in CI).
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, SLOW);
  const token = await storedToken(page);
  // Another tab signs out: the backend revokes the token this tab still holds.
  const status = await page.evaluate(
    async (t) => (await fetch('/users/logout', { method: 'POST', headers: { Authorization: `Bearer ${t}` } })).status,
    token,
  );
  expect(status).toBe(204);
  // The screen's first read is refused and sends the tab to the login page, which may be before the screen's load event.
  await page.goto('/apps/ecommerce/orders/', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/auth\/login\/\?next=%2Fapps%2Fecommerce%2Forders%2F/, SLOW);
  await expect(page.locator('[data-sonner-toast]').getByText('Your session has ended. Please sign in again.')).toBeVisible(SLOW);
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  expect(await page.evaluate(() => sessionStorage.getItem('stride:user') ?? localStorage.getItem('stride:user'))).toBeNull();
  // Signing in again returns to the screen.
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/apps\/ecommerce\/orders\/$/, SLOW);
});

test('a forged token is refused the same way', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('forged-once')) {
      sessionStorage.setItem('forged-once', '1');
      sessionStorage.setItem(
        'stride:user',
        JSON.stringify({ id: 1, email: 'admin@stride.dev', username: 'admin', firstName: 'Alex', lastName: 'Morgan', token: 'forged' }),
      );
    }
  });
  await page.goto('/apps/hr/employees/', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/auth\/login\/\?next=/, SLOW);
  await expect(page.locator('[data-sonner-toast]').getByText('Your session has ended. Please sign in again.')).toBeVisible(SLOW);
});

test('Sign out revokes the token at the backend', async ({ page }) => {
  await signIn(page);
  const token = await storedToken(page);
  await page.getByRole('button', { name: /Account menu: Alex Morgan/ }).click(SLOW);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/login\/$/, SLOW);
  // Put the old session back, as a copy of it kept elsewhere would be: the backend no longer takes it.
  await page.evaluate((t) => {
    const user = { id: 1, email: 'admin@stride.dev', username: 'admin', firstName: 'Alex', lastName: 'Morgan', token: t };
    sessionStorage.setItem('stride:user', JSON.stringify(user));
  }, token);
  await page.goto('/apps/ecommerce/orders/', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/auth\/login\/\?next=/, SLOW);
  await expect(page.locator('[data-sonner-toast]').getByText('Your session has ended. Please sign in again.')).toBeVisible(SLOW);
});

test('notifications come from the API and their read state is saved there', async ({ page }) => {
  await signIn(page);
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toHaveAccessibleName('Notifications, 4 unread', SLOW);
  await bell.click();
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  await dialog.locator('[data-read="false"]').first().click();
  await expect(bell).toHaveAccessibleName('Notifications, 3 unread');
  const token = await storedToken(page);
  // The bell updates at once; the save reaches the backend 500 ms later.
  const readAtBackend = () =>
    page.evaluate(async (t) => {
      const res = await fetch('/app/notifications', { headers: { Authorization: `Bearer ${t}` } });
      return ((await res.json()) as { read: boolean }[]).filter((n) => n.read).length;
    }, token);
  await expect.poll(readAtBackend, SLOW).toBe(1);
});
