import { useEffect } from 'react';
import { Toaster as Sonner, toast } from 'sonner';
import { I18nIsland, useTranslation, type I18nProps } from '../../i18n/react.tsx';
import { showFlash, TOAST_DURATION_MS, toastIdOf } from '../../stores/notify.ts';
import { useHtmlAttribute } from './use-html-attribute.ts';

function ToasterInner() {
  const { t } = useTranslation();
  const dir = useHtmlAttribute('dir', 'ltr') === 'rtl' ? 'rtl' : 'ltr';
  const mode = useHtmlAttribute('data-mode', 'light') === 'dark' ? 'dark' : 'light';

  useEffect(() => {
    showFlash();
    // Spec: a toast is removed by a tap anywhere on it, not only by its close button.
    const onClick = (event: MouseEvent) => {
      const el = (event.target as Element | null)?.closest?.('[data-sonner-toast]');
      const id = el && toastIdOf(el);
      if (id) toast.dismiss(id);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  return (
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
  );
}

/** The page's one toast outlet (spec §4 and §9 toast rules). */
export default function Toaster(props: I18nProps) {
  return (
    <I18nIsland {...props}>
      <ToasterInner />
    </I18nIsland>
  );
}
