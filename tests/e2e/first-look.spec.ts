import type { Locator, Page } from '@playwright/test';
import { DEMO_USER, expect, loaded, test } from './screens-helpers.ts';

/**
 * What a new user sees on a first look around: the activity log, the list cards on a phone, the dashboards' grids and
 * card heads, names in Arabic, a refused sign-in, the language kept, and a row added where the list's order puts it.
 */

const SLOW = { timeout: 30_000 };

/** The texts of `root`'s text nodes that the browser breaks over more than one line (each should stay whole). */
function brokenPieces(root: Locator) {
  return root.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const broken: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) broken.push(node.textContent ?? '');
      }
      return broken;
    }),
  );
}

/** Elements inside `root` whose content runs past their own box, and how far the page scrolls sideways. */
function spills(root: Locator) {
  return root.evaluate((el) => ({
    spilled: [el, ...el.querySelectorAll<HTMLElement>('*')]
      .filter((e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX === 'visible' && e.clientWidth > 0)
      .map((e) => `${e.tagName.toLowerCase()}: ${(e.textContent ?? '').slice(0, 40)}`),
    sideways: document.documentElement.scrollWidth - window.innerWidth,
  }));
}

test.describe('the activity log on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a role change lists the role only, formatted, inside its card; the actor’s address breaks only between its parts', async ({
    page,
  }) => {
    await page.goto('/admin/activity/');
    // The fake backend answers once its service worker controls the page and its handlers are in: until then the
    // worker lets a request through to the static server (a controller alone was not enough, now and then).
    await expect
      .poll(
        () =>
          page.evaluate(
            async (token) => (await fetch('/users', { headers: { Authorization: `Bearer ${token}` } })).status,
            DEMO_USER.token,
          ),
        SLOW,
      )
      .toBe(200);
    const changed = await page.evaluate(async (token) => {
      const users = (await (await fetch('/users', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
        id: number;
        role: string;
      }[];
      const other = users.find((u) => u.id !== 1 && u.role !== 'viewer')!;
      const answer = await fetch(`/users/${other.id}`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ role: 'viewer' }),
      });
      return answer.status;
    }, DEMO_USER.token);
    expect(changed).toBe(200);
    await page.reload();
    const trail = page.getByTestId('admin-activity');
    const entry = trail.locator('[data-row-card]').filter({ hasText: 'Role changed' }).first();
    await expect(entry).toBeVisible(SLOW);
    await expect(entry.locator('li[data-field]')).toHaveCount(1);
    await expect(entry.locator('li[data-field="role"]')).toBeVisible();
    expect(await spills(trail)).toEqual({ spilled: [], sideways: 0 });
    expect(await brokenPieces(trail.locator('[data-row-card] bdi[dir="ltr"]'))).toEqual([]);
  });
});

test.describe('list cards on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const prefix of ['', '/ar']) {
    test(`${prefix || '/en'}: an employee's card is headed by the name, and an e-mail breaks only between its parts`, async ({ page }) => {
      await page.goto(`${prefix}/apps/hr/employees/`);
      await loaded(page);
      const cards = page.locator('main [data-row-card]');
      await expect(cards.first()).toBeVisible();
      const title = cards.first().locator('[data-card-title]');
      await expect(title.locator('img')).toHaveCount(1);
      await expect(title).not.toContainText('EMP-');
      expect(await brokenPieces(page.locator('main [data-row-card] a[href^="mailto:"]'))).toEqual([]);
      expect(await spills(page.getByTestId('table-cards'))).toEqual({ spilled: [], sideways: 0 });
    });
  }

  // The expenses, held whole by the page (the orders are paged by the backend, whose totals are the page's).
  test("the expenses' cards end with the total of the amounts, and the sort names the list's order", async ({ page }) => {
    await page.goto('/apps/hr/expenses/');
    await loaded(page);
    await expect(page.locator('main [data-card-totals]')).toContainText('Total');
    await expect(page.locator('main [data-card-total="amount"]')).toHaveText(/^\$[\d,]+\.\d{2}$/);
    await page.goto('/apps/hr/employees/');
    await loaded(page);
    await expect(page.getByRole('combobox', { name: 'Sort by' }).locator('option:checked')).toHaveText('Order added');
  });
});

