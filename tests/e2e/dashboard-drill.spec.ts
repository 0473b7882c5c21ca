import { test } from '@playwright/test';
import { signedInState } from './fixtures.ts';
import { drillAndAdd } from './dashboard-drill-steps.ts';

// The fake backend with the sample company: two tabs of one browser (a write in one is heard in the other).
test('the orders KPI opens its orders, as many; an order added in another tab raises it and leads Latest orders', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ storageState: signedInState(baseURL!) });
  const [dashboard, writer] = [await context.newPage(), await context.newPage()];
  await writer.goto('/apps/ecommerce/orders/');
  await drillAndAdd(dashboard, writer);
  await context.close();
});
