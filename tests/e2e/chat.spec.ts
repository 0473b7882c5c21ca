import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInAs } from './sign-in-steps.ts';
import { expectAtEndVirtualised, expectOlderWithoutJump } from './chat-scroll.ts';

/**
 * Team chat on the fake backend: a message sent shows once; one written offline waits as "Sending…" and is delivered
 * once when the connection is back (a reload shows it once); two accounts exchange a message without a reload, and
 * see each other typing and "Seen". The
 * fake backend keeps its state in the browser context's storage, so the two accounts are two tabs of one context,
 * each signed in for itself (a session without "remember me" is the tab's own).
 */

const CHAT = '/apps/chat/';
const SLOW = { timeout: 30_000 };

test.describe.configure({ timeout: 90_000 });

/** Opens the chat and the conversation named `title` in the list. */
async function openConversation(page: Page, title: string) {
  await page.goto(CHAT);
  await page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('button', { name: new RegExp(title) })
    .click(SLOW);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible(SLOW);
  await expect(page.getByRole('list', { name: 'Messages' })).toBeVisible(SLOW);
}

const composer = (page: Page) => page.getByRole('textbox', { name: 'Write a message' });
const messages = (page: Page) => page.getByRole('list', { name: 'Messages' });

test('a message sent shows at once and exactly once, also after a reload', async ({ page }) => {
  await signInAs(page, 'Admin');
  await openConversation(page, 'Eva Lindqvist');
  const text = `Hello ${Date.now()} <b>not bold</b> https://stride.dev/docs`;
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(composer(page)).toHaveValue('');
  await expect(messages(page).getByText(text)).toHaveCount(1, SLOW);
  await expect(messages(page).getByText('Sending…')).toHaveCount(0, SLOW);
  // The address is a link made safely; the markup stays text.
  await expect(messages(page).getByRole('link', { name: 'https://stride.dev/docs' })).toHaveAttribute('href', 'https://stride.dev/docs');
  await expect(messages(page).locator('b')).toHaveCount(0);
  await page.reload();
  await expect(messages(page).getByText(text)).toHaveCount(1, SLOW);
});

test('Shift+Enter starts a new line and Enter sends both lines as one message', async ({ page }) => {
  await signInAs(page, 'Admin');
  await openConversation(page, 'Website relaunch');
  const first = `Line one ${Date.now()}`;
  await composer(page).fill(first);
  await composer(page).press('Shift+Enter');
  await composer(page).pressSequentially('line two 🎉');
  await expect(composer(page)).toHaveValue(`${first}\nline two 🎉`);
  await composer(page).press('Enter');
  await expect(messages(page).getByText(first)).toHaveText(`${first}\nline two 🎉`, SLOW);
});

test('a message written offline waits as "Sending…" and is delivered once when back online', async ({ page, context }) => {
  await signInAs(page, 'Admin');
  await openConversation(page, 'Eva Lindqvist');
  await context.setOffline(true);
  await expect(page.getByText(/You are offline/)).toBeVisible(SLOW);
  const text = `Written offline ${Date.now()}`;
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(messages(page).getByText(text)).toHaveCount(1);
  await expect(messages(page).getByText('Sending…')).toBeVisible();
  await context.setOffline(false);
  await expect(messages(page).getByText('Sending…')).toHaveCount(0, SLOW);
  await expect(messages(page).getByText(text)).toHaveCount(1);
  await page.reload();
  await expect(messages(page).getByText(text)).toHaveCount(1, SLOW);
  await expect(messages(page).getByText('Sending…')).toHaveCount(0);
});

test('two accounts exchange a message without a reload', async ({ context }) => {
  const alex = await context.newPage();
  const eva = await context.newPage();
  await signInAs(alex, 'Admin');
  await signInAs(eva, 'Editor');
  await openConversation(alex, 'Eva Lindqvist');
  await openConversation(eva, 'Alex Morgan');
  const question = `Are the figures in? ${Date.now()}`;
  await composer(alex).fill(question);
  await composer(alex).press('Enter');
  await expect(messages(eva).getByText(question)).toHaveCount(1, SLOW);
  const answer = `Yes, just now ${Date.now()}`;
  await composer(eva).fill(answer);
  await composer(eva).press('Enter');
  await expect(messages(alex).getByText(answer)).toHaveCount(1, SLOW);
  await expect(messages(alex).getByText(question)).toHaveCount(1);
});

