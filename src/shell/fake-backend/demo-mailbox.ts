/**
 * The fake backend's e-mails shown to the person (it has no mail server): each in a toast with its link, or, a mail
 * with an attachment (a sent invoice's PDF), its file's name and a button that opens the file. The Toaster imports
 * it only when the fake backend is on, so a build without it ships none of this.
 */
import { translateError } from '../../api/errors.ts';
import type { Translate as TranslateFn } from '../../i18n/translator.ts';
import { deliverDemoMail, DEMO_MAIL_EVENT, takeDemoMail, type DemoMail } from '../../mocks/demo-mail.ts';
import { notify } from '../../stores/notify.ts';

/** A demo mail shown less than this long before the page was left counts as not seen. */
const UNSEEN_MS = 2000;

/**
 * Fetches the attachment with the session's token and hands it to the browser under the mail's file name. The invoice
 * calls load with the click: on every other page they would be a script file of their own.
 */
function openAttachment(attachment: NonNullable<DemoMail['attachment']>, t: TranslateFn): void {
  import('../../api/screens/invoices.ts')
    .then(({ fetchInvoicePdf }) => fetchInvoicePdf(attachment.invoicePdf))
    .then(
      (blob) => {
        const url = URL.createObjectURL(blob);
        Object.assign(document.createElement('a'), { href: url, download: attachment.name }).click();
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
      },
      (error: unknown) => notify.error(translateError(error, t)),
    );
}

function showMail(mail: DemoMail, t: TranslateFn): void {
  const subject = t(`mail.${mail.kind}.subject`, mail.params);
  const { attachment } = mail;
  if (attachment) {
    notify.info(t('notify.demoMailAttachment', { to: mail.to, subject, file: attachment.name }), {
      label: t('notify.openAttachment'),
      onClick: () => openAttachment(attachment, t),
    });
  } else {
    notify.info(t('notify.demoMail', { to: mail.to, subject }), { label: t('notify.openLink'), href: mail.link });
  }
}

/** Shows the mails waiting and each that arrives, until the returned function is called. */
export function watchDemoMailbox(t: TranslateFn): () => void {
  const shown: { mail: DemoMail; at: number }[] = [];
  const showWaiting = () => {
    for (const mail of takeDemoMail()) {
      shown.push({ mail, at: Date.now() });
      showMail(mail, t);
    }
  };
  // A mail that arrived just before the page moved on (a registration answered, then the login page) was not seen
  // here: it goes back to the mailbox for the next page.
  const keepUnseen = () => {
    window.removeEventListener(DEMO_MAIL_EVENT, showWaiting);
    for (const { mail, at } of shown) if (Date.now() - at < UNSEEN_MS) deliverDemoMail(mail);
  };
  window.addEventListener(DEMO_MAIL_EVENT, showWaiting);
  window.addEventListener('pagehide', keepUnseen);
  showWaiting();
  return () => {
    window.removeEventListener(DEMO_MAIL_EVENT, showWaiting);
    window.removeEventListener('pagehide', keepUnseen);
  };
}
