// The task board on the fake backend: the cases of task-board-cases.ts, signed in as the demo account.
import { DEMO_USER } from './screens-helpers.ts';
import { boardCases } from './task-board-cases.ts';
import { expect, test } from '@playwright/test';

boardCases(
  async (browser, baseURL, viewport) => {
    // A phone's width comes with a touch screen (the long-press drag).
    const context = await browser.newContext({ baseURL, ...(viewport ? { viewport, hasTouch: viewport.width < 640 } : {}) });
    await context.addInitScript((user) => sessionStorage.setItem('stride:user', JSON.stringify(user)), DEMO_USER);
    return context;
  },
  { watchFromSameContext: true },
);

test('with every board deleted the empty state offers "New board", which opens the new one', async ({ browser, baseURL }) => {
  // The fake backend keeps its data per browser context: deleting the sample boards here touches no other test.
  const context = await browser.newContext({ baseURL: baseURL ?? '' });
  await context.addInitScript((user) => sessionStorage.setItem('stride:user', JSON.stringify(user)), DEMO_USER);
  const page = await context.newPage();
  await page.goto('apps/tasks/');
  const picker = page.getByRole('combobox', { name: 'Board', exact: true });
  const dialog = page.getByRole('dialog');
  await expect(picker).toBeVisible({ timeout: 30_000 });
  for (let left = await picker.locator('option').count(); left > 0; left--) {
    await page.getByRole('button', { name: 'Board actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete board…' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(page.getByText('There is no board yet.')).toBeVisible();
  expect(new URL(page.url()).searchParams.has('board')).toBe(false);
  await page.getByRole('button', { name: 'New board' }).click();
  await dialog.getByLabel('Name').fill('Fresh start');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('section[data-column-id]')).toHaveCount(5);
  expect(Number(new URL(page.url()).searchParams.get('board'))).toBeGreaterThan(0);
  await context.close();
});
