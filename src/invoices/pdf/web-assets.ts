import type { Locale } from '../../i18n/locales.ts';
import type { Messages } from '../../i18n/translator.ts';
import type { PdfAssets, PdfFontName } from './types.ts';

/**
 * The renderer's files where the fake backend runs. In the browser each font is a hashed asset of the build (the
 * `new URL(…, import.meta.url)` form is what makes Vite emit it), fetched when a PDF first needs it and kept for the
 * visit, and the words are the site's language file. Under Node (the fake backend's tests) the same URLs are files,
 * read from disk.
 */
const FONT_URLS: Record<PdfFontName, URL> = {
  sans: new URL('./fonts/NotoSans-Regular.ttf', import.meta.url),
  sansBold: new URL('./fonts/NotoSans-Bold.ttf', import.meta.url),
  arabic: new URL('./fonts/NotoSansArabic-Regular.ttf', import.meta.url),
  arabicBold: new URL('./fonts/NotoSansArabic-Bold.ttf', import.meta.url),
  japanese: new URL('./fonts/NotoSansJP-Regular.otf', import.meta.url),
  chinese: new URL('./fonts/NotoSansSC-Regular.otf', import.meta.url),
};

async function bytesAt(url: URL): Promise<Uint8Array> {
  if (url.protocol === 'file:') {
    // A name in a variable: the browser build must not try to bundle Node's file system.
    const fsModule = 'node:fs/promises';
    const fs = (await import(/* @vite-ignore */ fsModule)) as typeof import('node:fs/promises');
    return new Uint8Array(await fs.readFile(url));
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url.pathname} answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

function messagesUrl(lang: Locale): URL {
  if (new URL(import.meta.url).protocol === 'file:') return new URL(`../../../public/assets/i18n/${lang}.json`, import.meta.url);
  return new URL(`/assets/i18n/${lang}.json`, globalThis.location.href);
}

const fonts = new Map<PdfFontName, Promise<Uint8Array>>();
const messages = new Map<Locale, Promise<Messages>>();

/** Kept once asked, a failed fetch forgotten so the next PDF tries again. */
function kept<K, V>(cache: Map<K, Promise<V>>, key: K, load: () => Promise<V>): Promise<V> {
  let value = cache.get(key);
  if (!value) {
    value = load();
    cache.set(key, value);
    value.catch(() => cache.delete(key));
  }
  return value;
}

export const webPdfAssets: PdfAssets = {
  font: (name) => kept(fonts, name, () => bytesAt(FONT_URLS[name])),
  messages: (lang) => kept(messages, lang, async () => JSON.parse(new TextDecoder().decode(await bytesAt(messagesUrl(lang)))) as Messages),
};
