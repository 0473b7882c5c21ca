import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO_USER, expect, loaded, showing, test } from './screens-helpers.ts';

/**
 * The fake backend keeps the visitor's changes in IndexedDB: across screens, reloads and tabs, until
 * "Reset demo data" puts the sample data back. Unreadable or blocked storage falls back to the sample data.
 */

const en = JSON.parse(readFileSync('public/assets/i18n/en.json', 'utf8'));
const departments = JSON.parse(readFileSync('src/content/data/department.json', 'utf8')) as { departmentName: string }[];
const DEPARTMENTS = '/apps/hr/departments/';
const EVENTS = '.stride-calendar [role="button"][class*="event-"]';

/** A second tab of the same browser, signed in the way the first one is (the session lives in sessionStorage, per tab). */
async function secondTab(page: Page): Promise<Page> {
  const other = await page.context().newPage();
  await other.addInitScript((user) => sessionStorage.setItem('stride:user', JSON.stringify(user)), DEMO_USER);
  return other;
}

/** How many table rows match a search (the search box narrows the list on the client). */
async function matches(page: Page, text: string) {
  await page.getByRole('searchbox').fill(text);
  return page.locator('main tbody tr');
}

/** The departments screen shows the added and the edited department, and not the deleted one. */
async function expectDepartmentChanges(page: Page) {
  await loaded(page);
  await expect(await matches(page, 'Kept Research')).toHaveCount(1);
  await expect(await matches(page, 'Renamed Engineering')).toHaveCount(1);
  await expect(await matches(page, GONE)).toHaveCount(0);
  await page.getByRole('searchbox').fill('');
  // The sample departments and the one kept (the other one added was deleted).
  const kept = departments.length + 1;
  await expect(showing(page)).toHaveText(`Showing 1–${Math.min(10, kept)} of ${kept} Results`);
}

async function addDepartment(page: Page, name = 'Kept Research') {
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: en.fields.department.departmentName, exact: true }).fill(name);
  await dialog.getByRole('textbox', { name: en.fields.department.HOD, exact: true }).fill('Ada Lovelace');
  await dialog.getByRole('textbox', { name: en.fields.department.phone, exact: true }).fill('+1 (555) 010-9999');
  await dialog.getByRole('textbox', { name: en.fields.department.email, exact: true }).fill('research@stride.dev');
  await dialog.getByRole('spinbutton', { name: en.fields.department.employee, exact: true }).fill('4');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

async function editFirstDepartment(page: Page) {
  const row = await matches(page, departments[0]!.departmentName);
  await row
    .first()
    .getByRole('button', { name: /^Edit / })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: en.fields.department.departmentName, exact: true }).fill('Renamed Engineering');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

/** A department added before this step; every sample department has employees, which a department's delete refuses. */
const GONE = 'Gone Research';

async function deleteAddedDepartment(page: Page) {
  const row = await matches(page, GONE);
  await row
    .first()
    .getByRole('button', { name: /^Delete / })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(await matches(page, GONE)).toHaveCount(0);
  await page.getByRole('searchbox').fill('');
}

test.describe('demo data is kept', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a list row added, edited and deleted survives another screen, a reload, and shows in a second tab', async ({ page }) => {
    await page.goto(DEPARTMENTS);
    await loaded(page);
    await addDepartment(page, GONE);
    await addDepartment(page);
    await editFirstDepartment(page);
    await deleteAddedDepartment(page);

    await page.goto('/apps/hr/employees/');
    await loaded(page);
    await page.goto(DEPARTMENTS);
    await expectDepartmentChanges(page);

    await page.reload();
    await expectDepartmentChanges(page);

    const other = await secondTab(page);
    await other.goto(DEPARTMENTS);
    await expectDepartmentChanges(other);
  });

  test('a note, a calendar event and a favourite are kept across screens and seen from a second tab', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-21T10:00:00'));
    await page.goto('/apps/notes/');
    await loaded(page);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const noteDialog = page.getByRole('dialog');
    await noteDialog.getByLabel('Category').selectOption('personal');
    await noteDialog.getByLabel('Title').fill('Kept note');
    await noteDialog.getByLabel('Description').fill('Still here after a reload');
    await noteDialog.getByRole('button', { name: 'Save' }).click();
    await expect(noteDialog).toBeHidden();

    await page.goto('/apps/calendar/');
    await expect(page.locator(EVENTS).first()).toBeVisible({ timeout: 30_000 });
    await page
      .locator('[data-date="2026-11-12"]')
      .first()
      .click({ position: { x: 30, y: 60 } });
    const eventDialog = page.getByRole('dialog');
    await eventDialog.getByRole('textbox', { name: 'Title', exact: true }).fill('Kept event');
    await eventDialog.getByRole('button', { name: 'Save' }).click();
    await expect(eventDialog).toBeHidden();
    await expect(page.locator(EVENTS, { hasText: 'Kept event' })).toHaveCount(1);

    await page.goto('/apps/ecommerce/products-grid/');
    await loaded(page);
    const favourite = page
      .locator('main ul[aria-label] > li')
      .first()
      .getByRole('button', { name: /^Favourite:/ });
    const before = await favourite.getAttribute('aria-pressed');
    const after = before === 'true' ? 'false' : 'true';
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-pressed', after);

    // Back on the first screens, then reloaded, then in a second tab.
    await page.goto('/apps/notes/');
    await loaded(page);
    await page.getByRole('searchbox').fill('Kept note');
    await expect(page.getByTestId('note')).toHaveCount(1);

    const other = await secondTab(page);
    await other.clock.setFixedTime(new Date('2026-11-21T10:00:00'));
    await other.goto('/apps/calendar/');
    await expect(other.locator(EVENTS, { hasText: 'Kept event' })).toHaveCount(1, { timeout: 30_000 });
    await other.goto('/apps/ecommerce/products-grid/');
    await loaded(other);
    await expect(
      other
        .locator('main ul[aria-label] > li')
        .first()
        .getByRole('button', { name: /^Favourite:/ }),
    ).toHaveAttribute('aria-pressed', after);
    await other.reload();
    await loaded(other);
    await expect(
      other
        .locator('main ul[aria-label] > li')
        .first()
        .getByRole('button', { name: /^Favourite:/ }),
    ).toHaveAttribute('aria-pressed', after);
  });
});

