// Steps of the import and export e2e specs, on either backend (tests/e2e/transfer.spec.ts, transfer.api.spec.ts): a
// file of 1,000 employees with 7 bad rows through the import dialog's columns, preview, progress and report; the
// orders' view (a status, a sort) exported as CSV and read back.
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { parseCsv } from '../../src/contract/csv.ts';
import { readXlsx, xlsxOf } from '../../src/contract/xlsx.ts';

export const EMPLOYEES = '/apps/hr/employees/';
export const ORDERS = '/apps/ecommerce/orders/';
export const IMPORT_ROWS = 1000;
/** Rows whose e-mail is not one: rows 3 and 8 (in the preview), and five further down. */
const BAD_ROWS = new Set([3, 8, 120, 333, 500, 777, 999]);
export const BAD = BAD_ROWS.size;

/**
 * The file: German headers (matched by label), an unknown one mapped by hand to the job title ("Poste occupé"), and a
 * column that is not imported. `tag` names the rows of this run.
 */
export function employeesCsv(tag: string): string {
  const lines = ['Personalnummer;Name;E-Mail;Poste occupé;Telefon;Standort;Erfahrung (Jahre);Eintrittsdatum;Abteilung;Foto;Notiz'];
  // Staff numbers no other run has taken (a number taken fails its row).
  const base = 100_000_000 + (Date.now() % 800_000) * 1000;
  for (let n = 1; n <= IMPORT_ROWS; n++) {
    const email = BAD_ROWS.has(n) ? 'not-an-email' : `${tag}.${n}@import.example`;
    lines.push(
      [
        `EMP-${base + n}`,
        `${tag} Person ${n}`,
        email,
        'Importer',
        '+1 (555) 010-2000',
        'Lyon, France',
        n % 20,
        '2026-01-15',
        1 + (n % 3),
        '/images/avatars/mei-chen.svg',
        'x',
      ].join(';'),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The list's total as the table says it ("Showing 1–10 of 1,234 Results"). */
export async function shownTotal(page: Page): Promise<number> {
  const text = await page.getByTestId('table-showing').innerText();
  return Number((/of ([\d,]+) Results?/.exec(text)?.[1] ?? '0').replace(/,/g, ''));
}

/** Records every progress the import dialog's bar shows (a small import may run through it between two polls). */
async function recordProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { importProgress: string[] }).importProgress = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[data-import-progress]');
      const value = bar?.getAttribute('data-import-progress');
      if (value !== null && value !== undefined && seen.at(-1) !== value) seen.push(value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-import-progress'] });
  });
}

/** The file as an XLSX workbook (its cells as text, as a spreadsheet would hold what it was typed as). */
function employeesXlsx(tag: string): Buffer {
  const records = parseCsv(employeesCsv(tag));
  return Buffer.from(
    xlsxOf(records.map((record, i) => (i === 0 ? record : record.map((cell) => (/^\d+$/.test(cell) ? Number(cell) : cell))))),
  );
}