/** The KPI rows that leave a hole: a row of cards narrower than the grid. */
function kpiHoles(page: Page) {
  return page.locator('[data-overview-state="ready"] [data-kpi]').evaluateAll((cards) => {
    const grid = cards[0]!.parentElement!.getBoundingClientRect();
    const rows = new Map<number, DOMRect[]>();
    for (const card of cards) {
      const r = card.getBoundingClientRect();
      rows.set(Math.round(r.top), [...(rows.get(Math.round(r.top)) ?? []), r]);
    }
    return [...rows.values()].flatMap((row) => {
      const [left, right] = [Math.min(...row.map((r) => r.left)), Math.max(...row.map((r) => r.right))];
      return left - grid.left > 1.5 || grid.right - right > 1.5
        ? [`a row of ${row.length} spans ${Math.round(right - left)} of ${Math.round(grid.width)} px`]
        : [];
    });
  });
}

/** The charts whose tools dropped below their title. */
function wrappedTools(page: Page) {
  return page.locator('[data-chart] figure > div:first-child').evaluateAll((heads) =>
    heads.flatMap((head) => {
      const [title, tools] = [...head.children];
      return title && tools && tools.getBoundingClientRect().top >= title.getBoundingClientRect().bottom - 1
        ? [head.closest<HTMLElement>('[data-chart]')!.dataset.chart]
        : [];
    }),
  );
}

test.describe('the dashboards', () => {
  test.describe.configure({ timeout: 90_000 });

  test('five KPI cards leave no hole at any width, and no chart drops its tools below its title', async ({ page }) => {
    await page.goto('/dashboard/');
    await expect(page.locator('[data-overview-state="ready"]')).toBeVisible(SLOW);
    for (const width of [390, 768, 1024, 1280, 1440, 1600]) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => kpiHoles(page), { message: `${width} px` }).toEqual([]);
    }
    for (const path of ['/dashboards/hr/', '/dashboards/finance/', '/dashboard/']) {
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await expect(page.locator('[data-overview-state="ready"]')).toBeVisible(SLOW);
        await expect.poll(() => wrappedTools(page), { message: `${path} at ${width} px` }).toEqual([]);
      }
    }
  });

  test('no KPI value is cut: the Arabic finance figures keep their currency at every width', async ({ page }) => {
    await page.goto('/ar/dashboards/finance/');
    await expect(page.locator('[data-overview-state="ready"]')).toBeVisible(SLOW);
    for (const width of [390, 768, 1024, 1280, 1440, 1600]) {
      await page.setViewportSize({ width, height: 900 });
      const cut = () =>
        page
          .locator('[data-kpi-value]')
          .evaluateAll((values) => values.filter((v) => v.scrollWidth > v.clientWidth + 1).map((v) => v.textContent));
      await expect.poll(cut, { message: `${width} px` }).toEqual([]);
    }
  });

  test('a declined leave is in the danger colour, and a Latin name keeps its full stop at its end in Arabic', async ({ page }) => {
    await page.goto('/dashboards/hr/');
    await expect(page.locator('[data-overview-state="ready"]')).toBeVisible(SLOW);
    const dot = page.locator('[data-chart="leaveByStatus"] li').filter({ hasText: 'Declined' }).locator('span[aria-hidden="true"]');
    const colours = await dot.evaluate((el) => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--danger)';
      el.append(probe);
      const danger = getComputedStyle(probe).color;
      probe.remove();
      return { dot: getComputedStyle(el).backgroundColor, danger };
    });
    expect(colours.dot).toBe(colours.danger);

    await page.goto('/ar/dashboard/');
    await expect(page.locator('[data-overview-state="ready"]')).toBeVisible(SLOW);
    const name = page.locator('[data-table="topSellers"] td').filter({ hasText: 'Solefield & Co.' });
    const order = await name.evaluate((cell) => {
      const text = [...cell.querySelectorAll('*'), cell]
        .flatMap((el) => [...el.childNodes])
        .find((n) => n.textContent === 'Solefield & Co.')!;
      const at = (i: number) => {
        const range = document.createRange();
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        return range.getBoundingClientRect().left;
      };
      return { first: at(0), stop: at('Solefield & Co.'.length - 1) };
    });
    expect(order.stop).toBeGreaterThan(order.first);
  });
});

