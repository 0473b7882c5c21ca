// The invoices on the fake backend: the cases of invoice-cases.ts, signed in as the demo account. A sent invoice's
// e-mail shows in the demo mailbox, a toast naming the PDF attached, whose button opens (downloads) it.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO_USER } from './screens-helpers.ts';
import { invoiceCases } from './invoice-cases.ts';

invoiceCases(
  async (browser, baseURL) => {
    const context = await browser.newContext({ baseURL });
    await context.addInitScript((user) => sessionStorage.setItem('stride:user', JSON.stringify(user)), DEMO_USER);
    return context;
  },
  async (page, number) => {
    const mail = page.locator('[data-sonner-toast]').filter({ hasText: `“Invoice ${number}”` });
    await expect(mail).toContainText(/Demo mailbox: e-mail to \S+@\S+/);
    await expect(mail).toContainText(`with ${number}.pdf attached`);
    // The send's own toast stacks in front of the mail: pointing at the stack spreads it out, as for a person.
    await mail.hover({ force: true });
    const download = page.waitForEvent('download');
    await mail.getByRole('button', { name: 'Open attachment' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${number}.pdf`);
    expect((await readFile(await file.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  },
);

// What the page is for is in the page as built, before any data: it needs no read, so it paints with the page.
test('the invoice page says what it is for in the HTML as built, in each language', async ({ request }) => {
  for (const [prefix, lang] of [
    ['', 'en'],
    ['/ar', 'ar'],
    ['/ja', 'ja'],
  ] as const) {
    const html = await (await request.get(`${prefix}/apps/invoices/invoice/?id=1`)).text();
    const words = JSON.parse(await readFile(new URL(`../../public/assets/i18n/${lang}.json`, import.meta.url), 'utf8')) as {
      invoicePage: { intro: string };
    };
    expect(html).toContain(words.invoicePage.intro);
  }
});
