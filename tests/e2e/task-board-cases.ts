/**
 * The task board's end-to-end cases, run on both backends: task-board.spec.ts (the fake backend) and
 * task-board.api.spec.ts (the reference server). Each test adds its own card through the board's "Add card" form, so
 * it starts from a card no other test moves, on the shared server too.
 */
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures.ts';

/** Opens a signed-in browser context (how depends on the backend). */
export type OpenContext = (browser: Browser, baseURL: string, viewport?: { width: number; height: number }) => Promise<BrowserContext>;

const SLOW = { timeout: 30_000 };
/** Another person's change must show within 300 ms of its write; the test leaves room for a loaded machine. */
const LIVE = { timeout: 5_000 };

const column = (page: Page, name: string): Locator =>
  page.locator('section[data-column-id]').filter({ has: page.getByRole('heading', { name, exact: true }) });
const cardIn = (page: Page, columnName: string, title: string): Locator =>
  column(page, columnName)
    .locator('li[data-card-id]')
    .filter({ has: page.getByRole('button', { name: title, exact: true }) });
const announcer = (page: Page) => page.getByTestId('board-announcer');

async function openBoard(page: Page): Promise<void> {
  // Board 1, "Website relaunch": Backlog, To do, In progress, Review, Done.
  await page.goto('apps/tasks/?board=1');
  await expect(column(page, 'To do')).toBeVisible(SLOW);
}

/** The titles of the cards the cases add (a word, then a unique suffix), for a shared server's clean-up. */
export const CASE_CARD = /^(Keyboard|Cancel|Mouse|Touch|Dialog|Column|Menu|Colour) [0-9a-z]+( \((mine|theirs)\))?$/;
/** The names of the boards the cases make (deleted again by the case; a shared server's clean-up catches a failed one). */
export const CASE_BOARD = /^Case board [0-9a-z]+( renamed)?$/;

