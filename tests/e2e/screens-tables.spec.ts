import { expect, loaded, showing, test } from './screens-helpers.ts';

/** Every table screen: path, sample size (src/schemas SAMPLE_SIZES) and a sortable column header. */
const TABLES = [
  { path: 'apps/ecommerce/products/', size: 10, sort: 'Price' },
  { path: 'apps/ecommerce/orders/', size: 10, sort: 'Amount' },
  { path: 'apps/hr/employees/', size: 12, sort: 'Name' },
  { path: 'apps/hr/departments/', size: 10, sort: 'Department' },
  { path: 'apps/hr/holidays/', size: 10, sort: 'Holiday' },
  { path: 'apps/hr/leave-employee/', size: 10, sort: 'Days' },
  { path: 'apps/hr/leave-hr/', size: 10, sort: 'Employee' },
  { path: 'apps/hr/attendance/', size: 10, sort: 'Check-in' },
  { path: 'apps/hr/estimates/', size: 10, sort: 'Amount' },
  { path: 'apps/hr/expenses/', size: 10, sort: 'Amount' },
  { path: 'apps/hr/salary/', size: 10, sort: 'Salary' },
  { path: 'apps/social/friends/', size: 10, sort: 'Name' },
  { path: 'apps/social/events/', size: 7, sort: 'Event' },
  { path: 'apps/users/list/', size: 12, sort: 'Name' },
] as const;

for (const screen of TABLES) {
  test(`${screen.path}: sample rows, search, sort, pagination and the URL view`, async ({ page }) => {
    await page.goto(screen.path);
    await loaded(page);
    const onPage = Math.min(10, screen.size);
    await expect(showing(page)).toHaveText(`Showing ${onPage} of ${screen.size} Results`);
    await expect(page.locator('main tbody tr')).toHaveCount(onPage);

    // Sort by a column: the header says so, and the order of that column changes accordingly.
    const header = page.locator('main thead th', { has: page.getByRole('button', { name: screen.sort, exact: true }) });
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(page).toHaveURL(/sort=/);

    // Search for the first row's first cell: fewer rows, all containing it.
    const first = (await page.locator('main tbody tr').first().locator('th').innerText()).trim().split('\n')[0] ?? '';
    expect(first.length).toBeGreaterThan(0);
    await page.getByRole('searchbox').fill(first);
    await expect(showing(page)).not.toHaveText(`Showing ${onPage} of ${screen.size} Results`);
    const narrowed = await page.locator('main tbody tr').count();
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan(screen.size);
    await expect(page).toHaveURL(new RegExp(`q=`));

    // A reload (or a shared link) shows the same view.
    await page.reload();
    await loaded(page);
    await expect(page.getByRole('searchbox')).toHaveValue(first);
    await expect(page.locator('main tbody tr')).toHaveCount(narrowed);
    await expect(page.locator('main thead th', { has: page.getByRole('button', { name: screen.sort, exact: true }) })).toHaveAttribute('aria-sort', 'ascending');
  });
}
