import { readFile } from 'node:fs/promises';
import type { Locale } from '../../i18n/locales.ts';
import type { Messages } from '../../i18n/translator.ts';
import { PDF_FONTS, type PdfAssets, type PdfFontName } from './types.ts';

/** The renderer's files on the server: read from the repository once, then kept in memory. */
const FONT_DIR = new URL('./fonts/', import.meta.url);
const MESSAGE_DIR = new URL('../../../public/assets/i18n/', import.meta.url);

const fonts = new Map<PdfFontName, Promise<Uint8Array>>();
const messages = new Map<Locale, Promise<Messages>>();

export const nodePdfAssets: PdfAssets = {
  font(name) {
    let bytes = fonts.get(name);
    if (!bytes) {
      bytes = readFile(new URL(PDF_FONTS[name], FONT_DIR)).then((buffer) => new Uint8Array(buffer));
      fonts.set(name, bytes);
    }
    return bytes;
  },
  messages(lang) {
    let words = messages.get(lang);
    if (!words) {
      words = readFile(new URL(`${lang}.json`, MESSAGE_DIR), 'utf8').then((text) => JSON.parse(text) as Messages);
      messages.set(lang, words);
    }
    return words;
  },
};
