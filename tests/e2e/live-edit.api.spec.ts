// Editing one row from two browsers against the reference API server (project `api`): the second save sees the
// conflict (412) with both values and keeps its typing; a session ended mid-edit loses nothing. The department is
// made for this file through the API and deleted at the end (the server is shared with the other api specs).
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';

const SLOW = { timeout: 30_000 };
const DEPARTMENTS = '/apps/hr/departments/';
const NAME = `Conflict Lab ${Date.now().toString(36)}`;
const DEMO = { email: 'admin@stride.dev', password: 'stride-demo' };
test.describe.configure({ mode: 'serial', timeout: 120_000 });

interface SignedIn {
  token: string;
}

async function signIn(request: APIRequestContext): Promise<SignedIn & Record<string, unknown>> {
  const res = await request.post('/users/authenticate', { data: DEMO });
  expect(res.status()).toBe(200);
  return res.json();
}

/** A browser of its own, signed in with a session of its own (so one can end without the other). */
async function browserSignedIn(browser: Browser, baseURL: string): Promise<{ page: Page; token: string }> {
  const context = await browser.newContext({ baseURL });
  const user = await signIn(context.request);
  // On the first page only, so the session's end (and the sign-in after it) is not undone by the next page.
  await context.addInitScript((u) => {
    if (sessionStorage.getItem('e2e:stored')) return;
    sessionStorage.setItem('e2e:stored', '1');
    sessionStorage.setItem('stride:user', JSON.stringify(u));
  }, user);
  return { page: await context.newPage(), token: user.token };
}

/** Opens the departments searched down to this file's row, then its edit dialog once it holds the row's version. */
async function editOurs(page: Page) {
  await page.goto(DEPARTMENTS);
  await expect(page.locator('main section[aria-busy="false"]').first()).toBeVisible(SLOW);
  await page.getByRole('searchbox').fill(NAME);
  await page.getByRole('button', { name: `Edit ${NAME}` }).click();
  await expect(page.locator('[role="dialog"][data-version]')).toBeAttached(SLOW);
  return page.getByRole('dialog');
}

const hod = (dialog: ReturnType<Page['getByRole']>) => dialog.getByRole('textbox', { name: 'Head of department', exact: true });

let id = 0;

test.beforeAll(async ({ request }) => {
  const { token } = await signIn(request);
  const res = await request.post('/app/department', {
    headers: { Authorization: `Bearer ${token}` },
    data: { departmentName: NAME, HOD: 'Ada First', phone: '+1 (555) 010-4242', email: 'lab@stride.dev', employee: 3 },
  });
  expect(res.ok()).toBe(true);
  id = (await res.json()).id;
});

test.afterAll(async ({ request }) => {
  const { token } = await signIn(request);
  const res = await request.delete(`/app/department/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
});

test('two browsers edit one department: the second save shows both values, keeps the typing, and Keep mine saves it', async ({
  browser,
  baseURL,
}) => {
  const first = await browserSignedIn(browser, baseURL!);
  const second = await browserSignedIn(browser, baseURL!);
  const mine = await editOurs(first.page);
  const theirs = await editOurs(second.page);
  await hod(mine).fill('Mine Typed');
  await hod(theirs).fill('Their Saved');
  await theirs.getByRole('button', { name: 'Save' }).click();
  await expect(theirs).toBeHidden(SLOW);

  await mine.getByRole('button', { name: 'Save' }).click();
  const conflict = mine.getByTestId('conflict-changes');
  await expect(conflict).toBeVisible(SLOW);
  const row = conflict.locator('tr[data-field="HOD"]');
  await expect(row.locator('[data-side="theirs"]')).toHaveText('Their Saved');
  await expect(row.locator('[data-side="yours"]')).toHaveText('Mine Typed');
  await expect(hod(mine)).toHaveValue('Mine Typed');

  await mine.getByRole('button', { name: 'Keep mine' }).click();
  await expect(mine).toBeHidden(SLOW);
  const saved = await first.page.request.get(`/app/department/${id}`, { headers: { Authorization: `Bearer ${first.token}` } });
  expect((await saved.json()).HOD).toBe('Mine Typed');
  await first.page.context().close();
  await second.page.context().close();
});

test('a session ended mid-edit loses nothing: after signing in again the form opens with what was typed', async ({ browser, baseURL }) => {
  const { page, token } = await browserSignedIn(browser, baseURL!);
  const dialog = await editOurs(page);
  await hod(dialog).fill('Typed Before Sign-out');
  // The session ends on the server (as a sign-out elsewhere would): the save answers 401.
  const out = await page.request.post('/users/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(out.status()).toBe(204);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/auth\/login\/\?next=/, SLOW);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, SLOW);
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const restored = page.getByRole('dialog');
  await expect(restored.getByText('Your unsaved changes were restored')).toBeVisible(SLOW);
  await expect(hod(restored)).toHaveValue('Typed Before Sign-out');
  await restored.getByRole('button', { name: 'Save' }).click();
  await expect(restored).toBeHidden(SLOW);
  await expect(page.locator('main tbody')).toContainText('Typed Before Sign-out');
  await page.context().close();
});
