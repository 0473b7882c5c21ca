import { test, expect, expectNoAxeViolations } from './fixtures.ts';
import type { Page } from '@playwright/test';

const USER = { id: 1, email: 'admin@stride.dev', username: 'admin', firstName: 'Alex', lastName: 'Morgan', token: 'stride-fake-jwt-token' };
const SLOW = { timeout: 25_000 };
test.describe.configure({ timeout: 90_000 });

/** A signed-in tab (the session the login page would store) with optional stored layout settings. */
async function signIn(page: Page, settings: Record<string, string> = {}) {
  await page.addInitScript(
    ([user, s]) => {
      sessionStorage.setItem('stride:user', user);
      if (!sessionStorage.getItem('e2e:settings-set')) {
        localStorage.setItem('stride:settings', s);
        sessionStorage.setItem('e2e:settings-set', '1');
      }
    },
    [JSON.stringify(USER), JSON.stringify(settings)] as const,
  );
}

async function hydrated(page: Page) {
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'), undefined, { timeout: 25_000 });
}

test.describe('vertical layout', () => {
  test('the sidebar lists every screen of the registry by group, with the active item marked', async ({ page }) => {
    await signIn(page);
    await page.goto('/dashboard/');
    const nav = page.locator('#sidebar').getByRole('navigation', { name: 'Main menu' });
    await expect(nav).toBeVisible();
    for (const group of ['Dashboards', 'E-commerce', 'HR', 'Apps', 'Social', 'Users', 'Pages']) {
      await expect(nav.locator('summary', { hasText: group })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/apps/ecommerce/orders/');
    await expect(nav.getByRole('link', { name: 'Leave (HR)' })).toHaveAttribute('href', '/apps/hr/leave-hr/');
    await expect(nav.getByRole('link', { name: 'User grid' })).toHaveAttribute('href', '/apps/users/grid/');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    // 31 dashboard screens (four dashboards, the three administration screens, the invoices, the web sessions, the
    // task board and the chat among them) + the components gallery's 5 pages + 6 public pages (the Pages group starts
    // collapsed).
    await expect(nav.locator('a')).toHaveCount(42);
    await expect(nav.getByRole('link')).toHaveCount(36);
  });

  test('the sidebar stays in view while a long page scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    await page.goto('/dashboard/');
    await hydrated(page);
    // The page is long once its cards are in; while they load it may not scroll 500 px.
    await expect(page.locator('[data-overview-state="ready"]')).toBeVisible({ timeout: 15_000 });
    const sidebar = page.locator('#sidebar');
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    // Stuck to the top of the viewport and as tall as it (it scrolled away with the page: inset reset its top).
    const box = await sidebar.boundingBox();
    expect(box?.y).toBe(0);
    expect(box?.height).toBe(900);
  });

  test('groups collapse and expand', async ({ page }) => {
    await signIn(page);
    await page.goto('/dashboard/');
    const nav = page.locator('#sidebar');
    const hr = nav.locator('details[data-nav-group="hr"]');
    await expect(hr.getByRole('link', { name: 'Salary' })).toBeVisible();
    await hr.locator('summary').click();
    await expect(hr.getByRole('link', { name: 'Salary' })).toBeHidden();
    await hr.locator('summary').click();
    await expect(hr.getByRole('link', { name: 'Salary' })).toBeVisible();
  });

  test('title and breadcrumbs come from the registry', async ({ page }) => {
    await signIn(page);
    await page.goto('/de/dashboard/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
    const crumbs = page.getByRole('navigation', { name: 'Brotkrumenpfad' });
    await expect(crumbs.getByRole('link', { name: 'Startseite' })).toHaveAttribute('href', '/de/dashboard/');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Dashboard');
    await expect(page).toHaveTitle(/Dashboard · Stride/);
  });

  test('keyboard only: skip link, then Tab through the menu and open a screen with Enter', async ({ page }) => {
    await signIn(page);
    await page.goto('/dashboard/');
    await hydrated(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    // Tab until the Products link has focus (sidebar comes first in the document).
    const products = page.locator('#sidebar').getByRole('link', { name: 'Products', exact: true });
    for (let i = 0; i < 12 && !(await products.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(products).toBeFocused();
    // A group heading is reachable and toggles with the keyboard too.
    await page.keyboard.press('Shift+Tab');
    await expect(page.locator('details[data-nav-group="ecommerce"] > summary')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(products).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(products).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/apps\/ecommerce\/products\/$/, SLOW);
  });

  test('the language switcher keeps the page', async ({ page }) => {
    await signIn(page);
    await page.goto('/dashboard/');
    await page.locator('.topbar [data-language-menu] summary').click();
    await page.getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/dashboard\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tableau de bord');
  });

  test('light/dark switch changes the mode and the chrome colours, and persists', async ({ page }) => {
    await signIn(page);
    await page.goto('/dashboard/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-mode', 'dark');
    await expect(html).toHaveAttribute('data-sidebar', 'dark');
    await expect(html).toHaveAttribute('data-topbar', 'dark');
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
    await page.reload();
    await expect(html).toHaveAttribute('data-mode', 'dark');
  });

  test('the cart badge shows the shared cart count', async ({ page }) => {
    await signIn(page);
    await page.addInitScript(() => localStorage.setItem('stride:cart', JSON.stringify({ 'velocity-tempo': 2, 'trail-blazer': 1 })));
    await page.goto('/dashboard/');
    const cart = page.locator('[data-cart-link]');
    await expect(cart.locator('[data-cart-count]')).toHaveText('3');
    await expect(cart).toHaveAttribute('aria-label', 'Cart: 3 items');
  });

  test('notifications: sample items, mark one and all as read (kept after reload)', async ({ page }) => {
    await signIn(page);
    await page.goto('/dashboard/');
    await hydrated(page);
    // The list shows an item read before the backend has it: the reload below must wait for the backend's answers.
    let saved = 0;
    page.on('response', (r) => void (r.request().method() === 'PUT' && r.url().includes('/app/notifications/') && saved++));
    await page.getByRole('button', { name: 'Notifications, 4 unread' }).click();
    const dialog = page.getByRole('dialog', { name: 'Notifications' });
    await expect(dialog.locator('[data-read]')).toHaveCount(4);
    await dialog.getByRole('button', { name: /New order\W*#ST-10478/ }).click();
    await expect(dialog.locator('[data-read="false"]')).toHaveCount(3);
    await dialog.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(dialog.getByText('You are all caught up.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect.poll(() => saved).toBe(4);
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Notifications, 0 unread' })).toBeVisible();
  });
});

test.describe('horizontal layout', () => {
  test('the same menu across the top, usable with the keyboard alone', async ({ page }) => {
    await signIn(page, { layout: 'horizontal' });
    await page.goto('/dashboard/');
    await expect(page.locator('#sidebar')).toBeHidden();
    const hnav = page.locator('.hnav');
    // The HR group (the Dashboards group holds the HR dashboard, so its text says HR too).
    const hr = hnav.locator('details', { has: page.locator('summary', { hasText: /^\s*HR\s*$/ }) });
    await hr.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(hr.getByRole('link', { name: 'Salary' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(hr.getByRole('link', { name: 'Employees' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(hr.getByRole('link', { name: 'Salary' })).toBeHidden();
    await expect(hr.locator('summary')).toBeFocused();
    // Opening another group closes the first.
    await page.keyboard.press('Enter');
    await hnav
      .locator('details', { has: page.locator('summary', { hasText: /^\s*Users\s*$/ }) })
      .locator('summary')
      .click();
    await expect(hr.getByRole('link', { name: 'Salary' })).toBeHidden();
    await expect(hnav.getByRole('link', { name: 'User grid' })).toBeVisible();
    await hnav.getByRole('link', { name: 'User grid' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/apps\/users\/grid\/$/, SLOW);
  });
});

test.describe('search palette', () => {
  test('Ctrl+K opens it, typing filters the screens, Enter opens one', async ({ page }) => {
    await signIn(page);
    await page.goto('/dashboard/');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search screens' });
    await expect(dialog).toBeVisible();
    const input = dialog.getByRole('combobox', { name: 'Search screens' });
    await expect(input).toBeFocused();
    // Every screen: the 42 of the menu and the two account pages of the account menu.
    await expect(dialog.getByRole('option')).toHaveCount(44);
    await page.keyboard.type('sal');
    // The screens are filtered in the page; the records the backend finds for the text come in a group of their own.
    const screens = dialog.getByRole('group', { name: 'Screens' });
    await expect(screens.getByRole('option')).toHaveCount(1);
    await expect(dialog.getByRole('option', { selected: true })).toContainText('Salary');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/apps\/hr\/salary\/$/, SLOW);
  });

  test('no match says so; Escape closes and returns focus', async ({ page }) => {
    await signIn(page);
    await page.goto('/dashboard/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Search screens' }).click();
    await expect(page.getByRole('combobox', { name: 'Search screens' })).toBeFocused();
    await page.keyboard.type('zzzz');
    await expect(page.getByText('No screen matches “zzzz”.')).toBeVisible();
    await expect(page.getByRole('option')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Search screens' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Search screens' })).toBeFocused();
  });

  test('accent-insensitive matching; arrow keys move the active option and wrap', async ({ page }) => {
    await signIn(page);
    await page.goto('/fr/dashboard/');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox');
    await expect(input).toBeFocused();
    await page.keyboard.type('evenement');
    await expect(page.getByRole('option', { selected: true })).toContainText('Événements');
    await input.fill('');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('option').last()).toHaveAttribute('aria-selected', 'true');
    const active = await input.getAttribute('aria-activedescendant');
    await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sidebar is an off-canvas drawer opened from the top bar', async ({ page }) => {
    await signIn(page);
    await page.goto('/dashboard/');
    const sidebar = page.locator('#sidebar');
    await expect(sidebar).toBeHidden();
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await expect(sidebar).toBeVisible();
    const box = await sidebar.boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.width).toBeLessThanOrEqual(390);
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await sidebar.getByRole('button', { name: 'Close the menu' }).click();
    await expect(sidebar).toBeHidden();
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('in RTL the drawer opens from the right', async ({ page }) => {
    await signIn(page);
    await page.goto('/ar/dashboard/');
    await page.getByRole('button', { name: 'فتح القائمة' }).click();
    const box = await page.locator('#sidebar').boundingBox();
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(390);
  });
});

/** What in the top bar sticks out of the window, overlaps a neighbour or wraps (an empty list when it all fits). */
async function topbarProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const row = document.querySelector('.topbar-row')!;
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && getComputedStyle(el).visibility !== 'hidden';
    };
    const controls = [...row.querySelectorAll('button, summary, a, kbd')].filter(visible);
    const name = (el: Element) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 20)}"`;
    for (const el of controls) {
      const r = el.getBoundingClientRect();
      if (r.left < 0 || r.right > window.innerWidth) problems.push(`${name(el)} outside the window (${r.left}..${r.right})`);
      if (r.height > 44) problems.push(`${name(el)} wraps (${r.height} px high)`);
    }
    // The search button's label and its Ctrl K hint sit in one box: they must not touch.
    const label = row.querySelector('[aria-keyshortcuts] > span');
    const kbd = row.querySelector('kbd');
    if (label && kbd && visible(kbd)) {
      const [a, b] = [label.getBoundingClientRect(), kbd.getBoundingClientRect()];
      if (Math.min(a.right, b.right) - Math.max(a.left, b.left) > -4) problems.push('the search label touches its Ctrl K hint');
    }
    return problems;
  });
}

test.describe('the top bar at tablet and laptop widths', () => {
  for (const width of [768, 1024]) {
    test(`${width} px: every control fits, on one line, in four languages`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page);
      for (const lang of ['', 'de/', 'ru/', 'ar/']) {
        await page.goto(`/${lang}dashboard/`);
        await hydrated(page);
        expect(await topbarProblems(page), `${lang || 'en/'} at ${width} px`).toEqual([]);
      }
    });
  }
});

test.describe('toasts', () => {
  async function resetToast(page: Page) {
    await page.getByRole('button', { name: 'Open the theme customizer' }).click();
    await page.getByRole('button', { name: 'Reset to defaults' }).click();
    await page.getByRole('button', { name: 'Close', exact: true }).click();
  }

  /**
   * Once the toasts show, time moves only by clock.runFor, so a slow machine does not eat into the
   * 10 s. (Less than a second of real time passes between a toast appearing and the pause.)
   */
  async function freezeClock(page: Page) {
    await page.locator('[data-sonner-toast]').first().waitFor();
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 250));
  }

  test('stay 10 s, bottom-right, duplicates allowed', async ({ page }) => {
    await page.clock.install();
    await signIn(page);
    await page.goto('/dashboard/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open the theme customizer' }).click();
    const reset = page.getByRole('button', { name: 'Reset to defaults' });
    await reset.click();
    await reset.click();
    const toasts = page.locator('[data-sonner-toast]');
    await expect(toasts).toHaveCount(2);
    await freezeClock(page);
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(toasts.filter({ hasText: 'Layout settings are back to their defaults.' })).toHaveCount(2);
    await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-x-position', 'right');
    await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'bottom');
    await page.mouse.move(5, 5);
    await page.clock.runFor(7_500);
    await expect(toasts).toHaveCount(2);
    await page.clock.runFor(3_000);
    await expect(toasts).toHaveCount(0);
  });

  test('hovering pauses the timeout', async ({ page }) => {
    await page.clock.install();
    await signIn(page);
    await page.goto('/dashboard/');
    await hydrated(page);
    await resetToast(page);
    await freezeClock(page);
    const toast = page.locator('[data-sonner-toast]');
    await toast.hover();
    await page.clock.runFor(15_000);
    await expect(toast).toBeVisible();
    await page.mouse.move(5, 5);
    await page.clock.runFor(11_000);
    await expect(toast).toHaveCount(0);
  });

  test('a click on the toast or on its close button dismisses it', async ({ page }) => {
    await signIn(page);
    await page.goto('/dashboard/');
    await hydrated(page);
    await resetToast(page);
    await page.locator('[data-sonner-toast]').click();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await resetToast(page);
    await page.getByRole('button', { name: 'Close notification' }).click();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  });

  test('mirrored to the bottom-left in RTL and translated', async ({ page }) => {
    await signIn(page);
    await page.goto('/ar/dashboard/');
    await hydrated(page);
    await page.getByRole('button', { name: 'فتح أداة تخصيص السمة' }).click();
    await page.getByRole('button', { name: 'إعادة التعيين إلى الافتراضي' }).click();
    await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-x-position', 'left');
    await expect(page.locator('[data-sonner-toast]')).toContainText('أُعيدت إعدادات التخطيط');
  });
});

