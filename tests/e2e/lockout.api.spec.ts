// The device cookie with PUBLIC_FAKE_BACKEND=false against the reference API server (project `api`), site and API on
// one origin as `npm run api` serves them: the browser keeps the cookie the sign-in sets, and brings it to the next
// sign-in, which a flood of wrong passwords from other clients then does not stop. A fresh account of its own.
import { expect, request, test, type Page } from '@playwright/test';

const SLOW = { timeout: 30_000 };
test.describe.configure({ timeout: 180_000 });

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const ACCOUNT = { email: `lock-${stamp}@example.com`, username: `lock_${stamp}`, password: 'lockout-Passw0rd-1' };

async function signInWithForm(page: Page) {
  await page.goto('/auth/login/');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  await page.getByLabel('E-mail').fill(ACCOUNT.email);
  await page.getByLabel('Password', { exact: true }).fill(ACCOUNT.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('wrong passwords from other clients lock them out of the account, not the browser that signed in to it before', async ({
  page,
  baseURL,
}) => {
  expect((await page.request.post('/users/register', { data: ACCOUNT })).status()).toBe(200);
  await signInWithForm(page);
  await expect(page).toHaveURL(/\/dashboard\/$/, SLOW);
  const device = (await page.context().cookies()).find((cookie) => cookie.name === 'stride_device');
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', secure: false });

  // Another client (no cookies) guesses until the account is locked for untrusted clients.
  const attacker = await request.newContext({ baseURL });
  for (let n = 0; n < 10; n++)
    expect((await attacker.post('/users/authenticate', { data: { email: ACCOUNT.email, password: `wrong-${n}` } })).status()).toBe(400);
  expect((await attacker.post('/users/authenticate', { data: ACCOUNT })).status()).toBe(429);
  await attacker.dispose();

  // The owner, signed out, signs in again from this browser: its device cookie goes along.
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  await signInWithForm(page);
  await expect(page).toHaveURL(/\/dashboard\/$/, SLOW);
});