test.describe('Reset demo data', () => {
  test.describe.configure({ timeout: 240_000 });

  test('asks first, then brings the sample data back in this tab and in another one', async ({ page }) => {
    await page.goto(DEPARTMENTS);
    await loaded(page);
    await editFirstDepartment(page);
    await expect(await matches(page, 'Renamed Engineering')).toHaveCount(1);
    await page.getByRole('searchbox').fill('');

    const other = await secondTab(page);
    await other.goto(DEPARTMENTS);
    await loaded(other);
    await expect(await matches(other, 'Renamed Engineering')).toHaveCount(1);
    await other.getByRole('searchbox').fill('');

    await page.bringToFront();
    await page.getByRole('button', { name: new RegExp(`^${en.shell.profileMenu}`) }).click();
    await page.getByRole('button', { name: en.demo.reset }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByRole('heading', { name: en.demo.resetTitle })).toBeVisible();
    // Cancelling changes nothing.
    await confirm.getByRole('button', { name: en.demo.cancel }).click();
    await expect(confirm).toBeHidden();
    await expect(await matches(page, 'Renamed Engineering')).toHaveCount(1);
    await page.getByRole('searchbox').fill('');

    await page.getByRole('button', { name: new RegExp(`^${en.shell.profileMenu}`) }).click();
    await page.getByRole('button', { name: en.demo.reset }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: en.demo.resetButton }).click();
    await expect(page.getByText(en.demo.resetDone)).toBeVisible();
    await expect(showing(page)).toHaveText(`Showing 1–${departments.length} of ${departments.length} Results`);
    const activeLabel = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    await expect.poll(activeLabel).toContain(en.shell.profileMenu);
    await expect(await matches(page, departments[0]!.departmentName)).toHaveCount(1);
    await page.getByRole('searchbox').fill('');

    // The other tab reloads its screen by itself, and keeps the sample data after a reload.
    await expect(showing(other)).toHaveText(`Showing 1–${departments.length} of ${departments.length} Results`, { timeout: 15_000 });
    await other.reload();
    await loaded(other);
    await expect(showing(other)).toHaveText(`Showing 1–${departments.length} of ${departments.length} Results`);
  });
});

test.describe('unusable demo storage', () => {
  test('corrupt stored data gives the sample data and a notice, not a crash', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // The bell's request leaves once the rows have answered. Any request after the corruption below would find it in
    // this page and repair it here (and the reloaded page would have nothing to report), so it must be in first.
    const bell = page.waitForResponse((response) => new URL(response.url()).pathname === '/app/notifications');
    await page.goto(DEPARTMENTS);
    await loaded(page);
    await bell;
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('stride-fake-backend');
          open.onerror = () => reject(open.error ?? new Error('indexedDB.open failed'));
          open.onsuccess = () => {
            const tx = open.result.transaction('state', 'readwrite');
            tx.objectStore('state').put({ rows: 'garbage', id: -1 }, 'data:list:department');
            tx.objectStore('state').put('not-a-stamp', 'meta:stamp');
            tx.oncomplete = () => resolve();
            tx.onerror = () => reject(tx.error ?? new Error('transaction failed'));
          };
        }),
    );
    await page.reload();
    await loaded(page);
    await expect(page.getByRole('status').filter({ hasText: en.backend.restoredTitle })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: en.backend.restored })).toBeVisible();
    await expect(showing(page)).toHaveText(`Showing 1–${departments.length} of ${departments.length} Results`);
    await expect(page.getByText(departments[0]!.departmentName).first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('blocked IndexedDB runs on memory with a notice', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'indexedDB', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(DEPARTMENTS);
    await loaded(page);
    await expect(page.getByRole('status').filter({ hasText: en.backend.notKeptTitle })).toBeVisible();
    await expect(showing(page)).toHaveText(`Showing 1–${departments.length} of ${departments.length} Results`);
    await editFirstDepartment(page);
    await expect(await matches(page, 'Renamed Engineering')).toHaveCount(1);
    await page.getByRole('searchbox').fill('');
    expect(errors).toEqual([]);
  });
});
