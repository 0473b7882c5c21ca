// A list screen filtered by a reference field from its address (`referenceFilters`): the Employees screen at
// `?departmentId=2` shows that department's employees only, counted by the backend, with a chip naming it that clears
// the filter; back and forward restore each view; the chip fits a 390 px phone in Arabic.
import { readFileSync } from 'node:fs';
import { expect, loaded, showing, test } from './screens-helpers.ts';
import { generatedRows } from '../../src/company/index.ts';

const EMPLOYEES = 'apps/hr/employees/';
const sampleRows = <T>(list: string) =>
  JSON.parse(readFileSync(new URL(`../../src/content/data/${list}.json`, import.meta.url), 'utf8')) as T[];
const departments = sampleRows<{ id: number; departmentName: string }>('department');
const department = departments.find((d) => d.id === 2)!;
/** The employees naming department 2: sample and generated rows, as both backends hold them. */
const inDepartment = [...sampleRows<{ departmentId: number }>('employee'), ...generatedRows('employee')].filter(
  (e) => e.departmentId === department.id,
).length;
const everyone = sampleRows('employee').length + generatedRows('employee').length;
const total = (n: number) => ` of ${n.toLocaleString('en-US')} `;

test("a department's employees: counted, named in a chip that clears it, and kept across back and forward", async ({ page }) => {
  expect(inDepartment).toBeGreaterThan(0);
  expect(inDepartment).toBeLessThan(everyone);
  await page.goto(EMPLOYEES);
  await loaded(page);
  await expect(showing(page)).toContainText(total(everyone));

  await page.goto(`${EMPLOYEES}?departmentId=${department.id}`);
  await loaded(page);
  await expect(showing(page)).toContainText(total(inDepartment));
  const chip = page.locator('[data-reference-filter="departmentId"]');
  await expect(chip).toHaveText(new RegExp(`Department: ${department.departmentName}`));
  await expect(page.locator('main tbody tr td', { hasText: department.departmentName }).first()).toBeVisible();

  await page.goBack();
  await loaded(page);
  await expect(showing(page)).toContainText(total(everyone));
  await expect(chip).toHaveCount(0);
  await page.goForward();
  await loaded(page);
  await expect(showing(page)).toContainText(total(inDepartment));

  // The chip's button, by keyboard: every employee again, and the address forgets the department.
  await chip.getByRole('button', { name: `Remove the filter Department: ${department.departmentName}` }).focus();
  await page.keyboard.press('Enter');
  await expect(showing(page)).toContainText(total(everyone));
  await expect(chip).toHaveCount(0);
  expect(new URL(page.url()).searchParams.has('departmentId')).toBe(false);
});

test('the chip and the open picker fit a 390 px phone, right to left', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`ar/${EMPLOYEES}?departmentId=${department.id}`);
  await loaded(page);
  await expect(page.locator('[data-reference-filter="departmentId"]')).toContainText(department.departmentName);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  // The picker's open list stays on the screen too.
  await page.locator('[data-reference-picker="departmentId"] button').click();
  const listbox = page.locator('[data-reference-picker="departmentId"] [role="listbox"]');
  await expect(listbox.getByRole('option').first()).toBeVisible();
  const box = (await listbox.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
});

test('a department picked by keyboard from the toolbar filters the list and names it in the chip', async ({ page }) => {
  await page.goto(EMPLOYEES);
  await loaded(page);
  await expect(showing(page)).toContainText(total(everyone));

  await page.getByRole('button', { name: 'Filter by Department' }).focus();
  await page.keyboard.press('Enter');
  const search = page.getByRole('combobox', { name: 'Search Department' });
  await expect(search).toBeFocused();
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.type(department.departmentName.slice(0, 4));
  const listbox = page.locator(`[id="${await search.getAttribute('aria-controls')}"]`);
  const options = listbox.getByRole('option');
  await expect(options.filter({ hasText: department.departmentName }).first()).toBeVisible();
  // Every option the backend found contains what was typed; the wanted one is reached with the arrow keys.
  const names = await options.allTextContents();
  for (const name of names) expect(name.toLowerCase()).toContain(department.departmentName.slice(0, 4).toLowerCase());
  for (let i = 0; i < names.indexOf(department.departmentName); i++) await page.keyboard.press('ArrowDown');
  await expect(listbox.getByRole('option', { selected: true })).toHaveText(department.departmentName);
  await page.keyboard.press('Enter');

  await expect(showing(page)).toContainText(total(inDepartment));
  await expect(page.locator('[data-reference-filter="departmentId"]')).toHaveText(new RegExp(`Department: ${department.departmentName}`));
  expect(new URL(page.url()).searchParams.get('departmentId')).toBe(String(department.id));
  await expect(search).toHaveCount(0);
});
