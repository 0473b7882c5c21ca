import { test as base, type Page } from '@playwright/test';
import { DEMO_USER, expect, test } from './screens-helpers.ts';

const ORDERS = '/apps/ecommerce/orders/';
const EMPLOYEES = '/apps/hr/employees/';

/** Rows of the screen's list (table rows or cards), once it has loaded. */
const rows = (page: Page) =>
  page.locator('main section[aria-busy="false"] :is(tbody tr:not([aria-hidden="true"]) td, ul[aria-label] > li)');

/**
 * Records CSP violations, console errors and the `<html>` attributes each screen change swaps in (read right
 * after the swap, before the new screen paints; kept in sessionStorage so a later full page load can read them).
 */
async function watch(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
    document.addEventListener('astro:after-swap', () => {
      const html = document.documentElement;
      const seen = JSON.parse(sessionStorage.getItem('test:swaps') ?? '[]') as unknown[];
      seen.push({ mode: html.getAttribute('data-mode'), dir: html.getAttribute('dir'), auth: html.getAttribute('data-auth') });
      sessionStorage.setItem('test:swaps', JSON.stringify(seen));
    });
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
const swaps = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('test:swaps') ?? '[]') as unknown[]);

/** Every API answer is timestamped (in `window.__answers`) when it reaches the page. */
const timestampAnswers = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { __answers: { url: string; at: number }[] };
    w.__answers = [];
    const original = window.fetch.bind(window);
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      const response = await original(...args);
      w.__answers.push({ url: response.url, at: performance.now() });
      return response;
    };
  });

/** Tags the window: the tag survives a client-side screen change and is gone after a full page load. */
const tagWindow = (page: Page) => page.evaluate(() => ((window as unknown as { __tag: string }).__tag = 'same window'));
const windowTag = (page: Page) => page.evaluate(() => (window as unknown as { __tag?: string }).__tag ?? null);

async function openOrders(page: Page, prefix = '') {
  // The client router handles links once its script has run (it then fires astro:page-load); a click before is a full load.
  await page.addInitScript(() =>
    document.addEventListener('astro:page-load', () => ((window as unknown as { __routerReady: boolean }).__routerReady = true)),
  );
  await page.goto(`${prefix}${ORDERS}`);
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
  await page.waitForFunction(() => (window as unknown as { __routerReady?: boolean }).__routerReady === true);
  await tagWindow(page);
}

