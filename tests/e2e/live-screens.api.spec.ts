// The reference server (project `api`): rows added or deleted through the API reach an open, searched list over the
// live stream (GET /app/events) without a reload. The rows have a unique name and are deleted afterwards (the server
// is shared).
import { expect, test } from '@playwright/test';

const DEMO = { email: 'admin@stride.dev', password: 'stride-demo' };
const SLOW = { timeout: 30_000 };
const LIVE = { timeout: 5_000 };

test('departments added, then one deleted, through the API show on an open, searched list', async ({ page }) => {
  const res = await page.request.post('/users/authenticate', { data: DEMO });
  expect(res.status()).toBe(200);
  const user = (await res.json()) as { token: string };
  const auth = { Authorization: `Bearer ${user.token}` };
  await page.addInitScript((u) => sessionStorage.setItem('stride:user', JSON.stringify(u)), user);
  const name = `Live API ${Date.now().toString(36)}`;
  const [kept, deleted] = [`${name} kept`, `${name} deleted`];
  const ids = new Map<string, number>();
  let reloaded = false;
  try {
    const stream = page.waitForResponse((r) => r.url().includes('/app/events'), SLOW);
    await page.goto('/apps/hr/departments/');
    await expect(page.getByRole('button', { name: 'Edit Engineering' })).toBeVisible(SLOW);
    await stream;
    await page.getByRole('searchbox').fill(name);
    await expect(page.getByRole('button', { name: 'Edit Engineering' })).toBeHidden();
    page.on('load', () => (reloaded = true));

    for (const departmentName of [kept, deleted]) {
      const created = await page.request.post('/app/department', {
        headers: auth,
        data: { departmentName, HOD: 'Live Person', phone: '+1 (555) 010-0199', email: 'live@example.com', employee: 4 },
      });
      expect(created.status()).toBe(200);
      ids.set(departmentName, ((await created.json()) as { id: number }).id);
    }
    await expect(page.getByRole('button', { name: `Edit ${kept}` })).toBeVisible(LIVE);
    await expect(page.getByRole('button', { name: `Edit ${deleted}` })).toBeVisible(LIVE);

    const gone = await page.request.delete(`/app/department/${ids.get(deleted)}`, { headers: auth });
    expect(gone.ok()).toBe(true);
    ids.delete(deleted);
    await expect(page.getByRole('button', { name: `Edit ${deleted}` })).toBeHidden(LIVE);
    await expect(page.getByRole('button', { name: `Edit ${kept}` })).toBeVisible();
    await expect(page.getByRole('searchbox')).toHaveValue(name);
    expect(reloaded).toBe(false);
  } finally {
    for (const id of ids.values()) await page.request.delete(`/app/department/${id}`, { headers: auth });
  }
});
