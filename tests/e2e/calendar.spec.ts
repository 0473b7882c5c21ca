import { MAX_CLS, recordShifts, settledShifts } from './layout-shifts.ts';
import type { Locator, Page } from '@playwright/test';
import { FAKE_LIVE_CHANNEL } from '../../src/contract/live.ts';
import { expect, test } from './screens-helpers.ts';

/** FullCalendar 7 renders events as role=button elements carrying the event's colour class. */
const EVENTS = '.stride-calendar [role="button"][class*="event-"]';

/**
 * Drags `event` onto `day` as a hand does: pressed, nudged, then moved in steps, so a busy machine sees the drag start
 * before the drop. `whileHeld` runs over the day before the release. Answers the PUT the drop sends.
 */
async function dragOnto(page: Page, event: Locator, day: Locator, whileHeld?: () => Promise<void>) {
  const from = (await event.boundingBox())!;
  const to = (await day.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 3 });
  await page.mouse.move(to.x + 40, to.y + 70, { steps: 10 });
  await whileHeld?.();
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === '/app/calendar');
  await page.mouse.up();
  return saved;
}

test.describe('calendar', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-21T10:00:00'));
    await page.goto('apps/calendar/');
    await expect(page.locator(EVENTS).first()).toBeVisible({ timeout: 15_000 });
  });

  test('add with validation, edit, drag and delete', async ({ page }) => {
    // Add: click a day, the dialog validates title and end-before-start.
    await page
      .locator('[data-date="2026-11-12"]')
      .first()
      .click({ position: { x: 30, y: 60 } });
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Add event' })).toBeVisible();
    await expect(dialog.getByLabel('Start')).toHaveValue('2026-11-12');
    await dialog.getByLabel('End').fill('2026-11-10');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('This field is required')).toBeVisible();
    await expect(dialog.getByText('Must not be before Start')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('E2E review');
    await dialog.getByLabel('End').fill('');
    await dialog.getByText('Green').click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const event = page.locator(EVENTS, { hasText: 'E2E review' }).first();
    await expect(event).toBeVisible();
    await expect(page.getByText('Event added')).toBeVisible();

    // Edit.
    await event.click();
    await expect(page.getByRole('heading', { name: 'Edit event' })).toBeVisible();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Title', exact: true }).fill('E2E review (moved)');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    const edited = page.locator(EVENTS, { hasText: 'E2E review (moved)' }).first();
    await expect(edited).toBeVisible();
    // The drag starts once the edit dialog has gone.
    await expect(page.getByRole('dialog')).toBeHidden();

    // Drag to another day: the store's update moves it. Pressed only once FullCalendar's interactions are mounted (the
    // calendar remounts when they arrive).
    await expect(page.locator('.stride-fc[data-interaction="ready"]')).toBeVisible();
    const saved = await dragOnto(page, edited, page.locator('[data-date="2026-11-18"]').first());
    // The drop sends the new dates (a failure here, rather than at the toast, says the drag did not end in a drop).
    expect(saved.status()).toBe(200);
    await expect(page.getByText('“E2E review (moved)” moved')).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('[data-date="2026-11-18"]').first()).toContainText('E2E review (moved)');

    // Delete, after "Are you sure?".
    await page.locator(EVENTS, { hasText: 'E2E review (moved)' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.locator(EVENTS, { hasText: 'E2E review' })).toHaveCount(0);
  });

  test('a day click adds an event even before the drag-and-drop code has arrived', async ({ page }) => {
    // The interaction plugin loads when a pointer reaches the calendar; hold it back to test the fallback.
    await page.route('**/_astro/interaction.*.js', (route) => route.abort());
    await page
      .locator('[data-date="2026-11-12"]')
      .first()
      .click({ position: { x: 30, y: 60 } });
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Add event' })).toBeVisible();
    await expect(dialog.getByLabel('Start')).toHaveValue('2026-11-12');
  });

  test('a move is kept when the events are read again between the last move and the release', async ({ page }) => {
    await page.locator('.stride-fc').hover();
    await expect(page.locator('.stride-fc[data-interaction="ready"]')).toBeVisible();
    const event = page.locator(EVENTS).first();
    // Its title is the last line of its content (a timed event shows its time first).
    const title = await event.evaluate((el) => el.querySelector(':scope > div:last-child > :last-child')?.textContent?.trim() ?? '');
    expect(title).not.toBe('');
    const day = page.locator('[data-date="2026-11-18"]').first();
    const saved = await dragOnto(page, event, day, async () => {
      // Another tab changes an event: this one reads the calendar again while the event is still held.
      const reread = page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname === '/app/calendar');
      const change = {
        id: 9999,
        at: new Date().toISOString(),
        userId: 2,
        userName: 'Sam Lee',
        resource: 'calendar',
        action: 'update',
        rowId: 1,
        version: 2,
      };
      await page.evaluate(([channel, message]) => new BroadcastChannel(channel).postMessage(message), [FAKE_LIVE_CHANNEL, change] as const);
      await reread;
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    });
    expect(saved.status()).toBe(200);
    await expect(page.getByText(`“${title}” moved`)).toBeVisible();
    await expect(day).toContainText(title);
  });

  /** Holds the interaction plugin back until `release()`; `landed` resolves once the browser has it. */
  async function holdInteraction(page: Page) {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/interaction.*.js', async (route) => {
      await held;
      await route.continue();
    });
    const landed = page.waitForResponse('**/_astro/interaction.*.js');
    return { release, landed };
  }

  /** Presses `target`, lets the plugin land while the button is down, then releases it on the same element. */
  async function clickAsPluginLands(page: Page, target: Locator, position: { x: number; y: number }) {
    const plugin = await holdInteraction(page);
    const box = await target.boundingBox();
    if (!box) throw new Error('nothing to press');
    const pressed = await target.elementHandle();
    await page.mouse.move(box.x + position.x, box.y + position.y);
    await page.mouse.down();
    plugin.release();
    await plugin.landed;
    // The calendar waits for the button to come up before it remounts with the plugin: the pressed element stays.
    await page.waitForTimeout(300);
    expect(await pressed?.evaluate((el) => el.isConnected)).toBe(true);
    await expect(page.locator('.stride-fc')).toHaveAttribute('data-interaction', 'pending');
    await page.mouse.up();
    await expect(page.locator('.stride-fc')).toHaveAttribute('data-interaction', 'ready');
  }

  test('a day click adds an event when the drag-and-drop code lands between the press and the release', async ({ page }) => {
    await clickAsPluginLands(page, page.locator('[data-date="2026-11-12"]').first(), { x: 30, y: 60 });
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Add event' })).toBeVisible();
    await expect(dialog.getByLabel('Start')).toHaveValue('2026-11-12');
  });

  test('an event click opens it when the drag-and-drop code lands between the press and the release', async ({ page }) => {
    const event = page.locator(EVENTS).first();
    const box = (await event.boundingBox())!;
    await clickAsPluginLands(page, event, { x: box.width / 2, y: box.height / 2 });
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Edit event' })).toBeVisible();
  });

  test('the add dialog works from the keyboard and gives focus back', async ({ page }) => {
    const add = page.getByRole('button', { name: 'Add event' });
    await add.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Add event' })).toBeVisible();
    await expect(dialog).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(add).toBeFocused();
  });

  test('shows month, week, day and list views', async ({ page }) => {
    const title = page.locator('.stride-calendar [role="heading"][aria-level="2"]').first();
    await expect(title).toHaveText('November 2026');
    await page.locator('.stride-calendar button[aria-label="Day view"]').click();
    await expect(title).toHaveText('November 21, 2026');
    await page.locator('.stride-calendar button[aria-label="Week view"]').click();
    await expect(title).not.toHaveText('November 21, 2026');
    await page.locator('.stride-calendar button[aria-label="List view"]').click();
    await expect(page.locator('.stride-calendar').getByText('E2E', { exact: false })).toHaveCount(0);
    await expect(title).toContainText('2026');
    await page.locator('.stride-calendar button[aria-label="Month view"]').click();
    await expect(title).toHaveText('November 2026');
  });
});

