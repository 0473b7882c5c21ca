// The journey both record-page specs walk, on the fake backend (record-page.spec.ts) and on the reference server
// (record-page.api.spec.ts): Ctrl+K finds an order by its number and opens its page; the order's customer link opens
// the customer's page, which lists that order.
import { expect, type Page } from '@playwright/test';
import { companyInvoices } from '../../src/company/invoices.ts';
import { todayIso } from '../../src/stats/period.ts';

const SLOW = { timeout: 30_000 };

export async function hydrated(page: Page) {
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'), undefined, SLOW);
}

export async function findOrderOpenCustomer(page: Page) {
  // The newest order: the first row of the orders list, newest first.
  await page.goto('/apps/ecommerce/orders/');
  const number = (
    await page
      .locator('main tbody tr')
      .first()
      .getByText(/^#ST-\d+$/)
      .innerText({ timeout: 30_000 })
  ).trim();
  await hydrated(page);
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search screens' });
  await expect(dialog).toBeVisible();
  await page.keyboard.type(number);
  const records = dialog.getByRole('group', { name: 'Records' });
  const hit = records.getByRole('option').first();
  await expect(hit).toContainText(number, SLOW);
  await expect(hit).toContainText('Orders');
  // The screens do not match a number: the record is the first option, and Enter opens it.
  await expect(hit).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/apps\/ecommerce\/orders\/view\/\?id=\d+$/, SLOW);
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details.getByText(number, { exact: true })).toBeVisible(SLOW);

  const customer = details.locator('a[data-reference="customerId"]');
  await expect(customer).toBeVisible(SLOW);
  const name = (await customer.innerText()).trim();
  await customer.click();
  await expect(page).toHaveURL(/\/apps\/ecommerce\/customers\/view\/\?id=\d+$/, SLOW);
  await expect(page.getByTestId('record-title')).toHaveText(name, SLOW);
  const orders = page.getByRole('region', { name: /^Orders \(\d+\)$/ });
  await expect(orders.getByRole('link', { name: number, exact: true })).toBeVisible(SLOW);
  // Back to the order from the customer's page.
  await orders.getByRole('link', { name: number, exact: true }).click();
  await expect(page).toHaveURL(/\/apps\/ecommerce\/orders\/view\/\?id=\d+$/, SLOW);
}

/**
 * A customer's page lists its invoices (the sample company's, src/company/invoices.ts, the same rows on both backends):
 * a customer whose newest invoice is numbered shows that number and the count of its invoices.
 */
export async function customerListsInvoices(page: Page) {
  const { invoices } = companyInvoices(todayIso());
  const byCustomer = Map.groupBy(invoices, (invoice) => invoice.customerId);
  const [customerId, own] = [...byCustomer].find(([, rows]) => {
    const [newest, next] = rows.toSorted((a, b) => b.issueDate.localeCompare(a.issueDate));
    return rows.length > 3 && newest!.number !== null && newest!.issueDate !== next?.issueDate;
  })!;
  const newest = own.toSorted((a, b) => b.issueDate.localeCompare(a.issueDate))[0]!;
  await page.goto(`/apps/ecommerce/customers/view/?id=${customerId}`);
  const region = page.getByRole('region', { name: `Invoices (${own.length})` });
  await expect(region.getByRole('link', { name: newest.number!, exact: true })).toBeVisible(SLOW);
}
