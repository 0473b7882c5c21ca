// The HR dashboard's head count against the reference API server (project `api`): its link opens the Employees screen
// with as many rows as the figure, and an employee added raises the figure on the open dashboard (the live stream). The
// server is shared with the other api specs, so the employee is deleted again. A department's head count opens its
// employees, as many.
import { expect, test, type Page } from '@playwright/test';
import { addEmployee, followDepartment, followExits, HEADCOUNT_URL, headcountOf, HR, ready } from './hr-drill-steps.ts';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

async function signedIn(page: Page): Promise<string> {
  const res = await page.request.post('/users/authenticate', { data: { email: 'admin@stride.dev', password: 'stride-demo' } });
  expect(res.status()).toBe(200);
  const user = await res.json();
  await page.addInitScript((u) => sessionStorage.setItem('stride:user', JSON.stringify(u)), user);
  return user.token;
}

test('the head count opens the employees it counts, and an employee added raises it live', async ({ page }) => {
  const token = await signedIn(page);
  const headers = { Authorization: `Bearer ${token}` };
  await page.goto(HR);
  await ready(page);
  const count = await headcountOf(page);
  expect(count).toBeGreaterThan(300);

  await page.locator('[data-kpi="headcount"] [data-kpi-link]').click();
  await expect(page).toHaveURL(HEADCOUNT_URL);
  await expect(page.locator('main section[aria-busy="false"]').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('table-showing')).toContainText(` of ${count.toLocaleString('en-US')} `);

  // The employee is added once the live stream is open: one added before it opened would not be told to this page.
  const stream = page.waitForResponse((r) => new URL(r.url()).pathname === '/app/events', { timeout: 30_000 });
  await page.goto(HR);
  await ready(page);
  await stream;
  const added = await addEmployee(page, async (path, data) => (await page.request.post(path, { headers, data })).status());
  try {
    await expect(page.locator('[data-kpi="headcount"] [data-kpi-value]')).toHaveText((count + 1).toLocaleString('en-US'), {
      timeout: 30_000,
    });
    // Given an exit date today, the employee has left: out of the head count again, one more exit.
    const exits = await headcountOf(page, 'exits');
    const [row] = (await (await page.request.get(`/app/employee?employeeId=${String(added.employeeId)}`, { headers })).json()) as {
      id: number;
      version?: number;
    }[];
    const { version: _version, ...fields } = row!;
    const today = String(added.joinDate);
    expect((await page.request.put(`/app/employee/${row!.id}`, { headers, data: { ...fields, exitDate: today } })).status()).toBe(200);
    await expect(page.locator('[data-kpi="headcount"] [data-kpi-value]')).toHaveText(count.toLocaleString('en-US'), { timeout: 30_000 });
    await expect(page.locator('[data-kpi="exits"] [data-kpi-value]')).toHaveText((exits + 1).toLocaleString('en-US'), { timeout: 30_000 });
  } finally {
    const found = await page.request.get(`/app/employee?employeeId=${String(added.employeeId)}`, { headers });
    for (const { id } of (await found.json()) as { id: number }[]) await page.request.delete(`/app/employee/${id}`, { headers });
  }
});

test("a department's head count opens that department's employees, as many", async ({ page }) => {
  await signedIn(page);
  await page.goto(HR);
  await ready(page);
  const count = await followDepartment(page);
  await expect(page.locator('main section[aria-busy="false"]').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('table-showing')).toContainText(` of ${count.toLocaleString('en-US')} `);
});

test('the exits open the employees who left in the period, as many', async ({ page }) => {
  await signedIn(page);
  await page.goto(HR);
  await ready(page);
  await followExits(page, async (p) => {
    await expect(p.locator('main section[aria-busy="false"]').first()).toBeVisible({ timeout: 30_000 });
  });
});
