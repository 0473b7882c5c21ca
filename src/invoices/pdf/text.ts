import bidiFactory from 'bidi-js';
import type { PdfFontName } from './types.ts';

/**
 * Text on a PDF page in any of the app's scripts: PDFKit places glyphs and fontkit shapes them (Arabic joining forms
 * and ligatures, kerning), but neither orders mixed-direction text nor falls back across fonts. So each line is cut
 * into runs of one font and one bidi level (the Unicode Bidirectional Algorithm, bidi-js), and the runs are drawn
 * left to right in visual order. fontkit reverses a right-to-left script's glyphs itself; a right-to-left run of
 * neutral characters only (spaces, punctuation) is reversed and mirrored here.
 */

/** What PDFKit offers the engine: the subset of its document API it calls. */
export interface PdfCanvas {
  font(name: string): PdfCanvas;
  fontSize(size: number): PdfCanvas;
  widthOfString(text: string, options?: RunOptions): number;
  text(text: string, x: number, y: number, options: RunOptions & { lineBreak: false; baseline: 'alphabetic' }): PdfCanvas;
}

/**
 * `features` set (even empty, fontkit then applies the script's default features) makes PDFKit lay out the run as a
 * whole. Without it PDFKit lays out word by word, for its cache, and puts the words left to right: right for
 * Latin, wrong for Arabic, whose words fontkit reverses one by one.
 */
interface RunOptions {
  features?: string[];
}

export interface TextStyle {
  size: number;
  bold?: boolean;
}

export type Script = 'arabic' | 'cjk' | 'other';

