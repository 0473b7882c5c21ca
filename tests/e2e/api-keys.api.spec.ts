// API keys on the settings page against the reference API server (project `api`): the steps of api-keys-steps.ts,
// and an administrator sees the key with its owner on Users & roles and revokes it there.
import { expect, test, type Page } from '@playwright/test';
import { callWithKey, keyRound, makeKey, openKeys } from './api-keys-steps.ts';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

async function signedIn(page: Page): Promise<void> {
  const res = await page.request.post('/users/authenticate', { data: { email: 'admin@stride.dev', password: 'stride-demo' } });
  expect(res.status()).toBe(200);
  const user = await res.json();
  await page.addInitScript((u) => sessionStorage.setItem('stride:user', JSON.stringify(u)), user);
}

test('a key is made by keyboard, reads orders only, and is refused once revoked', async ({ page }) => {
  await signedIn(page);
  await keyRound(page, `e2e reader ${Date.now().toString(36)}`);
});

test('an administrator sees every key with its owner on Users & roles and revokes it', async ({ page }) => {
  await signedIn(page);
  const name = `e2e admin view ${Date.now().toString(36)}`;
  await openKeys(page);
  const key = await makeKey(page, name);
  await page.goto('/admin/users/');
  const keys = page.getByTestId('admin-api-keys');
  const card = keys.getByTestId('api-key').filter({ hasText: name });
  await expect(card).toContainText('admin@stride.dev', { timeout: 30_000 });
  await card.getByRole('button', { name: /^Revoke/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(card).toBeHidden({ timeout: 30_000 });
  expect(await callWithKey(page, '/app/order?page=1&pageSize=1', key)).toBe(401);
});
