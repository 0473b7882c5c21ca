// Import and export on the list screens (fake backend): 1,000 employees with 7 bad rows through the import dialog
// (columns by German header and one by hand, the preview's errors in place, the progress, the failures' report), and
// the orders' filtered, sorted view exported as CSV and read back.
import { expect, loaded, test } from './screens-helpers.ts';
import { EMPLOYEES, exportDeliveredOrders, expectReport, importEmployees, ORDERS } from './transfer-steps.ts';

test('a CSV of 1,000 employees with 7 bad rows imports through the dialog, and its report lists the 7', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(EMPLOYEES);
  await loaded(page);
  expectReport(await importEmployees(page, `fake${Date.now()}`));
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the same file as an XLSX workbook imports the same way', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(EMPLOYEES);
  await loaded(page);
  expectReport(await importEmployees(page, `fakex${Date.now()}`, 'xlsx'));
});

test('the filtered, sorted orders export as CSV and as XLSX', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(ORDERS);
  await loaded(page);
  await exportDeliveredOrders(page);
});
