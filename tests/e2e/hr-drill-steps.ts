// Steps of the HR drill-down e2e specs, on either backend (tests/e2e/hr-drill.spec.ts, hr-drill.api.spec.ts).
import { expect, type Page } from '@playwright/test';

export const HR = '/dashboards/hr/';

export async function ready(page: Page): Promise<void> {
  await expect(page.locator('[data-overview-state="ready"]')).toBeVisible({ timeout: 30_000 });
}

/** A KPI's value as a number (written for the page's locale: "1,234"): the head count unless `key` says another. */
export async function headcountOf(page: Page, key = 'headcount'): Promise<number> {
  const text = await page.locator(`[data-kpi="${key}"] [data-kpi-value]`).textContent();
  return Number((text ?? '').replace(/\D/g, ''));
}

/** The address of the head count's link: everyone who had joined by its day and not left by then. */
export const HEADCOUNT_URL = /\/apps\/hr\/employees\/\?from=1900-01-01&to=(\d{4}-\d{2}-\d{2})&activeOn=\1$/;

/**
 * Follows the exits KPI's link to the Employees screen filtered to the exit dates of the period (a chip says so);
 * answers the figure. `loaded` waits for the table.
 */
export async function followExits(page: Page, loaded: (page: Page) => Promise<void>): Promise<number> {
  const count = await headcountOf(page, 'exits');
  await page.locator('[data-kpi="exits"] [data-kpi-link]').click();
  await expect(page).toHaveURL(/\/apps\/hr\/employees\/\?endFrom=\d{4}-\d{2}-\d{2}&endTo=\d{4}-\d{2}-\d{2}$/);
  await loaded(page);
  await expect(page.locator('[data-end-filter="range"]')).toContainText('Left ');
  if (count > 0) await expect(page.getByTestId('table-showing')).toContainText(` of ${count.toLocaleString('en-US')} `);
  else await expect(page.locator('main tbody tr')).toHaveCount(0);
  return count;
}

/** An employee of department 1 who joined today, added through the API by `post` (answers its status). */
export async function addEmployee(
  page: Page,
  post: (path: string, body: Record<string, unknown>) => Promise<number>,
): Promise<Record<string, unknown>> {
  const today = await page.evaluate(() => new Date().toISOString().slice(0, 10));
  const body = {
    employeeId: `EMP-${900_000 + Math.floor(Math.random() * 99_999)}`,
    name: 'Drill Newcomer',
    img: '/images/avatars/mei-chen.svg',
    designation: 'QA Engineer',
    email: `drill.newcomer.${Date.now()}@stride.dev`,
    phone: '+1 (555) 010-7777',
    location: 'Berlin, Germany',
    experience: 2,
    joinDate: today,
    departmentId: 1,
  };
  expect([200, 201]).toContain(await post('/app/employee', body));
  return body;
}

/**
 * Follows, by keyboard, the first department's head count in the head-count chart's legend to the Employees screen
 * filtered to that department; answers the figure. Its accessible name says the department and the count.
 */
export async function followDepartment(page: Page): Promise<number> {
  const chart = page.locator('[data-chart="headcount"]');
  // The chart is drawn once it comes into view.
  await chart.scrollIntoViewIfNeeded();
  const link = chart.locator('[data-series-link]').first();
  await expect(link).toBeVisible({ timeout: 30_000 });
  const count = Number(((await link.locator('.tabular-nums').textContent()) ?? '').replace(/\D/g, ''));
  expect(count).toBeGreaterThan(0);
  await expect(link).toHaveAccessibleName(new RegExp(`: ${count.toLocaleString('en-US')} employees?$`));
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/apps\/hr\/employees\/\?from=1900-01-01&to=(\d{4}-\d{2}-\d{2})&activeOn=\1&departmentId=\d+$/);
  return count;
}
