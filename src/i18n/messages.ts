/**
 * All translations, for build-time rendering only. Never import this from an island:
 * it would ship every language. Islands receive `pickNamespaces(...)` as a prop instead.
 */
import en from '../../public/assets/i18n/en.json';
import es from '../../public/assets/i18n/es.json';
import de from '../../public/assets/i18n/de.json';
import fr from '../../public/assets/i18n/fr.json';
import it from '../../public/assets/i18n/it.json';
import ru from '../../public/assets/i18n/ru.json';
import ja from '../../public/assets/i18n/ja.json';
import zh from '../../public/assets/i18n/zh.json';
import ar from '../../public/assets/i18n/ar.json';
import type { Locale } from './locales.ts';
import { createTranslator, pickNamespaces, type Messages, type Translate } from './translator.ts';

export const MESSAGES: Record<Locale, Messages> = { en, es, de, fr, it, ru, ja, zh, ar };

export function useTranslations(locale: Locale): Translate {
  return createTranslator(locale, MESSAGES[locale]);
}

/** The words every island may need: its error panel's. */
export const ISLAND_NAMESPACES = ['islandError'] as const;

export function islandMessages(locale: Locale, namespaces: readonly string[]): Messages {
  return pickNamespaces(MESSAGES[locale], [...ISLAND_NAMESPACES, ...namespaces]);
}
