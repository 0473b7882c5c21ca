import { lazy, Suspense, useEffect, useState } from 'react';
import { I18nIsland, useTranslation, type I18nProps } from '../../i18n/react.tsx';
import { loadSonner, notify, showFlash, TOAST_DURATION_MS, TOAST_REQUESTED, toastIdOf, toastRequested } from '../../stores/notify.ts';
import { useHtmlAttribute } from '../../islands/shared/use-html-attribute.ts';

/**
 * The demo mailbox's code, or null when the fake backend is off. The env test sits on the import itself, as in
 * src/api/backend.ts: with PUBLIC_FAKE_BACKEND=false the bundler drops the import (tests/integration/fake-backend-off.test.ts).
 */
function loadDemoMailbox(): Promise<typeof import('../fake-backend/demo-mailbox.ts') | null> {
  return import.meta.env.PUBLIC_FAKE_BACKEND === 'false' ? Promise.resolve(null) : import('../fake-backend/demo-mailbox.ts');
}

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
    // The fake backend's e-mails (it has no mail server): each shown here or on the next page that shows them
    // (`mailbox`: the auth pages, whose actions send mail, and the dashboard's, where a sent invoice is mailed).
    let stopMailbox: (() => void) | undefined;
    let unmounted = false;
    if (mailbox) {
      void loadDemoMailbox().then((demo) => {
        if (demo && !unmounted) stopMailbox = demo.watchDemoMailbox(t);
      });
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
      unmounted = true;
      stopMailbox?.();
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