test.describe('signing in', () => {
  // A context of its own: not signed in, as the page of these tests is.
  for (const [prefix, lang] of [
    ['', 'en'],
    ['/ar', 'ar'],
  ] as const) {
    test(`${lang}: a wrong password is said by the form too, in the page's language, until the person types`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await page.goto(`${prefix}/auth/login/`);
      // Typed before the form hydrates, the password would give way to the demo account's.
      await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
      const form = page.locator('form').filter({ has: page.locator('input[type="password"]') });
      await expect(form.locator('input[type="email"]')).toHaveValue('admin@stride.dev');
      await form.locator('input[type="password"]').fill('not-the-password-1');
      await form.locator('button[type="submit"]').click();
      const message = form.locator('[data-sign-in-error]');
      await expect(message).toBeVisible(SLOW);
      await expect(message).toHaveAttribute('role', 'alert');
      await expect(form).toHaveAttribute('aria-describedby', (await message.getAttribute('id'))!);
      if (lang === 'en') await expect(message).toHaveText('Username or password is incorrect.');
      else await expect(message).not.toContainText(/[A-Za-z]{3}/);
      await form.locator('input[type="password"]').fill('another-try-2');
      await expect(message).toBeHidden();
      await expect(form).not.toHaveAttribute('aria-describedby');
      // The demo box's chosen role takes the theme's primary colour, not a fixed blue.
      const chip = await page.locator('[data-demo-roles] label:has(input:checked)').evaluate((el) => {
        const probe = document.createElement('span');
        probe.style.color = 'var(--primary)';
        el.append(probe);
        const primary = getComputedStyle(probe).color;
        probe.remove();
        return { background: getComputedStyle(el).backgroundColor, primary };
      });
      expect(chip.background).toBe(chip.primary);
      await context.close();
    });
  }
});

test('a language saved in Settings is the one the unprefixed dashboard opens in on the next visit', async ({ page }) => {
  await page.goto('/pages-settings/');
  const preferences = page.getByRole('region', { name: 'Preferences' });
  await expect(page.locator('[data-account-state="ready"]')).toBeVisible(SLOW);
  await preferences.getByLabel('Language').selectOption('fr');
  await preferences.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page).toHaveURL(/\/fr\/pages-settings\/$/, SLOW);
  await page.goto('/dashboard/');
  await expect(page).toHaveURL(/\/fr\/dashboard\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('a row the list puts on page 2 is on screen, marked, after the add', async ({ page }) => {
  await page.goto('/apps/hr/departments/');
  await loaded(page);
  await expect(page.getByTestId('table-showing')).toHaveText('Showing 1–10 of 10 Results');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Department', exact: true }).fill('Zeta Research');
  await dialog.getByRole('textbox', { name: 'Head of department', exact: true }).fill('Iris Novak');
  await dialog.getByRole('textbox', { name: 'Phone', exact: true }).fill('+1 (555) 010-0199');
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('zeta@stride.dev');
  await dialog.getByRole('spinbutton', { name: 'Employees', exact: true }).fill('4');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden(SLOW);
  const row = page.locator('main tbody tr').filter({ hasText: 'Zeta Research' });
  await expect(row).toBeInViewport();
  await expect(row).toHaveAttribute('data-revealed', 'true');
  await expect(page.getByTestId('table-showing')).toHaveText('Showing 11–11 of 11 Results');
});
