// The task board on the reference server (project `api`): the cases of task-board-cases.ts, each browser context
// signed in with a token of its own from POST /users/authenticate. The api specs share one server: the cards the cases
// add are deleted afterwards, so a later spec finds board 1 as the sample data has it.
import { expect, request, test, type Browser } from '@playwright/test';
import { boardCases, CASE_BOARD, CASE_CARD } from './task-board-cases.ts';

const DEMO = { email: 'admin@stride.dev', password: 'stride-demo' };
/** The API's origin: the site's own, or BOARD_API where a development server serves the pages from elsewhere. */
const apiOrigin = (baseURL: string) => process.env.BOARD_API ?? baseURL;

boardCases(async (browser, baseURL, viewport) => {
  // A phone's width comes with a touch screen (the long-press drag).
  const context = await browser.newContext({ baseURL, ...(viewport ? { viewport, hasTouch: viewport.width < 640 } : {}) });
  const res = await context.request.post(`${apiOrigin(baseURL)}/users/authenticate`, { data: DEMO });
  expect(res.status()).toBe(200);
  const user: unknown = await res.json();
  await context.addInitScript((u) => sessionStorage.setItem('stride:user', JSON.stringify(u)), user);
  return context;
});

/** A browser context signed in as the demo account of `role`. */
async function signedIn(browser: Browser, baseURL: string, role: 'viewer' | 'editor') {
  const context = await browser.newContext({ baseURL });
  const res = await context.request.post(`${apiOrigin(baseURL)}/users/authenticate`, {
    data: { email: `${role}@stride.dev`, password: DEMO.password },
  });
  expect(res.status()).toBe(200);
  const user: unknown = await res.json();
  await context.addInitScript((u) => sessionStorage.setItem('stride:user', JSON.stringify(u)), user);
  return context;
}

test('an editor moves cards but sees no board or column menu', async ({ browser, baseURL }) => {
  const context = await signedIn(browser, baseURL ?? '', 'editor');
  const page = await context.newPage();
  await page.goto('apps/tasks/?board=1');
  await expect(page.getByRole('button', { name: /^Move “/ }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('combobox', { name: 'Board', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Board actions' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Column “.*” actions$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add column' })).toHaveCount(0);
  await context.close();
});

test('a viewer reads the board: no handle, no menu, no add, and the card dialog without Save', async ({ browser, baseURL }) => {
  const context = await signedIn(browser, baseURL ?? '', 'viewer');
  const page = await context.newPage();
  await page.goto('apps/tasks/?board=1');
  const card = page.getByRole('button', { name: 'Build the new navigation menu', exact: true });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: /^Move “/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Add card/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add column' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /actions$/ })).toHaveCount(0);
  await card.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Title')).toHaveValue('Build the new navigation menu');
  await expect(dialog.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(dialog.getByRole('textbox', { name: 'Write a comment' })).toHaveCount(0);
  await context.close();
});

test.afterAll(async ({ baseURL }) => {
  const api = await request.newContext({ baseURL: apiOrigin(baseURL ?? '') });
  const { token } = (await (await api.post('/users/authenticate', { data: DEMO })).json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const board = (await (await api.get('/app/boards/1', { headers })).json()) as { columns: { cards: { id: number; title: string }[] }[] };
  for (const card of board.columns.flatMap((c) => c.cards))
    if (CASE_CARD.test(card.title)) await api.delete(`/app/tasks/${card.id}`, { headers });
  const boards = (await (await api.get('/app/boards', { headers })).json()) as { id: number; name: string }[];
  for (const made of boards) if (CASE_BOARD.test(made.name)) await api.delete(`/app/boards/${made.id}`, { headers });
  await api.dispose();
});
