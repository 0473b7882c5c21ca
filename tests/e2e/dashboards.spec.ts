import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO_SESSION, test, expect, expectNoAxeViolations } from './fixtures.ts';
import type { Department, Holiday, LeaveHR, Salary } from '../../src/schemas/index.ts';
import { analyticsStats } from '../../src/stats/analytics.ts';
import { historyRows, visitsOfDay } from '../../src/stats/history.ts';
import { hrStats } from '../../src/stats/hr.ts';
import { parsePeriod, presetPeriod, previousPeriod, type Period } from '../../src/stats/period.ts';

const SLOW = { timeout: 30_000 };
test.describe.configure({ timeout: 90_000 });
test.use({ signedInAsDemo: true });

const DASHBOARDS = [
  { path: 'dashboard/', kpis: 5 },
  { path: 'dashboards/analytics/', kpis: 4 },
  { path: 'dashboards/hr/', kpis: 4 },
  { path: 'dashboards/finance/', kpis: 4 },
];

async function ready(page: Page) {
  await expect(page.locator('[data-overview-state="ready"]')).toBeVisible(SLOW);
  await expect(page.locator('[data-overview-state="ready"]')).toHaveAttribute('aria-busy', 'false');
}

async function switchToDark(page: Page) {
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  await page.locator('[data-mode-toggle]').click();
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'dark');
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

for (const d of DASHBOARDS) {
  test(`${d.path}: KPIs, four charts of three kinds as named figures with tables; axe clean in en light and ar dark`, async ({ page }) => {
    await page.goto(`/${d.path}`);
    await ready(page);
    await expect(page.locator('[data-kpi]')).toHaveCount(d.kpis);
    const charts = page.locator('[data-chart]');
    expect(await charts.count()).toBeGreaterThanOrEqual(4);
    for (const chart of await charts.all()) {
      const figure = chart.locator('figure');
      await expect(figure).toHaveAccessibleName(/.+/);
      expect(await figure.locator('table tbody tr').count()).toBeGreaterThan(0);
    }
    await expectNoAxeViolations(page);

    await page.goto(`/ar/${d.path}`);
    await ready(page);
    await switchToDark(page);
    await expectNoAxeViolations(page);
  });
}

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

/** Answers the stats calls of a page whose fake backend is blocked, from the same functions the backends use. */
function statsFrom(url: string, make: (period: Period) => unknown) {
  const parsed = parsePeriod(new URL(url).searchParams);
  if (!parsed.ok) throw new Error(parsed.message);
  return make(parsed.period);
}
const sample = <T>(name: string): T[] => JSON.parse(readFileSync(`src/content/data/${name}.json`, 'utf8')) as T[];

test.describe('states, against an API the test answers', () => {
  // With service workers blocked the fake backend cannot start: the calls reach the network, answered below.
  test.use({ serviceWorkers: 'block', fakeLatencyMs: 500 });

  test('loading placeholders, then an error with a retry that works', async ({ page }) => {
    let fail = true;
    await page.route('**/app/stats/analytics*', async (route) => {
      await new Promise((r) => setTimeout(r, 500));
      if (fail) await route.fulfill({ status: 500, json: { message: 'Database unavailable' } });
      else
        await route.fulfill({
          json: statsFrom(route.request().url(), (p) =>
            analyticsStats(
              p,
              historyRows(previousPeriod(p).from, p.to, (day) => [visitsOfDay(day)]),
            ),
          ),
        });
    });
    await page.goto('/dashboards/analytics/');
    await expect(page.locator('[data-overview-state="loading"]')).toHaveAttribute('aria-busy', 'true');
    const error = page.locator('[data-overview-state="error"]');
    await expect(error).toBeVisible(SLOW);
    await expect(error).toContainText('Database unavailable');
    fail = false;
    await error.getByRole('button', { name: 'Try again' }).click();
    await ready(page);
    await expect(page.locator('[data-kpi]')).toHaveCount(4);
  });

  for (const role of ['admin', 'viewer'] as const) {
    test(`HR leave requests: Approve / Decline for ${role === 'admin' ? 'a role that may update them' : 'no role that may not'}`, async ({
      page,
    }) => {
      const leaves = sample<LeaveHR>('leave_hr');
      const today = new Date().toISOString().slice(0, 10);
      await page.route('**/users/me', (route) =>
        route.fulfill({
          json: {
            ...DEMO_SESSION,
            token: undefined,
            role,
            createdAt: '2025-09-01T09:00:00.000Z',
            preferences: { language: 'en', theme: {}, notifications: { email: true, push: false, weeklyDigest: true } },
          },
        }),
      );
      await page.route('**/app/stats/hr*', (route) =>
        route.fulfill({
          json: statsFrom(route.request().url(), (p) =>
            hrStats(p, {
              departments: sample<Department>('department'),
              moves: [],
              attendance: [],
              leaves,
              holidays: sample<Holiday>('holidays'),
              salaries: sample<Salary>('salary'),
              today,
            }),
          ),
        }),
      );
      await page.route('**/app/leave_hr**', async (route) => {
        if (route.request().method() === 'GET') return route.fulfill({ json: leaves });
        const body = route.request().postDataJSON() as LeaveHR;
        leaves.splice(
          leaves.findIndex((l) => l.id === body.id),
          1,
          body,
        );
        return route.fulfill({ json: body });
      });
      await page.goto('/dashboards/hr/');
      await ready(page);
      const table = page.locator('[data-table="leaveRequests"]');
      const waiting = leaves.filter((l) => l.status === 'Pending' || l.status === 'New');
      await expect(table.locator('tbody tr')).toHaveCount(waiting.length);
      const first = waiting.sort((a, b) => a.from.localeCompare(b.from))[0]!;
      const approve = table.getByRole('button', { name: `Approve the leave of ${first.employeeName}` });
      if (role === 'viewer') {
        await page.waitForTimeout(1500);
        await expect(table.getByRole('button')).toHaveCount(0);
        return;
      }
      await approve.click();
      await expect(table.locator('tbody tr')).toHaveCount(waiting.length - 1, SLOW);
      expect(leaves.find((l) => l.id === first.id)?.status).toBe('Approved');
    });
  }
});

test('the empty state for a period before the history', async ({ page }) => {
  await page.goto('/dashboards/analytics/?from=2020-01-01&to=2020-01-31');
  await expect(page.locator('[data-overview-state="empty"]')).toBeVisible(SLOW);
  await expectNoAxeViolations(page);
});
