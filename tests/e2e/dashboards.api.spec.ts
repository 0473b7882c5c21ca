// The HR dashboard against the reference API server (project `api`): its error state when the aggregate fails, and
// Approve / Decline of a leave request, which the server keeps. The server is shared with the other api specs, so the
// decided request is put back as it was.
import { expect, test, type Page } from '@playwright/test';

const SLOW = { timeout: 30_000 };
const HR = '/dashboards/hr/';
test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** Signs in over the API and stores the user as the login page would; answers the token. */
async function signedIn(page: Page): Promise<string> {
  const res = await page.request.post('/users/authenticate', { data: { email: 'admin@stride.dev', password: 'stride-demo' } });
  expect(res.status()).toBe(200);
  const user = await res.json();
  await page.addInitScript((u) => sessionStorage.setItem('stride:user', JSON.stringify(u)), user);
  return user.token;
}

interface Leave {
  id: number;
  employeeName: string;
  status: string;
  version?: number;
}

async function leave(page: Page, token: string, id: number): Promise<Leave> {
  const res = await page.request.get(`/app/leave_hr/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return res.json();
}

test('a failing aggregate shows the error with Try again, which then shows the figures', async ({ page }) => {
  await signedIn(page);
  await page.route('**/app/stats/hr**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Internal Server Error' }) }),
  );
  await page.goto(HR);
  const problem = page.locator('[data-overview-state="error"]');
  await expect(problem).toBeVisible(SLOW);
  await expect(problem).toHaveAttribute('role', 'alert');
  await page.unroute('**/app/stats/hr**');
  await problem.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('[data-overview-state="ready"]')).toBeVisible(SLOW);
  await expect(page.locator('[data-chart]').first()).toBeVisible();
});

test('Approve and Decline on the HR dashboard are kept by the server', async ({ page }) => {
  const token = await signedIn(page);
  await page.goto(HR);
  await expect(page.locator('[data-overview-state="ready"]')).toBeVisible(SLOW);
  const row = page.locator('[data-table="leaveRequests"] tbody tr').first();
  const id = Number(await row.getAttribute('data-row-id'));
  const before = await leave(page, token, id);

  await row.getByRole('button', { name: `Approve the leave of ${before.employeeName}` }).click();
  await expect(page.locator('[data-sonner-toast]').getByText(`Leave of ${before.employeeName}: Approved`)).toBeVisible(SLOW);
  await expect.poll(async () => (await leave(page, token, id)).status, SLOW).toBe('Approved');
  // A decided request leaves the table of requests to decide.
  await expect(page.locator(`[data-table="leaveRequests"] tr[data-row-id="${id}"]`)).toHaveCount(0, SLOW);

  const next = page.locator('[data-table="leaveRequests"] tbody tr').first();
  const otherId = Number(await next.getAttribute('data-row-id'));
  const other = await leave(page, token, otherId);
  await next.getByRole('button', { name: `Decline the leave of ${other.employeeName}` }).click();
  await expect.poll(async () => (await leave(page, token, otherId)).status, SLOW).toBe('Declined');

  // Put back as they were, for the other specs on this server.
  for (const original of [before, other]) {
    const now = await leave(page, token, original.id);
    const { version: _version, ...row } = { ...now, status: original.status };
    const res = await page.request.put(`/app/leave_hr/${original.id}`, { headers: { Authorization: `Bearer ${token}` }, data: row });
    expect(res.status()).toBe(200);
  }
});
