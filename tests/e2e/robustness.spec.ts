import { readFileSync } from 'node:fs';
import { test as publicTest, type Page, type Route } from '@playwright/test';
import { test, expect, loaded } from './screens-helpers.ts';

/**
 * The site under stress: a misbehaving API, a fake backend that cannot start, blocked or corrupt
 * storage, odd input, unknown URLs and impatient double clicks. Each must end in a clear message or a
 * sane default, and nothing typed may be lost.
 */

const en = JSON.parse(readFileSync('public/assets/i18n/en.json', 'utf8'));
const departments = JSON.parse(readFileSync('src/content/data/department.json', 'utf8')) as { departmentName: string }[];
const UNUSUAL = `🙂👟🚀 مرحبا بالعالم 你好 ${'x'.repeat(10_000)}`;

/** Islands are interactive once Astro has hydrated them (it drops their `ssr` attribute). */
async function hydrated(page: Page) {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test.describe('when the API misbehaves', () => {
  // With service workers blocked the fake backend cannot start: requests then reach the network,
  // where each case below answers them.
  test.use({ serviceWorkers: 'block' });

  test('a fake backend that cannot start is explained, not a silent empty table', async ({ page }) => {
    await page.route('**/app/department**', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/apps/hr/departments/');
    // MSW loads and tries to register first: on a busy machine that takes longer than the default wait.
    await expect(page.locator('html')).toHaveAttribute('data-backend', 'failed', { timeout: 30_000 });
    await expect(page.getByRole('alert').filter({ hasText: en.backend.title })).toBeVisible();
  });

  const cases: { name: string; answer: (route: Route) => Promise<void>; shows: string }[] = [
    {
      name: '500 with a message',
      answer: (r) => r.fulfill({ status: 500, json: { message: 'Database is on fire' } }),
      shows: 'Database is on fire',
    },
    { name: '500 without a body', answer: (r) => r.fulfill({ status: 500, body: '' }), shows: en.errors.server },
    {
      name: 'malformed JSON',
      answer: (r) => r.fulfill({ status: 200, contentType: 'application/json', body: '[{"id": 1,' }),
      shows: en.errors.badResponse,
    },
    {
      name: 'the wrong shape',
      answer: (r) => r.fulfill({ status: 200, json: [{ id: 'one', colour: 'blue' }] }),
      shows: en.errors.badResponse,
    },
    { name: 'the network gone', answer: (r) => r.abort('internetdisconnected'), shows: en.errors.network },
    { name: 'a timed-out connection', answer: (r) => r.abort('timedout'), shows: en.errors.network },
  ];

  for (const c of cases) {
    test(`${c.name}: a clear message, then Retry recovers`, async ({ page }) => {
      let healthy = false;
      await page.route('**/app/department**', (route) => (healthy ? route.fulfill({ status: 200, json: departments }) : c.answer(route)));
      const errors = collectPageErrors(page);
      await page.goto('/apps/hr/departments/');
      await expect(page.getByText(c.shows).first()).toBeVisible({ timeout: 30_000 });
      healthy = true;
      await page.getByRole('button', { name: en.table.retry }).click();
      await expect(page.getByText(departments[0]!.departmentName).first()).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});

/** As a browser's privacy setting does it: reading the (configurable) localStorage property throws. */
async function blockLocalStorage(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
}

test.describe('storage', () => {
  test('blocked localStorage: the dashboard still opens with the default theme', async ({ page }) => {
    await blockLocalStorage(page);
    const errors = collectPageErrors(page);
    await page.goto('/dashboard/');
    await expect(page.locator('html')).toHaveAttribute('data-mode', 'light');
    await expect(page.getByRole('heading', { level: 1, name: en.menu.dashboard })).toBeVisible();
    // The demo backend runs on memory for this visit, so data still loads.
    await page.goto('/apps/hr/departments/');
    await loaded(page);
    await expect(page.getByText(departments[0]!.departmentName).first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('corrupt settings and cart fall back to defaults', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('stride:settings', '{"mode": "dark", oops');
      localStorage.setItem('stride:cart', '[[[not a cart');
    });
    const errors = collectPageErrors(page);
    await page.goto('/dashboard/');
    await expect(page.locator('html')).toHaveAttribute('data-mode', 'light');
    await expect(page.locator('html')).toHaveAttribute('data-layout', 'vertical');
    await expect(page.getByRole('heading', { level: 1, name: en.menu.dashboard })).toBeVisible();
    expect(errors).toEqual([]);
  });

  publicTest('blocked localStorage: the shop still adds to the cart for this visit', async ({ page }) => {
    await blockLocalStorage(page);
    const errors = collectPageErrors(page);
    await page.goto('/product-landing/');
    await page
      .getByRole('button', { name: new RegExp(en.shop.products.addToCart, 'i') })
      .first()
      .click();
    await expect(page.locator('[data-cart-badge]').first()).toHaveText('1');
    expect(errors).toEqual([]);
  });
});

publicTest.describe('unknown addresses', () => {
  for (const path of ['/xx/dashboard/', '/fr/no-such-page/', '/apps/nothing-here/']) {
    publicTest(`${path} answers 404 with the 404 page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      // The site-wide 404 page speaks the language of the address's prefix when it has one.
      const locale = /^\/(es|de|fr|it|ru|ja|zh|ar)\//.exec(path)?.[1] ?? 'en';
      const messages = JSON.parse(readFileSync(`public/assets/i18n/${locale}.json`, 'utf8'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: messages.common.backToHome })).toHaveAttribute(
        'href',
        locale === 'en' ? '/' : `/${locale}/`,
      );
    });
  }
});

publicTest.describe('long and unusual input keeps what was typed', () => {
  publicTest('register: emoji, Arabic and 10,000 characters', async ({ page }) => {
    await page.goto('/auth/register/');
    await hydrated(page);
    const username = page.getByLabel(en.auth.register.username, { exact: true });
    await username.fill(UNUSUAL);
    await page.getByLabel(en.auth.email, { exact: true }).fill(`${'a'.repeat(5000)}@example.com`);
    await page.getByLabel(en.auth.password, { exact: true }).fill(UNUSUAL);
    await page.getByLabel(en.auth.register.confirm, { exact: true }).fill(UNUSUAL);
    await page.getByRole('button', { name: en.auth.register.submit }).click();
    await expect(page.getByText(en.auth.register.usernameRule).first()).toBeVisible();
    await expect(username).toHaveValue(UNUSUAL);
    await expect(page).toHaveURL(/\/auth\/register\/$/);
  });

  publicTest('login: an absurd address is refused with a message, the form keeps it', async ({ page }) => {
    await page.goto('/auth/login/');
    await hydrated(page);
    const email = page.getByLabel(en.auth.email, { exact: true });
    // React hydrates the form once the words have arrived, which can be after Astro's island says it has, and fills in
    // the demo account then: a fill that straddles that moment would be typed after the demo address.
    await expect(email).not.toHaveValue('');
    const value = `${UNUSUAL}@example.com`;
    await email.fill(value);
    await page.getByRole('button', { name: en.auth.login.submit, exact: true }).click();
    await expect(page.getByText(en.auth.invalidEmail).first()).toBeVisible();
    await expect(email).toHaveValue(value);
  });

  publicTest('newsletter and launch alert: the address stays after a refusal', async ({ page }) => {
    for (const path of ['/product-landing/', '/pages-coming-soon/']) {
      await page.goto(path);
      const field = page.locator('form input[type="email"]').last();
      await field.scrollIntoViewIfNeeded();
      await field.fill(UNUSUAL);
      await field.press('Enter');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveValue(UNUSUAL);
    }
  });
});

test('a list form with 10,000 characters explains the limit and keeps the text', async ({ page }) => {
  await page.goto('/apps/hr/departments/');
  await loaded(page);
  await hydrated(page);
  await page.getByRole('button', { name: en.table.add, exact: true }).click();
  const dialog = page.getByRole('dialog');
  const name = dialog.getByRole('textbox', { name: en.fields.department.departmentName, exact: true });
  await name.fill(UNUSUAL);
  await dialog.getByRole('button', { name: en.form.save }).click();
  await expect(dialog.getByText(en.form.errors.tooLong.replace('{{max}}', '60'))).toBeVisible();
  await expect(name).toHaveValue(UNUSUAL);
});

publicTest.describe('double submits', () => {
  publicTest('the sign-in button waits for hydration, so credentials never reach the address bar', async ({ page }) => {
    await page.route('**/_astro/**', async (route) => {
      // Hold the island's code back: the page is what a person on a slow connection sees first.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/auth/login/', { waitUntil: 'domcontentloaded' });
    const submit = page.getByRole('button', { name: en.auth.login.submit, exact: true });
    await expect(submit).toBeDisabled();
    await submit.click({ force: true });
    expect(page.url()).not.toContain('password');
    await expect(submit).toBeEnabled({ timeout: 20_000 });
  });

  publicTest('a double-clicked sign-in sends one request', async ({ page }) => {
    let calls = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/users/authenticate')) calls++;
    });
    await page.goto('/auth/login/');
    // Before hydration the button is disabled, so an early click can never submit natively.
    await expect(page.getByRole('button', { name: en.auth.login.submit, exact: true })).toBeEnabled();
    await page.getByRole('button', { name: en.auth.login.submit, exact: true }).dblclick();
    await page.waitForURL('**/dashboard/', { timeout: 20_000 });
    expect(page.url()).not.toContain('password');
    expect(calls).toBe(1);
  });

  publicTest('a double-clicked registration creates one account and no error', async ({ page }) => {
    let calls = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/users/register')) calls++;
    });
    const name = `double${Date.now().toString(36)}`;
    await page.goto('/auth/register/');
    await hydrated(page);
    await page.getByLabel(en.auth.email, { exact: true }).fill(`${name}@example.com`);
    await page.getByLabel(en.auth.register.username, { exact: true }).fill(name);
    await page.getByLabel(en.auth.password, { exact: true }).fill('long-enough-1');
    await page.getByLabel(en.auth.register.confirm, { exact: true }).fill('long-enough-1');
    await page.getByRole('button', { name: en.auth.register.submit }).dblclick();
    await page.waitForURL('**/auth/login/**', { timeout: 20_000 });
    expect(calls).toBe(1);
    await expect(page.getByText(en.errors.usernameTaken.replace('{{username}}', name))).toHaveCount(0);
  });
});
