// A page per record and Ctrl+K finding records, on the reference server (the fake backend's: record-page.spec.ts).
import { expect, test } from '@playwright/test';
import { customerListsInvoices, findOrderOpenCustomer } from './record-page.ts';

const DEMO = { email: 'admin@stride.dev', password: 'stride-demo' };
test.describe.configure({ timeout: 120_000 });

test("Ctrl+K finds an order by its number and opens its page; its customer's page lists it", async ({ page }) => {
  const res = await page.request.post('/users/authenticate', { data: DEMO });
  expect(res.status()).toBe(200);
  const user: unknown = await res.json();
  await page.addInitScript((u) => sessionStorage.setItem('stride:user', JSON.stringify(u)), user);
  await findOrderOpenCustomer(page);
});

test("a customer's page lists its invoices, the newest first", async ({ page }) => {
  const res = await page.request.post('/users/authenticate', { data: DEMO });
  expect(res.status()).toBe(200);
  const user: unknown = await res.json();
  await page.addInitScript((u) => sessionStorage.setItem('stride:user', JSON.stringify(u)), user);
  await customerListsInvoices(page);
});
