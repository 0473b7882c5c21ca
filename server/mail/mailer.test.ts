import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { attachmentsOf, parseEml, readOutbox } from './eml.ts';
import { fakeSmtp } from './fake-smtp.ts';
import { createMailer, firstLink, outboxMailer, smtpMailer } from './mailer.ts';

const LINK = 'http://127.0.0.1:8787/ar/auth/reset-password/?token=Zm9vYmFyLWJhei1xdXV4LTEyMzQ1Njc4OTAtYWJjZGVmZ2hpams';
const MAIL = {
  to: 'dana@example.com',
  subject: 'Réinitialiser le mot de passe',
  text: `Open this link within 30 minutes:\n\n${LINK}\n\nIf you did not ask, ignore this e-mail.`,
  html: `<p><a href="${LINK}">Reset</a></p>`,
};

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup) await step();
  cleanup = [];
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'stride-outbox-'));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

describe('outbox driver', () => {
  it('writes each mail as an .eml file holding the link, and logs the subject and the link', async () => {
    const dir = await tempDir();
    const lines: string[] = [];
    const mailer = outboxMailer(join(dir, 'outbox'), 'Stride <no-reply@example.com>', (line) => lines.push(line));
    await mailer.sendMail(MAIL);
    const files = await readdir(join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const source = await readFile(join(dir, 'outbox', files[0] ?? ''), 'utf8');
    expect(source).toMatch(/^From: Stride <no-reply@example\.com>$/m);
    const mail = parseEml(source);
    expect(mail).toEqual({ to: MAIL.to, subject: MAIL.subject, text: MAIL.text });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`"${MAIL.subject}"`);
    expect(lines[0]).toContain(LINK);
    expect(lines[0]).not.toContain(MAIL.to);
  });

  it('writes an attachment as its own part, read back by name, type and bytes', async () => {
    const dir = await tempDir();
    const mailer = outboxMailer(dir, 'Stride <no-reply@example.com>', () => undefined);
    const content = Buffer.from('%PDF-1.7\n\u00ff binary \u0000 bytes');
    await mailer.sendMail({
      ...MAIL,
      html: undefined,
      attachments: [{ filename: 'INV-2026-0001.pdf', content, contentType: 'application/pdf' }],
    });
    await mailer.sendMail(MAIL);
    const [withFile, without] = await Promise.all((await readdir(dir)).sort().map((f) => readFile(join(dir, f), 'utf8')));
    expect(attachmentsOf(withFile ?? '')).toEqual([{ filename: 'INV-2026-0001.pdf', contentType: 'application/pdf', content }]);
    expect(parseEml(withFile ?? '').text).toBe(MAIL.text);
    expect(attachmentsOf(without ?? '')).toEqual([]);
  });

  it('keeps every mail, oldest first', async () => {
    const dir = await tempDir();
    const mailer = createMailer({ outbox: dir, log: () => undefined });
    await mailer.sendMail({ ...MAIL, subject: 'first' });
    await mailer.sendMail({ ...MAIL, subject: 'second', html: undefined });
    expect((await readOutbox(dir)).map((m) => m.subject)).toEqual(['first', 'second']);
    expect(mailer.describe()).toContain(dir);
  });

  it('finds the first link of a text', () => {
    expect(firstLink(MAIL.text)).toBe(LINK);
    expect(firstLink('no link here')).toBeUndefined();
  });
});

/** The fake relay (server/mail/fake-smtp.ts), as this file used it. */
const smtpListener = () => fakeSmtp();

describe('SMTP driver', () => {
  it('hands the mail to the relay of SMTP_URL: envelope, headers and the link', async () => {
    const { port, received, server } = await smtpListener();
    cleanup.push(() => new Promise((resolve) => server.close(() => resolve())));
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}/?ignoreTLS=true`, from: 'Stride <no-reply@example.com>' });
    expect(mailer.describe()).toBe(`mail through SMTP smtp://127.0.0.1:${port}`);
    await mailer.sendMail(MAIL);
    expect(received).toHaveLength(1);
    expect(received[0]?.from).toBe('MAIL FROM:<no-reply@example.com>');
    expect(received[0]?.to).toEqual(['RCPT TO:<dana@example.com>']);
    expect(parseEml(received[0]?.data ?? '')).toEqual({ to: MAIL.to, subject: MAIL.subject, text: MAIL.text });
  });

  it('fails when the relay cannot be reached (the caller decides what to do)', async () => {
    const { port, server } = await smtpListener();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await expect(smtpMailer(`smtp://127.0.0.1:${port}/?ignoreTLS=true`).sendMail(MAIL)).rejects.toThrow();
  });
});
