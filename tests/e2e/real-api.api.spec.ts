// The built site with PUBLIC_FAKE_BACKEND=false against the reference API server (project `api` of playwright.config.ts):
// every call goes over HTTP to Postgres (PGlite) and back.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { counted, TABLES } from './table-screens.ts';
import { generatedRows } from '../../src/company/index.ts';

const DEMO = { email: 'admin@stride.dev', password: 'stride-demo', name: 'Alex Morgan' };
const SLOW = { timeout: 30_000 };
// Each flow reloads pages several times against a real server; a shared 2-core machine makes that slow.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const sample = (list: string): Record<string, unknown>[] =>
  JSON.parse(readFileSync(new URL(`../../src/content/data/${list}.json`, import.meta.url), 'utf8'));

/** The sample company's orders, which the server seeds (SEED_SAMPLE): the sample rows and the generated ones. */
const ORDERS = sample('order').length + generatedRows('order').length;

/** Signs in over the API and stores the user as the login page would; answers the token. */
async function signedIn(page: Page): Promise<string> {
  const res = await page.request.post('/users/authenticate', { data: { email: DEMO.email, password: DEMO.password } });
  expect(res.status()).toBe(200);
  const user = await res.json();
  await storeOnce(page, user);
  return user.token;
}

/** Puts a user in the session on the first page only, so a sign-out (or a 401) later in the test is not undone. */
async function storeOnce(page: Page, user: unknown) {
  await page.addInitScript((u) => {
    if (sessionStorage.getItem('e2e:stored')) return;
    sessionStorage.setItem('e2e:stored', '1');
    sessionStorage.setItem('stride:user', JSON.stringify(u));
  }, user);
}

async function loaded(page: Page) {
  await expect(page.locator('main section[aria-busy="false"]').first()).toBeVisible(SLOW);
}

const showing = (page: Page) => page.getByTestId('table-showing');

test('signing in through the login form reaches the dashboard with a token from the server', async ({ page }) => {
  await page.goto('/auth/login/');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/$/, SLOW);
  await expect(page.getByRole('button', { name: new RegExp(`Account menu: ${DEMO.name}`) })).toBeVisible(SLOW);
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('stride:user') ?? '{}').token as string);
  expect(token).toMatch(/^[\w-]{43}$/);
  expect(await page.evaluate(() => !!navigator.serviceWorker?.controller)).toBe(false);
});

/** How many rows the server holds in a list, by its paged read (`{ items, total }`). */
async function serverTotal(page: Page, token: string, list: string): Promise<number> {
  const res = await page.request.get(`/app/${list}?page=1&pageSize=1`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { total: number }).total;
}

for (const screen of TABLES) {
  test(`${screen.path}: shows the rows of the database`, async ({ page }) => {
    const token = await signedIn(page);
    // The api specs share one database and run one after another: an earlier spec may have added rows (an invoice it
    // sent cannot be deleted), so the page is held to what the server holds, and the server to at least the seed.
    const total = await serverTotal(page, token, screen.list);
    expect(total).toBeGreaterThanOrEqual(screen.size);
    await page.goto(screen.path);
    await loaded(page);
    await expect(showing(page)).toHaveText(`Showing 1–${Math.min(10, total)} of ${counted(total)} Results`, SLOW);
  });
}

test('the card screens show the rows of the database', async ({ page }) => {
  await signedIn(page);
  const cards = [
    ['apps/ecommerce/products-grid/', 'productgrid', 'productName'],
    ['apps/ecommerce/sellers/', 'seller', 'companyName'],
    ['apps/notes/', 'notes', 'title'],
    ['apps/users/grid/', 'usergrid', 'name'],
  ] as const;
  for (const [path, list, field] of cards) {
    await page.goto(path);
    await expect(page.getByText(String(sample(list)[0]![field]), { exact: true }).first(), path).toBeVisible(SLOW);
  }
});

