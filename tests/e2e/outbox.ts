import { readdir, readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { attachmentsOf, parseEml, readOutbox, type MailAttachment, type ReadMail } from '../../server/mail/eml.ts';

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

/**
 * The first mail written at `since` (a `Date.now()`) or later whose subject contains `text`, with its attachments, once
 * one has come. The outbox outlives a run and the in-memory database starts over, so an invoice number recurs: the
 * time tells this run's mail from an older one.
 */
export async function mailSince(text: string, since: number, timeoutMs = 20_000): Promise<ReadMail & { attachments: MailAttachment[] }> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const names = (await readdir(E2E_OUTBOX).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
    for (const name of names) {
      const path = join(E2E_OUTBOX, name);
      // Whole milliseconds on some file systems: a little slack.
      if ((await stat(path)).mtimeMs < since - 5) continue;
      const raw = await readFile(path, 'utf8');
      const mail = parseEml(raw);
      if (mail.subject.includes(text)) return { ...mail, attachments: attachmentsOf(raw) };
    }
    if (Date.now() > until) throw new Error(`no mail about ${text} in ${E2E_OUTBOX} since ${new Date(since).toISOString()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
