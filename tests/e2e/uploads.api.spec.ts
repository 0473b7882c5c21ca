// An image uploaded through a list dialog against the reference API server (project `api`): stored by the server,
// served to the row's `<img>` after a reload. The salary row is made for this file through the API and deleted at the end.
import { expect, test, type APIRequestContext } from '@playwright/test';

const NAME = `Upload Test ${Date.now().toString(36)}`;
const DEMO = { email: 'admin@stride.dev', password: 'stride-demo' };
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const decoded = (img: HTMLImageElement) => img.complete && img.naturalWidth > 0;

async function signIn(request: APIRequestContext): Promise<Record<string, unknown> & { token: string }> {
  const res = await request.post('/users/authenticate', { data: DEMO });
  expect(res.status()).toBe(200);
  return res.json();
}

let id = 0;
test.beforeAll(async ({ request }) => {
  const { token } = await signIn(request);
  const res = await request.post('/app/salary', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      employeeId: 'EMP-1001',
      joiningDate: '2024-01-15',
      name: NAME,
      img: '/images/avatars/emma-larsen.svg',
      designation: 'Tester',
      emailId: 'upload-test@stride.dev',
      phoneNumber: '+1 (555) 010-4243',
      salary: 50000,
      bonus: 0,
    },
  });
  expect(res.ok()).toBe(true);
  id = ((await res.json()) as { id: number }).id;
});

test.afterAll(async ({ request }) => {
  const { token } = await signIn(request);
  expect((await request.delete(`/app/salary/${id}`, { headers: { Authorization: `Bearer ${token}` } })).ok()).toBe(true);
});

test('a photo uploaded in the salary dialog is stored by the server and shown on the row after a reload', async ({ page }) => {
  // Two loads of the list and two server-side searches, each allowed 30 s on a loaded machine: the test's own
  // 30 s would end it during the second (seen once in CI, on 2026-12-04).
  test.setTimeout(120_000);
  const user = await signIn(page.request);
  await page.addInitScript((u) => sessionStorage.setItem('stride:user', JSON.stringify(u)), user);
  await page.goto('/apps/hr/salary/');
  await expect(page.locator('main section[aria-busy="false"]').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('searchbox').fill(NAME);
  await page.getByRole('button', { name: `Edit ${NAME}` }).click();
  await expect(page.locator('[role="dialog"][data-version]')).toBeAttached();
  const dialog = page.getByRole('dialog');

  await dialog.locator('input[type="file"]').setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: PNG });
  const preview = dialog.getByRole('img', { name: 'Preview of the image' });
  await expect(preview).toHaveAttribute('src', /\/app\/uploads\/[0-9a-f]{32}\.png$/);
  await expect.poll(() => preview.evaluate(decoded)).toBe(true);
  const url = new URL((await preview.getAttribute('src'))!).pathname;
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(page.locator('main section[aria-busy="false"]').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('searchbox').fill(NAME);
  const photo = page.locator('main tbody tr', { hasText: NAME }).locator('img').first();
  // The search is a server read of the whole company's salaries: on a loaded machine it takes longer than the default.
  await expect(photo).toHaveAttribute('src', new RegExp(`${url}$`), { timeout: 30_000 });
  await expect.poll(() => photo.evaluate(decoded)).toBe(true);
});