test('orders: add, edit and delete are kept by the server across reloads', async ({ page }) => {
  await signedIn(page);
  await page.goto('apps/ecommerce/orders/');
  await loaded(page);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Customer', exact: true }).fill('Zoë Server');
  // An order names a customer that exists: the first sample customer.
  await dialog.getByLabel('Customer no.').fill('1');
  // The server proposes the next free reference; another one typed replaces it.
  await expect(dialog.getByLabel('Order ID')).toHaveValue(/^#ST-\d{5,}$/);
  await dialog.getByLabel('Order ID').clear();
  await dialog.getByLabel('Order ID').fill('#ST-77777');
  await dialog.getByLabel('Order date').fill('2026-05-10');
  await dialog.getByLabel('Delivery date').fill('2026-05-12');
  await dialog.getByLabel('Payment method').selectOption('COD');
  await dialog.getByLabel('Amount').fill('42.5');
  await dialog.getByLabel('Delivery status').selectOption('New');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden(SLOW);
  // The list moves to the page that holds the new row (newest first, by its date), among the sample company's orders.
  await expect(showing(page)).toHaveText(new RegExp(`^Showing [\\d,]+–[\\d,]+ of ${counted(ORDERS + 1)} Results$`), SLOW);

  await page.reload();
  await loaded(page);
  await page.getByRole('searchbox').fill('Zoë Server');
  await expect(page.locator('main tbody tr')).toHaveCount(1, SLOW);
  await page.getByRole('button', { name: 'Edit #ST-77777' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Customer', exact: true }).fill('Zoë Edited');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toBeHidden(SLOW);

  await page.reload();
  await loaded(page);
  await page.getByRole('searchbox').fill('Zoë Edited');
  await expect(page.locator('main tbody tr')).toHaveCount(1, SLOW);
  await page.getByRole('button', { name: 'Delete #ST-77777' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No results')).toBeVisible(SLOW);
  // A fresh visit (a reload would keep the search in the URL): the server has the sample company's orders again.
  await page.goto('apps/ecommerce/orders/');
  await loaded(page);
  await expect(showing(page)).toHaveText(`Showing 1–10 of ${counted(ORDERS)} Results`, SLOW);
});

for (const [path, list, field, size] of [['apps/hr/holidays/', 'holidays', 'holidayName', 10]] as const) {
  test(`${path}: edit and delete are kept by the server across reloads`, async ({ page }) => {
    await signedIn(page);
    await page.goto(path);
    await loaded(page);
    const original = String(sample(list)[0]![field]);
    const edited = `${original} (server)`;
    await page.getByRole('searchbox').fill(original);
    await page
      .locator('main tbody tr')
      .first()
      .getByRole('button', { name: /^Edit / })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type="text"]').first().fill(edited);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden(SLOW);

    await page.reload();
    await loaded(page);
    await page.getByRole('searchbox').fill(edited);
    await expect(page.locator('main tbody tr')).toHaveCount(1, SLOW);
    await page
      .locator('main tbody tr')
      .first()
      .getByRole('button', { name: /^Delete / })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No results')).toBeVisible(SLOW);
    await page.goto(path);
    await loaded(page);
    await expect(showing(page)).toHaveText(`Showing 1–${size - 1} of ${size - 1} Results`, SLOW);
  });
}

test('calendar: an event added in the dialog is kept by the server', async ({ page }) => {
  await signedIn(page);
  await page.goto('apps/calendar/');
  const events = '.stride-calendar [role="button"][class*="event-"]';
  await expect(page.locator(events).first()).toBeVisible(SLOW);
  const today = new Date().toISOString().slice(0, 10);
  await page
    .locator(`[data-date="${today}"]`)
    .first()
    .click({ position: { x: 30, y: 60 } });
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Add event' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('Server review');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Event added')).toBeVisible(SLOW);
  await page.reload();
  await expect(page.locator(events, { hasText: 'Server review' }).first()).toBeVisible(SLOW);
});

test('a token the server does not know signs the user out (401)', async ({ page }) => {
  await storeOnce(page, { id: 1, email: 'admin@stride.dev', username: 'admin', firstName: 'Alex', lastName: 'Morgan', token: 'forged' });
  await page.goto('apps/ecommerce/orders/');
  // The 401 ends the session and the page goes to the login by itself (a goto before that would be interrupted).
  await expect(page).toHaveURL(/\/auth\/login\//, SLOW);
  expect(await page.evaluate(() => sessionStorage.getItem('stride:user'))).toBeNull();
  // Typed again: no session, so the login.
  await page.goto('apps/ecommerce/orders/');
  await expect(page).toHaveURL(/\/auth\/login\//, SLOW);
});

test('signing out revokes the token on the server', async ({ page }) => {
  const token = await signedIn(page);
  await page.goto('dashboard/');
  // The account menu hydrates when the browser is idle: a click that lands before that opens nothing, so click until it opens.
  await expect(async () => {
    await page.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/login\//, SLOW);
  const res = await page.request.get('/app/order', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(401);
});
