import { resolve } from 'node:path';
import { readOutbox, type ReadMail } from '../../server/mail/eml.ts';

/** Where the reference API of the `api` project writes its mail (MAIL_OUTBOX in playwright.config.ts). */
export const E2E_OUTBOX = resolve('.data/e2e-outbox');

/** The newest mail to `to` in the outbox once one has come (mail leaves after the answer). */
export async function mailTo(to: string, timeoutMs = 20_000): Promise<ReadMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await readOutbox(E2E_OUTBOX)).filter((m) => m.to === to).at(-1);
    if (mail) return mail;
    if (Date.now() > until) throw new Error(`no mail to ${to} in ${E2E_OUTBOX}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The first link of a mail's text. */
export const linkOf = (mail: ReadMail): string => /https?:\/\/\S+/.exec(mail.text)?.[0] ?? '';
