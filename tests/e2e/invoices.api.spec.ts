// The invoices on the reference server (project `api`): the cases of invoice-cases.ts, signed in with a token from
// POST /users/authenticate.
import { expect } from '@playwright/test';
import { invoiceCases } from './invoice-cases.ts';

const DEMO = { email: 'admin@stride.dev', password: 'stride-demo' };

invoiceCases(async (browser, baseURL) => {
  const context = await browser.newContext({ baseURL });
  const res = await context.request.post(`${baseURL}/users/authenticate`, { data: DEMO });
  expect(res.status()).toBe(200);
  const user: unknown = await res.json();
  await context.addInitScript((u) => sessionStorage.setItem('stride:user', JSON.stringify(u)), user);
  return context;
});
