// Chat files on the reference server (project `api`): the administrator attaches an image and a PDF in their direct
// conversation with the editor, whose page (another browser context, its own token) sees them live and downloads the
// PDF; the viewer, not a member, gets 404 on the conversation's list of files. The names carry the time: the api specs
// share one server.
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { receiveAndDownload, sendImageAndPdf } from './chat-files.ts';

const SLOW = { timeout: 30_000 };

interface SignedIn {
  context: BrowserContext;
  user: { id: number; token: string };
}

async function signedIn(browser: Browser, baseURL: string, email: string): Promise<SignedIn> {
  const context = await browser.newContext({ baseURL });
  const res = await context.request.post('/users/authenticate', { data: { email, password: 'stride-demo' } });
  expect(res.status()).toBe(200);
  const user = (await res.json()) as SignedIn['user'];
  await context.addInitScript((u) => sessionStorage.setItem('stride:user', JSON.stringify(u)), user);
  return { context, user };
}

async function openChat(context: BrowserContext, id: number): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`apps/chat/?c=${id}`);
  await expect(page.getByRole('list', { name: 'Messages' }).or(page.getByText('No messages yet.').last())).toBeVisible(SLOW);
  return page;
}

test.describe.configure({ timeout: 120_000 });

test('one account sends an image and a PDF, the other sees them live and downloads the PDF; a non-member gets 404', async ({
  browser,
  baseURL,
}) => {
  const alex = await signedIn(browser, baseURL ?? '', 'admin@stride.dev');
  const eva = await signedIn(browser, baseURL ?? '', 'editor@stride.dev');
  const victor = await signedIn(browser, baseURL ?? '', 'viewer@stride.dev');
  const made = await alex.context.request.post('/app/conversations', {
    data: { memberIds: [eva.user.id] },
    headers: { Authorization: `Bearer ${alex.user.token}` },
  });
  const { id } = (await made.json()) as { id: number };
  const alexPage = await openChat(alex.context, id);
  const evaPage = await openChat(eva.context, id);

  const names = await sendImageAndPdf(alexPage, String(Date.now()));
  await receiveAndDownload(evaPage, names);

  const outsider = await victor.context.request.get(`/app/conversations/${id}/attachments`, {
    headers: { Authorization: `Bearer ${victor.user.token}` },
  });
  expect(outsider.status()).toBe(404);
  for (const signed of [alex, eva, victor]) await signed.context.close();
});
