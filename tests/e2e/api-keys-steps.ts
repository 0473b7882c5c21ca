// The API keys section of the settings page, the same steps on both backends (api-keys.spec.ts on the fake backend,
// api-keys.api.spec.ts on the reference server): a key made by keyboard with order.read, its secret shown once, used
// from the page (reads orders, refused the customers), revoked after a confirmation, then refused.
import { expect, type Page } from '@playwright/test';

const SLOW = { timeout: 30_000 };

export const section = (page: Page) => page.getByRole('region', { name: 'API keys' });

/** Opens the settings page and waits for the keys' list. */
export async function openKeys(page: Page): Promise<void> {
  await page.goto('/pages-settings/');
  await expect(page.locator('[data-account-state="ready"]')).toBeVisible(SLOW);
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'), undefined, SLOW);
  await expect(section(page).locator('[data-keys-state="ready"], [data-keys-state="empty"]')).toBeVisible(SLOW);
}

/** Makes a key named `name` with order.read for 30 days, by keyboard, and answers its secret. */
export async function makeKey(page: Page, name: string): Promise<string> {
  const keys = section(page);
  await keys.getByLabel('Name').fill(name);
  await keys.getByLabel('Expires').focus();
  await keys.getByLabel('Expires').selectOption('30');
  await keys.getByRole('checkbox', { name: 'order.read' }).focus();
  await page.keyboard.press('Space');
  await expect(keys.getByText('1 selected')).toBeVisible();
  await keys.getByRole('button', { name: 'Create key' }).press('Enter');
  const secret = page.getByTestId('api-key-secret');
  await expect(secret).toBeVisible(SLOW);
  // The secret takes the focus as it appears, so a keyboard user is on it.
  await expect(secret.getByRole('heading')).toBeFocused();
  const key = await secret.getByLabel('New API key').inputValue();
  expect(key).toMatch(/^sk_[\w-]{43}$/);
  await secret.getByRole('button', { name: 'Done' }).click();
  await expect(secret).toBeHidden();
  const card = keys.getByTestId('api-key').filter({ hasText: name });
  await expect(card).toContainText(key.slice(0, 11));
  await expect(card).toContainText('1 permission');
  await expect(card).toContainText('Never used');
  return key;
}

/** The status of a GET from the page with a key as its bearer (through the fake backend's worker when it is on). */
export function callWithKey(page: Page, path: string, key: string): Promise<number> {
  return page.evaluate(async ([p, k]) => (await fetch(p, { headers: { Authorization: `Bearer ${k}` } })).status, [path, key] as const);
}

/** Revokes the key named `name` after the confirmation. */
export async function revokeKey(page: Page, name: string): Promise<void> {
  const card = section(page).getByTestId('api-key').filter({ hasText: name });
  await card.getByRole('button', { name: /^Revoke/ }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.locator('[data-sonner-toast]').getByText(`Key “${name}” revoked.`)).toBeVisible(SLOW);
  await expect(card).toBeHidden();
}

/** The whole round: made, used, its last use shown, revoked, refused. */
export async function keyRound(page: Page, name: string): Promise<void> {
  await openKeys(page);
  const key = await makeKey(page, name);
  expect(await callWithKey(page, '/app/order?page=1&pageSize=1', key)).toBe(200);
  expect(await callWithKey(page, '/app/customers?page=1&pageSize=1', key)).toBe(403);
  await openKeys(page);
  await expect(section(page).getByTestId('api-key').filter({ hasText: name })).not.toContainText('Never used');
  await revokeKey(page, name);
  expect(await callWithKey(page, '/app/order?page=1&pageSize=1', key)).toBe(401);
}