test.describe('accessibility of the dashboard', () => {
  for (const [name, path, settings] of [
    ['light', '/dashboard/', {}],
    ['dark', '/dashboard/', { mode: 'dark', sidebar: 'dark', topbar: 'dark' }],
    ['ar', '/ar/dashboard/', {}],
    ['brand chrome', '/dashboard/', { sidebar: 'brand', topbar: 'brand' }],
    ['modern sidebar, horizontal', '/dashboard/', { sidebar: 'modern', layout: 'horizontal' }],
  ] as const) {
    test(`axe: ${name}`, async ({ page }) => {
      await signIn(page, settings);
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator('[data-overview-state="ready"]')).toBeVisible(SLOW);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('accessibility of the open panels', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`axe: customizer, notifications, search and account panels (${mode})`, async ({ page }) => {
      await signIn(page, mode === 'dark' ? { mode: 'dark', sidebar: 'dark', topbar: 'dark' } : {});
      await page.goto('/dashboard/');
      await hydrated(page);
      await expect(page.locator('[data-overview-state="ready"]')).toBeVisible(SLOW);

      await page.getByRole('button', { name: 'Open the theme customizer' }).click();
      await expect(page.getByRole('dialog', { name: 'Theme customizer' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: /^Notifications, \d unread$/ }).click();
      await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: /Account menu/ }).click();
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');

      await page.keyboard.press('Control+k');
      await expect(page.getByRole('combobox', { name: 'Search screens' })).toBeFocused();
      await expectNoAxeViolations(page);
    });
  }
});
