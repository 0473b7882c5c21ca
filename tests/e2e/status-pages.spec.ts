import { test, expect, expectNoAxeViolations } from './fixtures.ts';

const PAGES = ['pages-coming-soon/', 'pages-maintenance/', 'pages-404/', 'pages-offline/'] as const;

/** Fake, paused time: only runFor/fastForward move it, so a busy machine cannot skip seconds. */
async function pauseClock(page: import('@playwright/test').Page) {
  const start = new Date('2026-03-01T09:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
}

test.describe('coming soon', () => {
  // These walk through several states on a shared, busy machine.
  test.describe.configure({ timeout: 60_000 });
  test('the demo countdown runs 10 seconds, then shows the launch and Back to Home', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/fr/pages-coming-soon/');
    await expect(page.locator('[data-countdown]')).toHaveAttribute('data-running', ''); // its script has started
    const seconds = page.locator('[data-unit="seconds"]');
    await expect(seconds).toHaveText('10');
    await expect(page.locator('[data-unit="days"]')).toHaveText('00');
    const launched = page.getByRole('heading', { name: 'Notre nouveau site est en ligne' });
    await expect(launched).toBeHidden();

    await page.clock.runFor(4_000);
    await expect(seconds).toHaveText('06');
    await expect(launched).toBeHidden();

    await page.clock.runFor(6_000);
    await expect(launched).toBeVisible();
    await expect(page.getByRole('timer')).toBeHidden();
    const back = page.getByRole('link', { name: 'Retour à l’accueil' });
    await expect(back).toHaveAttribute('href', '/fr/');
    await back.click();
    await expect(page).toHaveURL(/\/fr\/$/);
  });

  test('the English launched state has its wording and links home', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/pages-coming-soon/');
    await expect(page.locator('[data-countdown]')).toHaveAttribute('data-running', '');
    await page.clock.fastForward(10_000);
    await page.clock.runFor(1_000);
    await expect(page.getByRole('heading', { name: "We've Launched our new website" })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Launched' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await page.clock.resume(); // axe-core schedules its own timers
    await expectNoAxeViolations(page);
  });

  test('the launch alert rejects empty and malformed addresses with clear messages', async ({ page }) => {
    await pauseClock(page); // the demo launch (and its hiding of the form) must not race a slow test
    await page.goto('/pages-coming-soon/');
    const email = page.getByLabel('Email address');
    const send = page.getByRole('button', { name: 'Send' });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('required', '');

    await send.click();
    const required = 'Please enter your email address.';
    await expect(page.locator('#launch-alert-error')).toHaveText(required);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    expect(await email.evaluate((el: HTMLInputElement) => el.validationMessage)).toBe(required);
    await expect(page.getByRole('status').filter({ hasText: required })).toBeAttached();

    for (const bad of ['not-an-email', 'name@example']) {
      await email.fill(bad);
      await send.click();
      await expect(page.locator('#launch-alert-error')).toHaveText(
        "That doesn't look like an email address. Please use the form name@example.com.",
      );
      await expect(email).toHaveValue(bad);
    }

    // Fixing the address clears the complaint while typing.
    await email.fill('ada@example.com');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(page.locator('#launch-alert-error')).toBeHidden();
  });

  test('the error state has no axe violations', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/ar/pages-coming-soon/');
    await page.getByRole('button', { name: 'إرسال' }).click();
    await expect(page.locator('#launch-alert-error')).toHaveText('يرجى إدخال بريدك الإلكتروني.');
    await page.clock.resume(); // axe-core schedules its own timers
    await expectNoAxeViolations(page);
  });

  test('a valid address gets a translated confirmation and the field clears', async ({ page }) => {
    // The address is posted to the fake backend, whose simulated latency needs a running clock: instead of
    // pausing time, the page gets a real launch date far away, so the demo countdown cannot hide the form.
    await page.context().route(/\/pages-coming-soon\/$/, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('data-demo-seconds="10"', 'data-launch-at="2099-01-01T00:00:00Z"');
      await route.fulfill({ response, body: html });
    });
    await page.goto('/de/pages-coming-soon/');
    const email = page.getByLabel('E-Mail-Adresse');
    await send(page, email, '');
    await expect(page.locator('#launch-alert-error')).toHaveText('Bitte geben Sie Ihre E-Mail-Adresse ein.');
    await email.fill('ada@example.com');
    await page.getByRole('button', { name: 'Senden' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Danke! Wir schreiben an ada@example.com, sobald wir starten.' }),
    ).toBeVisible();
    await expect(email).toHaveValue('');
    await expect(email).not.toHaveAttribute('aria-invalid');
  });
});

async function send(page: import('@playwright/test').Page, email: import('@playwright/test').Locator, value: string) {
  await email.fill(value);
  await page.getByRole('button', { name: 'Senden' }).click();
}

test('maintenance shows its wording and Back to Home in the current locale', async ({ page }) => {
  await page.goto('/pages-maintenance/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Currently in Maintenance Mode !!!');
  await expect(page.getByText('Website is Under Construction. Please check back later!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await page.goto('/it/pages-maintenance/');
  await expect(page.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/it/');
});

test('the language switcher keeps the page: /fr/pages-maintenance/ to Deutsch', async ({ page }) => {
  await page.goto('/fr/pages-maintenance/');
  await page.locator('[data-language-menu] summary').click();
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/pages-maintenance\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Derzeit im Wartungsmodus !!!');
});

test('/pages-404/ shows the not-found page', async ({ page }) => {
  const response = await page.goto('/pages-404/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('OPPS, PAGE NOT FOUND');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
});

test('an unknown URL answers HTTP 404 with the 404 page', async ({ page }) => {
  const response = await page.goto('/no-such-page/at-all/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('OPPS, PAGE NOT FOUND');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('an unknown URL under a locale prefix gets that language and its home link', async ({ page }) => {
  const response = await page.goto('/ar/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('عذرًا، الصفحة غير موجودة');
  await expect(page.locator('[data-back-home]')).toHaveAttribute('href', '/ar/');
  await expectNoAxeViolations(page);
});

test('Refresh really reloads the offline page', async ({ page }) => {
  await page.goto('/pages-offline/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We're Temporarily Offline");
  await expect(page.getByText(/no internet connection/)).toBeVisible();
  await page.evaluate(() => ((window as unknown as { reloadMarker: boolean }).reloadMarker = true));
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Refresh' }).click()]);
  expect(await page.evaluate(() => (window as unknown as { reloadMarker?: boolean }).reloadMarker)).toBeUndefined();
  await expect(page).toHaveURL(/\/pages-offline\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We're Temporarily Offline");
});

for (const path of PAGES) {
  test(`/ar/${path} is right-to-left and Arabic`, async ({ page }) => {
    await page.goto(`/ar/${path}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0600-\u06FF]/);
    // What the page offers next: Send on coming soon, Refresh when offline, Back to Home otherwise.
    const next =
      { 'pages-coming-soon/': 'form button[type="submit"]', 'pages-offline/': '[data-refresh]' }[path as string] ?? '[data-back-home]';
    await expect(page.locator(next)).toBeVisible();
  });

  for (const prefix of ['', '/ar']) {
    test(`no axe violations on ${prefix}/${path}`, async ({ page }) => {
      await page.goto(`${prefix}/${path}`);
      await expectNoAxeViolations(page);
    });
  }
}
