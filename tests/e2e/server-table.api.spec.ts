// A list over the paging threshold on the reference server (project `api`): 520 orders are added through the API,
// so the orders table pages, sorts, filters and searches in SQL; they are deleted again afterwards.
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const DEMO = { email: 'admin@stride.dev', password: 'stride-demo' };
const SLOW = { timeout: 30_000 };
const ADDED = 520;
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let token = '';
let user: unknown;
const auth = () => ({ Authorization: `Bearer ${token}` });

async function total(request: APIRequestContext, query = ''): Promise<number> {
  const res = await request.get(`/app/order?page=1&pageSize=1${query}`, { headers: auth() });
  return ((await res.json()) as { total: number }).total;
}

/**
 * Adds one bulk order. A busy machine's server may reset a kept-alive connection the client reuses (ECONNRESET):
 * the order is then looked up by its customer name before it is sent again, so a retry never adds it twice.
 */
async function addBulkOrder(request: APIRequestContext, n: number): Promise<void> {
  const data = {
    orderId: `#BK-${90000 + n}`,
    orderDate: '2026-10-01',
    deliveryDate: '2026-10-05',
    customerId: 1,
    customerName: `Bulk Buyer ${n}`,
    paymentMethod: n % 2 ? 'COD' : 'Visa Card',
    amount: n,
    deliveryStatus: n % 4 === 0 ? 'Return' : 'Delivered',
  };
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await request.post('/app/order', { headers: auth(), data });
      expect(res.status(), await res.text()).toBe(200);
      return;
    } catch (error) {
      if (attempt === 3 || !/ECONNRESET|socket hang up/.test(String(error))) throw error;
      const found = await bulkOrderIds(request, `Bulk Buyer ${n}`);
      if (found.some((row) => row.customerName === data.customerName)) return;
    }
  }
}

/** The ids of the bulk orders whose text matches `q` (all of them for 'bulk buyer'), read page by page. */
async function bulkOrderIds(request: APIRequestContext, q: string): Promise<{ id: number; customerName: string }[]> {
  const rows: { id: number; customerName: string }[] = [];
  for (let page = 1; ; page++) {
    const res = await request.get(`/app/order?page=${page}&pageSize=500&q=${encodeURIComponent(q)}`, { headers: auth() });
    const body = (await res.json()) as { items: { id: number; customerName: string }[]; total: number };
    rows.push(...body.items);
    if (rows.length >= body.total || body.items.length === 0) return rows;
  }
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  const res = await request.post('/users/authenticate', { data: DEMO });
  user = await res.json();
  token = (user as { token: string }).token;
  // What an earlier, interrupted run left behind would make the counts below wrong.
  for (const { id } of await bulkOrderIds(request, 'bulk buyer')) await request.delete(`/app/order/${id}`, { headers: auth() });
  for (let start = 0; start < ADDED; start += 40) {
    const batch = Array.from({ length: Math.min(40, ADDED - start) }, (_, k) => start + k + 1);
    await Promise.all(batch.map((n) => addBulkOrder(request, n)));
  }
});

test.afterAll(async ({ request }) => {
  test.setTimeout(180_000);
  // Every bulk order, found by search: a run stopped half-way must not leave rows for the other tests.
  for (const { id } of await bulkOrderIds(request, 'bulk buyer')) await request.delete(`/app/order/${id}`, { headers: auth() });
});

async function openOrders(page: Page, search = '') {
  await page.addInitScript((u) => sessionStorage.setItem('stride:user', JSON.stringify(u)), user);
  await page.goto(`/apps/ecommerce/orders/${search}`);
}

test('the orders table pages, sorts, filters and searches on the server', async ({ page, request }) => {
  const all = await total(request);
  expect(all).toBeGreaterThan(500);
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/app/order?')) calls.push(decodeURIComponent(r.url()));
  });
  await openOrders(page);
  await expect(page.getByTestId('table-showing')).toHaveText(`Showing 1–10 of ${all.toLocaleString('en-US')} Results`, SLOW);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(`Page 2 of ${Math.ceil(all / 10).toLocaleString('en-US')}`)).toBeVisible(SLOW);
  await page.getByRole('button', { name: 'Amount', exact: true }).click();
  await expect(page.locator('main thead th', { hasText: 'Amount' })).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => calls.some((u) => u.includes('sort=amount:asc'))).toBe(true);

  const returned = await total(request, '&deliveryStatus=Return');
  await page.getByRole('button', { name: /^Returned/ }).click();
  await expect(page.getByTestId('table-showing')).toHaveText(`Showing 1–10 of ${returned.toLocaleString('en-US')} Results`, SLOW);
  await expect(page.locator('main tbody tr', { hasNotText: 'Returned' })).toHaveCount(0);

  await page.getByRole('searchbox').fill('Bulk Buyer 516');
  await expect(page.getByTestId('table-showing')).toHaveText('Showing 1 of 1 Result', SLOW);
  await expect(page.locator('main tbody tr').first()).toContainText('#BK-90516');
});

test('the export menu downloads every matching row from the server as CSV', async ({ page, request }) => {
  const bulk = await total(request, '&q=bulk buyer');
  expect(bulk).toBe(ADDED);
  await openOrders(page, '?q=bulk+buyer');
  await expect(page.getByTestId('table-showing')).toHaveText(`Showing 1–10 of ${bulk.toLocaleString('en-US')} Results`, SLOW);
  const download = page.waitForEvent('download');
  await page.locator('main [data-export-menu] summary').click();
  await page.locator('main [data-export-menu]').getByRole('button', { name: 'Export CSV' }).click();
  const lines = (await readFile(await (await download).path(), 'utf8')).slice(1).trim().split('\r\n');
  expect(lines).toHaveLength(bulk + 1);
  // The first column is the row's id: each row once.
  expect(lines[0]!.split(',')[0]).toBe('id');
  expect(new Set(lines.slice(1).map((l) => l.split(',')[0])).size).toBe(bulk);
});
