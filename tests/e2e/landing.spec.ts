import { test, expect, expectNoAxeViolations } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { SCREEN_DEFINITIONS } from '../../src/screens/index.ts';
import { THEME_SETTINGS } from '../../src/schemas/theme-settings.ts';

/**
 * In the section with this id, what is on screen has finished its entrance: no block still hidden for its
 * reveal, every counter at its final, locale-formatted number (src/scripts/landing/reveal.ts).
 */
function settledInView(id: string): boolean {
  const inView = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.bottom > 0 && r.top < window.innerHeight;
  };
  const section = document.getElementById(id);
  if (!section) return false;
  const revealed = [...section.querySelectorAll('[data-reveal="hidden"]')].every((el) => !inView(el));
  const counted = [...section.querySelectorAll<HTMLElement>('[data-count-to]')].every(
    (el) =>
      !inView(el) ||
      el.textContent === new Intl.NumberFormat(el.dataset.countLocale).format(Number(el.dataset.countTo)) + (el.dataset.countSuffix ?? ''),
  );
  return revealed && counted;
}

const SECTIONS = ['features', 'about', 'pricing', 'contact', 'home'] as const;

/** Top of a section relative to the bottom of the fixed navbar (0 = just below it). */
async function offsetBelowNavbar(page: Page, id: string): Promise<number> {
  return page.evaluate((sectionId) => {
    const header = document.getElementById('landing-navbar')!.getBoundingClientRect();
    return Math.round(document.getElementById(sectionId)!.getBoundingClientRect().top - header.bottom);
  }, id);
}

