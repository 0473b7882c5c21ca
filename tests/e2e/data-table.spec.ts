import { readFileSync } from 'node:fs';
import { expect, loaded, showing, test } from './screens-helpers.ts';
import { counted } from './table-screens.ts';
import { generatedRows } from '../../src/company/index.ts';

/** The sample company's orders: the backend pages them (the status tabs count the chosen one only). */
const ORDERS =
  (JSON.parse(readFileSync(new URL('../../src/content/data/order.json', import.meta.url), 'utf8')) as unknown[]).length +
  generatedRows('order').length;

test.describe('shared data table (orders)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('apps/ecommerce/orders/');
    await loaded(page);
  });

  test('status tabs filter with counts', async ({ page }) => {
    const tab = page.getByRole('button', { name: /^Pending/ });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/filter=Pending/);
    await expect(showing(page)).not.toHaveText(`Showing 1–10 of ${counted(ORDERS)} Results`);
    await expect(page.locator('main tbody tr', { hasNotText: 'Pending' })).toHaveCount(0);
    const count = Number((await showing(page).innerText()).split(' of ')[1]!.replace(/\D+/g, ''));
    expect(count).toBeGreaterThan(0);
    // The chosen tab counts the rows the backend found for it.
    await expect(tab).toHaveText(new RegExp(`^Pending\\s*${counted(count)}$`));
    await expect(page.locator('main tbody tr')).toHaveCount(Math.min(10, count));
  });

  test('columns can be shown and hidden', async ({ page }) => {
    // At this width the payment method may be hidden to fit the card; asked for in the menu, it shows.
    await page.locator('main summary', { hasText: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Payment method' }).check();
    await expect(page.locator('main thead th', { hasText: 'Payment method' })).toHaveCount(1);
    await page.getByRole('checkbox', { name: 'Payment method' }).uncheck();
    await page.keyboard.press('Escape');
    await expect(page.locator('main thead th', { hasText: 'Payment method' })).toHaveCount(0);
  });

  test('bulk delete asks first', async ({ page }) => {
    await expect(showing(page)).toHaveText(`Showing 1–10 of ${counted(ORDERS)} Results`);
    const rows = page.locator('main tbody tr');
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete selected (2)' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Are you sure?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(showing(page)).toHaveText(`Showing 1–10 of ${counted(ORDERS)} Results`);
    // The dialog loads on first open; keyboard use and focus return must survive that.
    await expect(page.getByRole('button', { name: 'Delete selected (2)' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete selected (2)' })).toBeFocused();
    await page.getByRole('button', { name: 'Delete selected (2)' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(showing(page)).toHaveText(`Showing 1–10 of ${counted(ORDERS - 2)} Results`);
  });

  test('add shows validation errors, keeps what was typed, then saves; edit and delete round-trip', async ({ page }) => {
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'New order' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('This field is required').first()).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Customer', exact: true }).fill('Zoë Tester');
    await dialog.getByLabel('Customer no.').fill('1');
    // The backend proposes the next free reference; typing another one replaces it.
    // One past the highest reference: a generated order's, seven digits (#ST-<id>), which the field's mask keeps whole.
    await expect(dialog.getByLabel('Order ID')).toHaveValue(/^#ST-\d{7}$/);
    await dialog.getByLabel('Order ID').clear();
    await dialog.getByLabel('Order ID').fill('#ST-99999');
    await dialog.getByLabel('Order date').fill('2026-05-10');
    await dialog.getByLabel('Delivery date').fill('2026-05-01');
    await dialog.getByLabel('Payment method').selectOption('COD');
    await dialog.getByLabel('Amount').fill('-5');
    await dialog.getByLabel('Delivery status').selectOption('New');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Must be at least 0')).toBeVisible();
    await expect(dialog.getByText('Must not be before Order date')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Customer', exact: true })).toHaveValue('Zoë Tester');
    await dialog.getByLabel('Amount').fill('42.5');
    await dialog.getByLabel('Delivery date').fill('2026-05-12');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    // The list moves to the page that holds the new row (newest first, by its date).
    await expect(showing(page)).toHaveText(new RegExp(`^Showing [\\d,]+–[\\d,]+ of ${counted(ORDERS + 1)} Results$`));

    await page.getByRole('searchbox').fill('Zoë Tester');
    await expect(page.locator('main tbody tr')).toHaveCount(1);
    await page.getByRole('button', { name: 'Edit #ST-99999' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Customer', exact: true }).fill('Zoë Edited');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    // The backend searches a paged list: the edit is saved before the search asks for it.
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('searchbox').fill('Zoë Edited');
    await expect(page.locator('main tbody tr')).toHaveCount(1);

    await page.getByRole('button', { name: 'Delete #ST-99999' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No results')).toBeVisible();
  });
});

test('a list within the paging threshold stays in the browser: every row on one virtualised page, sort and search', async ({ page }) => {
  await page.goto('apps/ecommerce/orders/?rows=500&size=0');
  await expect(showing(page)).toHaveText('Showing 1–500 of 500 Results', { timeout: 30_000 });
  const domRows = await page.locator('main tbody tr').count();
  expect(domRows).toBeLessThan(120);
  await page.getByRole('button', { name: 'Amount', exact: true }).click();
  await expect(page.locator('main thead th', { hasText: 'Amount' })).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('searchbox').fill('Isabella');
  await expect(showing(page)).not.toHaveText('Showing 1–500 of 500 Results');
});
