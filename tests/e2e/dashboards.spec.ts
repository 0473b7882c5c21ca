import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, animationsSettled } from './fixtures.ts';
import { presetPeriod, todayIso } from '../../src/stats/period.ts';

const SLOW = { timeout: 30_000 };
test.describe.configure({ timeout: 90_000 });
test.use({ signedInAsDemo: true });

const DASHBOARDS = [
  { path: 'dashboard/', kpis: 5 },
  { path: 'dashboards/analytics/', kpis: 4 },
  { path: 'dashboards/hr/', kpis: 4 },
  { path: 'dashboards/finance/', kpis: 7 },
];

async function ready(page: Page) {
  await expect(page.locator('[data-overview-state="ready"]')).toBeVisible(SLOW);
  await expect(page.locator('[data-overview-state="ready"]')).toHaveAttribute('aria-busy', 'false');
}

async function switchToDark(page: Page) {
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  await page.locator('[data-mode-toggle]').click();
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'dark');
  await animationsSettled(page);
}

/**
 * At 390 px: the KPI cards two to a row (an odd last one across the row), none of their text cut or spilling out of
 * its card, and nothing wider than the screen.
 */
async function expectPhoneKpis(page: Page, count: number) {
  await page.setViewportSize({ width: 390, height: 844 });
  // The charts follow the new width a frame or two later (they watch their size): until then the page is wider.
  const layout = () =>
    page.locator('[data-overview-state="ready"]').evaluate((ready) => {
      const cards = [...ready.querySelectorAll<HTMLElement>('[data-kpi]')];
      const tops = [...new Set(cards.map((c) => Math.round(c.getBoundingClientRect().top)))];
      const cut = cards.flatMap((card) =>
        [card, ...card.querySelectorAll<HTMLElement>('p, span:not(.sr-only)')]
          .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
          .map((el) => `${card.dataset.kpi}: ${el.textContent}`),
      );
      return { rows: tops.length, cut, pageWidth: document.documentElement.scrollWidth };
    });
  await expect.poll(layout).toEqual({ rows: Math.ceil(count / 2), cut: [], pageWidth: 390 });
}

/** At 390 px the period's choices fill each row they take, so one that wraps takes the row instead of its corner. */
async function expectPeriodRowsFilled(page: Page) {
  const gaps = () =>
    page.locator('[data-period-control] fieldset').evaluate((fieldset) => {
      const style = getComputedStyle(fieldset);
      const box = fieldset.getBoundingClientRect();
      const [left, right] = [
        box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft),
        box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight),
      ];
      const rows = new Map<number, DOMRect[]>();
      for (const label of fieldset.querySelectorAll('label')) {
        const r = label.getBoundingClientRect();
        rows.set(Math.round(r.top), [...(rows.get(Math.round(r.top)) ?? []), r]);
      }
      return [...rows.values()].flatMap((row) => {
        const [start, end] = [Math.min(...row.map((r) => r.left)) - left, right - Math.max(...row.map((r) => r.right))];
        return start > 1.5 || end > 1.5 ? [`a row of ${row.length} leaves ${Math.round(start)} px and ${Math.round(end)} px`] : [];
      });
    });
  await expect.poll(gaps).toEqual([]);
}

/**
 * Every chart's text stays inside its drawing and clear of its marks (grid lines, bars, areas, lines, cells): an axis
 * value or a heatmap row name drawn over the plot, or cut at its edge, is a finding. Charts below the fold draw when
 * scrolled near or when the browser is next idle, and follow a new width a frame or two later: polled.
 */
async function expectChartTextClear(page: Page) {
  const findings = () =>
    page.locator('[data-overview-state="ready"]').evaluate((ready) => {
      const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      return [...ready.querySelectorAll<HTMLElement>('[data-chart]')].flatMap((chart) => {
        const svg = chart.querySelector('svg');
        const texts = svg ? [...svg.querySelectorAll('text')] : [];
        if (!svg) return [`${chart.dataset.chart}: not drawn`];
        const box = svg.getBoundingClientRect();
        const marks = [...svg.querySelectorAll('line, rect, polygon, polyline')].map((mark) => mark.getBoundingClientRect());
        return texts.flatMap((text) => {
          const r = text.getBoundingClientRect();
          const inside = r.left >= box.left - 1 && r.right <= box.right + 1 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
          const name = `${chart.dataset.chart}: "${text.textContent}"`;
          return [...(inside ? [] : [`${name} cut`]), ...(marks.some((m) => overlap(r, m)) ? [`${name} over the plot`] : [])];
        });
      });
    });
  await expect.poll(findings, SLOW).toEqual([]);
}

