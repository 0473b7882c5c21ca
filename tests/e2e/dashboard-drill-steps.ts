// The steps of the e-commerce dashboard's drill-down test, on either backend (dashboard-drill.spec.ts: the fake
// backend; dashboard-drill.api.spec.ts: the reference server): the orders KPI opens the orders of its period, as many
// as it says; an order added in another tab raises it and leads Latest orders, without a reload.
import { expect, type Page } from '@playwright/test';

const SLOW = { timeout: 30_000 };
/** The dashboard hears a change on the live stream and fetches its period again (at most every 2 s). */
const LIVE = { timeout: 15_000 };

/** A count as the page writes it ("1,234"), as a number. */
const countOf = (text: string) => Number(text.replace(/\D/g, ''));

/** Sends one request from the page with its session's token; answers the JSON body. */
export function call(page: Page, method: string, path: string, body?: unknown): Promise<unknown> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const stored = localStorage.getItem('stride:user') ?? sessionStorage.getItem('stride:user');
      const user = JSON.parse(stored!) as { token: string };
      const res = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${user.token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}`);
      return (await res.json()) as unknown;
    },
    { method, path, body },
  );
}

async function ordersKpi(page: Page): Promise<number> {
  return countOf(await page.locator('[data-kpi="orders"] [data-kpi-value]').innerText());
}

/**
 * On `dashboard` (signed in): the orders KPI's link opens the Orders screen filtered to the period, whose total is
 * the KPI; back on the dashboard, an order of today added through `writer` (another tab of the same account) raises the
 * KPI by one and comes first in Latest orders, and the dashboard page is not reloaded.
 */
export async function drillAndAdd(dashboard: Page, writer: Page): Promise<void> {
  await dashboard.goto('/dashboard/');
  await expect(dashboard.locator('[data-overview-state="ready"]')).toBeVisible(SLOW);
  const before = await ordersKpi(dashboard);
  expect(before).toBeGreaterThan(100);

  await dashboard.locator('[data-kpi="orders"] [data-kpi-link]').click();
  await expect(dashboard).toHaveURL(/\/apps\/ecommerce\/orders\/\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/, SLOW);
  await expect(dashboard.locator('[data-date-range]')).toBeVisible(SLOW);
  const showing = dashboard.getByTestId('table-showing');
  await expect(showing).toHaveText(/^Showing 1–10 of [\d,]+ Results$/, SLOW);
  // The first count shown is the period's: until its page answers, the table says it is loading rather than show the
  // whole list's count.
  expect(countOf((await showing.innerText()).split(' of ')[1]!)).toBe(before);

  await dashboard.goBack();
  await expect(dashboard.locator('[data-overview-state="ready"]')).toBeVisible(SLOW);
  await expect.poll(() => ordersKpi(dashboard)).toBe(before);
  let reloaded = false;
  dashboard.on('load', () => (reloaded = true));

  const today = new Date().toISOString().slice(0, 10);
  const { value: orderId } = (await call(writer, 'GET', '/app/order/next-id')) as { value: string };
  await call(writer, 'POST', '/app/order', {
    orderId,
    orderDate: today,
    deliveryDate: today,
    customerId: 1,
    customerName: 'Mateo Rossi',
    paymentMethod: 'COD',
    amount: 42.5,
    deliveryStatus: 'New',
  });
  await expect.poll(() => ordersKpi(dashboard), LIVE).toBe(before + 1);
  await expect(dashboard.locator('[data-table="recentOrders"] tbody tr').first()).toContainText(orderId, LIVE);
  expect(reloaded).toBe(false);
}