test('the other tab sees "is typing…" while one types, and "Seen" once its message is read, also after a reload', async ({ context }) => {
  const alex = await context.newPage();
  const eva = await context.newPage();
  await signInAs(alex, 'Admin');
  await signInAs(eva, 'Editor');
  await openConversation(alex, 'Eva Lindqvist');
  await openConversation(eva, 'Alex Morgan');
  const question = `Seen yet? ${Date.now()}`;
  await composer(alex).fill(question);
  await composer(alex).press('Enter');
  // Eva's open conversation takes the message from the live event and moves her read mark: Alex's tab says so.
  await expect(messages(eva).getByText(question)).toHaveCount(1, SLOW);
  // Right under the new message (Eva's opening may have marked an earlier one seen: it moves down).
  const bubbleThenSeen = 'xpath=ancestor::*[following-sibling::*[1][self::span and normalize-space(.)="Seen"]][1]';
  await expect(messages(alex).getByText(question).locator(bubbleThenSeen)).toHaveCount(1, SLOW);
  await expect(messages(alex).getByText('Seen', { exact: true })).toHaveCount(1);
  await composer(eva).pressSequentially('Typing an answer');
  await expect(alex.getByText('Eva Lindqvist is typing…')).toBeVisible(SLOW);
  // Gone 5 s after the last signal (Eva has stopped typing).
  await expect(alex.getByText('Eva Lindqvist is typing…')).toBeHidden({ timeout: 15_000 });
  // Eva's tab gone, Alex's reloaded: no read event comes any more, "Seen" is from the read positions the backend keeps.
  await eva.close();
  await alex.reload();
  await expect(messages(alex).getByText(question).locator(bubbleThenSeen)).toHaveCount(1, SLOW);
  await expect(messages(alex).getByText('Seen', { exact: true })).toHaveCount(1);
});

/** The top bar's chat link and the count its badge shows (0 when hidden). */
const chatLink = (page: Page) => page.locator('[data-chat-link]');

test('the top bar counts unread messages on every page, live, and the count clears as they are read', async ({ context }) => {
  const alex = await context.newPage();
  const eva = await context.newPage();
  await signInAs(alex, 'Admin');
  await signInAs(eva, 'Editor');
  await alex.goto('/dashboards/hr/');
  await expect(chatLink(alex)).toBeVisible(SLOW);
  // The samples leave the administrator the group's three messages of others unread.
  await expect(chatLink(alex).locator('[data-chat-count]')).toHaveText('3', SLOW);
  await expect(chatLink(alex)).toHaveAttribute('aria-label', 'Chat: 3 unread messages');
  await expect(alex).toHaveTitle(/^\(3\) \S/);
  const before = 3;

  await openConversation(eva, 'Alex Morgan');
  const text = `Unread on another page ${Date.now()}`;
  await composer(eva).fill(text);
  await composer(eva).press('Enter');
  await expect(messages(eva).getByText(text)).toHaveCount(1, SLOW);

  const after = before + 1;
  await expect(chatLink(alex).locator('[data-chat-count]')).toHaveText(String(after), SLOW);
  await expect(chatLink(alex)).toHaveAttribute('aria-label', `Chat: ${after} unread message${after === 1 ? '' : 's'}`);
  await expect(alex).toHaveTitle(new RegExp(`^\\(${after}\\) `));

  // Reading the conversation takes its messages off the count, on the chat screen and in the title.
  await chatLink(alex).click();
  await alex
    .getByRole('list', { name: 'Conversations' })
    .getByRole('button', { name: /Eva Lindqvist/ })
    .click(SLOW);
  await expect(messages(alex).getByText(text)).toHaveCount(1, SLOW);
  await expect(chatLink(alex).locator('[data-chat-count]')).toHaveText(String(before), SLOW);
  await expect(alex).toHaveTitle(new RegExp(`^\\(${before}\\) Chat`));
});

