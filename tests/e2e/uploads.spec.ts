import { expect, loaded, test } from './screens-helpers.ts';

/** A PNG of one pixel, sent through the dialog's file input. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const UPLOAD_URL = /\/app\/uploads\/[0-9a-f]{32}\.png$/;

/** Whether an `<img>` has loaded its picture (a url the fake backend's worker did not answer stays broken). */
const decoded = (img: HTMLImageElement) => img.complete && img.naturalWidth > 0;

// The fake backend keeps uploads in IndexedDB and its service worker answers their `<img>` requests: only a browser shows that.
test('an employee photo uploaded through the dialog is previewed, saved, and shown on the row after a reload', async ({ page }) => {
  await page.goto('apps/hr/employees/');
  await loaded(page);
  const row = page.locator('main tbody tr').first();
  const name = ((await row.locator('th').innerText()).split('\n')[0] ?? '').trim();
  await row.getByRole('button', { name: /^Edit / }).click();
  const dialog = page.getByRole('dialog');
  await expect(page.locator('[role="dialog"][data-version]')).toBeAttached();

  await dialog.locator('input[type="file"]').setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: PNG });
  const preview = dialog.getByRole('img', { name: 'Preview of the image' });
  await expect(preview).toHaveAttribute('src', UPLOAD_URL);
  await expect.poll(() => preview.evaluate(decoded)).toBe(true);
  const url = new URL((await preview.getAttribute('src'))!).pathname;

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await loaded(page);
  const photo = page.locator('main tbody tr', { hasText: name }).first().locator('img').first();
  await expect(photo).toHaveAttribute('src', new RegExp(`${url}$`));
  await expect.poll(() => photo.evaluate(decoded)).toBe(true);
});
