import { test, expect, expectNoAxeViolations } from './fixtures.ts';
import type { Locator, Page } from '@playwright/test';

const URL = '/product-landing/';

/**
 * Scrolls the feedback section into view and waits until Swiper has taken over the carousel and settled. Swiper
 * re-seats the slides one frame after a resize (its first layout, or the web font arriving) at the index it had
 * then; a click or an autoplay step in between is undone by that late re-seat, so tests act only after the font
 * is in and two more frames have run.
 */
async function loadCarousel(page: Page) {
  await page.locator('#feedback').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-feedback-carousel]')).toHaveAttribute('data-ready', 'true');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** Index (0-based) of the active pagination dot. */
async function activeDot(page: Page): Promise<number> {
  return page.locator('.feedback-dot').evaluateAll((dots) => dots.findIndex((d) => d.classList.contains('is-active')));
}

test.describe('navigation', () => {
  test.use({ reducedMotion: 'reduce' });

  test('each navbar anchor lands on its section and becomes current', async ({ page }) => {
    await page.goto(URL);
    const nav = page.getByRole('navigation', { name: 'Shop sections' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'true');
    for (const [name, id] of [
      ['Our Product', 'products'],
      ['Features', 'features'],
      ['About Us', 'about'],
      ['Feedback', 'feedback'],
      ['Home', 'home'],
    ] as const) {
      const link = nav.getByRole('link', { name, exact: true });
      await link.click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.locator(`#${id}`)).toBeInViewport();
      await expect(link).toHaveAttribute('aria-current', 'true');
      await expect(nav.locator('[data-spy-link][aria-current="true"]')).toHaveCount(1);
    }
  });

  test('Shop Now goes to the products and Sign In to the login page of the same language', async ({ page }) => {
    await page.goto(URL);
    await page.getByRole('link', { name: 'Shop Now' }).click();
    await expect(page.locator('#products')).toBeInViewport();
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toHaveAttribute('href', '/auth/login/');
    await page.goto(`/ar${URL}`);
    await expect(page.getByRole('link', { name: 'تسجيل الدخول' }).first()).toHaveAttribute('href', '/ar/auth/login/');
  });

  test('the navbar turns sticky after 40 px of scroll', async ({ page }) => {
    await page.goto(URL);
    const navbar = page.locator('#shop-navbar');
    await expect(navbar).toHaveAttribute('data-sticky', 'false');
    await page.evaluate(() => window.scrollTo(0, 30));
    await expect(navbar).toHaveAttribute('data-sticky', 'false');
    await expect(navbar).toHaveCSS('position', 'absolute');
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(navbar).toHaveAttribute('data-sticky', 'true');
    await expect(navbar).toHaveCSS('position', 'fixed');
    expect((await navbar.boundingBox())?.y).toBe(0);
    // The visible change: a solid background instead of the transparent one over the hero.
    await expect(navbar).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(navbar).toHaveAttribute('data-sticky', 'false');
    await expect(navbar).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  });

  test('back-to-top is hidden at the top, appears after 40 px and takes the page back up', async ({ page }) => {
    await page.goto(URL);
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 30));
    await expect(page.locator('[data-back-to-top]')).toHaveAttribute('data-visible', 'false');
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test('the language switcher keeps the page', async ({ page }) => {
    await page.goto(URL);
    const menu = page.locator('#shop-navbar [data-language-menu]');
    await menu.locator('summary').click();
    await menu.getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/product-landing\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Des chaussures qui suivent chacun de vos pas');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the menu works by keyboard', async ({ page }) => {
      await page.goto(URL);
      const toggle = page.locator('#shop-navbar').getByRole('button', { name: 'Menu' });
      const features = page.locator('#shop-menu').getByRole('link', { name: 'Features', exact: true });
      await expect(features).toBeHidden();
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(features).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
      await expect(features).toBeHidden();
      await page.keyboard.press('Space');
      await expect(features).toBeVisible();
      // Tab into the menu: Home, Our Product, Features.
      for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
      await expect(features).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.locator('#features')).toBeInViewport();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(features).toBeHidden();
    });
  });
});

