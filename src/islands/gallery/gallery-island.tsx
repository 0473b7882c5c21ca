import type { ComponentType } from 'react';
import { I18nIsland, useTranslation, type I18nProps } from '../../i18n/react.tsx';

/** A gallery page's island: its introduction, then its blocks, in the page's language. */
export function galleryIsland<P extends object>(Body: ComponentType<P>) {
  function Page(props: P) {
    const { t } = useTranslation();
    return (
      <div className="grid gap-5" data-gallery>
        <p className="max-w-3xl text-sm text-muted">{t('gallery.intro')}</p>
        <Body {...props} />
      </div>
    );
  }
  return function GalleryIsland({ locale, ...rest }: I18nProps & P) {
    return (
      <I18nIsland locale={locale} errorPanel="panel">
        <Page {...(rest as P)} />
      </I18nIsland>
    );
  };
}
