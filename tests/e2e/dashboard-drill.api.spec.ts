import { expect, test, type Page } from '@playwright/test';
import { drillAndAdd } from './dashboard-drill-steps.ts';

// The reference server seeded with the sample company (SEED_SAMPLE, on by default). It is shared with the other api
// specs: the order this test adds is deleted again.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** Signs in over the API and stores the user as the login page would. */
async function signedIn(page: Page): Promise<{ token: string }> {
  const res = await page.request.post('/users/authenticate', { data: { email: 'admin@stride.dev', password: 'stride-demo' } });
  expect(res.status()).toBe(200);
  const user = (await res.json()) as { token: string };
  await page.addInitScript((u) => sessionStorage.setItem('stride:user', JSON.stringify(u)), user);
  return user;
}

test('the orders KPI opens its orders, as many; an order added in another tab raises it and leads Latest orders', async ({ browser }) => {
  const context = await browser.newContext();
  const [dashboard, writer] = [await context.newPage(), await context.newPage()];
  const { token } = await signedIn(dashboard);
  await signedIn(writer);
  await writer.goto('/apps/ecommerce/orders/');
  const before = new Set(
    (
      (await (
        await writer.request.get('/app/order?page=1&pageSize=5&sort=id:desc', { headers: { Authorization: `Bearer ${token}` } })
      ).json()) as { items: { id: number }[] }
    ).items.map((o) => o.id),
  );
  try {
    await drillAndAdd(dashboard, writer);
  } finally {
    const latest = (await (
      await writer.request.get('/app/order?page=1&pageSize=5&sort=id:desc', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { items: { id: number }[] };
    for (const { id } of latest.items.filter((o) => !before.has(o.id))) {
      await writer.request.delete(`/app/order/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    }
    await context.close();
  }
});
