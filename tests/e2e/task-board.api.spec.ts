// The task board on the reference server (project `api`): the cases of task-board-cases.ts, each browser context
// signed in with a token of its own from POST /users/authenticate.
import { expect } from '@playwright/test';
import { boardCases } from './task-board-cases.ts';

const DEMO = { email: 'admin@stride.dev', password: 'stride-demo' };
/** The API's origin: the site's own, or BOARD_API where a development server serves the pages from elsewhere. */
const apiOrigin = (baseURL: string) => process.env.BOARD_API ?? baseURL;

boardCases(async (browser, baseURL, viewport) => {
  const context = await browser.newContext({ baseURL, ...(viewport ? { viewport } : {}) });
  const res = await context.request.post(`${apiOrigin(baseURL)}/users/authenticate`, { data: DEMO });
  expect(res.status()).toBe(200);
  const user: unknown = await res.json();
  await context.addInitScript((u) => sessionStorage.setItem('stride:user', JSON.stringify(u)), user);
  return context;
});