const bidi = bidiFactory();
const WHOLE_RUN: RunOptions = { features: [] };
/** Noto Sans's ascent in ems: the baseline's distance below a line's top. */
const ASCENT = 1.069;

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const CJK = /[\u2E80-\u2FDF\u3000-\u30FF\u31F0-\u31FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]/;
// Direction marks and isolates steer the algorithm and are not drawn.
const BIDI_CONTROL = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/;
// Characters no script owns: they take the font of the text around them, so an Arabic phrase stays one run.
const NEUTRAL = /[\s\d!-/:-@[-`{-~\u00A0-\u00BF\u2000-\u206F\u20A0-\u20CF\u2212]/;

export function scriptOf(char: string): Script {
  if (ARABIC.test(char)) return 'arabic';
  if (CJK.test(char)) return 'cjk';
  return 'other';
}

/** The scripts a text uses: which fonts its PDF needs. */
export function scriptsIn(text: string): Set<Script> {
  const scripts = new Set<Script>();
  if (ARABIC.test(text)) scripts.add('arabic');
  if (CJK.test(text)) scripts.add('cjk');
  return scripts;
}

export class TextEngine {
  private readonly canvas: PdfCanvas;
  private readonly direction: 'ltr' | 'rtl';
  /** the CJK face for this language: Japanese forms in Japanese, Simplified Chinese otherwise */
  private readonly cjkFont: PdfFontName;

  /** whether a font has a glyph for a character */
  private readonly covers: (font: PdfFontName, codePoint: number) => boolean;

  constructor(
    canvas: PdfCanvas,
    direction: 'ltr' | 'rtl',
    cjkFont: PdfFontName,
    hooks: { covers: (font: PdfFontName, codePoint: number) => boolean },
  ) {
    this.canvas = canvas;
    this.direction = direction;
    this.cjkFont = cjkFont;
    this.covers = hooks.covers;
  }

  private fontFor(script: Script, bold: boolean): PdfFontName {
    if (script === 'arabic') return bold ? 'arabicBold' : 'arabic';
    if (script === 'cjk') return this.cjkFont;
    return bold ? 'sansBold' : 'sans';
  }

  /** The line's runs in the order they are drawn, left to right, each with its text as PDFKit is to lay it out. */
  private visualRuns(line: string, style: TextStyle): { text: string; font: PdfFontName; options: RunOptions; logical: number }[] {
    const { levels } = bidi.getEmbeddingLevels(line, this.direction);
    const chars = Array.from(line);
    const runs: { text: string; font: PdfFontName; level: number; rtlScript: boolean; logical: number }[] = [];
    let offset = 0; // index in UTF-16 units, as bidi-js counts
    const fonts = this.fontsOf(chars, style);
    chars.forEach((char, index) => {
      const level = levels[offset] ?? 0;
      offset += char.length;
      if (BIDI_CONTROL.test(char)) return;
      const font = fonts[index] ?? 'sans';
      const last = runs.at(-1);
      if (last?.level === level && last.font === font) last.text += char;
      else runs.push({ text: char, font, level, rtlScript: false, logical: runs.length });
    });
    for (const run of runs) run.rtlScript = ARABIC.test(run.text);
    // Rule L2: from the highest level to the lowest odd one, reverse every sequence of runs at that level or above.
    const highest = Math.max(0, ...runs.map((r) => r.level));
    const lowestOdd = Math.min(...runs.map((r) => r.level).filter((l) => l % 2 === 1), highest + 1);
    for (let level = highest; level >= lowestOdd; level--) {
      for (let start = 0; start < runs.length; start++) {
        if ((runs[start]?.level ?? 0) < level) continue;
        let end = start;
        while (end + 1 < runs.length && (runs[end + 1]?.level ?? 0) >= level) end++;
        runs.splice(start, end - start + 1, ...runs.slice(start, end + 1).reverse());
        start = end;
      }
    }
    return runs.map((run) => ({
      logical: run.logical,
      font: run.font,
      options: run.rtlScript ? WHOLE_RUN : {},
      // fontkit reverses an Arabic run's glyphs; a right-to-left run without one (say ": " or "(") is reversed here.
      text: run.level % 2 === 1 && !run.rtlScript ? mirrored(run.text) : run.text,
    }));
  }

  /** Each character's font: its script's, or for a neutral one the font of the text before it (else after it). */
  private fontsOf(chars: string[], style: TextStyle): PdfFontName[] {
    const bold = style.bold ?? false;
    const scripts = chars.map((c) => (NEUTRAL.test(c) || BIDI_CONTROL.test(c) ? null : scriptOf(c)));
    let current: Script = scripts.find((s) => s !== null) ?? 'other';
    return scripts.map((script, index) => {
      if (script !== null) current = script;
      const font = this.fontFor(current, bold);
      // A neutral the neighbours' font lacks (Noto Sans Arabic has no brackets) comes from Noto Sans.
      const code = chars[index]?.codePointAt(0) ?? 0;
      return script === null && !this.covers(font, code) ? this.fontFor('other', bold) : font;
    });
  }

  width(line: string, style: TextStyle): number {
    let total = 0;
    for (const run of this.visualRuns(line, style)) {
      total += this.canvas.font(run.font).fontSize(style.size).widthOfString(run.text, run.options);
    }
    return total;
  }

  /**
   * Draws one line with its left edge at `x` (its top at `y`). The runs are placed in visual order but written to the
   * page in logical order: text extraction (copy and paste, search, pdf.js) follows the order of the page's content,
   * so an Arabic amount reads "400.65 €" as typed, not "€ 400.65" as seen.
   */
  drawLine(line: string, x: number, y: number, style: TextStyle): void {
    let left = x;
    const placed = this.visualRuns(line, style).map((run) => {
      const at = left;
      left += this.canvas.font(run.font).fontSize(style.size).widthOfString(run.text, run.options);
      return { ...run, at };
    });
    for (const run of placed.sort((a, b) => a.logical - b.logical)) {
      // On the line's baseline: fonts differ in their ascent, so placing each by its top would move Arabic lower.
      const options = { ...run.options, lineBreak: false, baseline: 'alphabetic' } as const;
      this.canvas
        .font(run.font)
        .fontSize(style.size)
        .text(run.text, run.at, y + style.size * ASCENT, options);
    }
  }

  /** Cuts a text into lines at most `width` wide: at spaces, and between any two characters of a word too long. */
  wrap(text: string, width: number, style: TextStyle): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(/(?<=\s)/)) {
        const candidate = line + word;
        if (line === '' || this.width(candidate.trimEnd(), style) <= width) {
          line = candidate;
          continue;
        }
        lines.push(line.trimEnd());
        line = word;
      }
      lines.push(...this.breakLongLine(line.trimEnd(), width, style));
    }
    return lines;
  }

  private breakLongLine(line: string, width: number, style: TextStyle): string[] {
    if (this.width(line, style) <= width) return [line];
    const pieces: string[] = [];
    let piece = '';
    for (const char of Array.from(line)) {
      if (piece !== '' && this.width(piece + char, style) > width) {
        pieces.push(piece);
        piece = '';
      }
      piece += char;
    }
    return [...pieces, piece];
  }
}

/** A right-to-left run of neutrals in drawing order: reversed, brackets mirrored. */
function mirrored(text: string): string {
  return Array.from(text)
    .reverse()
    .map((char) => bidi.getMirroredCharacter(char) ?? char)
    .join('');
}
