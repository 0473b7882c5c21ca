import { test, expect, expectNoAxeViolations } from './fixtures.ts';
import type { Page } from '@playwright/test';

const DEMO = { email: 'admin@stride.dev', password: 'stride-demo', name: 'Alex Morgan' };
// Sign-in waits for the fake backend (service worker start + 500 ms latency); a cold dev server is slower still.
const SLOW = { timeout: 25_000 };
test.describe.configure({ timeout: 90_000 });

async function gotoLogin(page: Page, query = '') {
  await page.goto(`/auth/login/${query}`);
  // The form is an island: wait until it is interactive.
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
}

test.describe('sign-in pages', () => {
  test('the login form is pre-filled with the demo account, which the page shows', async ({ page }) => {
    await gotoLogin(page);
    await expect(page.getByLabel('E-mail')).toHaveValue(DEMO.email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(DEMO.password);
    const demo = page.locator('[data-demo-account]');
    await expect(demo).toContainText(DEMO.email);
    await expect(demo).toContainText(DEMO.password);
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/auth/register/');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth/forgot-password/');
    await expect(page.getByLabel('Remember me')).not.toBeChecked();
  });

  test('signing in with the demo account lands on the dashboard with the user name', async ({ page }) => {
    await gotoLogin(page);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/$/, SLOW);
    await expect(page.getByRole('button', { name: new RegExp(`Account menu: ${DEMO.name}`) })).toBeVisible(SLOW);
    await expect(page.locator('[data-sonner-toast]').getByText(`Welcome back, ${DEMO.name}!`)).toBeVisible();
    const stored = await page.evaluate(() => [sessionStorage.getItem('stride:user'), localStorage.getItem('stride:user')]);
    expect(JSON.parse(stored[0] ?? 'null')?.email).toBe(DEMO.email);
    expect(stored[1]).toBeNull();
  });

  test('remember me keeps the user in localStorage', async ({ page }) => {
    await gotoLogin(page);
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/$/, SLOW);
    expect(await page.evaluate(() => !!localStorage.getItem('stride:user') && !sessionStorage.getItem('stride:user'))).toBe(true);
  });

  test('a wrong password shows the backend message as a toast, stays and keeps the input', async ({ page }) => {
    await gotoLogin(page);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Username or password is incorrect.' })).toBeVisible(SLOW);
    await expect(page).toHaveURL(/\/auth\/login\/$/, SLOW);
    await expect(page.getByLabel('E-mail')).toHaveValue(DEMO.email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('not-the-password');
  });

  test('required fields and the e-mail format are checked before sending', async ({ page }) => {
    await gotoLogin(page);
    await page.getByLabel('E-mail').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.locator('main').getByText('Enter a valid e-mail address')).toBeVisible();
    await expect(page.locator('main').getByText('This field is required.')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('E-mail')).toBeFocused();
  });

  test('register a new user, then sign in as that user', async ({ page }) => {
    const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    const user = { email: `e2e-${id}@example.com`, username: `e2e_${id}`, password: 'long-enough-1' };
    await page.goto('/auth/register/');
    await expect(
      page.getByText('At least 10 characters, not only spaces, not a common or repeated password, and not your e-mail or username.'),
    ).toBeVisible();
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('different');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.locator('#' + (await page.getByLabel('Password', { exact: true }).getAttribute('id')) + '-error')).toHaveText(
      'The password must be at least 10 characters long.',
    );
    await expect(page.locator('main').getByText('The two passwords do not match.')).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Confirm password').fill(user.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/auth\/login\/$/, SLOW);
    await expect(page.locator('[data-sonner-toast]').getByText(/your account is ready: sign in\./)).toBeVisible();
    // The login form holds the new account's e-mail, not the demo account (Sign in would have signed in as admin).
    await expect(page.getByLabel('E-mail')).toHaveValue(user.email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');

    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/$/, SLOW);
    await expect(page.getByRole('button', { name: new RegExp(`Account menu: ${user.username}`) })).toBeVisible(SLOW);
  });

  test('a taken username answers as a registration (which account has a name is not told), and the mail says it is taken', async ({
    page,
  }) => {
    await page.goto('/auth/register/');
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    await page.getByLabel('E-mail').fill('someone-new@example.com');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('long-enough-1');
    await page.getByLabel('Confirm password').fill('long-enough-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/auth\/login\/$/, SLOW);
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Your Stride registration: choose another username' })).toBeVisible(
      SLOW,
    );
  });

  test('forgot password confirms that a reset link was sent', async ({ page }) => {
    await page.goto('/auth/forgot-password/');
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    await page.getByLabel('E-mail').fill('admin@stride.dev');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.locator('[data-reset-sent]')).toContainText('admin@stride.dev', SLOW);
    await expect(page.getByRole('link', { name: /Back to sign in/ })).toHaveAttribute('href', '/auth/login/');
  });
});

