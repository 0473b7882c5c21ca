import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInAs } from './sign-in-steps.ts';
import { receiveAndDownload, sendImageAndPdf } from './chat-files.ts';

/**
 * Chat files on the fake backend: the administrator attaches an image and a PDF in their direct conversation with the
 * editor, whose tab (same browser context, its own session) sees them live and downloads the PDF; the viewer, not a
 * member, gets 404 on the conversation's list of files.
 */

const SLOW = { timeout: 30_000 };
test.describe.configure({ timeout: 120_000 });

async function openConversation(page: Page, title: string): Promise<number> {
  await page.goto('/apps/chat/');
  await page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('button', { name: new RegExp(title) })
    .click(SLOW);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible(SLOW);
  await expect(page).toHaveURL(/[?&]c=\d+/);
  return Number(new URL(page.url()).searchParams.get('c'));
}

test('one account sends an image and a PDF, the other sees them live and downloads the PDF; a non-member gets 404', async ({ context }) => {
  const admin = await context.newPage();
  await signInAs(admin, 'Admin');
  const id = await openConversation(admin, 'Eva Lindqvist');
  const editor = await context.newPage();
  await signInAs(editor, 'Editor');
  await openConversation(editor, 'Alex Morgan');

  const names = await sendImageAndPdf(admin, String(Date.now()));
  await receiveAndDownload(editor, names);

  const viewer = await context.newPage();
  await signInAs(viewer, 'Viewer');
  const status = await viewer.evaluate(async (conversationId) => {
    const token = (JSON.parse(sessionStorage.getItem('stride:user') ?? '{}') as { token?: string }).token;
    const res = await fetch(`/app/conversations/${conversationId}/attachments`, { headers: { Authorization: `Bearer ${token}` } });
    return res.status;
  }, id);
  expect(status).toBe(404);
});
