import type { Page } from '@playwright/test';
import { expect, showing, test } from './screens-helpers.ts';

/** Over the paging threshold (500): the fake backend's worker pages, sorts and filters these rows. */
const ROWS = 20_000;
const rows = (page: Page) => page.locator('main tbody tr');
/** The first three rows' order numbers (each row's header cell): unique, where a customer's name repeats among 20,000 rows. */
/** The page's amounts, in cents: the cells under the "Amount" header. */
async function amountsOnPage(page: Page): Promise<number[]> {
  const headers = await page.locator('main thead th').allInnerTexts();
  const column = headers.findIndex((h) => h.trim().toLowerCase() === 'amount') + 1;
  expect(column).toBeGreaterThan(0);
  const texts = await rows(page).locator(`:scope > :nth-child(${column})`).allInnerTexts();
  return texts.map(cents);
}
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
const firstCodes = async (page: Page) => (await rows(page).locator('th').allInnerTexts()).slice(0, 3);

test.describe('a list paged by the backend (orders, 20,000 synthetic rows)', () => {
  test.describe.configure({ timeout: 90_000 });

  test.beforeEach(async ({ page }) => {
    await page.goto(`apps/ecommerce/orders/?rows=${ROWS}`);
    await expect(showing(page)).toHaveText('Showing 1–10 of 20,000 Results', { timeout: 30_000 });
  });

  test('pages, sorts and filters through the API, keeping the view in the URL across reloads', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/app/order?')) calls.push(r.url());
    });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 2 of 2,000')).toBeVisible();
    await expect(page).toHaveURL(/page=2/);
    expect(calls.some((u) => u.includes('page=2&pageSize=10'))).toBe(true);

    await page.getByRole('button', { name: 'Amount', exact: true }).click();
    await expect(page.locator('main thead th', { hasText: 'Amount' })).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(() => calls.some((u) => u.includes('sort=amount%3Aasc') || u.includes('sort=amount:asc'))).toBe(true);
    await expect(page.getByText('Page 1 of 2,000')).toBeVisible();
    // The page on screen stays (dimmed) until the sorted one arrives: the amounts are read until they are that page's.
    const ascending = (values: number[]) => values.length === 10 && values.every((v, i) => v > 0 && (i === 0 || values[i - 1]! <= v));
    await expect.poll(async () => ascending(await amountsOnPage(page))).toBe(true);

    await page.getByRole('button', { name: /^Cancelled/ }).click();
    await expect(showing(page)).not.toHaveText(/of 20,000 Results/);
    await expect(rows(page).filter({ hasNotText: 'Cancelled' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Cancelled/ })).toHaveText(/\d/);
    const filtered = await showing(page).innerText();

    await page.reload();
    await expect(showing(page)).toHaveText(filtered, { timeout: 30_000 });
    await expect(page.locator('main thead th', { hasText: 'Amount' })).toHaveAttribute('aria-sort', 'ascending');
    await page.goBack();
    await page.goForward();
    await expect(showing(page)).toHaveText(filtered, { timeout: 30_000 });
  });

  test("the totals row sums the page shown and says it is the page's", async ({ page }) => {
    const foot = page.locator('main tfoot');
    await expect(foot.locator('th')).toHaveText('Page total');
    const amounts = await amountsOnPage(page);
    expect(amounts).toHaveLength(10);
    const sum = amounts.reduce((s, a) => s + a, 0);
    expect(sum).toBeGreaterThan(0);
    expect(cents(await foot.locator('[data-total="amount"]').innerText())).toBe(sum);
  });

  test('search goes to the API; an unknown text shows the empty state', async ({ page }) => {
    await page.getByRole('searchbox').fill('-19999');
    await expect(showing(page)).toHaveText('Showing 1 of 1 Result');
    await expect(rows(page).first()).toContainText('#ST-');
    await page.getByRole('searchbox').fill('nothing-like-this');
    await expect(page.getByText('Nothing matches this search or filter.')).toBeVisible();
  });

  test('selection holds across pages and bulk delete removes the rows of both pages', async ({ page }) => {
    const firstPage = await firstCodes(page);
    await rows(page).nth(0).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 2 of 2,000')).toBeVisible();
    // The pager moves at once; the rows of page 2 follow when the backend answers.
    await expect.poll(() => firstCodes(page)).not.toEqual(firstPage);
    await rows(page).nth(1).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(rows(page).nth(0).getByRole('checkbox')).toBeChecked();
    await page.getByRole('button', { name: 'Delete selected (2)' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(showing(page)).toHaveText('Showing 1–10 of 19,998 Results');
    expect(await firstCodes(page)).not.toContain(firstPage[0]);
  });
});
