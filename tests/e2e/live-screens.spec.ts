import { expect, test } from '@playwright/test';
import { signedInState } from './fixtures.ts';

// Two tabs of one browser on the fake backend: a write in one is heard in the other (BroadcastChannel), whose open,
// searched list reads its page again without a reload.
const SLOW = { timeout: 30_000 };
const DEPARTMENTS = '/apps/hr/departments/';

test('a department added in one tab appears in the other tab’s open, searched list without a reload', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ storageState: signedInState(baseURL!) });
  const [writer, watcher] = [await context.newPage(), await context.newPage()];
  for (const page of [writer, watcher]) {
    await page.goto(DEPARTMENTS);
    await expect(page.locator('html[data-backend="ready"]')).toBeAttached(SLOW);
    await expect(page.getByRole('button', { name: 'Edit Engineering' })).toBeVisible(SLOW);
  }
  const name = `Live ${Date.now().toString(36)}`;
  await watcher.getByRole('searchbox').fill(name);
  await expect(watcher.getByRole('button', { name: 'Edit Engineering' })).toBeHidden();
  let reloaded = false;
  watcher.on('load', () => (reloaded = true));

  await writer.evaluate(async (departmentName) => {
    const user = JSON.parse(localStorage.getItem('stride:user')!) as { token: string };
    const res = await fetch('/app/department', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${user.token}` },
      body: JSON.stringify({ departmentName, HOD: 'Live Person', phone: '+1 (555) 010-0199', email: 'live@example.com', employee: 4 }),
    });
    if (!res.ok) throw new Error(`POST answered ${res.status}`);
  }, name);

  await expect(watcher.getByRole('button', { name: `Edit ${name}` })).toBeVisible({ timeout: 5_000 });
  await expect(watcher.getByRole('searchbox')).toHaveValue(name);
  expect(reloaded).toBe(false);
  await context.close();
});
