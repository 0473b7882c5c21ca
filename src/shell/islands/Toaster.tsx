import { lazy, Suspense, useEffect, useState } from 'react';
import { I18nIsland, useTranslation, type I18nProps } from '../../i18n/react.tsx';
import { deliverDemoMail, DEMO_MAIL_EVENT, takeDemoMail, type DemoMail } from '../../mocks/demo-mail.ts';
import { loadSonner, notify, showFlash, TOAST_DURATION_MS, TOAST_REQUESTED, toastIdOf, toastRequested } from '../../stores/notify.ts';
import { useHtmlAttribute } from '../../islands/shared/use-html-attribute.ts';

/** A demo mail shown less than this long before the page was left counts as not seen. */
const UNSEEN_MS = 2000;

const Sonner = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

function ToasterInner({ mailbox }: { mailbox: boolean }) {
  const { t } = useTranslation();
  const dir = useHtmlAttribute('dir', 'ltr') === 'rtl' ? 'rtl' : 'ltr';
  const mode = useHtmlAttribute('data-mode', 'light') === 'dark' ? 'dark' : 'light';
  // Render sonner's outlet only once a toast is asked for (see notify.ts).
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const want = () => setWanted(true);
    window.addEventListener(TOAST_REQUESTED, want);
    if (toastRequested()) want();
    showFlash();
    // The fake backend's e-mails (it has no mail server): each shown with its link, here or on the next page that shows
    // them (`mailbox`: the pages that get the `mail` words, the auth pages, whose actions send mail).
    const shown: { mail: DemoMail; at: number }[] = [];
    const showMail = () => {
      for (const mail of takeDemoMail()) {
        shown.push({ mail, at: Date.now() });
        const subject = t(`mail.${mail.kind}.subject`, mail.params);
        notify.info(t('notify.demoMail', { to: mail.to, subject }), { label: t('notify.openLink'), href: mail.link });
      }
    };
    // A mail that arrived just before the page moved on (a registration answered, then the login page) was not seen
    // here: it goes back to the mailbox for the next page.
    const keepUnseen = () => {
      window.removeEventListener(DEMO_MAIL_EVENT, showMail);
      for (const { mail, at } of shown) if (Date.now() - at < UNSEEN_MS) deliverDemoMail(mail);
    };
    if (mailbox) {
      window.addEventListener(DEMO_MAIL_EVENT, showMail);
      window.addEventListener('pagehide', keepUnseen);
      showMail();
    }
    // A toast is removed by a tap anywhere on it, not only by its close button.
    const onClick = (event: MouseEvent) => {
      const el = (event.target as Element | null)?.closest?.('[data-sonner-toast]');
      const id = el && toastIdOf(el);
      if (id) notify.dismiss(id);
    };
    document.addEventListener('click', onClick);
    return () => {
      window.removeEventListener(TOAST_REQUESTED, want);
      window.removeEventListener(DEMO_MAIL_EVENT, showMail);
      window.removeEventListener('pagehide', keepUnseen);
      document.removeEventListener('click', onClick);
    };
  }, [t, mailbox]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Sonner
        position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'}
        dir={dir}
        theme={mode}
        duration={TOAST_DURATION_MS}
        visibleToasts={5}
        closeButton
        richColors
        containerAriaLabel={t('notify.region')}
        toastOptions={{ closeButtonAriaLabel: t('notify.close'), className: 'stride-toast' }}
      />
    </Suspense>
  );
}

/** The page's one toast outlet: 10 s, bottom-right (bottom-left in RTL), duplicates allowed, paused while hovered. */
export default function Toaster({ mailbox = false, ...props }: I18nProps & { mailbox?: boolean }) {
  return (
    <I18nIsland {...props}>
      <ToasterInner mailbox={mailbox} />
    </I18nIsland>
  );
}
