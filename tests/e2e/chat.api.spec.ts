// Team chat on the reference server (project `api`): two browser contexts, each signed in with a token of its own
// from POST /users/authenticate, exchange messages without a reload (live events), a message written offline is
// delivered once, and the other account sees "is typing…" and "Seen".
// The api specs share one server: the texts carry the time, so a case finds only its own.
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expectAtEndVirtualised, expectOlderWithoutJump } from './chat-scroll.ts';

const PASSWORD = 'stride-demo';
const SLOW = { timeout: 30_000 };

interface SignedIn {
  context: BrowserContext;
  user: { id: number; token: string };
}

async function signedIn(browser: Browser, baseURL: string, email: string): Promise<SignedIn> {
  const context = await browser.newContext({ baseURL });
  const res = await context.request.post('/users/authenticate', { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  const user = (await res.json()) as SignedIn['user'];
  await context.addInitScript((u) => sessionStorage.setItem('stride:user', JSON.stringify(u)), user);
  return { context, user };
}

/** The direct conversation of the two (the API answers the existing one when there is). */
async function directConversation(from: SignedIn, to: SignedIn): Promise<number> {
  const res = await from.context.request.post('/app/conversations', {
    data: { memberIds: [to.user.id] },
    headers: { Authorization: `Bearer ${from.user.token}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { id: number }).id;
}

async function openChat(context: BrowserContext, id: number): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`apps/chat/?c=${id}`);
  // A conversation new on this server has no messages yet: its empty state shows then.
  await expect(page.getByRole('list', { name: 'Messages' }).or(page.getByText('No messages yet.').last())).toBeVisible(SLOW);
  return page;
}

const composer = (page: Page) => page.getByRole('textbox', { name: 'Write a message' });
const messages = (page: Page) => page.getByRole('list', { name: 'Messages' });

test.describe.configure({ timeout: 90_000 });

test('two accounts exchange messages without a reload, and one written offline arrives once', async ({ browser, baseURL }) => {
  const alex = await signedIn(browser, baseURL ?? '', 'admin@stride.dev');
  const eva = await signedIn(browser, baseURL ?? '', 'editor@stride.dev');
  const id = await directConversation(alex, eva);
  const alexPage = await openChat(alex.context, id);
  const evaPage = await openChat(eva.context, id);

  const question = `Are the figures in? ${Date.now()}`;
  await composer(alexPage).fill(question);
  await composer(alexPage).press('Enter');
  await expect(messages(evaPage).getByText(question)).toHaveCount(1, SLOW);

  await eva.context.setOffline(true);
  const answer = `Written offline ${Date.now()}`;
  await composer(evaPage).fill(answer);
  await composer(evaPage).press('Enter');
  await expect(messages(evaPage).getByText('Sending…')).toBeVisible();
  await expect(messages(alexPage).getByText(answer)).toHaveCount(0);
  await eva.context.setOffline(false);
  await expect(messages(evaPage).getByText('Sending…')).toHaveCount(0, SLOW);
  await expect(messages(alexPage).getByText(answer)).toHaveCount(1, SLOW);
  await alexPage.reload();
  await expect(messages(alexPage).getByText(answer)).toHaveCount(1, SLOW);
  await expect(messages(alexPage).getByText(question)).toHaveCount(1);
  await alex.context.close();
  await eva.context.close();
});

test('the other account sees "is typing…" while one types, and "Seen" once its message is read, also after a reload', async ({
  browser,
  baseURL,
}) => {
  const alex = await signedIn(browser, baseURL ?? '', 'admin@stride.dev');
  const eva = await signedIn(browser, baseURL ?? '', 'editor@stride.dev');
  const id = await directConversation(alex, eva);
  const alexPage = await openChat(alex.context, id);
  const evaPage = await openChat(eva.context, id);

  const question = `Seen yet? ${Date.now()}`;
  await composer(alexPage).fill(question);
  await composer(alexPage).press('Enter');
  await expect(messages(evaPage).getByText(question)).toHaveCount(1, SLOW);
  // Eva's open conversation moved her read mark on hearing the message: "Seen" right under it in Alex's.
  const bubbleThenSeen = 'xpath=ancestor::*[following-sibling::*[1][self::span and normalize-space(.)="Seen"]][1]';
  await expect(messages(alexPage).getByText(question).locator(bubbleThenSeen)).toHaveCount(1, SLOW);

  await composer(evaPage).pressSequentially('Typing an answer');
  await expect(alexPage.getByText(/ is typing…$/)).toBeVisible(SLOW);
  await expect(alexPage.getByText(/ is typing…$/)).toBeHidden({ timeout: 15_000 });
  // Eva gone, Alex's page reloaded: no read event comes any more, "Seen" is from the read positions the server keeps.
  await eva.context.close();
  await alexPage.reload();
  await expect(messages(alexPage).getByText(question).locator(bubbleThenSeen)).toHaveCount(1, SLOW);
  await expect(messages(alexPage).getByText('Seen', { exact: true })).toHaveCount(1);
  await alex.context.close();
});

const bearer = (who: SignedIn) => ({ Authorization: `Bearer ${who.user.token}` });
const badge = (page: Page) => page.locator('[data-chat-link] [data-chat-count]');
const badgeCount = async (page: Page) => ((await badge(page).isHidden()) ? 0 : Number(await badge(page).textContent()));

test('"Seen" under a message read before the page opened (the read positions the server keeps)', async ({ browser, baseURL }) => {
  const alex = await signedIn(browser, baseURL ?? '', 'admin@stride.dev');
  const eva = await signedIn(browser, baseURL ?? '', 'editor@stride.dev');
  const id = await directConversation(alex, eva);
  const text = `Read before you looked ${Date.now()}`;
  const sent = await alex.context.request.post(`/app/conversations/${id}/messages`, {
    data: { clientId: `seen-${Date.now()}`, text },
    headers: bearer(alex),
  });
  expect(sent.status()).toBe(200);
  const read = await eva.context.request.post(`/app/conversations/${id}/read`, {
    data: { upTo: ((await sent.json()) as { id: number }).id },
    headers: bearer(eva),
  });
  expect(read.status()).toBe(200);
  const page = await openChat(alex.context, id);
  const bubbleThenSeen = 'xpath=ancestor::*[following-sibling::*[1][self::span and normalize-space(.)="Seen"]][1]';
  await expect(messages(page).getByText(text).locator(bubbleThenSeen)).toHaveCount(1, SLOW);
  await expect(messages(page).getByText('Seen', { exact: true })).toHaveCount(1);
  await alex.context.close();
  await eva.context.close();
});

test('the top bar counts the unread messages on another page, live, and reading them takes them off', async ({ browser, baseURL }) => {
  const alex = await signedIn(browser, baseURL ?? '', 'admin@stride.dev');
  const eva = await signedIn(browser, baseURL ?? '', 'editor@stride.dev');
  const id = await directConversation(alex, eva);
  const alexPage = await alex.context.newPage();
  const firstRead = alexPage.waitForResponse((res) => new URL(res.url()).pathname === '/app/conversations');
  await alexPage.goto('dashboards/hr/');
  await firstRead;
  // The count as the server had it (other specs share the server), once shown.
  await expect(alexPage.locator('[data-chat-link]')).toHaveAttribute('aria-label', /^Chat: \d+ unread messages?$/);
  const before = await badgeCount(alexPage);

  const text = `Badge ${Date.now()}`;
  const sent = await eva.context.request.post(`/app/conversations/${id}/messages`, {
    data: { clientId: `badge-${Date.now()}`, text },
    headers: bearer(eva),
  });
  expect(sent.status()).toBe(200);
  await expect(badge(alexPage)).toHaveText(String(before + 1), SLOW);
  await expect(alexPage).toHaveTitle(new RegExp(`^\\(${before + 1}\\) `));

  const { unread } = (await (await alex.context.request.get(`/app/conversations/${id}`, { headers: bearer(alex) })).json()) as {
    unread: number;
  };
  await alexPage.goto(`apps/chat/?c=${id}`);
  await expect(messages(alexPage).getByText(text)).toHaveCount(1, SLOW);
  const left = before + 1 - unread;
  await expect.poll(() => badgeCount(alexPage), SLOW).toBe(left);
  await expect(alexPage).toHaveTitle(left ? new RegExp(`^\\(${left}\\) Chat`) : /^Chat/);
  await alex.context.close();
  await eva.context.close();
});

test("the group's owner adds a member from the header, who then sees the group and its members read-only", async ({ browser, baseURL }) => {
  const alex = await signedIn(browser, baseURL ?? '', 'admin@stride.dev');
  const eva = await signedIn(browser, baseURL ?? '', 'editor@stride.dev');
  const victor = await signedIn(browser, baseURL ?? '', 'viewer@stride.dev');
  const title = `Members ${Date.now()}`;
  const made = await alex.context.request.post('/app/conversations', { data: { memberIds: [eva.user.id], title }, headers: bearer(alex) });
  expect(made.status()).toBe(200);
  const { id } = (await made.json()) as { id: number };
  const victorPage = await victor.context.newPage();
  await victorPage.goto('apps/chat/');
  const victorsList = victorPage.getByRole('list', { name: 'Conversations' });
  await expect(victorsList).toBeVisible(SLOW);
  await expect(victorsList.getByRole('button', { name: new RegExp(title) })).toHaveCount(0);

  const alexPage = await openChat(alex.context, id);
  await alexPage.getByRole('button', { name: '2 members' }).click();
  const dialog = alexPage.getByRole('dialog', { name: `Members of ${title}` });
  await dialog.getByRole('checkbox', { name: 'Victor Okafor' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(alexPage.getByRole('button', { name: '3 members' })).toBeVisible(SLOW);
  const said = (page: Page) => page.getByRole('status').filter({ hasText: 'Added to the group: Victor Okafor' });
  await expect(said(alexPage)).toBeVisible(SLOW);
  // The server keeps it (a system message, worded in the reader's language): a reload says it again.
  await alexPage.reload();
  await expect(said(alexPage)).toBeVisible(SLOW);

  // Victor's list has it without a reload (the live members event), and he sees the members, not a picker.
  await victorsList.getByRole('button', { name: new RegExp(title) }).click(SLOW);
  await expect(victorPage.getByRole('heading', { level: 2, name: title })).toBeVisible(SLOW);
  await expect(said(victorPage)).toBeVisible(SLOW);
  await victorPage.getByRole('button', { name: '3 members' }).click();
  const readOnly = victorPage.getByRole('dialog', { name: `Members of ${title}` });
  await expect(readOnly.getByRole('listitem')).toHaveText(['Alex MorganOwner', 'Eva Lindqvist', 'You']);
  await expect(readOnly.getByRole('checkbox')).toHaveCount(0);
  await alex.context.close();
  await eva.context.close();
  await victor.context.close();
});

/** Sends `count` messages as `who`, waiting out the rate limit (30 in 10 s) when it answers 429. */
async function sendMany(who: SignedIn, id: number, count: number, label: string) {
  for (let n = 1; n <= count; n++) {
    for (;;) {
      const res = await who.context.request.post(`/app/conversations/${id}/messages`, {
        data: { clientId: `${label}-${n}`, text: `${label} ${n}` },
        headers: bearer(who),
      });
      if (res.status() !== 429) {
        expect(res.status()).toBe(200);
        break;
      }
      await new Promise((wait) => setTimeout(wait, Number(res.headers()['retry-after'] ?? 1) * 1000));
    }
  }
}

test('a long conversation: only what is in view is rendered, reading back loads the older page without a jump, new messages show', async ({
  browser,
  baseURL,
}) => {
  const alex = await signedIn(browser, baseURL ?? '', 'admin@stride.dev');
  const eva = await signedIn(browser, baseURL ?? '', 'editor@stride.dev');
  const made = await alex.context.request.post('/app/conversations', {
    data: { memberIds: [eva.user.id], title: `Long thread ${Date.now()}` },
    headers: bearer(alex),
  });
  const { id } = (await made.json()) as { id: number };
  // 60 messages: the newest page (50) and part of the one before.
  await sendMany(alex, id, 30, `alex-${id}`);
  await sendMany(eva, id, 30, `eva-${id}`);

  const page = await alex.context.newPage();
  await page.goto(`apps/chat/?c=${id}`);
  await expect(messages(page)).toBeVisible(SLOW);
  await expectAtEndVirtualised(page, 50);
  const arriving = `Arriving at the end ${Date.now()}`;
  await sendMany(eva, id, 1, arriving);
  await expect(messages(page).getByText(`${arriving} 1`)).toBeInViewport(SLOW);

  // The older page takes half a second, so the test sees the rows on screen before it comes.
  await page.route(/\/app\/conversations\/\d+\/messages\?.*before=/, async (route) => {
    await new Promise((wait) => setTimeout(wait, 500));
    await route.continue();
  });
  await expectOlderWithoutJump(page);
  expect(await messages(page).locator('li').count()).toBeLessThan(30);

  const below = `While reading back ${Date.now()}`;
  await sendMany(eva, id, 1, below);
  const pill = page.getByRole('button', { name: '1 new message' });
  await expect(pill).toBeVisible(SLOW);
  await expect(messages(page).getByText(`${below} 1`)).not.toBeInViewport();
  await pill.click();
  await expect(messages(page).getByText(`${below} 1`)).toBeInViewport(SLOW);
  await alex.context.close();
  await eva.context.close();
});
