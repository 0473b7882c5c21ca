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

test('the chip fits a 390 px phone, right to left', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`ar/${EMPLOYEES}?departmentId=${department.id}`);
  await loaded(page);
  await expect(page.locator('[data-reference-filter="departmentId"]')).toContainText(department.departmentName);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
});