test.describe('guard and sign out', () => {
  test('a dashboard URL without a session ends on the login page, and sign-in returns there', async ({ page }) => {
    await page.goto('/fr/dashboard/?tab=1');
    await expect(page).toHaveURL(/\/fr\/auth\/login\/\?next=%2Ffr%2Fdashboard%2F%3Ftab%3D1$/, SLOW);
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/fr\/dashboard\/\?tab=1$/, SLOW);
  });

  test('nothing of the dashboard paints before the guard redirects', async ({ page }) => {
    // In the dashboard document, record after every DOM change whether the guard ran and whether the
    // body could paint; sessionStorage carries the last record over to the login page.
    await page.addInitScript(() => {
      if (!location.pathname.endsWith('/dashboard/')) return;
      const record = () =>
        sessionStorage.setItem(
          'e2e:guard',
          JSON.stringify({
            auth: document.documentElement.getAttribute('data-auth'),
            body: document.body ? getComputedStyle(document.body).visibility : 'not parsed',
          }),
        );
      new MutationObserver(record).observe(document, { attributes: true, childList: true, subtree: true });
    });
    await page.goto('/dashboard/');
    await expect(page).toHaveURL(/\/auth\/login\/\?next=%2Fdashboard%2F$/, SLOW);
    const state = await page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e:guard') ?? 'null'));
    expect(state?.auth).toBe('denied');
    expect(['not parsed', 'hidden']).toContain(state?.body);
  });

  test('with a session the guard lets the page show before DOMContentLoaded', async ({ page }) => {
    await page.addInitScript(() => {
      sessionStorage.setItem(
        'stride:user',
        JSON.stringify({ id: 1, email: 'admin@stride.dev', username: 'admin', firstName: 'Alex', lastName: 'Morgan', token: 't' }),
      );
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __guard: string[] }).__guard = [
          document.documentElement.getAttribute('data-auth') ?? '',
          getComputedStyle(document.body).visibility,
        ];
      });
    });
    await page.goto('/dashboard/');
    expect(await page.evaluate(() => (window as unknown as { __guard: string[] }).__guard)).toEqual(['ok', 'visible']);
  });

  test('an outside next= is ignored after sign-in', async ({ page }) => {
    await gotoLogin(page, '?next=//evil.example/dashboard/');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/dashboard\/$/, SLOW);
  });

  test('Sign Out clears the session and goes to the login page', async ({ page }) => {
    await gotoLogin(page);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/$/, SLOW);
    await page.getByRole('button', { name: /Account menu: Alex Morgan/ }).click(SLOW);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth\/login\/$/, SLOW);
    await expect(page.locator('[data-sonner-toast]').getByText('You have been signed out.')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('stride:user') ?? localStorage.getItem('stride:user'))).toBeNull();
    await page.goto('/dashboard/');
    await expect(page).toHaveURL(/\/auth\/login\/\?next=/, SLOW);
  });
});

test.describe('accessibility of the auth pages', () => {
  for (const path of ['/auth/login/', '/auth/register/', '/auth/forgot-password/', '/ar/auth/login/', '/ar/auth/register/']) {
    test(`axe: ${path} light`, async ({ page }) => {
      await page.goto(path);
      await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
      await expectNoAxeViolations(page);
    });
  }
  for (const [mode, path] of [
    ['light', '/auth/register/'],
    ['dark', '/ar/auth/register/'],
    ['dark', '/auth/login/'],
  ] as const) {
    test(`axe: ${path} ${mode} showing field errors`, async ({ page }) => {
      await page.addInitScript((m) => localStorage.setItem('stride:settings', JSON.stringify({ mode: m })), mode);
      await page.goto(path);
      await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
      for (const input of await page.locator('main form input:not([type=checkbox])').all()) await input.fill('');
      await page.locator('main form input').first().fill('not-an-email');
      await page.locator('main form button[type=submit]').click();
      // The first problem is focused, so its error colours are the ones shown with the focus ring.
      await expect(page.locator('main form input').first()).toBeFocused();
      await expect(page.locator('main form [aria-invalid="true"]')).toHaveCount(path.includes('register') ? 4 : 2);
      await expectNoAxeViolations(page);
    });
  }
  for (const path of ['/auth/login/', '/auth/register/', '/auth/forgot-password/']) {
    test(`axe: ${path} dark`, async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('stride:settings', JSON.stringify({ mode: 'dark' })));
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-mode', 'dark');
      await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
      await expectNoAxeViolations(page);
    });
  }
});

test('the welcome toast is readable (axe colour contrast) in light and dark', async ({ page }) => {
  for (const mode of ['light', 'dark'] as const) {
    await page.context().clearCookies();
    await page.evaluate(() => sessionStorage.clear()).catch(() => {});
    await page.addInitScript((m) => localStorage.setItem('stride:settings', JSON.stringify({ mode: m })), mode);
    await gotoLogin(page);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/dashboard/', SLOW);
    await expect(page.getByText(`Welcome back, ${DEMO.name}!`)).toBeVisible(SLOW);
    await expectNoAxeViolations(page);
    await page.evaluate(() => sessionStorage.clear());
  }
});