for (const d of DASHBOARDS) {
  test(`${d.path}: KPIs, four charts of three kinds as named figures with tables; axe clean in en light and ar dark; KPIs two to a row at 390 px; chart text clear of the plot in both directions`, async ({
    page,
  }) => {
    await page.goto(`/${d.path}`);
    await ready(page);
    await expect(page.locator('[data-kpi]')).toHaveCount(d.kpis);
    const charts = page.locator('[data-chart]');
    await expect.poll(() => charts.count()).toBeGreaterThanOrEqual(4);
    for (const chart of await charts.all()) {
      const figure = chart.locator('figure');
      await expect(figure).toHaveAccessibleName(/.+/);
      // A chart below the fold draws its table when scrolled near or when the browser is next idle (within 2 s).
      await expect(figure.locator('table tbody tr').first()).toBeAttached();
    }
    await expectNoAxeViolations(page);
    await expectPhoneKpis(page, d.kpis);
    await expectPeriodRowsFilled(page);
    await expectChartTextClear(page);

    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`/ar/${d.path}`);
    await ready(page);
    await switchToDark(page);
    await expectNoAxeViolations(page);
    await expectChartTextClear(page);
    await expectPhoneKpis(page, d.kpis);
    await expectChartTextClear(page);
  });
}

test('a visit a day after the build, with a period in the address, hydrates without a mismatch', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // The page's HTML shows the default period ending on the build's day; the browser's is 90 days ending tomorrow.
  const tomorrow = Date.now() + 25 * 3_600_000;
  await page.clock.setFixedTime(tomorrow);
  await page.goto('/dashboards/hr/?period=90d');
  await ready(page);
  await expect(page.locator('[data-period-control] input[value="90d"]')).toBeChecked();
  const { to } = presetPeriod('90d', todayIso(tomorrow));
  expect(to).toBe(todayIso(tomorrow));
  expect(errors).toEqual([]);
});

test('the period control changes the figures and the address, and a reload keeps the period', async ({ page }) => {
  await page.goto('/dashboard/');
  await ready(page);
  const revenue = page.locator('[data-kpi="revenue"] [data-kpi-value]');
  const before = await revenue.textContent();
  await page.locator('[data-period-control]').getByText('12 months', { exact: true }).click();
  await expect(page).toHaveURL(/\?period=12m$/);
  await expect(revenue).not.toHaveText(before ?? '', SLOW);
  const year = await revenue.textContent();
  await page.reload();
  await ready(page);
  await expect(revenue).toHaveText(year ?? '');
  await expect(page.locator('[data-period-control] input[value="12m"]')).toBeChecked();

  await page.locator('[data-period-control]').getByText('Custom', { exact: true }).click();
  await page.getByLabel('From', { exact: true }).fill('2026-03-01');
  await page.getByLabel('To', { exact: true }).fill('2026-02-01');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert')).toContainText('Choose a start date');
  await page.getByLabel('To', { exact: true }).fill('2026-03-31');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\?from=2026-03-01&to=2026-03-31$/);
  await page.goBack();
  await expect(page).toHaveURL(/\?period=12m$/);
  await expect(revenue).toHaveText(year ?? '', SLOW);
});

test('the revenue KPI is the sum of the orders GET /app/order lists for the period', async ({ page }) => {
  await page.goto('/dashboard/?period=90d');
  await ready(page);
  const { from, to } = presetPeriod('90d');
  const cents = await page.evaluate(
    async ([from, to]) => {
      const token = (JSON.parse(localStorage.getItem('stride:user') ?? '{}') as { token: string }).token;
      let total = 0;
      for (let page = 1; ; page++) {
        const res = await fetch(`/app/order?from=${from}&to=${to}&page=${page}&pageSize=500`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        const body = (await res.json()) as { items: { amount: number; deliveryStatus: string }[]; total: number };
        for (const o of body.items) if (o.deliveryStatus !== 'Cancelled') total += Math.round(o.amount * 100);
        if (page * 500 >= body.total) return total;
      }
    },
    [from, to] as const,
  );
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
  await expect(page.locator('[data-kpi="revenue"] [data-kpi-value]')).toHaveText(money);
});

test('a chart reads by keyboard and shows its data', async ({ page }) => {
  await page.goto('/dashboard/');
  await ready(page);
  const plot = page.locator('[data-chart="revenue"] [role="slider"]');
  await plot.focus();
  await page.keyboard.press('End');
  await expect(plot).toHaveAttribute('aria-valuetext', /This period .*Previous period/);
  const toggle = page.locator('[data-chart="revenue"]').getByRole('button', { name: 'Show data' });
  await toggle.click();
  await expect(page.locator('[data-chart="revenue"] table')).toBeVisible();
});

test('the empty state for a period before the history', async ({ page }) => {
  await page.goto('/dashboards/analytics/?from=2020-01-01&to=2020-01-31');
  await expect(page.locator('[data-overview-state="empty"]')).toBeVisible(SLOW);
  await expectNoAxeViolations(page);
});
