// The HTML of each public page as sent, in every language: compressed body plus headers, against the bytes a new
// connection delivers in its first round trip (BUDGETS.publicHtmlBytes). A language's page over it pays a second
// round trip before its first paint, so each language is checked, not only English.
import { LOCALES } from '../src/i18n/locales.ts';

/** `path` in `locale` (English at the root, the others under their prefix). */
const localized = (locale, path) => (locale === 'en' ? path : `/${locale}${path}`);

/** `{ path, bytes: { en, es, … } }` per page: each page loaded once per language from `origin`, as the browser got it. */
export async function measurePublicHtml(browser, origin, pages) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const rows = [];
  try {
    for (const { path } of pages) {
      const bytes = {};
      for (const locale of LOCALES) {
        const response = await page.goto(`${origin}${localized(locale, path)}`, { waitUntil: 'domcontentloaded' });
        await response?.finished();
        const sent = response ? await response.request().sizes() : null;
        bytes[locale] = sent ? sent.responseBodySize + sent.responseHeadersSize : null;
      }
      rows.push({ path, bytes });
    }
  } finally {
    await context.close();
  }
  return rows;
}

/** Every page and language over `budget` bytes, as the bench's misses word it. */
export function publicHtmlMisses(rows, budget) {
  return rows.flatMap(({ path, bytes }) =>
    LOCALES.filter((locale) => !(bytes[locale] <= budget)).map(
      (locale) => `${localized(locale, path)}: HTML ${bytes[locale]} B sent > ${budget} B (TCP's first round trip)`,
    ),
  );
}

/** A Markdown table: a row per page, a column per language, bytes over `budget` in bold. */
export function renderPublicHtml(rows, budget) {
  const lines = [`| page | ${LOCALES.join(' | ')} |`, `|---|${LOCALES.map(() => '---:').join('|')}|`];
  for (const { path, bytes } of rows) {
    const cells = LOCALES.map((locale) => (bytes[locale] <= budget ? `${bytes[locale]}` : `**${bytes[locale]}**`));
    lines.push(`| ${path} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}
