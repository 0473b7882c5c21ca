import i18next, { type i18n as I18n, type TOptions } from 'i18next';
import type { Locale } from './locales.ts';

/** A language's messages: the parsed content of `public/assets/i18n/{lang}.json` or a subset of its namespaces. */
export type Messages = { [key: string]: string | Messages };

export type Translate = (key: string, options?: TOptions) => string;

/**
 * A synchronous i18next instance for one locale. Build-time pages and islands both use it,
 * so interpolation and plural rules are the same wherever a string is rendered.
 */
export function createI18n(locale: Locale, messages: Messages): I18n {
  const instance = i18next.createInstance();
  // initAsync: false makes `t` usable on the next line: no flash of keys on first paint.
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: messages } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

export function createTranslator(locale: Locale, messages: Messages): Translate {
  const instance = createI18n(locale, messages);
  return (key, options) => String(instance.t(key, options ?? {}));
}

/** Keeps only the listed top-level namespaces (e.g. `['common', 'cart']`) so islands receive what they use. */
export function pickNamespaces(messages: Messages, namespaces: readonly string[]): Messages {
  const out: Messages = {};
  for (const ns of namespaces) {
    const value = messages[ns];
    if (value !== undefined) out[ns] = value;
  }
  return out;
}
