// The PDF's text engine (text.ts) on a canvas that records what is drawn: each character 1 pt wide.
import { describe, expect, it } from 'vitest';
import { TextEngine, type PdfCanvas } from './text.ts';
import type { PdfFontName } from './types.ts';

function recorder() {
  const drawn: { text: string; x: number; font: string }[] = [];
  let font = '';
  const canvas: PdfCanvas = {
    font(name) {
      font = name;
      return canvas;
    },
    fontSize: () => canvas,
    widthOfString: (text) => Array.from(text).length,
    text(text, x) {
      drawn.push({ text, x, font });
      return canvas;
    },
  };
  return { canvas, drawn };
}

// Noto Sans Arabic has no brackets; the other fonts have every character here.
const covers = (font: PdfFontName, codePoint: number) => !(font.startsWith('arabic') && (codePoint === 0x28 || codePoint === 0x29));
const engine = (canvas: PdfCanvas, direction: 'ltr' | 'rtl') => new TextEngine(canvas, direction, 'japanese', { covers });

describe('the PDF text engine', () => {
  it('draws a left-to-right line as one run at its left edge', () => {
    const { canvas, drawn } = recorder();
    engine(canvas, 'ltr').drawLine('Rossi Calzature S.r.l.', 10, 0, { size: 9 });
    expect(drawn).toEqual([{ text: 'Rossi Calzature S.r.l.', x: 10, font: 'sans' }]);
  });

  it("writes an Arabic amount's runs in reading order at their places: the isolated currency left of the number", () => {
    const { canvas, drawn } = recorder();
    engine(canvas, 'rtl').drawLine('400.65 \u2066€\u2069', 0, 0, { size: 9 });
    expect(drawn.map((d) => d.text)).toEqual(['400.65', ' ', '€']);
    const at = (text: string) => drawn.find((d) => d.text === text)?.x;
    expect(at('€')).toBe(0);
    expect(at('400.65')).toBe(2);
  });

  it('mirrors brackets in right-to-left text, from the Latin font when the Arabic one lacks them', () => {
    const { canvas, drawn } = recorder();
    engine(canvas, 'rtl').drawLine('جملة (مقاس 42)', 0, 0, { size: 9 });
    const opening = drawn.find((d) => d.text.includes(')') && d.x > 0);
    // "(" after جملة is drawn as ")" right of مقاس; the closing one, as "(", is the leftmost glyph.
    expect(opening?.font).toBe('sans');
    expect(drawn.find((d) => d.x === 0)?.text).toBe('(');
    expect(drawn.filter((d) => d.font === 'arabic').map((d) => d.text)).toEqual(['جملة ', 'مقاس ', '42']);
  });

  it('wraps at spaces, and Japanese between characters', () => {
    const { canvas } = recorder();
    const text = engine(canvas, 'ltr');
    expect(text.wrap('Running shoes wholesale', 14, { size: 9 })).toEqual(['Running shoes', 'wholesale']);
    expect(text.wrap('ランニングシューズ卸売', 4, { size: 9 })).toEqual(['ランニン', 'グシュー', 'ズ卸売']);
  });
});
