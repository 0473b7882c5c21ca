// Import and Export on the card screens, and the bell's download of an import's failures report, against the
// reference API server (project `api`): see card-transfer-steps.ts. The server is shared with the other api specs, so
// the imported sellers are deleted again.
import { expect, test, type Page } from '@playwright/test';
import { downloadReportFromBell, exportSellersView, importSellers, SELLERS } from './card-transfer-steps.ts';

test.describe.configure({ timeout: 120_000 });

async function signedIn(page: Page): Promise<string> {
  const res = await page.request.post('/users/authenticate', { data: { email: 'admin@stride.dev', password: 'stride-demo' } });
  expect(res.status()).toBe(200);
  const user = await res.json();
  await page.addInitScript((u) => sessionStorage.setItem('stride:user', JSON.stringify(u)), user);
  return user.token;
}

const loaded = (page: Page) => expect(page.locator('main section[aria-busy="false"]').first()).toBeVisible({ timeout: 30_000 });

test('sellers import from the card bar as a server job, the bell downloads the report, and the view exports', async ({ page }) => {
  const headers = { Authorization: `Bearer ${await signedIn(page)}` };
  const tag = `CardApi${Date.now()}`;
  const stream = page.waitForResponse((r) => new URL(r.url()).pathname === '/app/events', { timeout: 30_000 });
  await page.goto(SELLERS);
  await loaded(page);
  await stream;
  try {
    await importSellers(page, tag);
    await downloadReportFromBell(page);
    await loaded(page);
    await exportSellersView(page, tag);
  } finally {
    const res = await page.request.get(`/app/seller?page=1&pageSize=100&q=${tag}`, { headers });
    const body = (await res.json()) as { items?: { id: number }[] } | { id: number }[];
    const items = Array.isArray(body) ? body : (body.items ?? []);
    for (const { id } of items) await page.request.delete(`/app/seller/${id}`, { headers });
  }
});