test.describe('cart', () => {
  test.use({ reducedMotion: 'reduce' });

  test('Add to Cart counts in the badge, is announced and survives a reload', async ({ page }) => {
    await page.goto(URL);
    const badge = page.locator('[data-cart-badge]');
    await expect(badge).toBeHidden();
    const runner = page.getByRole('article', { name: 'Stride Runner' });
    const boot = page.getByRole('article', { name: 'Trail Boot' });
    await runner.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(badge).toHaveText('1');
    await expect(page.locator('[data-announcer]')).toHaveText('Stride Runner added to cart. Items in cart: 1.');
    await runner.getByRole('button', { name: 'Add to Cart' }).click();
    await boot.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(badge).toHaveText('3');
    await expect(page.locator('[data-announcer]')).toHaveText('Trail Boot added to cart. Items in cart: 3.');
    await expect(page.getByRole('button', { name: /Cart, Items in cart: 3/ })).toBeVisible();

    await page.reload();
    await expect(badge).toHaveText('3');

    const cartButton = page.getByRole('button', { name: /^Cart,/ });
    await cartButton.click();
    const panel = page.getByRole('region', { name: 'Your cart' });
    await expect(panel).toBeVisible();
    await expect(panel.locator('[data-cart-line="stride-runner"]')).toContainText('Quantity: 2');
    await expect(panel.locator('[data-cart-line="trail-boot"]')).toContainText('Quantity: 1');
    await expect(panel.locator('[data-cart-line="city-loafer"]')).toBeHidden();
    await panel.getByRole('button', { name: 'Empty cart' }).click();
    await expect(badge).toBeHidden();
    await expect(panel).toContainText('Your cart is empty.');
    await expect(page.locator('[data-announcer]')).toHaveText('Your cart is now empty.');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await page.reload();
    await expect(badge).toBeHidden();
  });

  test('another open tab sees the new count without a reload', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto(URL);
    await second.goto(URL);
    await first.getByRole('article', { name: 'Canvas Classic' }).getByRole('button', { name: 'Add to Cart' }).click();
    await expect(first.locator('[data-cart-badge]')).toHaveText('1');
    await expect(second.locator('[data-cart-badge]')).toHaveText('1');
  });

  test('a corrupt stored cart is treated as empty', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('stride:cart', '{not json');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto(URL);
    const badge = page.locator('[data-cart-badge]');
    await expect(badge).toBeHidden();
    await page.getByRole('article', { name: 'City Loafer' }).getByRole('button', { name: 'Add to Cart' }).click();
    await expect(badge).toHaveText('1');
  });

  test('prices are formatted for the locale, with the old price struck through', async ({ page }) => {
    await page.goto(URL);
    const runner = page.getByRole('article', { name: 'Stride Runner' });
    await expect(runner).toContainText('$299.99');
    await expect(runner.locator('del')).toHaveText('$349.99');
    await expect(runner).toContainText('Rating: 4.8 out of 5. Reviews: 312.');
    for (const [name, price] of [
      ['Canvas Classic', '$129.49'],
      ['Trail Boot', '$149.99'],
      ['City Loafer', '$174.65'],
    ] as const) {
      await expect(page.getByRole('article', { name })).toContainText(price);
    }
    await page.goto(`/de${URL}`);
    await expect(page.getByRole('article', { name: 'Stride Runner' })).toContainText(/299,99\s\$/);
  });
});

test.describe('newsletter', () => {
  test.use({ reducedMotion: 'reduce' });

  test('rejects a missing or malformed address and confirms a valid one', async ({ page }) => {
    await page.goto(URL);
    const email = page.getByLabel('Email address');
    const submit = page.getByRole('button', { name: 'Subscribe Now' });
    const error = page.locator('#newsletter-error');

    await submit.click();
    await expect(error).toHaveText('Please enter your email address.');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter your email address.');
    await expect(email).toBeFocused();

    for (const bad of ['not-an-email', 'name@example', 'a b@example.com']) {
      await email.fill(bad);
      await submit.click();
      await expect(error).toHaveText('This email address does not look right. Use the form name@example.com.');
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveValue(bad);
    }

    await email.fill('runner@example.com');
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: 'Thanks for subscribing!' })).toHaveText(
      'Thanks for subscribing! We will write to runner@example.com when something new arrives.',
    );
    await expect(email).toHaveValue('');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(error).toBeEmpty();
  });

  test('messages are translated', async ({ page }) => {
    await page.goto(`/ar${URL}`);
    await page.getByLabel('البريد الإلكتروني').fill('خطأ');
    await page.getByRole('button', { name: 'اشترك الآن' }).click();
    await expect(page.locator('#newsletter-error')).toHaveText('يبدو أن عنوان البريد الإلكتروني غير صحيح. استخدم الصيغة name@example.com.');
  });
});

