// The invoices on the fake backend: the cases of invoice-cases.ts, signed in as the demo account.
import { DEMO_USER } from './screens-helpers.ts';
import { invoiceCases } from './invoice-cases.ts';

invoiceCases(async (browser, baseURL) => {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript((user) => sessionStorage.setItem('stride:user', JSON.stringify(user)), DEMO_USER);
  return context;
});
