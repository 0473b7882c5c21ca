#!/usr/bin/env node
/**
 * Writes the invoice PDF's fonts (src/invoices/pdf/fonts/) from Debian's Noto fonts (fonts-noto-core,
 * fonts-noto-cjk), cut with fontTools' subsetter: `apt-get install fonts-noto-core fonts-noto-cjk python3-fonttools`,
 * then `node tools/subset-pdf-fonts.mjs`. Run once when the character sets change; the build and the tests only read
 * the files. The PDF library subsets again at render time, so a PDF embeds only the glyphs it shows.
 *
 * The CJK faces hold the characters of everyday text, not all 65,000 glyphs (16 MB a face): kana, punctuation,
 * full-width forms and the first level of the national character sets (JIS X 0208 level 1, 2,965 kanji, for
 * Japanese; GB 2312 level 1, 3,755 hanzi, for Chinese), which the browser's TextDecoder enumerates here.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';

const OUT = new URL('../src/invoices/pdf/fonts/', import.meta.url).pathname;
const NOTO = '/usr/share/fonts/truetype/noto/';
const CJK = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

const hex = (code) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** The characters of a double-byte EUC encoding's rows `firstRow`..`lastRow` (94 cells each). */
function eucRows(encoding, firstRow, lastRow) {
  const decoder = new TextDecoder(encoding, { fatal: false });
  const codes = new Set();
  for (let row = firstRow; row <= lastRow; row++) {
    for (let cell = 1; cell <= 94; cell++) {
      const text = decoder.decode(new Uint8Array([0xa0 + row, 0xa0 + cell]));
      const code = text.codePointAt(0);
      if (text.length === 1 && code !== 0xfffd) codes.add(code);
    }
  }
  return [...codes].map(hex);
}

// Latin (with its extensions and the combining marks), Greek, Cyrillic, punctuation, currency and letter-like signs.
const WESTERN = [
  'U+0000-024F',
  'U+0300-036F',
  'U+0370-03FF',
  'U+0400-052F',
  'U+1E00-1EFF',
  'U+2000-206F',
  'U+20A0-20CF',
  'U+2100-214F',
  'U+2212',
  'U+25CF',
];
const ARABIC = [
  'U+0020-0040',
  'U+00A0',
  'U+0600-06FF',
  'U+0750-077F',
  'U+08A0-08FF',
  'U+200C-200F',
  'U+2066-2069',
  'U+FB50-FDFF',
  'U+FE70-FEFF',
];
const CJK_COMMON = ['U+0020-007E', 'U+3000-303F', 'U+3040-30FF', 'U+31F0-31FF', 'U+FF00-FFEF'];

function subset(source, output, unicodes, fontNumber) {
  const args = ['-m', 'fontTools.subset', source, `--output-file=${OUT}${output}`, `--unicodes=${unicodes.join(',')}`];
  // Every OpenType feature: the Arabic forms and ligatures, kerning, the CJK's vertical and width forms are looked up.
  args.push('--layout-features=*', '--no-hinting', '--name-IDs=*', '--name-legacy', '--notdef-outline');
  if (fontNumber !== undefined) args.push(`--font-number=${fontNumber}`);
  execFileSync('/usr/bin/python3', args, { stdio: 'inherit' });
}

mkdirSync(OUT, { recursive: true });
subset(`${NOTO}NotoSans-Regular.ttf`, 'NotoSans-Regular.ttf', WESTERN);
subset(`${NOTO}NotoSans-Bold.ttf`, 'NotoSans-Bold.ttf', WESTERN);
subset(`${NOTO}NotoSansArabic-Regular.ttf`, 'NotoSansArabic-Regular.ttf', ARABIC);
subset(`${NOTO}NotoSansArabic-Bold.ttf`, 'NotoSansArabic-Bold.ttf', ARABIC);
// Faces of the collection: 0 is Japanese, 2 Simplified Chinese.
subset(CJK, 'NotoSansJP-Regular.otf', [...CJK_COMMON, ...eucRows('euc-jp', 16, 47)], 0);
subset(CJK, 'NotoSansSC-Regular.otf', [...CJK_COMMON, ...eucRows('gb2312', 16, 55)], 2);
