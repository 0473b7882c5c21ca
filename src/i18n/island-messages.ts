/**
 * Where an island's words come from. In the browser: `/assets/i18n/islands/{lang}.json`, the language's translation
 * file without the public pages' namespaces (written by the build from `public/assets/i18n/{lang}.json`), fetched
 * once per visit (the page's head preloads it, with a version in the address so a cached copy is never an older
 * build's) and kept while the client router swaps pages. On the server, during the build: the same words, which
 * `messages.ts` hands over here as it loads, so islands render without a request.
 *
 * Islands used to receive their namespaces as a prop; those props were about 5 KB of every dashboard page's
 * brotli, which pushed the page past what a connection's first round trip delivers.
 */
import type { Locale } from './locales.ts';
import type { Messages } from './translator.ts';

const loaded = new Map<Locale, Messages>();
const loading = new Map<Locale, Promise<Messages>>();

/** Hands over a language's words (the build, and tests): islands then render with them at once. */
export function provideIslandMessages(locale: Locale, messages: Messages): void {
  loaded.set(locale, messages);
}

/** The `data-translations` attribute of the head's preload link; `translationsLink` writes it. */
export const TRANSLATIONS_LINK_ATTRIBUTE = 'data-translations';

/** Where the islands' files are served; the build writes one per language (src/pages/assets/i18n/islands/). */
export const ISLAND_MESSAGES_PATH = '/assets/i18n/islands/';

/** The address the page preloads for `locale`, else the file's plain address. */
function translationsAddress(locale: Locale): string {
  const link = document.querySelector<HTMLLinkElement>(`link[${TRANSLATIONS_LINK_ATTRIBUTE}="${locale}"]`);
  return link?.href ?? `${ISLAND_MESSAGES_PATH}${locale}.json`;
}

const RETRY_MS = [1_000, 2_000, 5_000, 10_000];

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Fetches until it succeeds: until then the island keeps the page's server-rendered HTML, readable but not yet
 * interactive, as it would while its script loads on a slow network. A retry comes sooner when the browser
 * reports it is back online.
 */
async function fetchTranslations(locale: Locale): Promise<Messages> {
  for (let attempt = 0; ; attempt++) {
    try {
      // Same mode and credentials as the preload link (`crossorigin`), so the browser uses the preloaded response.
      const response = await fetch(translationsAddress(locale));
      if (response.ok) return (await response.json()) as Messages;
    } catch {
      // Offline or the server unreachable: wait and try again below.
    }
    const delay = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)] ?? 10_000;
    await Promise.race([wait(delay), new Promise((resolve) => window.addEventListener('online', resolve, { once: true }))]);
  }
}

/** The words for `locale`: at once when they are here, else a promise of them (one request per language). */
export function islandMessagesFor(locale: Locale): Messages | Promise<Messages> {
  const ready = loaded.get(locale);
  if (ready) return ready;
  let pending = loading.get(locale);
  if (!pending) {
    pending = fetchTranslations(locale).then((messages) => {
      loaded.set(locale, messages);
      return messages;
    });
    loading.set(locale, pending);
  }
  return pending;
}
