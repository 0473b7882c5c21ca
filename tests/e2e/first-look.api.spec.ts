// A row added through the reference API server is shown where the list's order puts it, as with the fake backend.
import { expect, test, type Page } from '@playwright/test';

const DEMO = { email: 'admin@stride.dev', password: 'stride-demo' };
const SLOW = { timeout: 30_000 };
test.describe.configure({ timeout: 120_000 });

/** Signs in over the API and stores the user as the login page would. Answers the session's token. */
async function signedIn(page: Page): Promise<string> {
  const res = await page.request.post('/users/authenticate', { data: DEMO });
  expect(res.status()).toBe(200);
  const user = (await res.json()) as { token: string };
  await page.addInitScript((u) => sessionStorage.setItem('stride:user', JSON.stringify(u)), user);
  return user.token;
}

/** The api project's specs share one server: the rows a test adds go again, so the others count the sample rows. */
async function deleteDepartments(page: Page, token: string, name: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const found = await page.request.get(`/app/department?page=1&q=${encodeURIComponent(name)}`, { headers });
  expect(found.status()).toBe(200);
  const { items } = (await found.json()) as { items: { id: number }[] };
  for (const { id } of items) expect((await page.request.delete(`/app/department/${id}`, { headers })).status()).toBe(200);
}

test('a row the list puts on the next page is on screen, marked, after the add', async ({ page }) => {
  const token = await signedIn(page);
  await page.goto('/apps/hr/departments/');
  const showing = page.getByTestId('table-showing');
  await expect(showing).toHaveText(/^Showing 1–10 of \d+ Results$/, SLOW);
  const total = Number(/of (\d+)/.exec(await showing.innerText())![1]);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Department', exact: true }).fill('Zeta Research API');
  await dialog.getByRole('textbox', { name: 'Head of department', exact: true }).fill('Iris Novak');
  await dialog.getByRole('textbox', { name: 'Phone', exact: true }).fill('+1 (555) 010-0198');
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('zeta-api@stride.dev');
  await dialog.getByRole('spinbutton', { name: 'Employees', exact: true }).fill('4');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden(SLOW);
  const row = page.locator('main tbody tr').filter({ hasText: 'Zeta Research API' });
  await expect(row).toBeInViewport(SLOW);
  await expect(row).toHaveAttribute('data-revealed', 'true');
  // Unsorted, the list is in the order rows were added: the new one is the last row of the last page.
  const last = total + 1;
  const first = Math.floor(total / 10) * 10 + 1;
  await expect(showing).toHaveText(`Showing ${first}–${last} of ${last} Results`);
  await deleteDepartments(page, token, 'Zeta Research API');
});
