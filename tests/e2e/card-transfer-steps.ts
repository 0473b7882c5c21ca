// Steps of the card screens' import and export and of the bell's download, on either backend (card-transfer.spec.ts,
// card-transfer.api.spec.ts): four sellers (one with a bad "Items sold") imported from the sellers' card bar through
// columns, preview and report; the bell's notification of that import, there without a reload, downloading its failures report; the card
// screen's view searched and sorted, exported as CSV and read back.
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { parseCsv } from '../../src/contract/csv.ts';

export const SELLERS = '/apps/ecommerce/sellers/';

/** Three good sellers and, third of four, one whose "Items sold" is no number. `tag` names the rows of this run. */
export function sellersCsv(tag: string): string {
  const rows = [
    ['companyName', 'name', 'isFav', 'logo', 'sales', 'products', 'revenue'],
    [`${tag} Gamma`, 'Ana Lima', 'false', '/images/avatars/mei-chen.svg', '30', '3', '300'],
    [`${tag} Alpha`, 'Ben Cole', 'true', '/images/avatars/mei-chen.svg', '10', '1', '100'],
    [`${tag} Bad`, 'Cy Ward', 'false', '/images/avatars/mei-chen.svg', 'many', '2', '200'],
    [`${tag} Beta`, 'Di Park', 'false', '/images/avatars/mei-chen.svg', '20', '2', '200'],
  ];
  return `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`;
}

/** Imports the file from the card bar's Import through the dialog's columns, preview and job, to its report. */
export async function importSellers(page: Page, tag: string): Promise<void> {
  await page.locator('main').getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import from a file' });
  await expect(dialog).toBeVisible();
  await dialog
    .locator('[data-import-file]')
    .setInputFiles({ name: `${tag}.csv`, mimeType: 'text/csv', buffer: Buffer.from(sellersCsv(tag)) });
  await expect(dialog).toHaveAttribute('data-step', 'columns');
  await expect(dialog.getByLabel('sales')).toHaveValue('sales');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog).toHaveAttribute('data-step', 'preview');
  await expect(dialog.locator('[data-cell-error="sales"]')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Import 4 rows' }).click();
  await expect(dialog.locator('[data-job-status="done"]')).toBeVisible({ timeout: 60_000 });
  await expect(dialog.locator('[data-count="added"] dd')).toHaveText('3');
  await expect(dialog.locator('[data-count="failed"] dd')).toHaveText('1');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toHaveCount(0);
}

/**
 * Opens the bell on the same page (the import's notice comes with the job's end, without a reload), and downloads the
 * failures report of the import just run from it.
 */
export async function downloadReportFromBell(page: Page): Promise<void> {
  await page
    .locator('header')
    .getByRole('button', { name: /^Notifications/ })
    .click();
  // The newest first: this run's import (the backend names the file by its list, not by the name it had).
  const bell = page.getByRole('dialog', { name: 'Notifications' });
  const item = bell.locator('li', { hasText: 'Import finished' }).first();
  // The file's name comes between isolation marks (a name in another script keeps the sentence in order).
  await expect(item).toContainText(/seller\.csv\W*: 3 added, 0 updated, 1 failed/);
  const [download] = await Promise.all([page.waitForEvent('download'), item.locator('[data-notice-download="report"]').click()]);
  const [header, ...rows] = parseCsv(await readFile(await download.path(), 'utf8'));
  expect(header).toEqual(['row', 'column', 'value', 'message']);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.slice(0, 3)).toEqual(['3', 'sales', 'many']);
  await page.keyboard.press('Escape');
  await expect(bell).toHaveCount(0);
}

/** Searches the sellers for `tag`, sorts them by revenue, exports the view as CSV and reads it back. */
export async function exportSellersView(page: Page, tag: string): Promise<void> {
  await page.locator('main').getByRole('searchbox').fill(tag);
  await page.locator('main').getByLabel('Sort by').selectOption('revenue');
  await expect(page).toHaveURL(/sort=revenue/);
  await expect(page.locator('main ul[aria-label] > li')).toHaveCount(3);
  const menu = page.locator('main [data-export-menu]');
  await menu.locator('summary').click();
  const [download] = await Promise.all([page.waitForEvent('download'), menu.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^seller.*\.csv$/);
  const [header, ...rows] = parseCsv(await readFile(await download.path(), 'utf8'));
  expect(header?.[0]).toBe('id');
  const company = header!.indexOf('companyName');
  expect(rows.map((r) => r[company])).toEqual([`${tag} Alpha`, `${tag} Beta`, `${tag} Gamma`]);
}
