import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';

/** One e-mail: plain text always (it carries the links), HTML optionally, and files attached (an invoice's PDF). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** What the routes send mail through; `describe` says where mail goes, for the start line. */
export interface Mailer {
  sendMail(mail: Mail): Promise<void>;
  describe(): string;
}

export interface MailerOptions {
  /** `smtp://user:pass@host:587` or `smtps://…`: mail goes to that relay. */
  smtpUrl?: string | undefined;
  /** Without an SMTP relay, each mail is written here as an `.eml` file (default `.data/outbox`). */
  outbox?: string | undefined;
  /** The sender address (`MAIL_FROM`). */
  from?: string | undefined;
  /** Where the outbox says what it wrote (a developer clicks the link from there). */
  log?: (line: string) => void;
}

export const DEFAULT_FROM = 'Stride <no-reply@stride.invalid>';
export const DEFAULT_OUTBOX = '.data/outbox';

/** The first http(s) link of a text, the one a developer wants to click. */
export function firstLink(text: string): string | undefined {
  return /https?:\/\/[^\s<>"]+/.exec(text)?.[0];
}

/** Mail through an SMTP relay (nodemailer, which speaks STARTTLS, SMTPS and authentication from the URL). */
export function smtpMailer(smtpUrl: string, from = DEFAULT_FROM): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  const relay = new URL(smtpUrl);
  return {
    async sendMail(mail) {
      await transport.sendMail({ from, ...mail });
    },
    describe: () => `mail through SMTP ${relay.protocol}//${relay.host}`,
  };
}

/**
 * Mail written as `.eml` files (RFC 5322, as an SMTP relay would receive it; any mail client opens them), the subject
 * and first link logged: a development server needs no relay to test a password reset.
 */
export function outboxMailer(dir = DEFAULT_OUTBOX, from = DEFAULT_FROM, log: (line: string) => void = console.log): Mailer {
  const folder = resolve(dir);
  const compose = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async sendMail(mail) {
      const info = await compose.sendMail({ from, ...mail });
      await mkdir(folder, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = join(folder, name);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      const link = firstLink(mail.text);
      log(`mail "${mail.subject}" written to ${file}${link ? ` — link: ${link}` : ''}`);
    },
    describe: () => `mail written to ${folder} (no SMTP_URL)`,
  };
}

/** SMTP when `smtpUrl` is set, else the outbox. */
export function createMailer(options: MailerOptions = {}): Mailer {
  return options.smtpUrl
    ? smtpMailer(options.smtpUrl, options.from)
    : outboxMailer(options.outbox ?? DEFAULT_OUTBOX, options.from, options.log);
}
