import { test, expect } from './fixtures.ts';
import type { Page } from '@playwright/test';

/** Requests the public pages send to the API (the fake backend answers them in the page's service worker). */
function apiCalls(page: Page) {
  const calls: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    if (/\/app\/(newsletter|launch-alert)$/.test(response.url())) calls.push({ url: response.url(), status: response.status() });
  });
  return calls;
}

test.describe('sign-up forms reach the API', () => {
  test.describe.configure({ timeout: 60_000 });
  test.use({ reducedMotion: 'reduce' });

  test('newsletter: the first sign-up is accepted, the same address again is already subscribed', async ({ page }) => {
    const calls = apiCalls(page);
    await page.goto('/product-landing/');
    const email = page.getByLabel('Email address');
    const submit = page.getByRole('button', { name: 'Subscribe Now' });

    await email.fill('runner@example.com');
    await submit.click();
    await expect(page.locator('#newsletter-success')).toHaveText(
      'Thanks for subscribing! We will write to runner@example.com when something new arrives.',
    );
    await expect(email).toHaveValue('');

    await email.fill('Runner@Example.com');
    await submit.click();
    await expect(page.locator('#newsletter-error')).toHaveText('Runner@Example.com is already subscribed to our newsletter.');
    await expect(email).toHaveValue('Runner@Example.com');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#newsletter-success')).toBeEmpty();
    expect(calls.map((c) => c.status)).toEqual([201, 409]);
  });

  test('launch alert: accepted once, then already on the list', async ({ page }) => {
    // A site with a real launch date far away, so the demo countdown does not hide the form mid-test.
    await page.context().route(/\/pages-coming-soon\/$/, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('data-demo-seconds="10"', 'data-launch-at="2099-01-01T00:00:00Z"');
      await route.fulfill({ response, body: html });
    });
    const calls = apiCalls(page);
    await page.goto('/pages-coming-soon/');
    const email = page.getByLabel('Email address');
    await email.fill('ada@example.com');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toHaveText(
      "Thank you! We'll email ada@example.com when we launch.",
    );
    await expect(email).toHaveValue('');

    await email.fill('ada@example.com');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.locator('#launch-alert-error')).toHaveText(
      'This address is already on the list: we will let you know when we launch.',
    );
    await expect(email).toHaveValue('ada@example.com');
    expect(calls.map((c) => c.status)).toEqual([201, 409]);
  });
});

test.describe('with no backend to answer', () => {
  // No service worker, so no fake backend: the POST reaches a static host that has no API.
  test.use({ serviceWorkers: 'block', reducedMotion: 'reduce' });

  test('newsletter: the page says the sign-up could not be sent and keeps the address', async ({ page }) => {
    await page.goto('/ar/product-landing/');
    const email = page.locator('#newsletter-email');
    await email.fill('runner@example.com');
    await page.locator('form[data-newsletter] button[type="submit"]').click();
    await expect(page.locator('#newsletter-error')).toHaveText('تعذّر إرسال اشتراكك. تحقّق من اتصالك وحاول مرة أخرى.');
    await expect(email).toHaveValue('runner@example.com');
  });
});
