import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Lighthouse's bar for a dashboard page: a cumulative layout shift under 0.02. */
const MAX_CLS = 0.02;

interface Shifts {
  cls: number;
  /** What moved, for the failure message: "value: tag.class (x,y -> x,y)" per shift. */
  moved: string[];
}

/** What the browser reports as moved in a layout shift (LayoutShiftAttribution, not yet in TypeScript's DOM types). */
interface ShiftSource {
  node: Node | null;
  previousRect: DOMRectReadOnly;
  currentRect: DOMRectReadOnly;
}

/** Sums the page's layout shifts not caused by input from its first paint, and notes what moved. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: Shifts };
    w.shifts = { cls: 0, moved: [] };
    const name = (node: Node | null) =>
      node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].slice(0, 3).join('.')}` : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: ShiftSource[] }[]) {
        if (e.hadRecentInput) continue;
        w.shifts.cls += e.value;
        const sources = e.sources.map(
          (s) => `${name(s.node)} (${s.previousRect.x},${s.previousRect.y} -> ${s.currentRect.x},${s.currentRect.y})`,
        );
        w.shifts.moved.push(`${e.value.toFixed(4)}: ${sources.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Once nothing is loading any more (late chunks, images, fonts) and two frames have painted: the shifts so far. */
async function settledShifts(page: Page): Promise<Shifts> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(() => (window as unknown as { shifts: Shifts }).shifts);
}

test.describe('dashboard pages do not shift while their data loads (500 ms answers)', () => {
  // The end-to-end build answers after 40 ms, too soon for the loading states to be seen.
  test.use({ fakeLatencyMs: 500, signedInAsDemo: true });

  test('the calendar on a 390 px phone: the view switcher under the list stays put as the list loads', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-21T10:00:00'));
    await page.setViewportSize({ width: 390, height: 844 });
    await recordShifts(page);
    await page.goto('apps/calendar/');
    const calendar = page.locator('.stride-calendar');
    // The phone layout opens on the month's list, then fills it with the events.
    await expect(calendar.locator('.stride-fc[data-view="listMonth"]')).toBeVisible({ timeout: 15_000 });
    await expect(calendar).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
    await expect(calendar.locator('.stride-fc [class*="event-"]').first()).toBeVisible();
    const { cls, moved } = await settledShifts(page);
    expect(cls, moved.join('\n')).toBeLessThan(MAX_CLS);
  });

  test('the overview at 1350 px: its placeholders are as long as its cards, so the footer starts below the fold', async ({ page }) => {
    await page.setViewportSize({ width: 1350, height: 940 });
    // A second visit, as after signing in: the fake backend is already installed and the loading state is short.
    await page.goto('dashboard/');
    await expect(page.locator('[data-overview-state="ready"]')).toBeVisible({ timeout: 15_000 });
    await recordShifts(page);
    await page.reload();
    const footerTop = async () => (await page.locator('footer.shell-footer').boundingBox())?.y ?? 0;
    await expect(page.locator('[data-overview-state="loading"]')).toBeVisible();
    const loadingTop = await footerTop();
    await expect(page.locator('[data-overview-state="ready"]')).toBeVisible({ timeout: 15_000 });
    // A footer in view while the cards load would move when they arrive (a shift of about 0.01 on its own).
    expect(loadingTop).toBeGreaterThanOrEqual(940);
    expect(Math.abs((await footerTop()) - loadingTop)).toBeLessThanOrEqual(4);
    const { cls, moved } = await settledShifts(page);
    expect(cls, moved.join('\n')).toBeLessThan(MAX_CLS);
  });

  for (const path of ['apps/hr/employees/', 'apps/users/list/']) {
    test(`${path} at 1350 px: the headers and pager stay where the skeleton put them`, async ({ page }) => {
      await page.setViewportSize({ width: 1350, height: 940 });
      await recordShifts(page);
      await page.goto(path);
      await expect(page.locator('main [data-skeleton-row]').first()).toBeVisible();
      await expect(page.locator('main [data-skeleton-row]')).toHaveCount(0, { timeout: 15_000 });
      await expect(page.locator('main tbody tr').first()).toBeVisible();
      const { cls, moved } = await settledShifts(page);
      expect(cls, moved.join('\n')).toBeLessThan(MAX_CLS);
    });
  }
});