test.describe('calendar at the 500 ms of a production build', () => {
  // The end-to-end build answers after 40 ms, too soon for the grid to be seen loading.
  test.use({ fakeLatencyMs: 500 });

  test('the month grid does not shift while it loads (CLS at 1350×940)', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-21T10:00:00'));
    await page.setViewportSize({ width: 1350, height: 940 });
    await recordShifts(page);
    await page.goto('apps/calendar/');
    await expect(page.locator(EVENTS).first()).toBeVisible({ timeout: 15_000 });
    // Shifts would come from what arrives after the events (the drag-and-drop code, fonts): wait until nothing is loading.
    const { cls, moved } = await settledShifts(page);
    expect(cls, moved.join('\n')).toBeLessThanOrEqual(MAX_CLS);
  });

  test('each day of the month grid is a seventh of its week whatever it holds, so a week painted in parts never shifts', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1350, height: 940 });
    await page.goto('apps/calendar/');
    await expect(page.locator(EVENTS).first()).toBeVisible({ timeout: 15_000 });
    const widths = await page.evaluate(() =>
      [...document.querySelectorAll('.stride-fc [role="row"]')].map((row) => {
        const cells = [...row.children].filter((c) => ['cell', 'columnheader'].includes(c.getAttribute('role') ?? ''));
        return { row: row.getBoundingClientRect().width, cells: cells.map((c) => getComputedStyle(c).flexBasis) };
      }),
    );
    expect(widths.length).toBeGreaterThanOrEqual(6);
    for (const { cells } of widths) {
      expect(cells).toHaveLength(7);
      // A share of the row set by the stylesheet, not a share of the space the days present at that moment leave.
      for (const basis of cells) expect(basis).toMatch(/^14\.28\d*%$/);
    }
  });
});
