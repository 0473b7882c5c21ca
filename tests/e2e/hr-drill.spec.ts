// The HR dashboard's head count is the employees list (fake backend): its link opens the Employees screen with as many
// rows as the figure, and an employee added raises the figure on the open dashboard, without a reload. A department's
// head count opens its employees, as many.
import { expect, loaded, showing, test } from './screens-helpers.ts';
import { addEmployee, followDepartment, followExits, HEADCOUNT_URL, headcountOf, HR, ready } from './hr-drill-steps.ts';

test('the head count opens the employees it counts, and an employee added raises it live', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(HR);
  await ready(page);
  const count = await headcountOf(page);
  expect(count).toBeGreaterThan(300);

  await page.locator('[data-kpi="headcount"] [data-kpi-link]').click();
  await expect(page).toHaveURL(HEADCOUNT_URL);
  await loaded(page);
  await expect(showing(page)).toContainText(` of ${count.toLocaleString('en-US')} `);

  await page.goto(HR);
  await ready(page);
  const token = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('stride:user') ?? '{}') as { token?: string }).token ?? '');
  await addEmployee(page, async (path, body) =>
    page.evaluate(
      async ([p, b, t]) =>
        (
          await fetch(p, {
            method: 'POST',
            headers: { Authorization: `Bearer ${t}`, 'Content-Type': 'application/json' },
            body: JSON.stringify(b),
          })
        ).status,
      [path, body, token] as const,
    ),
  );
  await expect(page.locator('[data-kpi="headcount"] [data-kpi-value]')).toHaveText((count + 1).toLocaleString('en-US'), {
    timeout: 30_000,
  });
});

test("a department's head count opens that department's employees, as many", async ({ page }) => {
  await page.goto(HR);
  await ready(page);
  const count = await followDepartment(page);
  await loaded(page);
  await expect(showing(page)).toContainText(` of ${count.toLocaleString('en-US')} `);
});

test('the exits open the employees who left in the period, as many', async ({ page }) => {
  await page.goto(HR);
  await ready(page);
  await followExits(page, loaded);
});
