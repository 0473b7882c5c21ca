import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, loaded, showing, test } from './screens-helpers.ts';
import { counted, TABLES } from './table-screens.ts';
import { parseCsv } from '../../src/contract/csv.ts';

/** The first line of a row's title cell (the text its Edit and Delete buttons are named after). */
async function titleOf(page: Page, row = 0): Promise<string> {
  return ((await page.locator('main tbody tr').nth(row).locator('th').innerText()).trim().split('\n')[0] ?? '').trim();
}

/** Every table screen: the CSV export of its rows, and add / edit / delete through the form dialog. */
for (const screen of TABLES) {
  test(`${screen.path}: CSV export, add validation, edit and delete`, async ({ page }) => {
    // Wide enough for every column: the edit below looks for a field's value in the row's text.
    await page.setViewportSize({ width: 1920, height: 1000 });
    await page.goto(screen.path);
    await loaded(page);
    const title = await titleOf(page);
    expect(title.length).toBeGreaterThan(0);

    // Export: a real download of every row of the list (plus the header line), ids first, as the backend writes it.
    const menu = page.locator('main [data-export-menu]');
    await menu.locator('summary').click();
    const [download] = await Promise.all([page.waitForEvent('download'), menu.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const [header, ...records] = parseCsv(await readFile(await download.path(), 'utf8'));
    expect(header?.[0]).toBe('id');
    expect(records).toHaveLength(screen.size);

    // Add: saving an empty form names the missing fields and keeps what was typed.
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('This field is required').first()).toBeVisible();
    const hasText = (await dialog.locator('input[type="text"][dir="auto"]:not([inputmode])').count()) > 0;
    const typed = hasText ? 'Zoë 🙂 تجربة' : '7';
    const firstField = dialog.locator(hasText ? 'input[type="text"][dir="auto"]:not([inputmode])' : 'input[type="number"]').first();
    await firstField.fill(typed);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('This field is required').first()).toBeVisible();
    await expect(firstField).toHaveValue(typed);
    // Cancel on a form with changes asks first.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();

    // Free text fields are the ones written in either direction (`dir="auto"`); references, phone numbers and e-mails
    // have a format of their own. Edit a free text field the first row shows, find the row by its new value, then delete it after confirming.
    if (screen.edit?.view) {
      await page.goto(`${screen.path}?${screen.edit.view}`);
      await loaded(page);
    }
    const rowText = await page.locator('main tbody tr').first().innerText();
    await page
      .locator('main tbody tr')
      .first()
      .getByRole('button', { name: /^Edit / })
      .click();
    // The dialog reads the row afresh as it opens: its version is on the dialog once it has.
    await expect(page.locator('[role="dialog"][data-version]')).toBeAttached();
    let edited: string;
    if (screen.edit) {
      // No free-text field on this screen: set a value no other row has.
      edited = screen.edit.value;
      await dialog.getByRole('textbox', { name: screen.edit.label, exact: true }).fill(edited);
    } else {
      const plain = dialog.locator('input[type="text"][dir="auto"]:not([inputmode])');
      let target = -1;
      for (let i = (await plain.count()) - 1; i >= 0; i--) {
        const value = await plain.nth(i).inputValue();
        if (value.length > 2 && rowText.includes(value)) target = i;
      }
      expect(target).toBeGreaterThanOrEqual(0);
      edited = `${await plain.nth(target).inputValue()} Edited`;
      await plain.nth(target).fill(edited);
    }
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('searchbox').fill(edited);
    await expect(page.locator('main tbody tr')).toHaveCount(1);
    await expect(page.locator('main tbody tr').first()).toContainText(edited);

    await page
      .locator('main tbody tr')
      .first()
      .getByRole('button', { name: /^Delete / })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    const refused = screen.named.some((value) => rowText.includes(value));
    if (refused) {
      // Rows of another list name this one through a `restrict` reference: the delete is refused, saying why.
      await expect(page.getByText(/^Other records refer to this one; change or delete them first: /)).toBeVisible();
      await expect(page.locator('main tbody tr')).toHaveCount(1);
    } else {
      await expect(page.getByText('No results')).toBeVisible();
    }
    await page.getByRole('searchbox').fill('');
    if (screen.edit?.view) {
      await page.goto(screen.path);
      await loaded(page);
    }
    const left = refused ? screen.size : screen.size - 1;
    // A company list of thousands of rows is paged by the fake backend's worker, which pages the whole list afresh
    // after the delete: on two busy cores that can take longer than the default wait.
    await expect(showing(page)).toHaveText(`Showing 1–${Math.min(10, left)} of ${counted(left)} Results`, { timeout: 20_000 });
  });
}
