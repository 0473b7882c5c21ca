import { expect, type Page } from '@playwright/test';

/**
 * Chat files in the browser, shared by the fake backend's spec and the reference server's: one account attaches an
 * image and a PDF, the other sees them arrive live and downloads the PDF.
 */

const SLOW = { timeout: 30_000 };

/** A PNG of one pixel. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

const messages = (page: Page) => page.getByRole('list', { name: 'Messages' });

/** Attaches an image and a PDF (names made unique by `stamp`) with a caption, and sends them; answers the names. */
export async function sendImageAndPdf(page: Page, stamp: string): Promise<{ image: string; pdf: string; caption: string }> {
  const names = { image: `pixel-${stamp}.png`, pdf: `report-${stamp}.pdf`, caption: `Files ${stamp}` };
  await page.locator('input[type="file"]').setInputFiles([
    { name: names.image, mimeType: 'image/png', buffer: PNG },
    { name: names.pdf, mimeType: 'application/pdf', buffer: PDF },
  ]);
  const chosen = page.getByRole('list', { name: '2 files to send' });
  await expect(chosen.getByText(names.image)).toBeVisible();
  await expect(chosen.getByText(names.pdf)).toBeVisible();
  await page.getByRole('textbox', { name: 'Write a message' }).fill(names.caption);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(chosen).toHaveCount(0);
  await expect(messages(page).getByText('Sending…')).toHaveCount(0, SLOW);
  await expect(messages(page).getByRole('button', { name: `Open ${names.image} at full size` })).toBeVisible(SLOW);
  return names;
}

/** The other account's page: the files arrive without a reload; the image shows, the PDF downloads with its name. */
export async function receiveAndDownload(page: Page, names: { image: string; pdf: string; caption: string }): Promise<void> {
  await expect(messages(page).getByText(names.caption)).toBeVisible(SLOW);
  const thumb = messages(page).getByRole('button', { name: `Open ${names.image} at full size` });
  // The image is read with the bearer and shown from its bytes.
  await expect(thumb.getByRole('img', { name: names.image })).toHaveJSProperty('naturalWidth', 1, SLOW);
  await thumb.click();
  const viewer = page.getByRole('dialog', { name: names.image });
  await expect(viewer.getByRole('img', { name: names.image })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  const download = page.waitForEvent('download');
  await messages(page)
    .getByRole('button', { name: `Download ${names.pdf}` })
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(names.pdf);
  const path = await file.path();
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(path)).subarray(0, 5).toString()).toBe('%PDF-');
  // The conversation's files, from its header: both, newest first.
  await page.getByRole('button', { name: 'Files', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Files of / });
  await expect(dialog.getByRole('button', { name: `Download ${names.pdf}` })).toBeVisible(SLOW);
  await expect(dialog.getByRole('button', { name: `Open ${names.image} at full size` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
}
