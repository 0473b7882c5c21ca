import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { Locale } from './locales.ts';
import { createI18n, type Messages } from './translator.ts';

/**
 * One i18next instance per locale and page; every island adds the namespaces it was given.
 * Keyed by locale because during the build one process renders pages in all nine languages.
 */
const instances = new Map<Locale, I18n>();

export function i18nFor(locale: Locale, messages: Messages): I18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createI18n(locale, messages);
    instances.set(locale, instance);
  } else {
    instance.addResourceBundle(locale, 'translation', messages, true, true);
  }
  return instance;
}

const LocaleContext = createContext<Locale>('en');

export interface I18nProps {
  locale: Locale;
  messages: Messages;
}

/** Wrap an island's tree so `useTranslation()` and `useLocale()` work on the server and on first paint alike. */
export function I18nIsland({ locale, messages, children }: I18nProps & { children: ReactNode }) {
  const instance = useMemo(() => i18nFor(locale, messages), [locale, messages]);
  return (
    <I18nextProvider i18n={instance}>
      <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>
    </I18nextProvider>
  );
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

export { useTranslation };
