import { Suspense, createContext, use, useContext, useMemo, type ReactNode } from 'react';
import type { Locale } from './locales.ts';
import { createTranslator, mergeMessages, type Messages, type Translate } from './translator.ts';
import { IslandErrorBoundary, type ErrorPanelVariant } from './IslandErrorBoundary.tsx';
import { islandMessagesFor } from './island-messages.ts';

interface LocaleMessages {
  messages: Messages;
  t: Translate;
}

/**
 * One message tree and one `t` per locale and page; every island merges in the words it has (its language's
 * file, or what a test gives it), and islands see each other's. Keyed by locale because during the build one
 * process renders all nine languages. `t` is created once per locale, so effects that depend on it do not re-run
 * when another island mounts. A message object already merged is not copied again.
 */
const byLocale = new Map<Locale, LocaleMessages>();
const merged = new WeakSet<Messages>();

function translationsFor(locale: Locale, messages: Messages): LocaleMessages {
  let entry = byLocale.get(locale);
  if (!entry) {
    const tree: Messages = {};
    entry = { messages: tree, t: createTranslator(locale, tree) };
    byLocale.set(locale, entry);
  }
  if (!merged.has(messages)) {
    mergeMessages(entry.messages, messages);
    merged.add(messages);
  }
  return entry;
}

const LocaleContext = createContext<Locale>('en');
// Outside any island there are no messages: every key comes back as itself, as it did with i18next.
const TranslateContext = createContext<Translate>(createTranslator('en', {}));

/** What a page passes every island: its language (the island reads that language's words itself). */
export interface I18nProps {
  locale: Locale;
}

interface I18nIslandProps extends I18nProps {
  /** Words to use instead of the language's file: tests give an island only the words they check. */
  messages?: Messages | undefined;
  errorPanel?: ErrorPanelVariant;
  children: ReactNode;
}

/**
 * Wrap an island's tree so `useTranslation()` and `useLocale()` work on the server and on first paint alike,
 * and so an island that throws shows a translated error panel (`errorPanel`: a card for a page's main island,
 * one line for the shell's small ones) instead of leaving an empty area.
 *
 * In the browser the language's words may still be on their way when the island hydrates: it then waits inside
 * a Suspense boundary, which keeps the server-rendered HTML on screen, and hydrates when they arrive.
 */
export function I18nIsland({ messages, ...rest }: I18nIslandProps) {
  if (messages) return <Translated {...rest} messages={messages} />;
  return (
    <Suspense fallback={null}>
      <TranslatedFromFile {...rest} />
    </Suspense>
  );
}

function TranslatedFromFile(props: Omit<I18nIslandProps, 'messages'>) {
  const found = islandMessagesFor(props.locale);
  const messages = found instanceof Promise ? use(found) : found;
  return <Translated {...props} messages={messages} />;
}

function Translated({ locale, messages, errorPanel = 'inline', children }: Omit<I18nIslandProps, 'messages'> & { messages: Messages }) {
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
