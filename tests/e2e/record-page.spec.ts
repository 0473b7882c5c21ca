// A page per record and Ctrl+K finding records, on the fake backend (the reference server's: record-page.api.spec.ts).
import { test, expect } from './fixtures.ts';
import { customerListsInvoices, findOrderOpenCustomer, hydrated } from './record-page.ts';

const USER = { id: 1, email: 'admin@stride.dev', username: 'admin', firstName: 'Alex', lastName: 'Morgan', token: 'stride-fake-jwt-token' };
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.addInitScript((user) => sessionStorage.setItem('stride:user', user), JSON.stringify(USER));
});

test("Ctrl+K finds an order by its number and opens its page; its customer's page lists it", async ({ page }) => {
  await findOrderOpenCustomer(page);
});

test("a customer's page lists its invoices, the newest first", async ({ page }) => {
  await customerListsInvoices(page);
});

test('an id no row has says "Record not found", with a way back to the list', async ({ page }) => {
  await page.goto('/apps/ecommerce/customers/view/?id=999999');
  await hydrated(page);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Record not found', { timeout: 30_000 });
  await expect(alert.getByRole('link', { name: 'Back to Customers' })).toHaveAttribute('href', '/apps/ecommerce/customers/');
});
