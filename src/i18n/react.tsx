import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Locale } from './locales.ts';
import { createTranslator, mergeMessages, type Messages, type Translate } from './translator.ts';
import { IslandErrorBoundary, type ErrorPanelVariant } from './IslandErrorBoundary.tsx';

interface LocaleMessages {
  messages: Messages;
  t: Translate;
}

/**
 * One message tree and one `t` per locale and page; every island merges in the namespaces it was given, and
 * islands see each other's. Keyed by locale because during the build one process renders all nine languages.
 * `t` is created once per locale, so effects that depend on it do not re-run when another island mounts.
 */
const byLocale = new Map<Locale, LocaleMessages>();

function translationsFor(locale: Locale, messages: Messages): LocaleMessages {
  let entry = byLocale.get(locale);
  if (!entry) {
    const merged: Messages = {};
    entry = { messages: merged, t: createTranslator(locale, merged) };
    byLocale.set(locale, entry);
  }
  mergeMessages(entry.messages, messages);
  return entry;
}

const LocaleContext = createContext<Locale>('en');
// Outside any island there are no messages: every key comes back as itself, as it did with i18next.
const TranslateContext = createContext<Translate>(createTranslator('en', {}));

export interface I18nProps {
  locale: Locale;
  messages: Messages;
}

/**
 * Wrap an island's tree so `useTranslation()` and `useLocale()` work on the server and on first paint alike,
 * and so an island that throws shows a translated error panel (`errorPanel`: a card for a page's main island,
 * one line for the shell's small ones) instead of leaving an empty area.
 */
export function I18nIsland({
  locale,
  messages,
  errorPanel = 'inline',
  children,
}: I18nProps & { errorPanel?: ErrorPanelVariant; children: ReactNode }) {
  const { t } = useMemo(() => translationsFor(locale, messages), [locale, messages]);
  return (
    <TranslateContext.Provider value={t}>
      <LocaleContext.Provider value={locale}>
        <IslandErrorBoundary locale={locale} t={t} variant={errorPanel}>
          {children}
        </IslandErrorBoundary>
      </LocaleContext.Provider>
    </TranslateContext.Provider>
  );
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** Same shape as react-i18next's hook (`const { t } = useTranslation()`); `t` keeps its identity per locale. */
export function useTranslation(): { t: Translate } {
  const t = useContext(TranslateContext);
  return useMemo(() => ({ t }), [t]);
}
