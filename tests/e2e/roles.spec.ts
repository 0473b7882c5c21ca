import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInAs } from './sign-in-steps.ts';

/**
 * Roles as the fake backend's demo accounts show them: a viewer reads but changes nothing and is refused the
 * administration, an editor adds and edits but sees no administration, an admin changes a role and the account
 * sees its new role on its next screen. (roles.api.spec.ts runs the same against the reference server.)
 */

const ORDERS = '/apps/ecommerce/orders/';
const DEPARTMENTS = '/apps/hr/departments/';
const ADMIN_USERS = '/admin/users/';
const SLOW = { timeout: 30_000 };

test.describe.configure({ timeout: 90_000 });

/** Waits for the table's rows. */
async function rowsShown(page: Page) {
  await expect(page.locator('main tbody tr').first()).toBeVisible(SLOW);
  await expect(page.locator('main section[aria-busy="false"]').first()).toBeVisible(SLOW);
}

const sidebar = (page: Page) => page.locator('#sidebar');

test('a viewer sees rows but no add, edit or delete, no administration, and a typed /admin/ address is refused', async ({ page }) => {
  await signInAs(page, 'Viewer');
  await expect(sidebar(page).getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(sidebar(page).getByText('Administration')).toBeHidden();
  await expect(sidebar(page).getByRole('link', { name: 'Users & roles' })).toBeHidden();

  // The server renders Add for every role; the permission stylesheet hides it from the moment the parser adds it.
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      const add = document.querySelector('main button[data-needs="order.create"]');
      if (!add) return;
      document.documentElement.dataset.addAtLoad = getComputedStyle(add).display;
      seen.disconnect();
    });
    seen.observe(document, { childList: true, subtree: true });
  });
  await page.goto(ORDERS);
  await expect(page.locator('html')).toHaveAttribute('data-add-at-load', 'none');
  await rowsShown(page);
  const main = page.locator('main');
  await expect(main.getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);
  // Import needs what Add needs; the export of what the role may read stays.
  await expect(main.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);
  await expect(main.locator('[data-export-menu] summary')).toBeVisible();
  await expect(main.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await expect(main.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await expect(main.getByRole('checkbox')).toHaveCount(0);

  const asked: string[] = [];
  page.on('request', (r: Request) => {
    if (new URL(r.url()).pathname === '/users') asked.push(r.url());
  });
  await page.goto(ADMIN_USERS);
  const denied = page.getByTestId('not-permitted');
  await expect(denied).toBeVisible(SLOW);
  await expect(denied).toContainText('You do not have access to this page');
  await expect(denied).toContainText('Viewer');
  await expect(page.getByTestId('admin-users')).toHaveCount(0);
  expect(asked).toEqual([]);

  // The same state in another language.
  await page.goto(`/fr${ADMIN_USERS}`);
  await expect(page.getByTestId('not-permitted')).toContainText('Vous n’avez pas accès à cette page', SLOW);
});

test('a viewer’s calendar and notes are read only', async ({ page }) => {
  await signInAs(page, 'Viewer');
  await page.goto('/apps/calendar/');
  await expect(page.getByText('You can view events; your role does not allow changing them.')).toBeVisible(SLOW);
  await expect(page.getByRole('button', { name: 'Add event' })).toHaveCount(0);
  await expect(page.locator('.stride-calendar .fc-event-draggable')).toHaveCount(0);
  await page.goto('/apps/notes/');
  await expect(page.getByTestId('note').first()).toBeVisible(SLOW);
  await expect(page.locator('main').getByRole('button', { name: /^Edit |^Delete |^Star note/ })).toHaveCount(0);
  await expect(page.locator('main').getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);
});

test('an editor adds and edits rows but sees no administration', async ({ page }) => {
  await signInAs(page, 'Editor');
  await expect(sidebar(page).getByRole('link', { name: 'Users & roles' })).toBeHidden();
  await page.goto(DEPARTMENTS);
  await rowsShown(page);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Department', exact: true }).fill('Editors Guild');
  await dialog.getByRole('textbox', { name: 'Head of department', exact: true }).fill('Eva Lindqvist');
  await dialog.getByRole('textbox', { name: 'Phone', exact: true }).fill('+1 (555) 010-7777');
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('guild@stride.dev');
  await dialog.getByRole('spinbutton', { name: 'Employees', exact: true }).fill('3');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden(SLOW);
  await page.getByRole('searchbox').fill('Editors Guild');
  await page
    .locator('main tbody tr')
    .first()
    .getByRole('button', { name: /^Edit / })
    .click();
  await dialog.getByRole('textbox', { name: 'Department', exact: true }).fill('Editors Guild II');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden(SLOW);
  await page.getByRole('searchbox').fill('Editors Guild II');
  await expect(page.locator('main tbody tr')).toHaveCount(1);

  await page.goto(ADMIN_USERS);
  await expect(page.getByTestId('not-permitted')).toBeVisible(SLOW);
});

test('the admin changes a role, and the account sees it on its next screen', async ({ page }) => {
  // The viewer, signed in in a second tab of the same browser (the fake backend's accounts are shared by its tabs).
  const viewer = await page.context().newPage();
  await signInAs(viewer, 'Viewer');
  await viewer.goto(ORDERS);
  await rowsShown(viewer);
  await expect(viewer.locator('main').getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);

  await signInAs(page, 'Admin');
  await sidebar(page).getByRole('link', { name: 'Users & roles' }).click();
  const row = page.locator('tr[data-user="viewer@stride.dev"]');
  await expect(row).toBeVisible(SLOW);
  await expect(page.locator('tr[data-user="admin@stride.dev"]').getByRole('combobox')).toBeDisabled();
  await row.getByRole('combobox').selectOption('editor');
  await expect(page.locator('[data-sonner-toast]').getByText('Victor Okafor is now Editor')).toBeVisible(SLOW);

  // The viewer's next screen: the menu link, through the client router.
  await sidebar(viewer).getByRole('link', { name: 'Departments' }).click();
  await expect(viewer).toHaveURL(new RegExp(`${DEPARTMENTS}$`));
  await rowsShown(viewer);
  await expect(viewer.locator('main').getByRole('button', { name: 'Add', exact: true })).toBeVisible(SLOW);
});

test('the admin cannot change their own role or status, and deactivates and reactivates another account after a confirmation', async ({
  page,
}) => {
  await signInAs(page, 'Admin');
  await page.goto(ADMIN_USERS);
  const self = page.locator('tr[data-user="admin@stride.dev"]');
  await expect(self).toBeVisible(SLOW);
  await expect(self.getByRole('combobox')).toBeDisabled();
  await expect(self.getByRole('button', { name: /^Deactivate/ })).toHaveCount(0);
  // Deactivate and reactivate another account, with a confirmation each time.
  const editor = page.locator('tr[data-user="editor@stride.dev"]');
  await editor.getByRole('button', { name: /^Deactivate/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(editor).toContainText('Deactivated', SLOW);
  await editor.getByRole('button', { name: /^Reactivate/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reactivate' }).click();
  await expect(editor).toContainText('Active', SLOW);
});
