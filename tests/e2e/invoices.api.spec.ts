// The invoices on the reference server (project `api`): the cases of invoice-cases.ts, signed in with a token from
// POST /users/authenticate. A sent invoice's e-mail is read from the outbox the server writes (tests/e2e/outbox.ts).
import { expect } from '@playwright/test';
import { invoiceCases } from './invoice-cases.ts';
import { mailSince } from './outbox.ts';

const DEMO = { email: 'admin@stride.dev', password: 'stride-demo' };

invoiceCases(
  async (browser, baseURL) => {
    const context = await browser.newContext({ baseURL });
    const res = await context.request.post(`${baseURL}/users/authenticate`, { data: DEMO });
    expect(res.status()).toBe(200);
    const user: unknown = await res.json();
    await context.addInitScript((u) => sessionStorage.setItem('stride:user', JSON.stringify(u)), user);
    return context;
  },
  async (_page, number, since) => {
    const mail = await mailSince(number, since);
    expect(mail.to).toMatch(/^\S+@\S+$/);
    const pdfs = mail.attachments.filter((file) => file.contentType === 'application/pdf');
    expect(pdfs.map((file) => file.filename)).toEqual([`${number}.pdf`]);
    expect(pdfs[0]?.filename).toMatch(/^INV-\d{4}-\d{4,}\.pdf$/);
    expect(pdfs[0]?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  },
);
