// An export past the threshold as a background job, on the fake backend (its threshold lowered in this browser by the
// localStorage key the fake backend reads at its start): the Export menu's panel follows the job to its end, offers the
// file, and the table's filter and sort stay as they were. (The reference server's threshold is its start's, shared by
// every api spec: its job is covered by the contract cases and server/jobs/export-job.test.ts.)
import { readFile } from 'node:fs/promises';
import { parseCsv } from '../../src/contract/csv.ts';
import { expect, loaded, test } from './screens-helpers.ts';
import { ORDERS, shownTotal } from './transfer-steps.ts';

test('the Delivered orders past a lowered threshold export as a job: progress, then the download of every row', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('stride:fake-export-job-threshold', '5'));
  await page.goto(ORDERS);
  await loaded(page);
  await page.getByRole('button', { name: /^Delivered/ }).click();
  await page.getByRole('button', { name: 'Amount', exact: true }).click();
  await expect(page).toHaveURL(/sort=amount/);
  // The total of the Delivered orders, once their page is in: read while it loaded, it was still every order's (CI,
  // twice; once more after the wait for nothing busy, which can pass before the filtered read has started).
  await expect(page.locator('main tbody tr', { hasNotText: 'Delivered' })).toHaveCount(0);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  const total = await shownTotal(page);
  expect(total).toBeGreaterThan(5);
  const menu = page.locator('main [data-export-menu]');
  await menu.locator('summary').click();
  await menu.getByRole('button', { name: 'Export CSV' }).click();
  const panel = page.locator('main [data-export-job]');
  await expect(panel).toBeVisible();
  await expect(panel).toHaveAttribute('data-export-job', 'done', { timeout: 60_000 });
  // The count as the language writes numbers (14,781).
  await expect(panel.getByRole('status')).toHaveText(/ rows exported: the file is ready\.$/);
  expect(Number((await panel.getByRole('status').textContent())!.replace(/\D/g, ''))).toBe(total);
  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^order-[0-9]+\.csv$/);
  const text = await readFile(await download.path(), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const [header, ...rows] = parseCsv(text);
  expect(rows).toHaveLength(total);
  const status = header!.indexOf('deliveryStatus');
  const amount = header!.indexOf('amount');
  expect(rows.every((r) => r[status] === 'Delivered')).toBe(true);
  const amounts = rows.map((r) => Number(r[amount]));
  expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  // The view behind the panel is as it was.
  await expect(page).toHaveURL(/sort=amount/);
  await expect(page.locator('main tbody tr', { hasNotText: 'Delivered' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toHaveCount(0);
});
