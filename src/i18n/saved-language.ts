import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.ts';

/**
 * The language a person chose (in Settings or a dashboard's language menu), kept in this browser: the unprefixed
 * English URL of a dashboard page (`/dashboard/`, a bookmark, the sign-in's way back) opens in it.
 */
export const LANGUAGE_KEY = 'stride:language';

/** Remembers `locale` as this browser's language; storage refused (a private window's quota) leaves it unsaved. */
export function saveLanguage(locale: Locale): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, locale);
  } catch {
    // Nothing to do: the next visit of an unprefixed page shows English, as before.
  }
}

/**
 * The inline script of a dashboard page in the default language: with another language saved, the same page in that
 * language replaces it before anything paints (its query and fragment kept).
 */
export function savedLanguageScript(): string {
  const others = LOCALES.filter((l) => l !== DEFAULT_LOCALE);
  return `(function(){try{var l=localStorage.getItem(${JSON.stringify(LANGUAGE_KEY)});if(${JSON.stringify(others)}.indexOf(l)<0)return;location.replace('/'+l+location.pathname+location.search+location.hash)}catch(e){}})()`;
}