/** Adds a card at the end of "To do" through the column's form; its title is unique to the test. */
async function addCard(page: Page, prefix: string): Promise<string> {
  const title = `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const todo = column(page, 'To do');
  await todo.getByRole('button', { name: /Add card/ }).click();
  await todo.getByRole('textbox').fill(title);
  await todo.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(cardIn(page, 'To do', title)).toBeVisible(SLOW);
  return title;
}

export interface BoardCaseOptions {
  /**
   * The fake backend keeps its data per browser context and tells its tabs of changes over a BroadcastChannel, which
   * does not cross contexts: its "another person" is another page of the same context.
   */
  watchFromSameContext?: boolean;
}

export function boardCases(openContext: OpenContext, options: BoardCaseOptions = {}): void {
  test.describe('task board', () => {
    test.describe.configure({ timeout: 90_000 });

    test('a card moves from To do to Done by keyboard alone, each step announced', async ({ browser, baseURL }) => {
      const context = await openContext(browser, baseURL ?? '');
      const page = await context.newPage();
      await openBoard(page);
      const title = await addCard(page, 'Keyboard');
      const handle = page.getByRole('button', { name: `Move “${title}”`, exact: true });
      await handle.focus();
      await page.keyboard.press('Space');
      await expect(announcer(page)).toContainText(`Picked up card “${title}”. It is in To do`);
      await page.keyboard.press('ArrowRight');
      await expect(announcer(page)).toContainText(`Moved “${title}”. It is in In progress`);
      await page.keyboard.press('ArrowRight');
      await expect(announcer(page)).toContainText('It is in Review');
      await page.keyboard.press('ArrowRight');
      await expect(announcer(page)).toContainText('It is in Done');
      // The focus stayed on the handle as the card moved from column to column.
      await expect(handle).toBeFocused();
      await page.keyboard.press('Space');
      await expect(announcer(page)).toContainText(`Dropped “${title}”. It is in Done`);
      await expect(cardIn(page, 'Done', title)).toBeVisible();
      // Saved: a reload shows it in Done.
      await page.reload();
      await expect(cardIn(page, 'Done', title)).toBeVisible(SLOW);
      await context.close();
    });

    test('Escape puts a lifted card back where it was', async ({ browser, baseURL }) => {
      const context = await openContext(browser, baseURL ?? '');
      const page = await context.newPage();
      await openBoard(page);
      const title = await addCard(page, 'Cancel');
      await page.getByRole('button', { name: `Move “${title}”`, exact: true }).focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowLeft');
      await expect(announcer(page)).toContainText('It is in Backlog');
      await page.keyboard.press('Escape');
      await expect(announcer(page)).toContainText(`Move cancelled: “${title}” is back where it was. It is in To do`);
      await expect(cardIn(page, 'To do', title)).toBeVisible();
      await context.close();
    });

    test('in Arabic the arrows are mirrored and the announcements are Arabic', async ({ browser, baseURL }) => {
      const context = await openContext(browser, baseURL ?? '');
      const page = await context.newPage();
      await openBoard(page);
      const title = await addCard(page, 'Cancel');
      await page.goto('ar/apps/tasks/?board=1');
      const handle = page.getByRole('button', { name: `نقل «${title}»`, exact: true });
      await handle.focus();
      await page.keyboard.press('Space');
      await expect(announcer(page)).toContainText(`تم التقاط البطاقة «${title}». إنها في To do`);
      // The columns run right to left: the left arrow goes to the next column.
      await page.keyboard.press('ArrowLeft');
      await expect(announcer(page)).toContainText(`تم نقل «${title}». إنها في In progress`);
      await page.keyboard.press('ArrowRight');
      await expect(announcer(page)).toContainText('إنها في To do');
      await page.keyboard.press('Escape');
      await expect(announcer(page)).toContainText(`أُلغي النقل: عادت «${title}» إلى مكانها.`);
      await context.close();
    });

    test('a card dragged with the mouse lands in the column it is dropped on', async ({ browser, baseURL }) => {
      const context = await openContext(browser, baseURL ?? '');
      const page = await context.newPage();
      await openBoard(page);
      const title = await addCard(page, 'Mouse');
      // The new card is last in its column, which may have scrolled it out of sight.
      await cardIn(page, 'To do', title).scrollIntoViewIfNeeded();
      const from = await cardIn(page, 'To do', title).boundingBox();
      const to = await column(page, 'In progress').getByRole('list', { name: 'In progress', exact: true }).boundingBox();
      if (!from || !to) throw new Error('card or column not laid out');
      await page.mouse.move(from.x + from.width / 2, from.y + 10);
      await page.mouse.down();
      // Past the 6 px that tell a drag from a click, then across in steps, as a hand would.
      await page.mouse.move(from.x + from.width / 2 + 10, from.y + 14, { steps: 3 });
      await page.mouse.move(to.x + to.width / 2, to.y + 24, { steps: 12 });
      await expect(cardIn(page, 'In progress', title)).toBeVisible();
      await page.mouse.up();
      await expect(announcer(page)).toContainText(`Dropped “${title}”. It is in In progress`);
      await page.reload();
      await expect(cardIn(page, 'In progress', title)).toBeVisible(SLOW);
      await context.close();
    });

    test('at 390 px a long press drags a card on a touch screen', async ({ browser, baseURL }) => {
      const context = await openContext(browser, baseURL ?? '', { width: 390, height: 844 });
      const page = await context.newPage();
      await openBoard(page);
      const title = await addCard(page, 'Touch');
      const card = cardIn(page, 'To do', title);
      await card.scrollIntoViewIfNeeded();
      const box = await card.boundingBox();
      if (!box) throw new Error('card not laid out');
      // Playwright's touchscreen only taps: the touches go through the DevTools protocol, as a finger's would.
      const cdp = await context.newCDPSession(page);
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
        cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
      const x = box.x + box.width / 2;
      const y = box.y + box.height - 8;
      await touch('touchStart', x, y);
      // Held past the 300 ms that tell a long press from a swipe.
      await page.waitForTimeout(450);
      for (let step = 1; step <= 10; step++) await touch('touchMove', x, y - (box.height + 30) * (step / 10));
      await expect(announcer(page)).toContainText(`Moved “${title}”. It is in To do`);
      await touch('touchEnd', x, y - box.height - 30);
      await expect(announcer(page)).toContainText(`Dropped “${title}”. It is in To do`);
      const lastTitle = await column(page, 'To do').locator('li[data-card-id]').last().getByRole('button').nth(1).innerText();
      expect(lastTitle).not.toBe(title);
      await context.close();
    });

    test('filters narrow the cards and stay in the address across a reload', async ({ browser, baseURL }) => {
      const context = await openContext(browser, baseURL ?? '');
      const page = await context.newPage();
      await openBoard(page);
      const cards = page.locator('li[data-card-id]');
      await expect(cards.first()).toBeVisible();
      const all = await cards.count();
      await page.getByRole('searchbox', { name: 'Search cards' }).fill('navigation');
      await expect(cards).toHaveCount(1);
      await expect(page.getByRole('button', { name: 'Build the new navigation menu', exact: true })).toBeVisible();
      await page.getByRole('combobox', { name: 'Labels' }).selectOption('Frontend');
      await expect(page).toHaveURL(/[?&]q=navigation/);
      await expect(page).toHaveURL(/[?&]label=Frontend/);
      await page.reload();
      await expect(page.getByRole('searchbox', { name: 'Search cards' })).toHaveValue('navigation', SLOW);
      await expect(cards).toHaveCount(1);
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await expect(cards).toHaveCount(all);
      expect(page.url()).not.toContain('q=');
      await context.close();
    });

    test('the assignee picker, the filter and the cards name the people of the board', async ({ browser, baseURL }) => {
      const context = await openContext(browser, baseURL ?? '');
      const page = await context.newPage();
      await openBoard(page);
      // The demo accounts by name (the filter lists every active account), never "Person 2".
      const filter = page.getByRole('search').getByRole('combobox', { name: 'Assignee' });
      for (const name of ['Alex Morgan', 'Eva Lindqvist', 'Victor Okafor'])
        await expect(filter.getByRole('option', { name, exact: true })).toHaveCount(1);
      await expect(page.getByText(/Person \d/)).toHaveCount(0);
      const title = await addCard(page, 'Dialog');
      await page.getByRole('button', { name: title, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: 'Assignee' }).selectOption({ label: 'Victor Okafor' });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByText('Saved.')).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      // The card shows the initials, the name as its tooltip and for screen readers.
      const badge = cardIn(page, 'To do', title).locator('[data-assignee]');
      await expect(badge).toHaveAttribute('title', 'Victor Okafor');
      await expect(badge).toContainText('VO');
      await expect(badge.getByText('Assigned to Victor Okafor')).toBeAttached();
      // The filter by that person keeps the card.
      await filter.selectOption({ label: 'Victor Okafor' });
      await expect(cardIn(page, 'To do', title)).toBeVisible();
      await context.close();
    });

    test('a card edited by someone else meanwhile: the dialog says so and keeps what was typed; saving again wins', async ({
      browser,
      baseURL,
    }) => {
      const context = await openContext(browser, baseURL ?? '');
      const page = await context.newPage();
      await openBoard(page);
      const title = await addCard(page, 'Dialog');
      await page.getByRole('button', { name: title, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByLabel('Title')).toHaveValue(title);

      // Someone else (another page) renames the card first.
      const other = await context.newPage();
      await openBoard(other);
      await other.getByRole('button', { name: title, exact: true }).click();
      await other.getByRole('dialog').getByLabel('Title').fill(`${title} (theirs)`);
      await other.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
      await expect(other.getByRole('dialog').getByText('Saved.')).toBeVisible();
      await other.close();

      await dialog.getByLabel('Title').fill(`${title} (mine)`);
      await dialog.getByLabel('Due date').fill('2027-01-15');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByRole('alert')).toContainText('Someone else changed this card while you were editing');
      await expect(dialog.getByLabel('Title')).toHaveValue(`${title} (mine)`);
      await expect(dialog.getByLabel('Due date')).toHaveValue('2027-01-15');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByText('Saved.')).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(cardIn(page, 'To do', `${title} (mine)`)).toBeVisible();
      await context.close();
    });

    test('a card deleted by someone else while its dialog is open: saving says so and keeps the text', async ({ browser, baseURL }) => {
      const context = await openContext(browser, baseURL ?? '');
      const page = await context.newPage();
      await openBoard(page);
      const title = await addCard(page, 'Dialog');
      await page.getByRole('button', { name: title, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByLabel('Title')).toHaveValue(title);

      const other = await context.newPage();
      await openBoard(other);
      await other.getByRole('button', { name: title, exact: true }).click();
      await other.getByRole('dialog').getByRole('button', { name: 'Delete card' }).click();
      await other.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(other.getByRole('dialog')).toBeHidden();
      await expect(other.getByTestId('board-announcer')).toContainText(`Card “${title}” deleted.`);
      await other.close();

      await dialog.getByLabel('Title').fill(`${title} (mine)`);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByRole('alert')).toContainText('Someone else deleted this card. What you typed is still here');
      await expect(dialog.getByLabel('Title')).toHaveValue(`${title} (mine)`);
      await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
      await context.close();
    });

    test('an administrator adds a column, and deletes it sending its card to another column', async ({ browser, baseURL }) => {
      const context = await openContext(browser, baseURL ?? '');
      const page = await context.newPage();
      await openBoard(page);
      const name = `Col ${Date.now().toString(36)}`;
      await page.getByRole('button', { name: 'Add column' }).click();
      await page.getByRole('dialog').getByLabel('Name').fill(name);
      await page.getByRole('dialog').getByLabel('WIP limit').fill('1');
      await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
      await expect(column(page, name)).toBeVisible();
      await expect(column(page, name).getByTestId('wip')).toContainText('0 / 1');

      const title = await addCard(page, 'Column');
      await page.getByRole('button', { name: `Move “${title}” to…` }).click();
      await page.getByRole('menuitem', { name: `Move to ${name}` }).click();
      await expect(cardIn(page, name, title)).toBeVisible();

      await page.getByRole('button', { name: `Column “${name}” actions` }).click();
      await page.getByRole('menuitem', { name: 'Delete column…' }).click();
      const ask = page.getByRole('dialog');
      await ask.getByLabel('Its 1 card goes to the end of:').selectOption({ label: 'Review' });
      await ask.getByRole('button', { name: 'Delete' }).click();
      await expect(column(page, name)).toBeHidden();
      await expect(cardIn(page, 'Review', title)).toBeVisible();
      await context.close();
    });

    test('axe finds nothing on the board and in the card dialog (English light, Arabic dark at 390 px)', async ({ browser, baseURL }) => {
      for (const [path, viewport, dark] of [
        ['apps/tasks/?board=1', { width: 1440, height: 900 }, false],
        ['ar/apps/tasks/?board=1', { width: 390, height: 844 }, true],
      ] as const) {
        const context = await openContext(browser, baseURL ?? '', viewport);
        if (dark) await context.addInitScript(() => localStorage.setItem('stride:settings', JSON.stringify({ mode: 'dark' })));
        const page = await context.newPage();
        await page.goto(path);
        await expect(page.locator('section[data-column-id]').first()).toBeVisible(SLOW);
        await expectNoAxeViolations(page);
        await page.locator('li[data-card-id] button:not([data-handle]):not([aria-haspopup])').first().click();
        await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible(SLOW);
        await expectNoAxeViolations(page);
        await context.close();
      }
    });

    test('at 390 px the "Move to…" menu moves a card, and another browser sees it without a reload', async ({ browser, baseURL }) => {
      const phone = await openContext(browser, baseURL ?? '', { width: 390, height: 844 });
      const page = await phone.newPage();
      await openBoard(page);
      const title = await addCard(page, 'Menu');
      const other = options.watchFromSameContext ? phone : await openContext(browser, baseURL ?? '');
      const watcher = await other.newPage();
      let reloaded = false;
      await openBoard(watcher);
      await expect(cardIn(watcher, 'To do', title)).toBeVisible(SLOW);
      watcher.on('load', () => (reloaded = true));

      await page.getByRole('button', { name: `Move “${title}” to…` }).click();
      await page.getByRole('menuitem', { name: 'Move to Done' }).click();
      await expect(announcer(page)).toContainText(`Dropped “${title}”. It is in Done`);
      await expect(cardIn(watcher, 'Done', title)).toBeVisible(LIVE);
      expect(reloaded).toBe(false);
      await phone.close();
      if (other !== phone) await other.close();
    });
    boardManagementCases(openContext);
    longColumnCases(openContext);
  });
}

const boardPicker = (page: Page) => page.getByRole('combobox', { name: 'Board', exact: true });
const boardFromAddress = (page: Page) => Number(new URL(page.url()).searchParams.get('board'));

/** An administrator's boards (new, renamed, deleted) and a label's colour picked from the palette by keyboard. */
function boardManagementCases(openContext: OpenContext): void {
  test('an administrator makes a board, renames it and deletes it, told first what goes with it', async ({ browser, baseURL }) => {
    const context = await openContext(browser, baseURL ?? '');
    const page = await context.newPage();
    await openBoard(page);
    const name = `Case board ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Board actions' }).click();
    await page.getByRole('menuitem', { name: 'New board…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Give the board a name.');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    // The new board is open, with the default columns, and named in the address and the picker.
    await expect(column(page, 'Backlog')).toBeVisible();
    await expect(page.locator('section[data-column-id]')).toHaveCount(5);
    await expect(page.locator('li[data-card-id]')).toHaveCount(0);
    const id = boardFromAddress(page);
    expect(id).not.toBe(1);
    await expect(boardPicker(page)).toHaveValue(String(id));
    await expect(boardPicker(page).locator('option:checked')).toHaveText(name);

    await page.getByRole('button', { name: 'Board actions' }).click();
    await page.getByRole('menuitem', { name: 'Rename board…' }).click();
    await expect(dialog.getByLabel('Name')).toHaveValue(name);
    await dialog.getByLabel('Name').fill(`${name} renamed`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(boardPicker(page).locator('option:checked')).toHaveText(`${name} renamed`);

    await page.getByRole('button', { name: 'Board actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete board…' }).click();
    await expect(dialog.getByRole('heading')).toHaveText(`Delete board “${name} renamed”`);
    await expect(dialog).toContainText('Its 5 columns and 0 cards, with all their comments, are deleted with it');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    // The first board left (by name) is open.
    await expect(boardPicker(page).locator(`option[value="${id}"]`)).toHaveCount(0);
    const first = await boardPicker(page).locator('option').first().getAttribute('value');
    await expect.poll(() => boardFromAddress(page)).toBe(Number(first));
    await expect(page.locator('section[data-column-id]').first()).toBeVisible();
    await context.close();
  });

  test("a label's colour is picked from the palette by keyboard, saved, and drawn on the card", async ({ browser, baseURL }) => {
    const context = await openContext(browser, baseURL ?? '');
    const page = await context.newPage();
    await openBoard(page);
    const title = await addCard(page, 'Colour');
    await page.getByRole('button', { name: title, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Labels').fill('Design, Copy');
    const design = dialog.getByRole('radiogroup', { name: 'Colour of “Design”' });
    await expect(design.getByRole('radio', { name: 'Grey' })).toBeChecked();
    await design.getByRole('radio', { name: 'Grey' }).focus();
    // A radio group: the arrow keys move the choice (Grey, Red, Orange).
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(design.getByRole('radio', { name: 'Orange' })).toBeChecked();
    await dialog.getByRole('radiogroup', { name: 'Colour of “Copy”' }).getByRole('radio', { name: 'Teal' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.locator('[data-notice="saved"]')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    const chips = cardIn(page, 'To do', title).getByRole('listitem');
    await expect(chips).toHaveText(['Design', 'Copy']);
    await expect(chips.first().locator('span[aria-hidden]')).toHaveCSS('background-color', 'rgb(249, 115, 22)');
    await expect(chips.last().locator('span[aria-hidden]')).toHaveCSS('background-color', 'rgb(20, 184, 166)');
    // Read again from the backend: the colours were saved.
    await page.reload();
    await cardIn(page, 'To do', title).getByRole('button', { name: title, exact: true }).click();
    await expect(dialog.getByRole('radiogroup', { name: 'Colour of “Design”' }).getByRole('radio', { name: 'Orange' })).toBeChecked(SLOW);
    await expect(dialog.getByRole('radiogroup', { name: 'Colour of “Copy”' }).getByRole('radio', { name: 'Teal' })).toBeChecked();
    await context.close();
  });

  test('axe finds nothing in the board dialog and the colour picker (English light 1440 px, Arabic dark 390 px)', async ({
    browser,
    baseURL,
  }) => {
    for (const [lang, viewport, dark] of [
      ['', { width: 1440, height: 900 }, false],
      ['ar/', { width: 390, height: 844 }, true],
    ] as const) {
      const context = await openContext(browser, baseURL ?? '', viewport);
      if (dark) await context.addInitScript(() => localStorage.setItem('stride:settings', JSON.stringify({ mode: 'dark' })));
      const page = await context.newPage();
      await page.goto(`${lang}apps/tasks/?board=1`);
      await expect(page.locator('section[data-column-id]').first()).toBeVisible(SLOW);
      // The board's menu, then its delete dialog (nothing is deleted: it is cancelled).
      await page.locator('[role="search"] button[aria-haspopup="menu"]').click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('menuitem').last().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      // A card's dialog with its labels' colour picker.
      await page.locator('li[data-card-id] button:not([data-handle]):not([aria-haspopup])').first().click();
      await expect(page.getByRole('dialog').getByRole('radiogroup').first()).toBeVisible(SLOW);
      await expectNoAxeViolations(page);
      await context.close();
    }
  });
}

/** Makes a board with `perColumn` cards ("Long 1"…) in each of its first two columns, through the API; answers its id. */
async function longBoard(page: Page, name: string, perColumn: number): Promise<number> {
  return page.evaluate(
    async ({ name, perColumn }) => {
      const user = JSON.parse(sessionStorage.getItem('stride:user') ?? '{}') as { token?: string };
      const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${user.token ?? ''}` };
      const post = async (path: string, body: unknown) => {
        const res = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body) });
        if (!res.ok) throw new Error(`${path}: ${res.status}`);
        return (await res.json()) as { id: number; columns: { id: number }[] };
      };
      const board = await post('/app/boards', { name });
      for (const [c, column] of board.columns.slice(0, 2).entries())
        // In order, so each column's cards stand as numbered.
        for (let i = 1; i <= perColumn; i++) await post('/app/tasks', { boardId: board.id, columnId: column.id, title: `Long ${c}-${i}` });
      return board.id;
    },
    { name, perColumn },
  );
}

/** A column of many cards draws only those in and near its view; the keyboard still reaches every place in it. */
function longColumnCases(openContext: OpenContext): void {
  test('a long column draws the cards in view; a keyboard move reaches its end and scrolls the next one to it', async ({
    browser,
    baseURL,
  }) => {
    const context = await openContext(browser, baseURL ?? '');
    const page = await context.newPage();
    await openBoard(page);
    const cards = 60;
    const id = await longBoard(page, `Case board ${Date.now().toString(36)}`, cards);
    await page.goto(`apps/tasks/?board=${id}`);
    const backlog = column(page, 'Backlog');
    const todo = column(page, 'To do');
    await expect(backlog.locator('li[data-card-id]').first()).toBeVisible(SLOW);
    // Fewer cards than the column holds are in the page; each says its place among all of them.
    await expect.poll(() => backlog.locator('li[data-card-id]').count()).toBeLessThan(cards);
    await expect(backlog.locator('li[data-card-id]').first()).toHaveAttribute('aria-setsize', String(cards));
    await expect(todo.getByRole('button', { name: 'Long 1-60', exact: true })).toHaveCount(0);

    const handle = page.getByRole('button', { name: 'Move “Long 0-1”', exact: true });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(announcer(page)).toContainText('It is in Backlog, position 1 of 60');
    // A key that comes while the card is being drawn again in its new place (the focus on the page's body meanwhile,
    // for many frames on a loaded machine) moves it too: such presses were lost, and a run of arrows stopped short.
    await handle.evaluate((element) => element.blur());
    await page.keyboard.press('ArrowDown');
    await expect(announcer(page)).toContainText('It is in Backlog, position 2 of 60');
    await expect(handle).toBeFocused();
    for (let i = 2; i < cards; i++) await page.keyboard.press('ArrowDown');
    await expect(announcer(page)).toContainText('It is in Backlog, position 60 of 60');
    await expect(handle).toBeFocused();
    await expect(handle).toBeInViewport();
    // To do is still at its top: the card's place there (60 of 61) is not drawn until the column scrolls to it.
    await page.keyboard.press('ArrowRight');
    await expect(announcer(page)).toContainText('It is in To do, position 60 of 61');
    await expect(handle).toBeFocused();
    await expect(handle).toBeInViewport();
    // The card after it is drawn too (the column's window follows the card).
    await expect(todo.getByRole('button', { name: 'Long 1-60', exact: true })).toHaveCount(1);
    await page.keyboard.press('Space');
    await expect(announcer(page)).toContainText('Dropped “Long 0-1”. It is in To do, position 60 of 61');
    // Saved there: read again, it is drawn between the last two of To do's own once the column is scrolled to its end.
    await page.reload();
    // Scrolled again until the end is drawn: a scroll made before the column's rows came in leaves it at its top.
    await expect(async () => {
      await todo.locator(':scope > ul').evaluate((list) => list.scrollTo({ top: list.scrollHeight }));
      await expect(todo.locator('li[data-card-id]').last()).toContainText('Long 1-60', { timeout: 1_000 });
    }).toPass(SLOW);
    await expect(todo.locator('li[data-card-id]').nth(-2)).toContainText('Long 0-1');

    // The board goes with its cards (the fake backend's data goes with the context anyway).
    await page.evaluate(async (board) => {
      const user = JSON.parse(sessionStorage.getItem('stride:user') ?? '{}') as { token?: string };
      await fetch(`/app/boards/${board}`, { method: 'DELETE', headers: { Authorization: `Bearer ${user.token ?? ''}` } });
    }, id);
    await context.close();
  });
}
