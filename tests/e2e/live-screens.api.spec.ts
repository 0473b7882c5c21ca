// The reference server (project `api`): a row added through the API reaches an open, searched list over the live
// stream (GET /app/events) without a reload. The row has a unique name and is deleted afterwards (the server is shared).
import { expect, test } from '@playwright/test';

const DEMO = { email: 'admin@stride.dev', password: 'stride-demo' };
const SLOW = { timeout: 30_000 };

test('a department added through the API appears on an open, searched list', async ({ page }) => {
  const res = await page.request.post('/users/authenticate', { data: DEMO });
  expect(res.status()).toBe(200);
  const user = (await res.json()) as { token: string };
  const auth = { Authorization: `Bearer ${user.token}` };
  await page.addInitScript((u) => sessionStorage.setItem('stride:user', JSON.stringify(u)), user);
  const name = `Live API ${Date.now().toString(36)}`;
  let id: number | undefined;
  try {
    const stream = page.waitForResponse((r) => r.url().includes('/app/events'), SLOW);
    await page.goto('/apps/hr/departments/');
    await expect(page.getByRole('button', { name: 'Edit Engineering' })).toBeVisible(SLOW);
    await stream;
    await page.getByRole('searchbox').fill(name);
    await expect(page.getByRole('button', { name: 'Edit Engineering' })).toBeHidden();

    const created = await page.request.post('/app/department', {
      headers: auth,
      data: { departmentName: name, HOD: 'Live Person', phone: '+1 (555) 010-0199', email: 'live@example.com', employee: 4 },
    });
    expect(created.status()).toBe(200);
    id = ((await created.json()) as { id: number }).id;
    await expect(page.getByRole('button', { name: `Edit ${name}` })).toBeVisible({ timeout: 5_000 });
  } finally {
    if (id !== undefined) await page.request.delete(`/app/department/${id}`, { headers: auth });
  }
});
