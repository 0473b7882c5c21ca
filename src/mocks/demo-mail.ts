/**
 * The fake backend's mailbox: it has no mail server, so the e-mails it would send (a password-reset link, a note to the
 * owner of an address someone tried to register, or to the address of a registration whose username is taken, a note
 * to the old address after an e-mail change) are handed to the page, which shows each in a toast with its link.
 * Kept in sessionStorage until shown, so a mail sent right before the page moves on (registration) shows on the next.
 * Nothing writes here when the fake backend is off, and no page reads it then (src/shell/fake-backend/demo-mailbox.ts).
 */
export interface DemoMail {
  /** Its subject is `mail.<kind>.subject` (with `params`). */
  kind: 'reset' | 'registerTaken' | 'usernameTaken' | 'emailChanged' | 'invoiceSent';
  to: string;
  link: string;
  /** The subject's placeholders (an invoice's `number`). */
  params?: Record<string, string>;
  /**
   * A file sent with the mail, as the server attaches it: `name` is the file's name as the mail gives it
   * (`INV-2026-0001.pdf`), `invoicePdf` the invoice whose PDF it is (the page fetches it from the backend to open it).
   */
  attachment?: { name: string; invoicePdf: number };
}

const KEY = 'stride:demo-mail';
/** Fired on the window when a mail arrives. */
export const DEMO_MAIL_EVENT = 'stride:demo-mail';

let memory: DemoMail[] = [];

function load(): DemoMail[] {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as DemoMail[]) : [];
  } catch {
    return memory;
  }
}

function save(mails: DemoMail[]): void {
  try {
    if (mails.length) sessionStorage.setItem(KEY, JSON.stringify(mails));
    else sessionStorage.removeItem(KEY);
  } catch {
    memory = mails;
  }
}

/** Called by the fake backend for each mail it "sends". */
export function deliverDemoMail(mail: DemoMail): void {
  save([...load(), mail]);
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(DEMO_MAIL_EVENT));
}

/** The mails not shown yet, oldest first; they are removed from the mailbox. */
export function takeDemoMail(): DemoMail[] {
  const mails = load().filter(
    (m) =>
      typeof m?.to === 'string' &&
      typeof m.link === 'string' &&
      /^https?:/.test(m.link) &&
      (m.attachment === undefined || (typeof m.attachment.name === 'string' && Number.isInteger(m.attachment.invoicePdf))),
  );
  save([]);
  return mails;
}