test.describe('feedback carousel', () => {
  test('Swiper is loaded only when the carousel approaches the viewport', async ({ page }) => {
    const swiperRequests: string[] = [];
    page.on('request', (request) => {
      if (/swiper|feedback-carousel/i.test(request.url())) swiperRequests.push(request.url());
    });
    await page.goto(URL);
    await page.waitForLoadState('networkidle');
    expect(swiperRequests).toEqual([]);
    await expect(page.locator('.swiper-initialized')).toHaveCount(0);
    await loadCarousel(page);
    expect(swiperRequests.length).toBeGreaterThan(0);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('dots are labelled and clicking one moves the carousel; nothing autoplays', async ({ page }) => {
      await page.clock.install();
      await page.goto(URL);
      await loadCarousel(page);
      const dots = page.locator('.feedback-dot');
      await expect(dots).toHaveCount(6);
      await expect(page.getByRole('button', { name: 'Go to review 4' })).toBeVisible();
      expect(await activeDot(page)).toBe(0);
      await page.getByRole('button', { name: 'Go to review 4' }).click();
      await expect.poll(() => activeDot(page)).toBe(3);
      await expect(page.locator('.swiper-slide-active')).toHaveAttribute('aria-label', 'Review 4 of 6');
      await expect(page.getByRole('button', { name: 'Go to review 4' })).toHaveAttribute('aria-current', 'true');
      await expect(page.locator('.feedback-dot[aria-current]')).toHaveCount(1);
      await expect(page.locator('.swiper-slide-active')).toContainText('Omar Haddad');
      await expect(page.locator('.swiper-slide-active')).toBeInViewport();
      // No autoplay, and no pause button for something that does not move.
      await page.clock.runFor(6000);
      expect(await activeDot(page)).toBe(3);
      await expect(page.locator('[data-autoplay-toggle]')).toBeHidden();
    });
  });

  test.describe('with motion', () => {
    test.use({ reducedMotion: 'no-preference' });

    test('autoplays every 1500 ms, pauses on hover, on focus and with the pause button', async ({ page }) => {
      // Timers run on Playwright's clock; slide transitions (CSS) take real time, so each step waits for one to end.
      const settle = () =>
        page.waitForFunction(() => {
          const el = document.querySelector<HTMLElement & { swiper?: { animating: boolean } }>('#feedback .swiper');
          return el?.swiper?.animating === false;
        });
      const advance = async (ms: number) => {
        await page.clock.runFor(ms);
        await page.waitForTimeout(100);
        await settle();
      };
      await page.clock.install();
      await page.goto(URL);
      await page.mouse.move(0, 0);
      await loadCarousel(page);
      // The jump below fires every due callback at the same instant, in the order they were made: a re-seat still
      // pending would run after the first autoplay step, cancel its transition and leave autoplay waiting for its
      // end. loadCarousel has let those frames run.
      await page.clock.pauseAt(Date.now() + 60_000);
      await page.waitForTimeout(100);
      await settle();
      const start = await activeDot(page);
      await advance(1000);
      expect(await activeDot(page)).toBe(start);
      await advance(600);
      expect(await activeDot(page)).toBe((start + 1) % 6);
      await advance(1500);
      expect(await activeDot(page)).toBe((start + 2) % 6);

      // Hover pauses.
      const after = await activeDot(page);
      await page.locator('#feedback .swiper').hover();
      await advance(4000);
      expect(await activeDot(page)).toBe(after);
      await page.mouse.move(0, 0);
      await advance(2000);
      expect(await activeDot(page)).not.toBe(after);

      // Keyboard focus on the pagination pauses.
      const focused = await activeDot(page);
      await page.locator('.feedback-dot').nth(focused).focus();
      await advance(4000);
      expect(await activeDot(page)).toBe(focused);
      await page.locator('.feedback-dot').nth(focused).blur();

      // The pause button stops it until pressed again.
      const toggle = page.getByRole('button', { name: 'Pause automatic scrolling' });
      await toggle.click();
      await page.mouse.move(0, 0);
      await settle();
      const paused = await activeDot(page);
      await advance(5000);
      expect(await activeDot(page)).toBe(paused);
      await expect(page.getByRole('button', { name: 'Start automatic scrolling' })).toBeVisible();
    });
  });
});

