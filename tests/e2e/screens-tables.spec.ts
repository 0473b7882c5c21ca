import { expect, loaded, showing, test } from './screens-helpers.ts';
import { counted, TABLES } from './table-screens.ts';

for (const screen of TABLES) {
  test(`${screen.path}: sample rows, search, sort, pagination and the URL view`, async ({ page }) => {
    await page.goto(screen.path);
    await loaded(page);
    const onPage = Math.min(10, screen.size);
    await expect(showing(page)).toHaveText(`Showing 1–${onPage} of ${counted(screen.size)} Results`);
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
    await expect(showing(page)).not.toHaveText(`Showing 1–${onPage} of ${counted(screen.size)} Results`);
    const narrowed = await page.locator('main tbody tr').count();
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan(screen.size);
    await expect(page).toHaveURL(new RegExp(`q=`));

    // A reload (or a shared link) shows the same view.
    await page.reload();
    await loaded(page);
    await expect(page.getByRole('searchbox')).toHaveValue(first);
    await expect(page.locator('main tbody tr')).toHaveCount(narrowed);
    await expect(page.locator('main thead th', { has: page.getByRole('button', { name: screen.sort, exact: true }) })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });
}
