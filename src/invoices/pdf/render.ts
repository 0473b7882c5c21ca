import { create as parseFont, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import { invoiceTotals } from '../../contract/invoice-money.ts';
import { formatMoney } from '../../contract/money-format.ts';
import { dirOf, INTL_TAGS, type Locale } from '../../i18n/locales.ts';
import { createTranslator } from '../../i18n/translator.ts';
import { Page, PAGE } from './page.ts';
import { drawBillTo, drawHeader, drawLines, drawPayments, drawTotals, type Formats } from './sections.ts';
import { SAMPLE_SELLER } from './seller.ts';
import { scriptOf, scriptsIn, TextEngine, type PdfCanvas } from './text.ts';
import type { InvoicePdfInput, PdfFontName } from './types.ts';

export type { InvoicePdfInput } from './types.ts';

function formatsFor(lang: Locale, currency: string): Formats {
  const tag = INTL_TAGS[lang];
  const dates = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  const numbers = new Intl.NumberFormat(tag, { maximumFractionDigits: 3 });
  const percents = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 3 });
  const regions = new Intl.DisplayNames(tag, { type: 'region' });
  return {
    money: (minor) => formatMoney(minor, currency, tag),
    date: (iso) => dates.format(new Date(`${iso}T00:00:00Z`)),
    number: (value) => numbers.format(value),
    // The rate is a percentage with three decimals at most: divided by 100 it is shown exactly to that precision.
    percent: (value) => percents.format(value / 100),
    country: (code) => regions.of(code) ?? code,
  };
}

/**
 * The invoice as a PDF: the same parts as the invoice page (seller, number, status and dates, the customer billed,
 * the lines, the totals, the payments), in `lang`'s words and number formats, right to left in Arabic. Text stays
 * text (selectable, searchable); each font is embedded as a subset of the glyphs used. Pure: files come from
 * `input.assets`, so the server and the browser share it.
 */
export async function renderInvoicePdf(input: InvoicePdfInput): Promise<Uint8Array> {
  const { invoice, customer, lang, assets } = input;
  const seller = input.seller ?? SAMPLE_SELLER;
  const t = createTranslator(lang, await assets.messages(lang));
  const payments = invoice.payments ?? [];
  const totals = invoiceTotals(invoice.lines, invoice.payments ?? [{ amount: invoice.paid }]);
  const formats = formatsFor(lang, invoice.currency);

  // Every text but the numbers: the scripts in it pick the fonts to load.
  const allText = [
    t('invoicePdf.title'),
    seller.name,
    ...seller.address,
    customer.name,
    customer.company,
    customer.billingAddress,
    ...invoice.lines.map((l) => l.description),
    ...payments.map((p) => p.note ?? ''),
  ].join(' ');
  const fontNames = neededFonts(lang, allText);
  const fonts = new Map(await Promise.all(fontNames.map(async (name) => [name, parsed(await assets.font(name))] as const)));

  // Glyph objects made anew for this document (see parsed()).
  for (const font of fonts.values()) font._glyphs = {};
  const title = invoice.number ?? `${t('invoicePdf.draft')} ${invoice.id}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    // The first font given here keeps PDFKit from loading its built-in Helvetica, which the PDF would not use.
    font: fonts.get('sans') as unknown as string, // PDFKit takes a fontkit font where its types say a path
    lang: INTL_TAGS[lang],
    displayTitle: true,
    info: { Title: `${t('invoicePdf.title')} ${title}`, Author: seller.name, Creator: 'Stride', Producer: 'Stride' },
  });
  for (const [name, font] of fonts) doc.registerFont(name, font as unknown as string);
  const done = collect(doc);

  const covers = (name: PdfFontName, codePoint: number) => fonts.get(name)?.hasGlyphForCodePoint(codePoint) ?? false;
  const cjkFont = lang === 'ja' ? 'japanese' : 'chinese';
  const engine = new TextEngine(doc as unknown as PdfCanvas, dirOf(lang), cjkFont, { covers });
  const page = new Page(doc, engine, dirOf(lang));
  drawHeader(page, t, formats, invoice, seller);
  drawBillTo(page, t, formats, customer);
  drawLines(page, t, formats, invoice, totals);
  drawTotals(page, t, formats, totals);
  if (payments.length > 0) drawPayments(page, t, formats, payments);
  doc.end();
  return done;
}

/**
 * Fonts parsed once per file and kept: parsing (fontkit decoding the tables) was about half of a render's time.
 * PDFKit takes a parsed font and makes each document's subset from it. One thing is not shared between documents:
 * fontkit keeps each glyph object with the characters it was first made for, and PDFKit writes those as the glyph's
 * text (ToUnicode). A glyph the subsetting of an earlier PDF made (a component of a composite glyph) has none, and
 * then read as its subset number in the next PDF: a medial heh read "(" (glyph 40). So each render starts with no
 * glyph objects, and its layouts make them from its own characters.
 */
const parsedFonts = new WeakMap<Uint8Array, Font>();

function parsed(bytes: Uint8Array): Font {
  let font = parsedFonts.get(bytes);
  if (!font) {
    font = withArabicLigatureText(parseFont(bytes));
    parsedFonts.set(bytes, font);
  }
  return font;
}

/**
 * A text extractor reads an Arabic run drawn right to left and reverses it to reading order, a ligature's characters
 * with it: lam-alef (ل + ا) would read "ال". So an Arabic ligature's characters are given in drawing order, which the
 * reversal turns back into reading order.
 */
function withArabicLigatureText(font: Font): Font {
  const layout = font.layout.bind(font);
  const reversed = new WeakSet<object>();
  font.layout = (text, features) => {
    const run = layout(text, features);
    for (const glyph of run.glyphs) {
      if (glyph.codePoints.length < 2 || reversed.has(glyph) || !glyph.codePoints.every(isArabic)) continue;
      glyph.codePoints = [...glyph.codePoints].reverse();
      reversed.add(glyph);
    }
    return run;
  };
  return font;
}

const isArabic = (codePoint: number) => scriptOf(String.fromCodePoint(codePoint)) === 'arabic';

function neededFonts(lang: Locale, text: string): PdfFontName[] {
  const scripts = scriptsIn(text);
  const names: PdfFontName[] = ['sans', 'sansBold'];
  if (lang === 'ar' || scripts.has('arabic')) names.push('arabic', 'arabicBold');
  if (lang === 'ja') names.push('japanese');
  else if (lang === 'zh' || scripts.has('cjk')) names.push('chinese');
  return names;
}

/** The document's bytes once PDFKit has written them all. */
function collect(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('error', reject);
    doc.on('end', () => {
      const bytes = new Uint8Array(chunks.reduce((sum, c) => sum + c.length, 0));
      let at = 0;
      for (const chunk of chunks) {
        bytes.set(chunk, at);
        at += chunk.length;
      }
      resolve(bytes);
    });
  });
}
