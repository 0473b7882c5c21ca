import { expect, loaded, test } from './screens-helpers.ts';

/**
 * Layout that screenshots showed wrong once: Latin text in Arabic rows, progress bars that did not line
 * up, a follow button that changed size, and a salary table too wide for a desktop screen.
 */

test('Arabic rows keep Latin names and usernames in their own order', async ({ page }) => {
  await page.goto('ar/apps/hr/estimates/');
  await loaded(page);
  // "Harbor & Co." must not read ".Harbor & Co": the name is laid out left to right inside the RTL row.
  const client = page.locator('main tbody [dir="auto"]', { hasText: 'Harbor & Co.' }).first();
  await expect(client).toBeVisible();
  expect(await client.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');

  await page.goto('ar/apps/social/friends/');
  await loaded(page);
  const username = page.locator('main tbody td [dir="auto"]', { hasText: /^@/ }).first();
  await expect(username).toBeVisible();
  expect(await username.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
});

for (const lang of ['en', 'ar'] as const) {
  test(`events (${lang}): progress tracks line up, and fill from the start side`, async ({ page }) => {
    await page.goto(`${lang === 'en' ? '' : 'ar/'}apps/social/events/`);
    await loaded(page);
    const bars = page.locator('main tbody [role="progressbar"]');
    await expect(bars.first()).toBeVisible();
    const boxes = await bars.evaluateAll((els) =>
      els.map((el) => {
        const track = el.getBoundingClientRect();
        const fill = (el.firstElementChild as HTMLElement).getBoundingClientRect();
        return { left: track.left, width: track.width, fillLeft: fill.left, fillRight: fill.right, right: track.right };
      }),
    );
    expect(boxes.length).toBeGreaterThan(1);
    for (const b of boxes) {
      expect(Math.abs(b.left - boxes[0]!.left)).toBeLessThan(1);
      expect(Math.abs(b.width - boxes[0]!.width)).toBeLessThan(1);
      // The filled part starts where reading starts: left in English, right in Arabic.
      if (lang === 'en') expect(Math.abs(b.fillLeft - b.left)).toBeLessThan(1);
      else expect(Math.abs(b.fillRight - b.right)).toBeLessThan(1);
    }
  });
}

test('friends: the follow button keeps its size when flipped', async ({ page }) => {
  await page.goto('apps/social/friends/');
  await loaded(page);
  const button = page.locator('main tbody button[aria-pressed]').first();
  const before = await button.boundingBox();
  const pressed = await button.getAttribute('aria-pressed');
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', pressed === 'true' ? 'false' : 'true');
  const after = await button.boundingBox();
  expect(Math.abs((after?.width ?? 0) - (before?.width ?? -1))).toBeLessThan(1);
  expect(Math.abs((after?.height ?? 0) - (before?.height ?? -1))).toBeLessThan(1);
});

test.describe('desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test('salary: every default column, actions included, fits without scrolling sideways', async ({ page }) => {
    await page.goto('apps/hr/salary/');
    await loaded(page);
    const scroller = page.locator('main table').locator('xpath=..');
    const overflow = await scroller.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
