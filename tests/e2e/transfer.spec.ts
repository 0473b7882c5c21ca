// Import and export on the list screens (fake backend): 1,000 employees with 7 bad rows through the import dialog
// (columns by German header and one by hand, the preview's errors in place, the progress, the failures' report), and
// the orders' filtered, sorted view exported as CSV and read back.
import { expect, loaded, test } from './screens-helpers.ts';
import { EMPLOYEES, employeesCsv, exportDeliveredOrders, expectReport, importEmployees, ORDERS } from './transfer-steps.ts';

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

test('on a 390 px phone, in Arabic, each step of the dialog fits the screen, and Escape gives the focus back to Import', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/ar${EMPLOYEES}`);
  await loaded(page);
  const button = page.locator('main button[data-needs="employee.create"]', { has: page.locator('svg.lucide-upload') });
  await button.click();
  const dialog = page.locator('[data-import-dialog]');
  await dialog
    .locator('[data-import-file]')
    .setInputFiles({ name: 'staff.csv', mimeType: 'text/csv', buffer: Buffer.from(employeesCsv('phone')) });
  await expect(dialog).toHaveAttribute('data-step', 'columns');
  const fits = async () => {
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  };
  await fits();
  // The step's name has the focus after each step.
  await dialog.locator('button.bg-primary').click();
  await expect(dialog).toHaveAttribute('data-step', 'preview');
  await expect(dialog.locator('[data-step-name]')).toBeFocused();
  await fits();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
});
