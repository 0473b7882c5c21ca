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
    await dialog
      .getByLabel('Description')
      .fill(
        '<p>Safe <b>bold</b></p><img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script><a href="javascript:window.__pwned=3">link</a>',
      );
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('searchbox').fill('Sanitiser check');
    const note = page.getByTestId('note');
    await expect(note).toHaveCount(1);
    await expect(note.locator('.note-body b')).toHaveText('bold');
    await note
      .locator('.note-body a')
      .click()
      .catch(() => undefined);
    // A script of the note would have run by the second frame after the click.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await note.locator('.note-body').innerHTML()).not.toMatch(/onerror|<script|javascript:/);
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
