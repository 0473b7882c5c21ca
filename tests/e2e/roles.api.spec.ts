// Roles against the reference API server (project `api` of playwright.config.ts, SEED_DEMO: one account per role):
// the server refuses what a role lacks, and the built site (fake backend off) leaves out what the role cannot use.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInWithPassword } from './sign-in-steps.ts';

const PASSWORD = 'stride-demo';
const SLOW = { timeout: 30_000 };
const ORDERS = '/apps/ecommerce/orders/';
const DEPARTMENTS = '/apps/hr/departments/';
// One server for the whole file: the role change comes last and is undone, so a rerun on the same server starts alike.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

async function newPage(browser: Browser, role: 'admin' | 'editor' | 'viewer'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInWithPassword(page, `${role}@stride.dev`);
  return page;
}

async function rowsShown(page: Page) {
  await expect(page.locator('main tbody tr').first()).toBeVisible(SLOW);
  await expect(page.locator('main section[aria-busy="false"]').first()).toBeVisible(SLOW);
}

const main = (page: Page) => page.locator('main');
const sidebar = (page: Page) => page.locator('#sidebar');

test('a viewer sees rows but no add, edit or delete; the server refuses its writes and /admin/ is refused', async ({ page }) => {
  await signInWithPassword(page, 'viewer@stride.dev');
  await expect(sidebar(page).getByRole('link', { name: 'Users & roles' })).toBeHidden();
  await page.goto(ORDERS);
  await rowsShown(page);
  await expect(main(page).getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);
  // Import needs what Add needs; the export of what the role may read stays.
  await expect(main(page).getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);
  await expect(main(page).locator('[data-export-menu] summary')).toBeVisible();
  await expect(main(page).getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
  const token = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('stride:user') ?? '{}') as { token?: string }).token);
  const refused = await page.request.delete('/app/order/1', { headers: { Authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(403);
  await page.goto('/admin/users/');
  await expect(page.getByTestId('not-permitted')).toBeVisible(SLOW);
  await expect(page.getByTestId('admin-users')).toHaveCount(0);
});

test('an editor adds and edits rows but cannot see /admin/', async ({ page }) => {
  await signInWithPassword(page, 'editor@stride.dev');
  await expect(sidebar(page).getByRole('link', { name: 'Users & roles' })).toBeHidden();
  await page.goto(DEPARTMENTS);
  await rowsShown(page);
  await main(page).getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Department', exact: true }).fill('Reference Editors');
  await dialog.getByRole('textbox', { name: 'Head of department', exact: true }).fill('Eva Lindqvist');
  await dialog.getByRole('textbox', { name: 'Phone', exact: true }).fill('+1 (555) 010-7777');
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('editors@stride.dev');
  await dialog.getByRole('spinbutton', { name: 'Employees', exact: true }).fill('2');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden(SLOW);
  await page.getByRole('searchbox').fill('Reference Editors');
  await main(page)
    .locator('tbody tr')
    .first()
    .getByRole('button', { name: /^Edit / })
    .click();
  await dialog.getByRole('textbox', { name: 'Department', exact: true }).fill('Reference Editors II');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden(SLOW);
  await page.getByRole('searchbox').fill('Reference Editors II');
  await expect(main(page).locator('tbody tr')).toHaveCount(1, SLOW);
  // Deleted again: the other api specs count the departments of the same server.
  await main(page)
    .locator('tbody tr')
    .first()
    .getByRole('button', { name: /^Delete / })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No results')).toBeVisible(SLOW);
  await page.goto('/admin/users/');
  await expect(page.getByTestId('not-permitted')).toBeVisible(SLOW);
});

test('the audit screen shows the editor’s create, update and delete of a row', async ({ page }) => {
  // The editor's three changes over HTTP, on a row only this test has (the server is shared with other specs).
  const name = `Audited ${Date.now()}`;
  const signIn = async (role: 'admin' | 'editor') =>
    (await page.request.post('/users/authenticate', { data: { email: `${role}@stride.dev`, password: PASSWORD } })).json() as Promise<{
      token: string;
    }>;
  const headers = { Authorization: `Bearer ${(await signIn('editor')).token}` };
  const fields = { departmentName: name, HOD: 'Ada Auditor', phone: '+1 (555) 010-4242', email: 'audit@stride.dev', employee: 3 };
  const created = await page.request.post('/app/department', { headers, data: fields });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()) as { id: number };
  const renamed = await page.request.put(`/app/department/${id}`, { headers, data: { ...fields, id, departmentName: `${name} II` } });
  expect(renamed.status()).toBe(200);
  expect((await page.request.delete(`/app/department/${id}`, { headers })).status()).toBe(200);

  // The administrator's session as the login page stores it (the form is tested above).
  await page.addInitScript((user) => sessionStorage.setItem('stride:user', JSON.stringify(user)), await signIn('admin'));
  await page.goto('/admin/activity/');
  await expect(page.getByTestId('admin-activity').locator('section[aria-busy="false"]')).toBeVisible(SLOW);
  await page.getByLabel('Resource').selectOption({ label: 'Departments' });
  await page.getByLabel('Actor').fill('editor@stride.dev');
  // Newest first: the row's delete, its rename, its creation, each naming the editor and the field before → after.
  const entries = page
    .getByTestId('admin-activity')
    .locator('table tbody tr')
    .filter({ hasText: new RegExp(`Departments #${id}(?!\\d)`) });
  await expect(entries.locator('td:nth-child(3)')).toHaveText(['Deleted', 'Updated', 'Created'], SLOW);
  await expect(entries.locator('td:nth-child(2)')).toHaveText(Array(3).fill('editor@stride.dev'));
  const nameChange = (row: number) => entries.nth(row).locator('li[data-field="departmentName"] bdi');
  await expect(nameChange(0)).toHaveText([`${name} II`, '—']);
  await expect(nameChange(1)).toHaveText([name, `${name} II`]);
  await expect(nameChange(2)).toHaveText(['—', name]);
});

test('the admin changes a role, and the change shows on that user’s next screen', async ({ page, browser }) => {
  const viewer = await newPage(browser, 'viewer');
  await viewer.goto(ORDERS);
  await rowsShown(viewer);
  await expect(main(viewer).getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);

  await signInWithPassword(page, 'admin@stride.dev');
  await sidebar(page).getByRole('link', { name: 'Users & roles' }).click();
  const row = page.locator('tr[data-user="viewer@stride.dev"]');
  await row.getByRole('combobox').selectOption('editor');
  await expect(page.locator('[data-sonner-toast]').getByText(/is now Editor/)).toBeVisible(SLOW);

  await sidebar(viewer).getByRole('link', { name: 'Departments' }).click();
  await expect(viewer).toHaveURL(new RegExp(`${DEPARTMENTS}$`));
  await rowsShown(viewer);
  await expect(main(viewer).getByRole('button', { name: 'Add', exact: true })).toBeVisible(SLOW);

  // Undone, so the accounts are as seeded for a next run on the same server.
  await row.getByRole('combobox').selectOption('viewer');
  await expect(page.locator('[data-sonner-toast]').getByText(/is now Viewer/)).toBeVisible(SLOW);
  await viewer.context().close();
});
