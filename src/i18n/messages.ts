/**
 * All translations, for build-time rendering only. Never import this from an island: it would ship every
 * language. Islands read their language's words in the browser (island-messages.ts); here they are handed all
 * nine as this module loads, so every island the build renders has the same words.
 */
import { createHash } from 'node:crypto';
import en from '../../public/assets/i18n/en.json';
import es from '../../public/assets/i18n/es.json';
import de from '../../public/assets/i18n/de.json';
import fr from '../../public/assets/i18n/fr.json';
import it from '../../public/assets/i18n/it.json';
import ru from '../../public/assets/i18n/ru.json';
import ja from '../../public/assets/i18n/ja.json';
import zh from '../../public/assets/i18n/zh.json';
import ar from '../../public/assets/i18n/ar.json';
import { LOCALES, type Locale } from './locales.ts';
import { createTranslator, type Messages, type Translate } from './translator.ts';
import { ISLAND_MESSAGES_PATH, provideIslandMessages, TRANSLATIONS_LINK_ATTRIBUTE } from './island-messages.ts';
import { REVIEW_NAMESPACE } from './review.ts';

export const MESSAGES: Record<Locale, Messages> = { en, es, de, fr, it, ru, ja, zh, ar };

export function useTranslations(locale: Locale): Translate {
  return createTranslator(locale, MESSAGES[locale]);
}

/**
 * The words of the public pages (landings, shop, status pages), which are HTML without islands. Islands never use
 * them (a test keeps it so), so the islands' file leaves them out: a third of each language's file.
 */
export const PUBLIC_PAGE_NAMESPACES = ['landing', 'shop', 'cart', 'status'] as const;

function withoutPublicPages(messages: Messages): Messages {
  // The list of machine-made texts to check is for translators: no page reads it.
  const publicPages = new Set<string>([...PUBLIC_PAGE_NAMESPACES, REVIEW_NAMESPACE]);
  return Object.fromEntries(Object.entries(messages).filter(([namespace]) => !publicPages.has(namespace)));
}

/** Each language's words for islands: the translation file without the public pages' namespaces and `_review`. */
export const ISLAND_MESSAGES = Object.fromEntries(LOCALES.map((l) => [l, withoutPublicPages(MESSAGES[l])])) as Record<Locale, Messages>;

for (const locale of LOCALES) provideIslandMessages(locale, ISLAND_MESSAGES[locale]);

/** The islands' file of `locale` as served (`/assets/i18n/islands/{lang}.json`, src/pages/assets/i18n/islands/). */
export function islandMessagesJson(locale: Locale): string {
  return JSON.stringify(ISLAND_MESSAGES[locale]);
}

/**
 * The head's preload of the islands' file, for pages with islands: it downloads beside the page's scripts instead
 * of after them. The address carries a hash of the file, so a copy cached before a new build is not used.
 */
export function translationsLink(locale: Locale): Record<string, string> {
  const version = createHash('sha256').update(islandMessagesJson(locale)).digest('hex').slice(0, 10);
  return {
    rel: 'preload',
    as: 'fetch',
    crossorigin: 'anonymous',
    href: `${ISLAND_MESSAGES_PATH}${locale}.json?v=${version}`,
    [TRANSLATIONS_LINK_ATTRIBUTE]: locale,
  };
}
