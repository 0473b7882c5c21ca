// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_MAIL_EVENT, deliverDemoMail, takeDemoMail } from './demo-mail.ts';

const MAIL = { kind: 'reset', to: 'admin@stride.dev', link: 'http://localhost/auth/reset-password/?token=abc' } as const;

describe('the demo mailbox', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps each mail until it is taken, oldest first, and says when one arrives', () => {
    let told = 0;
    window.addEventListener(DEMO_MAIL_EVENT, () => told++);
    deliverDemoMail(MAIL);
    deliverDemoMail({ ...MAIL, kind: 'registerTaken', link: 'http://localhost/auth/forgot-password/' });
    expect(told).toBe(2);
    expect(takeDemoMail().map((m) => m.kind)).toEqual(['reset', 'registerTaken']);
    expect(takeDemoMail()).toEqual([]);
  });

  it('survives a page change (sessionStorage) and drops what is not a mail with a web link', () => {
    deliverDemoMail(MAIL);
    expect(JSON.parse(sessionStorage.getItem('stride:demo-mail') ?? '[]')).toEqual([MAIL]);
    sessionStorage.setItem('stride:demo-mail', JSON.stringify([MAIL, { ...MAIL, link: 'javascript:alert(1)' }, null]));
    expect(takeDemoMail()).toEqual([MAIL]);
  });

  it('keeps a mail with its attachment, and drops one whose attachment is not a name and an invoice', () => {
    const invoice = { ...MAIL, kind: 'invoiceSent' as const, attachment: { name: 'INV-2026-0001.pdf', invoicePdf: 7 } };
    deliverDemoMail(invoice);
    const broken = { ...invoice, attachment: { name: 'INV-2026-0001.pdf', invoicePdf: 'javascript:' } };
    sessionStorage.setItem('stride:demo-mail', JSON.stringify([...JSON.parse(sessionStorage.getItem('stride:demo-mail') ?? '[]'), broken]));
    expect(takeDemoMail()).toEqual([invoice]);
  });
});
