import { expect, test, type Page } from '@playwright/test';
import { signedInState } from './fixtures.ts';

// Two tabs of one browser on the fake backend: a write in one is heard in the other (BroadcastChannel), whose open,
// searched list reads its page again without a reload.
const SLOW = { timeout: 30_000 };
const LIVE = { timeout: 5_000 };
const DEPARTMENTS = '/apps/hr/departments/';

/** Sends one request from the page with its session's token; answers the JSON body (null when there is none). */
function call(page: Page, method: string, path: string, body?: unknown): Promise<unknown> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const user = JSON.parse(localStorage.getItem('stride:user')!) as { token: string };
      const res = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${user.token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}`);
      const text = await res.text();
      return text ? (JSON.parse(text) as unknown) : null;
    },
    { method, path, body },
  );
}

test('departments added, then one deleted, in one tab show on the other tab’s open, searched list without a reload', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ storageState: signedInState(baseURL!) });
  const [writer, watcher] = [await context.newPage(), await context.newPage()];
  for (const page of [writer, watcher]) {
    await page.goto(DEPARTMENTS);
    await expect(page.locator('html[data-backend="ready"]')).toBeAttached(SLOW);
    await expect(page.getByRole('button', { name: 'Edit Engineering' })).toBeVisible(SLOW);
  }
  const name = `Live ${Date.now().toString(36)}`;
  const [kept, deleted] = [`${name} kept`, `${name} deleted`];
  await watcher.getByRole('searchbox').fill(name);
  await expect(watcher.getByRole('button', { name: 'Edit Engineering' })).toBeHidden();
  let reloaded = false;
  watcher.on('load', () => (reloaded = true));

  const ids: number[] = [];
  for (const departmentName of [kept, deleted]) {
    const row = { departmentName, HOD: 'Live Person', phone: '+1 (555) 010-0199', email: 'live@example.com', employee: 4 };
    ids.push(((await call(writer, 'POST', '/app/department', row)) as { id: number }).id);
  }
  await expect(watcher.getByRole('button', { name: `Edit ${kept}` })).toBeVisible(LIVE);
  await expect(watcher.getByRole('button', { name: `Edit ${deleted}` })).toBeVisible(LIVE);

  await call(writer, 'DELETE', `/app/department/${ids[1]}`);
  await expect(watcher.getByRole('button', { name: `Edit ${deleted}` })).toBeHidden(LIVE);
  await expect(watcher.getByRole('button', { name: `Edit ${kept}` })).toBeVisible();
  await expect(watcher.getByRole('searchbox')).toHaveValue(name);
  expect(reloaded).toBe(false);
  await context.close();
});