/** Imports the file (CSV, or the same as XLSX) through every step of the dialog; answers the report's CSV. */
export async function importEmployees(page: Page, tag: string, format: 'csv' | 'xlsx' = 'csv'): Promise<string> {
  const before = await shownTotal(page);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import from a file' });
  await expect(dialog).toBeVisible();
  const file =
    format === 'csv'
      ? { name: 'staff.csv', mimeType: 'text/csv', buffer: Buffer.from(employeesCsv(tag)) }
      : { name: 'staff.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: employeesXlsx(tag) };
  await dialog.locator('[data-import-file]').setInputFiles(file);

  // Columns: the German headers are matched, the unknown one is chosen by hand, the note is left out.
  await expect(dialog).toHaveAttribute('data-step', 'columns');
  await expect(dialog.getByLabel('E-Mail')).toHaveValue('email');
  await expect(dialog.getByLabel('Abteilung')).toHaveValue('departmentId');
  await expect(dialog.getByLabel('Notiz')).toHaveValue('');
  await expect(dialog.getByLabel('Poste occupé')).toHaveValue('');
  await dialog.getByLabel('Poste occupé').selectOption({ label: 'Job title' });
  await dialog.getByRole('button', { name: 'Next' }).click();

  // Preview: the two bad rows among the first ten show their e-mail's error in place.
  await expect(dialog).toHaveAttribute('data-step', 'preview');
  await expect(dialog.locator('[data-cell-error="email"]')).toHaveCount(2);
  await expect(dialog.locator('[data-cell-error]')).toHaveCount(2);
  await expect(dialog.locator('[data-import-preview] tr[data-invalid]')).toHaveCount(2);
  await expect(dialog.locator('[data-import-preview] th', { hasText: 'Job title' })).toHaveCount(1);

  await recordProgress(page);
  await dialog.getByRole('button', { name: `Import ${IMPORT_ROWS.toLocaleString('en-US')} rows` }).click();
  await expect(dialog).toHaveAttribute('data-step', 'job');
  await expect(dialog.locator('[data-job-status="done"]')).toBeVisible({ timeout: 90_000 });
  const progress = await page.evaluate(() => (window as unknown as { importProgress: string[] }).importProgress);
  expect(progress.length, `progress seen: ${progress.join(', ')}`).toBeGreaterThan(0);
  expect(Number(progress[0])).toBeLessThan(1);
  await expect(dialog.locator('[data-count="added"] dd')).toHaveText((IMPORT_ROWS - BAD).toLocaleString('en-US'));
  await expect(dialog.locator('[data-count="failed"] dd')).toHaveText(String(BAD));

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: `Download the ${BAD} failed rows (CSV)` }).click(),
  ]);
  const report = await readFile(await download.path(), 'utf8');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toHaveCount(0);
  // The list on screen has read again (the import's one live change), without a reload.
  await expect.poll(() => shownTotal(page), { timeout: 30_000 }).toBe(before + IMPORT_ROWS - BAD);
  return report;
}

/** The report's rows (its header aside): one per bad row, its e-mail named, and why in the page's language (English). */
export function expectReport(report: string): void {
  const [header, ...rows] = parseCsv(report);
  expect(header).toEqual(['row', 'column', 'value', 'message']);
  expect(rows).toHaveLength(BAD);
  expect(rows.map((r) => Number(r[0])).sort((a, b) => a - b)).toEqual([...BAD_ROWS].sort((a, b) => a - b));
  expect(rows.every((r) => r[1] === 'email' && r[2] === 'not-an-email')).toBe(true);
  expect(new Set(rows.map((r) => r[3]))).toEqual(new Set(['Enter a valid e-mail address']));
}

/** Exports the orders' view (Delivered, by amount) as CSV through the Export menu and reads it back. */
export async function exportDeliveredOrders(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Delivered/ }).click();
  await page.getByRole('button', { name: 'Amount', exact: true }).click();
  await expect(page).toHaveURL(/sort=amount/);
  await expect(page.locator('main tbody tr', { hasNotText: 'Delivered' })).toHaveCount(0);
  const total = await shownTotal(page);
  expect(total).toBeGreaterThan(0);
  const menu = page.locator('main [data-export-menu]');
  await menu.locator('summary').click();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    menu.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^order.*\.csv$/);
  const text = await readFile(await download.path(), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const [header, ...rows] = parseCsv(text);
  expect(header?.[0]).toBe('id');
  const status = header!.indexOf('deliveryStatus');
  const amount = header!.indexOf('amount');
  expect(rows).toHaveLength(total);
  expect(rows.every((r) => r[status] === 'Delivered')).toBe(true);
  const amounts = rows.map((r) => Number(r[amount]));
  expect(amounts).toEqual([...amounts].sort((a, b) => a - b));

  // The same view as XLSX: the same records (a workbook leaves a row's empty cells out at its end).
  await menu.locator('summary').click();
  const [workbook] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    menu.getByRole('button', { name: 'Export Excel (XLSX)' }).click(),
  ]);
  expect(workbook.suggestedFilename()).toMatch(/^order.*\.xlsx$/);
  const sheet = readXlsx(await readFile(await workbook.path()));
  const width = header!.length;
  const padded = sheet.map((record) => [...record, ...Array<string>(width - record.length).fill('')]);
  expect(padded).toEqual([header, ...rows]);
}
