// The account pages with PUBLIC_FAKE_BACKEND=false against the reference API server (project `api`): the name and
// the password are changed on the settings page and kept by the server. A fresh account of its own is used, so the
// demo account the other suites sign in with stays as it was.
import { expect, test, type Page } from '@playwright/test';

const SLOW = { timeout: 30_000 };
test.describe.configure({ timeout: 180_000 });

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const ACCOUNT = { email: `acct-${stamp}@example.com`, username: `acct-${stamp}`, password: 'first-password-1' };

async function signInWithForm(page: Page, password: string) {
  await page.goto('/auth/login/');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  await page.getByLabel('E-mail').fill(ACCOUNT.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('the settings page changes the name and the password on the server', async ({ page }) => {
  const registered = await page.request.post('/users/register', { data: ACCOUNT });
  expect(registered.status()).toBeLessThan(300);
  await signInWithForm(page, ACCOUNT.password);
  await expect(page).toHaveURL(/\/dashboard\/$/, SLOW);

  await page.goto('/pages-settings/');
  await expect(page.locator('[data-account-state="ready"]')).toBeVisible(SLOW);
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  const profile = page.getByRole('region', { name: 'Profile' });
  await profile.getByLabel('First name').fill('Robin');
  await profile.getByLabel('Last name').fill('Quinn');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.locator('[data-sonner-toast]').getByText('Your profile has been saved.')).toBeVisible(SLOW);
  await expect(page.getByRole('button', { name: /Account menu: Robin Quinn/ })).toBeVisible();

  const password = page.getByRole('region', { name: 'Change password' });
  await password.getByLabel('Current password').fill('not-the-password');
  await password.getByLabel('New password', { exact: true }).fill('second-password-2');
  await password.getByLabel('Confirm new password').fill('second-password-2');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('The current password is not correct.')).toBeVisible(SLOW);
  await password.getByLabel('Current password').fill(ACCOUNT.password);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.locator('[data-sonner-toast]').getByText('Your password has been changed.')).toBeVisible(SLOW);
  await expect(password.getByLabel('Current password')).toHaveValue('');

  // The server keeps both: the profile page reads the name back after a reload, and only the new password signs in.
  await page.goto('/pages-account/');
  await expect(page.locator('[data-account-state="ready"]').getByRole('heading', { name: 'Robin Quinn' })).toBeVisible(SLOW);
  expect((await page.request.post('/users/authenticate', { data: { email: ACCOUNT.email, password: ACCOUNT.password } })).status()).toBe(
    400,
  );
  const fresh = await page.request.post('/users/authenticate', { data: { email: ACCOUNT.email, password: 'second-password-2' } });
  expect(fresh.status()).toBe(200);
  expect(await fresh.json()).toMatchObject({ firstName: 'Robin', lastName: 'Quinn' });
});
