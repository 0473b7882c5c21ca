// Import and export against the reference API server (project `api`): the same steps as transfer.spec.ts, the import
// run by the server's job queue with its progress on the live stream. The server is shared with the other api specs,
// so the imported employees are deleted again.
import { expect, test, type Page } from '@playwright/test';
import { EMPLOYEES, exportDeliveredOrders, expectReport, importEmployees, ORDERS } from './transfer-steps.ts';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

async function signedIn(page: Page): Promise<string> {
  const res = await page.request.post('/users/authenticate', { data: { email: 'admin@stride.dev', password: 'stride-demo' } });
  expect(res.status()).toBe(200);
  const user = await res.json();
  await page.addInitScript((u) => sessionStorage.setItem('stride:user', JSON.stringify(u)), user);
  return user.token;
}

const loaded = (page: Page) => expect(page.locator('main section[aria-busy="false"]').first()).toBeVisible({ timeout: 30_000 });

for (const format of ['csv', 'xlsx'] as const)
  test(`a ${format} file of 1,000 employees with 7 bad rows imports as a server job, and its report lists the 7`, async ({ page }) => {
    const token = await signedIn(page);
    const headers = { Authorization: `Bearer ${token}` };
    const tag = `api${format}${Date.now()}`;
    const stream = page.waitForResponse((r) => new URL(r.url()).pathname === '/app/events', { timeout: 30_000 });
    await page.goto(EMPLOYEES);
    await loaded(page);
    await stream;
    try {
      expectReport(await importEmployees(page, tag, format));
    } finally {
      for (;;) {
        const res = await page.request.get(`/app/employee?page=1&pageSize=500&q=${tag}`, { headers });
        const { items } = (await res.json()) as { items: { id: number }[] };
        if (items.length === 0) break;
        for (let i = 0; i < items.length; i += 25)
          await Promise.all(items.slice(i, i + 25).map(({ id }) => page.request.delete(`/app/employee/${id}`, { headers })));
      }
    }
  });

test('the filtered, sorted orders export as CSV and as XLSX from the server', async ({ page }) => {
  await signedIn(page);
  await page.goto(ORDERS);
  await loaded(page);
  await exportDeliveredOrders(page);
});