test.describe('Arabic', () => {
  test.use({ reducedMotion: 'reduce' });

  test('is right-to-left and Arabic, and the carousel works in RTL', async ({ page }) => {
    await page.goto(`/ar${URL}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('أحذية تواكب كل خطوة تخطوها');
    await expect(page.locator('#shop-navbar').getByRole('link', { name: 'منتجاتنا' })).toBeVisible();
    // The brand sits at the inline start: the right edge.
    const brand = await page.locator('#shop-navbar a[href="#home"]').first().boundingBox();
    expect(brand!.x).toBeGreaterThan(1000);

    await loadCarousel(page);
    await page.getByRole('button', { name: 'انتقل إلى المراجعة 3' }).click();
    await expect.poll(() => activeDot(page)).toBe(2);
    const active = page.locator('.swiper-slide-active');
    await expect(active).toHaveAttribute('aria-label', 'المراجعة 3 من 6');
    await expect(active).toBeInViewport({ ratio: 0.99 });
    // RTL order: the active slide is the right-most of the visible ones (its right edge on the carousel's).
    const rightEdge = async (locator: Locator) => {
      const box = await locator.boundingBox();
      return box ? Math.round(box.x + box.width) : Number.NaN;
    };
    const carouselEdge = await rightEdge(page.locator('#feedback .swiper'));
    await expect.poll(() => rightEdge(active)).toBeGreaterThanOrEqual(carouselEdge - 2);
  });
});

test.describe('accessibility', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const prefix of ['', '/ar']) {
    test(`axe finds no violations (${prefix || '/en'})`, async ({ page }) => {
      await page.goto(`${prefix}${URL}`);
      await loadCarousel(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoAxeViolations(page);
      // Again with the cart panel open and a newsletter error showing.
      await page.locator('[data-cart-toggle]').click();
      await page.locator('form[data-newsletter] button[type="submit"]').click();
      await expectNoAxeViolations(page);
    });
  }

  test('axe finds no violations with the phone menu open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(URL);
    await page.locator('#shop-navbar').getByRole('button', { name: 'Menu' }).click();
    await expect(page.locator('#shop-menu')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('sections below the hero enter staggered; the hero is never hidden', async ({ page }) => {
  await page.goto(URL);
  const delays = await page.locator('.shop-stagger').evaluateAll((nodes) => nodes.map((n) => getComputedStyle(n).animationDelay));
  expect(delays).toEqual(['0.4s', '1s', '1.5s', '2.2s', '2.7s', '3s']);
  const durations = await page.locator('.shop-stagger').evaluateAll((nodes) => nodes.map((n) => getComputedStyle(n).animationDuration));
  expect(new Set(durations)).toEqual(new Set(['0.5s']));
  await expect(page.locator('#home')).toHaveCSS('animation-name', 'none');
  await expect(page.locator('#home h1')).toHaveCSS('opacity', '1');
});

test('with motion, the last section is hidden at first and in place after its 3000 ms + 500 ms entrance', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto(URL);
  const footer = page.locator('footer.shop-stagger');
  await expect(footer).toHaveCSS('visibility', 'hidden');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(footer).toHaveCSS('visibility', 'visible', { timeout: 6000 });
  await expect.poll(() => footer.evaluate((el) => el.getAnimations().length), { timeout: 3000 }).toBe(0);
  await expect(footer).toHaveCSS('translate', 'none');
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('nothing is animated', async ({ page }) => {
    await page.goto(URL);
    const names = await page.locator('.shop-stagger').evaluateAll((nodes) => nodes.map((n) => getComputedStyle(n).animationName));
    expect(new Set(names)).toEqual(new Set(['none']));
  });
});
