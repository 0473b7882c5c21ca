import { expect, test } from './fixtures.ts';

/**
 * The audit trail as an administrator sees it: an edit of a row shows up at the top of /admin/activity/ with the
 * changed field before → after, and in that row's edit dialog under "History".
 */

const SLOW = { timeout: 30_000 };
test.use({ signedInAsDemo: true });
test.describe.configure({ timeout: 90_000 });

test('an edit appears in the activity log and in the row’s History tab with the changed field', async ({ page }) => {
  await page.goto('/apps/hr/departments/');
  const firstRow = page.locator('main tbody tr').first();
  await expect(firstRow).toBeVisible(SLOW);
  await firstRow.getByRole('button', { name: /^Edit / }).click();
  const dialog = page.getByRole('dialog');
  const name = dialog.getByRole('textbox', { name: 'Department', exact: true });
  const before = await name.inputValue();
  await name.fill('Audited Department');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden(SLOW);

  await page.goto('/admin/activity/');
  const table = page.getByTestId('admin-activity').locator('table');
  await expect(table).toBeVisible(SLOW);
  const newest = table.locator('tbody tr').first();
  await expect(newest).toContainText('Updated');
  await expect(newest).toContainText('admin@stride.dev');
  const change = newest.locator('li[data-field]');
  await expect(change).toContainText('Department');
  await expect(change.locator('bdi')).toHaveText([before, 'Audited Department']);

  // The action filter leaves only updates; a filter nothing matches says so.
  await page.getByLabel('Action').selectOption('sign_out');
  await expect(page.getByText('Nothing matches this search or filter.')).toBeVisible(SLOW);
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(table.locator('tbody tr').first()).toContainText('Audited Department', SLOW);

  await page.goto('/apps/hr/departments/');
  await page
    .locator('main tbody tr')
    .first()
    .getByRole('button', { name: /^Edit / })
    .click();
  await page.getByRole('dialog').getByRole('tab', { name: 'History' }).click();
  const history = page.getByTestId('record-history');
  await expect(history).toBeVisible(SLOW);
  await expect(history.locator('li[data-field]').first().locator('bdi')).toHaveText([before, 'Audited Department']);
});