test.describe('moving between dashboard screens', () => {
  test('a sidebar link swaps the screen in place: rows, current link, focus on the heading, announced, no CSP violation', async ({
    page,
  }) => {
    const errors = await watch(page);
    await openOrders(page);
    await page.locator(`#sidebar a[href="${EMPLOYEES}"]`).click();
    await expect(page).toHaveURL(EMPLOYEES);
    await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
    expect(await windowTag(page)).toBe('same window');

    const heading = page.locator('main h1');
    await expect(heading).toBeFocused();
    await expect(page.locator('.astro-route-announcer')).toHaveText(await page.title());
    await expect(page.locator(`#sidebar a[href="${EMPLOYEES}"]`)).toHaveAttribute('aria-current', 'page');
    await expect(page.locator(`#sidebar a[href="${ORDERS}"]`)).not.toHaveAttribute('aria-current', 'page');
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('screens whose stylesheets differ (overview, orders, calendar) swap in styled, with no CSP violation', async ({ page }) => {
    const errors = await watch(page);
    await page.goto('/dashboard/');
    await expect(page.locator('main h1')).toBeVisible();
    await tagWindow(page);
    for (const path of [ORDERS, '/apps/calendar/', '/dashboard/']) {
      await page.locator(`#sidebar a.nav-link[href="${path}"]`).click();
      await expect(page).toHaveURL(path);
      await expect(page.locator('main h1')).toBeFocused();
      // Each screen's stylesheets are files the router loads with it (orders and the calendar add FullCalendar's to
      // the app's): every one is loaded, and the shell's layout from the app's stylesheet applies.
      const rules = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.sheet?.cssRules.length ?? 0),
      );
      expect(rules.length, path).toBeGreaterThanOrEqual(path === '/dashboard/' ? 1 : 2);
      expect(rules, path).not.toContain(0);
      await expect(page.locator('.shell-main')).toHaveCSS('flex-direction', 'column');
    }
    expect(await windowTag(page)).toBe('same window');
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the search palette goes to a screen as a menu link does: in place, focus on the heading, announced', async ({ page }) => {
    const errors = await watch(page);
    await openOrders(page);
    // The top bar's islands hydrate when the page is idle: the shortcut works once the palette is there.
    await expect(async () => {
      await page.keyboard.press('Control+K');
      await expect(page.getByRole('dialog').getByRole('combobox')).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await page.getByRole('dialog').getByRole('combobox').fill('employ');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(EMPLOYEES);
    await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
    expect(await windowTag(page)).toBe('same window');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('main h1')).toBeFocused();
    await expect(page.locator('.astro-route-announcer')).toHaveText(await page.title());
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test.describe('timed against the 500 ms of the fake backend', () => {
    // These compare request and answer times with the swap: the fast test build's 40 ms would race them.
    test.use({ fakeLatencyMs: 500 });

    // The employees (512 with those who left) are past the 500 rows a list keeps in the browser: the click's one call
    // asks for the table's first page in the screen's order, with the list's total.
    test('the first visit of a screen asks for its data with the click, once', async ({ page }) => {
      // Each API request is timestamped as it leaves the page, next to the moment the new screen is swapped in.
      await page.addInitScript(() => {
        const w = window as unknown as { __requests: { url: string; at: number }[]; __swappedAt: number };
        w.__requests = [];
        const original = window.fetch.bind(window);
        window.fetch = (...args: Parameters<typeof fetch>) => {
          const url = args[0] instanceof Request ? args[0].url : String(args[0]);
          w.__requests.push({ url, at: performance.now() });
          return original(...args);
        };
        document.addEventListener('astro:after-swap', () => (w.__swappedAt = performance.now()));
      });
      await openOrders(page);
      await page.locator(`#sidebar a[href="${EMPLOYEES}"]`).click();
      // The orders rows stay on show until the swap: wait for the new screen before reading the times.
      await expect(page).toHaveURL(EMPLOYEES);
      await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
      const seen = await page.evaluate(() => {
        const w = window as unknown as { __requests: { url: string; at: number }[]; __swappedAt: number };
        return { employees: w.__requests.filter((r) => new URL(r.url).pathname === '/app/employee'), swappedAt: w.__swappedAt };
      });
      expect(seen.employees).toHaveLength(1);
      expect(seen.employees[0]!.at).toBeLessThan(seen.swappedAt);
    });

    test('a screen seen before shows its rows at once, and refreshes them behind', async ({ page }) => {
      await timestampAnswers(page);
      await openOrders(page);
      await page.locator(`#sidebar a[href="${EMPLOYEES}"]`).click();
      await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
      const seen = await page.evaluate(async (path) => {
        const start = performance.now();
        document.querySelector<HTMLAnchorElement>(`#sidebar a[href="${path}"]`)!.click();
        await new Promise<void>((done) => {
          const check = () =>
            location.pathname === path && document.querySelector('main section[aria-busy="false"] tbody tr:not([aria-hidden="true"]) td')
              ? done()
              : requestAnimationFrame(check);
          check();
        });
        const answers = (window as unknown as { __answers: { url: string; at: number }[] }).__answers;
        return { start, answered: answers.filter((a) => a.at > start && a.url.includes('/app/order')).length };
      }, ORDERS);
      // The rows were on screen before the backend (500 ms per answer) had answered the orders since the click.
      expect(seen.answered).toBe(0);
      // ... and the refresh does happen behind them.
      await expect
        .poll(() =>
          page.evaluate(
            (start) =>
              (window as unknown as { __answers: { url: string; at: number }[] }).__answers.filter(
                (a) => a.at > start && a.url.includes('/app/order'),
              ).length,
            seen.start,
          ),
        )
        .toBeGreaterThan(0);
    });

    test('the dashboard seen before shows its figures at once, and refreshes them behind', async ({ page }) => {
      await timestampAnswers(page);
      await page.goto('/dashboard/');
      await expect(page.locator('[data-overview-state="ready"]')).toBeVisible({ timeout: 30_000 });
      await page.locator(`#sidebar a[href="${EMPLOYEES}"]`).click();
      await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
      const seen = await page.evaluate(async () => {
        const start = performance.now();
        document.querySelector<HTMLAnchorElement>('#sidebar a[href="/dashboard/"]')!.click();
        await new Promise<void>((done) => {
          const check = () =>
            location.pathname === '/dashboard/' && document.querySelector('[data-overview-state="ready"] [data-kpi]')
              ? done()
              : requestAnimationFrame(check);
          check();
        });
        const answers = (window as unknown as { __answers: { url: string; at: number }[] }).__answers;
        return { start, answered: answers.filter((a) => a.at > start && new URL(a.url).pathname.endsWith('/app/stats/ecommerce')).length };
      });
      expect(seen.answered).toBe(0);
      await expect
        .poll(() =>
          page.evaluate(
            (start) =>
              (window as unknown as { __answers: { url: string; at: number }[] }).__answers.filter(
                (a) => a.at > start && new URL(a.url).pathname.endsWith('/app/stats/ecommerce'),
              ).length,
            seen.start,
          ),
        )
        .toBe(1);
    });
  });

  test('what is typed in one screen does not follow into the next', async ({ page }) => {
    await openOrders(page);
    await page.getByRole('searchbox').first().fill('zzz');
    await page.locator(`#sidebar a[href="${EMPLOYEES}"]`).click();
    await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('searchbox').first()).toHaveValue('');
  });

  test('back and forward move between screens, and the scroll position comes back', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await openOrders(page);
    const scrolled = await page.evaluate(() => {
      scrollTo({ top: 400, behavior: 'instant' });
      return scrollY;
    });
    expect(scrolled).toBeGreaterThan(100);
    // A click from script: Playwright's own would first scroll the sidebar link into view, moving the page.
    await page.evaluate((path) => document.querySelector<HTMLAnchorElement>(`#sidebar a[href="${path}"]`)!.click(), EMPLOYEES);
    await expect(page).toHaveURL(EMPLOYEES);
    await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(ORDERS);
    await expect(rows(page).first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(scrolled);
    await page.goForward();
    await expect(page).toHaveURL(EMPLOYEES);
    await expect(rows(page).first()).toBeVisible();
    expect(await windowTag(page)).toBe('same window');
  });

  test('the language switch loads the page in the other language, right-to-left for Arabic', async ({ page }) => {
    await openOrders(page);
    await page.locator('.topbar-language summary').click();
    await page.locator('.topbar-language a[hreflang="ar"]').click();
    await expect(page).toHaveURL(`/ar${ORDERS}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
    expect(await windowTag(page)).toBeNull();
  });
});

test.describe('dark, right-to-left', () => {
  test.use({ mode: 'dark' });

  test('dark mode and Arabic direction are on the new screen before it paints', async ({ page }) => {
    await watch(page);
    await openOrders(page, '/ar');
    await page.locator(`#sidebar a[href="/ar${EMPLOYEES}"]`).click();
    await expect(page).toHaveURL(`/ar${EMPLOYEES}`);
    await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
    expect(await swaps(page)).toEqual([{ mode: 'dark', dir: 'rtl', auth: 'ok' }]);
    expect(await violations(page)).toEqual([]);
  });
});

base.describe('signed out', () => {
  base('a screen change after signing out (in another tab) goes to the login page, never showing the screen', async ({ page }) => {
    base.setTimeout(60_000);
    await page.goto('/auth/login/');
    await page.evaluate((user) => sessionStorage.setItem('stride:user', JSON.stringify(user)), DEMO_USER);
    await watch(page);
    await page.goto(ORDERS);
    await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
    await page.evaluate(() => {
      sessionStorage.removeItem('stride:user');
      localStorage.removeItem('stride:user');
    });
    await page.locator(`#sidebar a[href="${EMPLOYEES}"]`).click();
    await expect(page).toHaveURL(/\/auth\/login\/\?next=/);
    expect(decodeURIComponent(new URL(page.url()).search)).toContain(EMPLOYEES);
    expect(await swaps(page)).toEqual([]);
  });

  base('the landing and status pages load none of the dashboard JavaScript', async ({ page }) => {
    for (const path of ['/', '/pages-404/', '/pages-maintenance/']) {
      await page.goto(path);
      await expect(page.locator('meta[name="astro-view-transitions-enabled"]')).toHaveCount(0);
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => e.name)
          .filter((name) => name.endsWith('.js')),
      );
      expect(scripts.filter((s) => /ClientRouter|Dashboard/.test(s))).toEqual([]);
    }
  });
});