test("the group's owner removes and adds a member from the header; the member's tab follows live, others see the list read-only", async ({
  context,
}) => {
  const alex = await context.newPage();
  const victor = await context.newPage();
  await signInAs(alex, 'Admin');
  await signInAs(victor, 'Viewer');
  await victor.goto(CHAT);
  const victorsList = victor.getByRole('list', { name: 'Conversations' });
  await expect(victorsList.getByRole('button', { name: /Website relaunch/ })).toBeVisible(SLOW);

  // Alex makes a group with both; Victor's list shows it live.
  const title = `Board pack ${Date.now()}`;
  await alex.goto(CHAT);
  await alex.getByRole('button', { name: 'New conversation' }).click(SLOW);
  let dialog = alex.getByRole('dialog', { name: 'New conversation' });
  await dialog.getByRole('checkbox', { name: 'Eva Lindqvist' }).check();
  await dialog.getByRole('checkbox', { name: 'Victor Okafor' }).check();
  await dialog.getByRole('textbox', { name: 'Group title' }).fill(title);
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(alex.getByRole('heading', { level: 2, name: title })).toBeVisible(SLOW);
  await expect(victorsList.getByRole('button', { name: new RegExp(title) })).toBeVisible(SLOW);

  // The owner's members dialog is the people picker, everyone in the group checked: Victor leaves it.
  await alex.getByRole('button', { name: '3 members' }).click();
  dialog = alex.getByRole('dialog', { name: `Members of ${title}` });
  await expect(dialog.getByRole('checkbox', { name: 'Eva Lindqvist' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Victor Okafor' }).uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(alex.getByRole('button', { name: '2 members' })).toBeVisible(SLOW);
  await expect(alex.getByRole('status').filter({ hasText: 'Removed from the group: Victor Okafor' })).toBeVisible();
  await expect(victorsList.getByRole('button', { name: new RegExp(title) })).toHaveCount(0, SLOW);

  // Added again: the group is back in Victor's list; he sees its members without changing them.
  await alex.getByRole('button', { name: '2 members' }).click();
  dialog = alex.getByRole('dialog', { name: `Members of ${title}` });
  await dialog.getByRole('checkbox', { name: 'Victor Okafor' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(alex.getByRole('button', { name: '3 members' })).toBeVisible(SLOW);
  await expect(alex.getByRole('status').filter({ hasText: 'Added to the group: Victor Okafor' })).toBeVisible(SLOW);
  await victorsList.getByRole('button', { name: new RegExp(title) }).click(SLOW);
  await expect(victor.getByRole('heading', { level: 2, name: title })).toBeVisible(SLOW);
  await victor.getByRole('button', { name: '3 members' }).click();
  dialog = victor.getByRole('dialog', { name: `Members of ${title}` });
  await expect(dialog.getByRole('listitem')).toHaveText(['Alex MorganOwner', 'Eva Lindqvist', 'You']);
  await expect(dialog.getByRole('checkbox')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The backend keeps both changes (system messages, worded in the reader's language): a reload says them again.
  await alex.reload();
  for (const said of ['Removed from the group: Victor Okafor', 'Added to the group: Victor Okafor'])
    await expect(alex.getByRole('status').filter({ hasText: said })).toBeVisible(SLOW);
});

test('a conversation of 300 messages: only what is in view is rendered, reading back loads older pages without a jump, new messages show', async ({
  context,
}) => {
  const alex = await context.newPage();
  const eva = await context.newPage();
  await signInAs(alex, 'Admin');
  await signInAs(eva, 'Editor');
  // `?messages=300`: the fake backend adds its long conversation (the chat's benchmark uses 10,000).
  const title = 'Synthetic: 300 messages';
  // Each answer takes 500 ms (the test build's 40 ms is too quick to see a row before the older page comes).
  await alex.evaluate(() => localStorage.setItem('stride:fake-latency-ms', '500'));
  await alex.goto(`${CHAT}?messages=300`);
  await expect(alex.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: new RegExp(title) })).toBeVisible(SLOW);
  await openConversation(alex, title);
  await expectAtEndVirtualised(alex, 50);
  await openConversation(eva, title);

  // At the end: a message arriving is shown.
  const arriving = `Arriving at the end ${Date.now()}`;
  await composer(eva).fill(arriving);
  await composer(eva).press('Enter');
  await expect(messages(alex).getByText(arriving)).toBeInViewport(SLOW);

  // Twice up: each older page comes above what is on screen, which stays still.
  await expectOlderWithoutJump(alex);
  await expectOlderWithoutJump(alex);
  await expect(messages(alex).locator('li')).not.toHaveCount(0);
  expect(await messages(alex).locator('li').count()).toBeLessThan(60);

  // Reading back: a new message does not move the view; a button says it came and brings it into view.
  const below = `While reading back ${Date.now()}`;
  await composer(eva).fill(below);
  await composer(eva).press('Enter');
  const pill = alex.getByRole('button', { name: '1 new message' });
  await expect(pill).toBeVisible(SLOW);
  await expect(messages(alex).getByText(below)).not.toBeInViewport();
  await pill.click();
  await expect(messages(alex).getByText(below)).toBeInViewport(SLOW);
  await expect(pill).toBeHidden();
});