test.describe('one-page landing', () => {
  test('each navbar anchor scrolls to its section and marks it current', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const id of SECTIONS) {
      const link = nav.locator(`ul a[href="#${id}"]`).first();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      if (id === 'home') {
        // The hero starts the page (the fixed navbar overlays its padded top).
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      } else {
        // The section's top ends up just under the navbar (its scroll margin), not hidden behind it.
        await expect.poll(() => offsetBelowNavbar(page, id), { message: id }).toBeGreaterThanOrEqual(-2);
        await expect.poll(() => offsetBelowNavbar(page, id), { message: id }).toBeLessThanOrEqual(24);
      }
      await expect(link).toHaveAttribute('aria-current', 'true');
      // Only one section is current (the desktop list; the phone menu mirrors it).
      await expect(nav.locator('ul').first().locator('a[aria-current="true"]')).toHaveCount(1);
    }
  });

  test('the phone menu links reach their section and close the menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const menu = page.locator('details[data-nav-menu]');
    await menu.locator('summary').click();
    await expect(menu).toHaveAttribute('open', '');
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(menu).not.toHaveAttribute('open');
    await expect.poll(() => offsetBelowNavbar(page, 'pricing')).toBeLessThanOrEqual(24);
    await expect(page.locator('#pricing-title')).toBeInViewport();
  });

  test('the phone menu closes on Escape (focus back on its button) and on a click elsewhere', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const menu = page.locator('details[data-nav-menu]');
    const summary = menu.locator('summary');
    await summary.click();
    await expect(menu).toHaveAttribute('open', '');
    await menu.getByRole('link', { name: 'Features' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).not.toHaveAttribute('open');
    await expect(summary).toBeFocused();

    await summary.click();
    await expect(menu).toHaveAttribute('open', '');
    await page.mouse.click(10, 800); // page content at the start edge, away from the menu
    await expect(menu).not.toHaveAttribute('open');
  });

  test('blocks below the fold rise in when scrolled to, and stay put under reduced motion', async ({ page, browser }) => {
    await page.goto('/');
    const card = page.locator('#pricing [data-plan="lite"]');
    await expect(card).toHaveAttribute('data-reveal', 'hidden');
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveAttribute('data-reveal', 'shown');
    await expect.poll(() => card.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');

    const calm = await browser.newPage({ reducedMotion: 'reduce' });
    await calm.goto(page.url());
    await expect(calm.locator('#pricing [data-plan="lite"]')).toHaveAttribute('data-reveal', '');
    await expect(calm.locator('[data-count-to="100000"]')).toHaveText('100,000');
    await calm.close();
  });

  test('the navbar turns sticky after 40 px of scroll and back at the top', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('#landing-navbar');
    const background = () => header.evaluate((el) => getComputedStyle(el).backgroundColor);
    await expect(header).not.toHaveAttribute('data-stuck');
    const before = await background();

    // Two frames after the scroll: its scroll event has been handled by then.
    await page.evaluate(
      () =>
        new Promise((done) => {
          window.scrollTo({ top: 30, behavior: 'instant' });
          requestAnimationFrame(() => requestAnimationFrame(done));
        }),
    );
    await expect(header).not.toHaveAttribute('data-stuck');

    await page.evaluate(() => window.scrollTo({ top: 41, behavior: 'instant' }));
    await expect(header).toHaveAttribute('data-stuck', '');
    await expect.poll(background).not.toBe(before);
    await expect(header).toBeInViewport();

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(header).not.toHaveAttribute('data-stuck');
  });

  test('pricing shows the four plans with locale-formatted prices', async ({ page }) => {
    await page.goto('/');
    const plans = page.locator('#pricing [data-plan]');
    await expect(plans).toHaveCount(4);
    await expect(plans.getByRole('heading', { level: 3 })).toHaveText(['Lite', 'Professional', 'Enterprise', 'Unlimited']);
    await expect(plans.first()).toContainText('$19');

    await page.goto('/de/');
    await expect(page.locator('#pricing [data-plan]')).toHaveCount(4);
    await expect(page.locator('#pricing [data-plan="lite"]')).toContainText('19 $');
  });

  test('counters count up to their final values when scrolled into view', async ({ page }) => {
    await page.goto('/');
    const rows = page.locator('[data-count-to="100000"]');
    await rows.scrollIntoViewIfNeeded();
    await expect(rows).toHaveText('100,000');
    // The numbers are the project's own: a screen or a layout setting added shows here without an edit.
    const screens = SCREEN_DEFINITIONS.filter((screen) => screen.group !== 'pages').length;
    await expect(page.locator(`[data-count-to="${screens}"]`)).toHaveText(String(screens));
    await expect(page.locator(`[data-count-to="${THEME_SETTINGS.length}"]`).first()).toHaveText(String(THEME_SETTINGS.length));
  });

  test('the hero heading is painted at once, never hidden for an animation', async ({ page }) => {
    await page.goto('/');
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText('Build your back office in days, not months');
    const opacity = await h1.evaluate((el) => {
      let node: Element | null = el;
      let o = 1;
      while (node) {
        o *= Number(getComputedStyle(node).opacity);
        node = node.parentElement;
      }
      return o;
    });
    expect(opacity).toBe(1);
  });

  test('links lead to the shop landing, sign-in, the dashboard and every status page', async ({ page }) => {
    await page.goto('/fr/');
    for (const href of [
      '/fr/product-landing/',
      '/fr/auth/login/',
      '/fr/dashboard/',
      '/fr/pages-coming-soon/',
      '/fr/pages-maintenance/',
      '/fr/pages-404/',
      '/fr/pages-offline/',
    ]) {
      await expect(page.locator(`a[href="${href}"]`).first(), href).toBeAttached();
    }
  });

  test('/onepage-landing/ renders the same page, canonically /', async ({ page }) => {
    await page.goto('/onepage-landing/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Build your back office in days, not months');
    await expect(page.locator('#pricing [data-plan]')).toHaveCount(4);
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe('/');
  });

  test('the language switcher keeps the page', async ({ page }) => {
    await page.goto('/fr/onepage-landing/');
    await page.locator('footer [data-language-menu] summary').click();
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/onepage-landing\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihr Backoffice in Tagen statt Monaten');
  });

  test('/ar/ is right-to-left and Arabic', async ({ page }) => {
    await page.goto('/ar/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ابنِ لوحة إدارتك في أيام لا في شهور');
    // The primary call to action sits on the right edge in RTL.
    const box = await page.getByRole('link', { name: 'افتح العرض التجريبي' }).boundingBox();
    expect(box!.x + box!.width).toBeGreaterThan(page.viewportSize()!.width / 2);
  });

  for (const prefix of ['', '/ar']) {
    test(`no axe violations on ${prefix || '/'} (top and fully scrolled)`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto(`${prefix}/`);
      await expectNoAxeViolations(page);
      // Scroll through so every revealed block and counter is in its final state, then check again.
      for (const id of SECTIONS) {
        await page.locator(`#${id}`).scrollIntoViewIfNeeded();
        await page.waitForFunction(settledInView, id);
      }
      await expectNoAxeViolations(page);
    });
  }
});
