import { test, expect, type Page } from '@playwright/test';
import { signedInState } from './fixtures.ts';

// Two tabs of one browser share the fake backend's state (IndexedDB): what one saves, the other's next request sees.
const SLOW = { timeout: 30_000 };
test.describe.configure({ timeout: 120_000 });

const DEPARTMENTS = '/apps/hr/departments/';

async function openDepartments(page: Page) {
  await page.goto(DEPARTMENTS);
  await expect(page.locator('html[data-backend="ready"]')).toBeAttached(SLOW);
  await expect(page.getByRole('button', { name: 'Edit Engineering' })).toBeVisible(SLOW);
}

/** Opens the edit dialog of Engineering once it shows the row as the backend has it now. */
async function editEngineering(page: Page) {
  await page.getByRole('button', { name: 'Edit Engineering' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox', { name: 'Head of department', exact: true })).toBeVisible(SLOW);
  // The dialog reads the row again when it opens (GET one row): its version is on the dialog once it has.
  await expect(page.locator('[role="dialog"][data-version]')).toBeAttached(SLOW);
  return dialog;
}

test('two tabs edit one department: the second save shows both values, keeps the typing, and Keep mine saves it', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ storageState: signedInState(baseURL!) });
  const [first, second] = [await context.newPage(), await context.newPage()];
  await openDepartments(first);
  await openDepartments(second);

  const mine = await editEngineering(first);
  const theirs = await editEngineering(second);
  await mine.getByRole('textbox', { name: 'Head of department', exact: true }).fill('Mine Typed');
  await mine.getByRole('textbox', { name: 'Phone', exact: true }).fill('+1 (555) 010-0101');

  await theirs.getByRole('textbox', { name: 'Head of department', exact: true }).fill('Their Saved');
  await theirs.getByRole('button', { name: 'Save' }).click();
  await expect(theirs).toBeHidden(SLOW);

  await mine.getByRole('button', { name: 'Save' }).click();
  const conflict = mine.getByTestId('conflict-changes');
  await expect(conflict).toBeVisible(SLOW);
  const row = conflict.locator('tr[data-field="HOD"]');
  await expect(row.locator('[data-side="theirs"]')).toHaveText('Their Saved');
  await expect(row.locator('[data-side="yours"]')).toHaveText('Mine Typed');
  // Every typed value is still in the form.
  await expect(mine.getByRole('textbox', { name: 'Head of department', exact: true })).toHaveValue('Mine Typed');
  await expect(mine.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue('+1 (555) 010-0101');

  await mine.getByRole('button', { name: 'Keep mine' }).click();
  await expect(mine).toBeHidden(SLOW);
  await expect(first.locator('main tbody')).toContainText('Mine Typed');
  await context.close();
});

test('a delete of a row changed meanwhile asks again; Take theirs then puts their values in the form', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ storageState: signedInState(baseURL!) });
  const [first, second] = [await context.newPage(), await context.newPage()];
  await openDepartments(first);
  await openDepartments(second);
  const mine = await editEngineering(first);
  const theirs = await editEngineering(second);
  await theirs.getByRole('textbox', { name: 'Head of department', exact: true }).fill('Theirs Again');
  await theirs.getByRole('button', { name: 'Save' }).click();
  await expect(theirs).toBeHidden(SLOW);

  await mine.getByRole('button', { name: 'Delete' }).click();
  await first.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  const again = first.getByRole('alertdialog');
  await expect(again).toContainText('Someone else changed this item after you opened it', SLOW);
  await again.getByRole('button', { name: 'Cancel' }).click();

  // Another save of theirs, then mine: the conflict, and Take theirs fills the form with their values.
  const theirsAgain = await editEngineering(second);
  await theirsAgain.getByRole('textbox', { name: 'Head of department', exact: true }).fill('Theirs Third');
  await theirsAgain.getByRole('button', { name: 'Save' }).click();
  await expect(theirsAgain).toBeHidden(SLOW);
  const hod = mine.getByRole('textbox', { name: 'Head of department', exact: true });
  await hod.fill('Mine Lost');
  await mine.getByRole('button', { name: 'Save' }).click();
  await expect(mine.getByTestId('conflict-changes')).toBeVisible(SLOW);
  await mine.getByRole('button', { name: 'Take theirs' }).click();
  await expect(hod).toHaveValue('Theirs Third');
  await expect(mine.getByTestId('conflict-changes')).toBeHidden();
  // Nothing of mine left to save: the dialog closes without asking.
  await mine.getByRole('button', { name: 'Cancel' }).click();
  await expect(mine).toBeHidden();
  await expect(first.locator('main tbody')).toContainText('Theirs Third');
  await context.close();
});

test('Esc or Cancel on a changed form asks "Discard changes?"; Keep editing keeps the values', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ storageState: signedInState(baseURL!) });
  const page = await context.newPage();
  await openDepartments(page);
  const dialog = await editEngineering(page);
  await page.keyboard.press('Escape');
  // Unchanged: closes at once.
  await expect(dialog).toBeHidden();
  const again = await editEngineering(page);
  const hod = again.getByRole('textbox', { name: 'Head of department', exact: true });
  await hod.fill('Half typed');
  await page.keyboard.press('Escape');
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText('Discard changes?');
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(hod).toHaveValue('Half typed');
  await again.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click();
  await expect(again).toBeHidden();
  await context.close();
});

test('a session that ends mid-edit loses nothing: after signing in again the form opens with what was typed', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ storageState: signedInState(baseURL!) });
  const page = await context.newPage();
  await openDepartments(page);
  const dialog = await editEngineering(page);
  await dialog.getByRole('textbox', { name: 'Head of department', exact: true }).fill('Typed Before Sign-out');
  // Another tab signs out: the backend revokes the token this tab holds, so the save answers 401.
  const other = await context.newPage();
  await openDepartments(other);
  const status = await other.evaluate(async () => {
    const token = (JSON.parse(localStorage.getItem('stride:user') ?? '{}') as { token?: string }).token ?? '';
    return (await fetch('/users/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` } })).status;
  });
  expect(status).toBe(204);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/auth\/login\/\?next=%2Fapps%2Fhr%2Fdepartments%2F/, SLOW);
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${DEPARTMENTS}$`), SLOW);
  const restored = page.getByRole('dialog');
  await expect(restored.getByText('Your unsaved changes were restored')).toBeVisible(SLOW);
  await expect(restored.getByRole('textbox', { name: 'Head of department', exact: true })).toHaveValue('Typed Before Sign-out');
  await restored.getByRole('button', { name: 'Save' }).click();
  await expect(restored).toBeHidden(SLOW);
  await expect(page.locator('main tbody')).toContainText('Typed Before Sign-out');
  await context.close();
});
