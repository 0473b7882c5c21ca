import type { Page } from '@playwright/test';

/** Lighthouse's bar for a dashboard page: a cumulative layout shift under 0.02. */
export const MAX_CLS = 0.02;

export interface Shifts {
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
export async function recordShifts(page: Page) {
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
export async function settledShifts(page: Page): Promise<Shifts> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return shiftsSoFar(page);
}

/** The shifts so far, as they are now. */
export function shiftsSoFar(page: Page): Promise<Shifts> {
  return page.evaluate(() => (window as unknown as { shifts: Shifts }).shifts);
}
