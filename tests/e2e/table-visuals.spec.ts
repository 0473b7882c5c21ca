import type { Locator, Page } from '@playwright/test';
import { expect, loaded, test } from './screens-helpers.ts';

/**
 * What the table screens look like, checked by geometry rather than by eye: direction in Arabic,
 * the toolbar on a phone, the column menu below a short table, selected rows, the empty state.
 */

/** Horizontal mirror of an element's own CSS transform: -1 when flipped, 1 when not. */
async function scaleX(locator: Locator): Promise<number> {
  return locator.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a);
}

/** Left edge on screen of the character at `index` in the first text node of `locator` holding `text`. */
async function charLefts(locator: Locator, text: string): Promise<number[]> {
  return locator.evaluate((el, wanted) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const value = node.textContent ?? '';
      if (!value.includes(wanted)) continue;
      const at = value.indexOf(wanted);
      return [...wanted].map((_, i) => {
        const range = document.createRange();
        range.setStart(node, at + i);
        range.setEnd(node, at + i + 1);
        return range.getBoundingClientRect().left;
      });
    }
    return [];
  }, text);
}

async function rowsShown(page: Page) {
  await loaded(page);
  // Below 640 px each row is a card; wider, a table row with its header cell.
  await expect(page.locator('main tbody th[scope="row"], main [data-card-title]').first()).toBeVisible();
}

test.describe('right to left', () => {
  test('breadcrumb and pager chevrons point the reading way', async ({ page }) => {
    await page.goto('/apps/ecommerce/orders/');
    await rowsShown(page);
    const enCrumb = page.getByRole('navigation', { name: 'Breadcrumb' }).locator('svg').first();
    expect(await scaleX(enCrumb)).toBe(1);

    await page.goto('/ar/apps/ecommerce/orders/');
    await rowsShown(page);
    // The chevron is drawn pointing right; mirrored, it points left, the way Arabic reads.
    const crumbs = page.locator('main nav').first().locator('svg');
    await expect(crumbs).toHaveCount(2);
    for (const chevron of await crumbs.all()) expect(await scaleX(chevron)).toBe(-1);
    for (const chevron of await page.locator('main nav').last().locator('svg').all()) expect(await scaleX(chevron)).toBe(-1);
  });

  test('amounts read `US$ 863.51`, not `$US 863.51`', async ({ page }) => {
    await page.goto('/ar/apps/ecommerce/orders/');
    await rowsShown(page);
    const amount = page.locator('main tbody td', { hasText: 'US$' }).first();
    const [u, s, dollar] = await charLefts(amount, 'US$');
    expect(u).toBeDefined();
    // Inside `US$` the letters keep their left-to-right order, so `$` ends up right of `S`.
    expect(u!).toBeLessThan(s!);
    expect(s!).toBeLessThan(dollar!);
  });
});

test("the dashboard's recent orders read `#ST-…` in Arabic, not `ST-…#`", async ({ page }) => {
  await page.goto('/ar/dashboard/');
  const cell = page.locator('main td', { hasText: '#ST-' }).first();
  await expect(cell).toBeVisible({ timeout: 30_000 });
  const [hash, s] = await charLefts(cell, '#S');
  expect(hash!).toBeLessThan(s!);
});

test.describe('toolbar and menus', () => {
  test('on a phone the column, export and import tools and Add share one row (the filter select has a row of its own)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/apps/ecommerce/products/');
    await rowsShown(page);
    const main = page.locator('main');
    const middles = await Promise.all(
      [
        main.locator('summary', { hasText: 'Columns' }),
        main.locator('[data-export-menu] summary'),
        main.getByRole('button', { name: 'Import', exact: true }),
        main.getByRole('button', { name: 'Add' }),
      ].map(async (l) => {
        const box = (await l.boundingBox())!;
        return box.y + box.height / 2;
      }),
    );
    // Controls of slightly different heights, centred on one line; a wrapped row would be 40 px lower.
    expect(Math.max(...middles) - Math.min(...middles), `middles: ${middles.join(', ')}`).toBeLessThan(4);
  });

  test('the column menu is not cut off below a one-row table', async ({ page }) => {
    await page.goto('/apps/ecommerce/products/?q=Aero%20Runner');
    await rowsShown(page);
    await expect(page.locator('main tbody tr')).toHaveCount(1);
    await page.locator('main summary', { hasText: 'Columns' }).click();
    // The last checkbox sits below the card's bottom edge; clicking it needs it to be really on top.
    const last = page.locator('main fieldset label').last();
    await last.click({ timeout: 5_000 });
    await expect(last.locator('input')).not.toBeChecked();
  });
});

test.describe('rows and states', () => {
  test('a selected row is tinted right across, its sticky first cell included', async ({ page }) => {
    await page.goto('/apps/users/list/');
    await rowsShown(page);
    const row = page.locator('main tbody tr').first();
    await row.locator('input[type="checkbox"]').check();
    await expect(row).toHaveAttribute('aria-selected', 'true');
    await page.mouse.move(0, 0);
    const [rowBg, firstBg, plainBg] = await Promise.all([
      row.evaluate((el) => getComputedStyle(el).backgroundColor),
      row.locator('th').evaluate((el) => getComputedStyle(el).backgroundColor),
      page
        .locator('main tbody tr')
        .nth(1)
        .locator('th')
        .evaluate((el) => getComputedStyle(el).backgroundColor),
    ]);
    expect(firstBg).toBe(rowBg);
    expect(firstBg).not.toBe(plainBg);
  });

  test('an empty result is just the empty state: no pager, no select-all', async ({ page }) => {
    await page.goto('/apps/hr/employees/');
    await rowsShown(page);
    await page.getByRole('searchbox').fill('no such employee zzz');
    await expect(page.getByText('No results')).toBeVisible();
    await expect(page.getByTestId('table-showing')).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: 'Select all rows on this page' })).toBeDisabled();
  });
});
