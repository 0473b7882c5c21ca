import { expect, loaded, showing, test } from './screens-helpers.ts';

test.describe('notes', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('apps/notes/');
    await loaded(page);
  });

  test('categories filter the cards', async ({ page }) => {
    await expect(showing(page)).toHaveText('Showing 1–10 of 10 Results');
    const business = page.getByRole('button', { name: /^Business \d+$/ });
    const count = Number((await business.innerText()).replace(/\D+/g, ''));
    await business.click();
    await expect(page.getByTestId('note')).toHaveCount(count);
    for (const chip of await page.getByTestId('note').locator('header > span').first().allInnerTexts()) expect(chip).toBe('Business');
  });

  test('a description with a script and an onerror handler is shown sanitised and never runs', async ({ page }) => {
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Category').selectOption('personal');
    await dialog.getByLabel('Title').fill('Sanitiser check');
    // Pasted into the rich-text editor as HTML, as a copy from another page would be.
    await dialog.getByRole('textbox', { name: 'Description' }).evaluate((editor, html) => {
      const data = new DataTransfer();
      data.setData('text/html', html);
      editor.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, '<p>Safe <b>bold</b></p><img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script><a href="javascript:window.__pwned=3">link</a>');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('searchbox').fill('Sanitiser check');
    const note = page.getByTestId('note');
    await expect(note).toHaveCount(1);
    await expect(note.locator('.note-body strong')).toHaveText('bold');
    // The editor keeps no link to a javascript: address (nothing to click), only its text.
    await expect(note.locator('.note-body a')).toHaveCount(0);
    await expect(note.locator('.note-body')).toContainText('link');
    // A script of the note would have run by the second frame.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await note.locator('.note-body').innerHTML()).not.toMatch(/onerror|<script|javascript:/);
  });

  test('a note written with bold text and a list shows them on its card, by the signed-in account', async ({ page }) => {
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Category').selectOption('business');
    await dialog.getByLabel('Title').fill('Rich text check');
    const editor = dialog.getByRole('textbox', { name: 'Description' });
    await editor.click();
    await page.keyboard.type('Read ');
    const bold = dialog.getByRole('button', { name: 'Bold' });
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    // The toolbar hands the focus back to the text on the next frame (TipTap's focus command): keys before it went to
    // the button (a space there pressed Bold again) on a loaded machine, as a person's hand would not be so quick.
    await expect(editor).toBeFocused();
    await page.keyboard.type('this first');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.press('Enter');
    // The toolbar is one tab stop: the arrow keys move from Bold to the bulleted list's button.
    await bold.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('button', { name: 'Bulleted list' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(editor).toBeFocused();
    await page.keyboard.type('one');
    await page.keyboard.press('Enter');
    await page.keyboard.type('two');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('searchbox').fill('Rich text check');
    const note = page.getByTestId('note');
    await expect(note).toHaveCount(1);
    await expect(note.locator('.note-body strong')).toHaveText('this first');
    await expect(note.locator('.note-body ul > li')).toHaveText(['one', 'two']);
    await expect(note.locator('footer')).toContainText('Alex Morgan');
  });

  test('the editor opens on a phone in Arabic, dark, with no error logged', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('ar/apps/notes/');
    await loaded(page);
    await page.getByRole('button', { name: 'إضافة', exact: true }).click();
    const editor = page.getByRole('dialog').getByRole('textbox', { name: 'الوصف' });
    await editor.click();
    await page.keyboard.type('ملاحظة');
    await expect(editor).toHaveText('ملاحظة');
    await expect(page.getByRole('dialog').getByRole('toolbar')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('star, edit and delete a note', async ({ page }) => {
    const note = page.getByTestId('note').first();
    const title = (await note.locator('h2').innerText()).trim();
    const star = note.getByRole('button', { name: `Star note: ${title}` });
    const before = await star.getAttribute('aria-pressed');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');

    await note.getByRole('button', { name: `Edit ${title}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('This field is required')).toBeVisible();
    await dialog.getByLabel('Title').fill('Renamed note');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Renamed note' })).toBeVisible();

    await page.getByRole('button', { name: 'Delete Renamed note' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('heading', { name: 'Renamed note' })).toHaveCount(0);
    await expect(showing(page)).toHaveText('Showing 1–9 of 9 Results');
  });
});
