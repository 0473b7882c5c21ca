import type { TextEngine, TextStyle } from './text.ts';

/** A4 in points, and the page's margins. */
export const PAGE = { width: 595.28, height: 841.89, margin: 42 };
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const LINE_HEIGHT = 1.4;

export type Align = 'start' | 'end';

/** What the page draws with, besides text: PDFKit's document. */
interface PdfDraw {
  addPage(): unknown;
  fillColor(color: string): PdfDraw;
  strokeColor(color: string): PdfDraw;
  lineWidth(width: number): PdfDraw;
  rect(x: number, y: number, w: number, h: number): PdfDraw;
  moveTo(x: number, y: number): PdfDraw;
  lineTo(x: number, y: number): PdfDraw;
  fill(): PdfDraw;
  stroke(): PdfDraw;
}

/**
 * The page being written, top to bottom. Positions are given from the start edge of the content (the left in a
 * left-to-right language, the right in Arabic), so one layout serves both directions; `start`/`end` alignment
 * follows the direction too.
 */
export class Page {
  /** the top of what comes next, in points from the top of the page */
  y = PAGE.margin;

  private readonly doc: PdfDraw;
  readonly text: TextEngine;
  readonly direction: 'ltr' | 'rtl';

  constructor(doc: PdfDraw, text: TextEngine, direction: 'ltr' | 'rtl') {
    this.doc = doc;
    this.text = text;
    this.direction = direction;
  }

  get bottom(): number {
    return PAGE.height - PAGE.margin;
  }

  /** The physical left edge of a box `width` wide at `offset` from the content's start edge. */
  left(offset: number, width: number): number {
    return this.direction === 'rtl' ? PAGE.margin + CONTENT_WIDTH - offset - width : PAGE.margin + offset;
  }

  lineHeight(style: TextStyle): number {
    return style.size * LINE_HEIGHT;
  }

  /** The height a text takes in a box `width` wide. */
  measure(text: string, width: number, style: TextStyle): number {
    return this.text.wrap(text, width, style).length * this.lineHeight(style);
  }

  /** Writes a text wrapped in a box at `offset`, `width` wide, its top at `top` (default: the cursor); its height. */
  write(
    text: string,
    offset: number,
    width: number,
    style: TextStyle,
    options: { align?: Align; color?: string; top?: number } = {},
  ): number {
    const top = options.top ?? this.y;
    const lines = this.text.wrap(text, width, style);
    const boxLeft = this.left(offset, width);
    const atRight = (options.align === 'end') !== (this.direction === 'rtl');
    this.doc.fillColor(options.color ?? '#111827');
    lines.forEach((line, index) => {
      const x = atRight ? boxLeft + width - this.text.width(line, style) : boxLeft;
      this.text.drawLine(line, x, top + index * this.lineHeight(style), style);
    });
    return lines.length * this.lineHeight(style);
  }

  /** A new page when `height` more does not fit; true when it started one. */
  ensure(height: number): boolean {
    if (this.y + height <= this.bottom) return false;
    this.doc.addPage();
    this.y = PAGE.margin;
    return true;
  }

  fillBox(offset: number, width: number, top: number, height: number, color: string): void {
    this.doc.fillColor(color).rect(this.left(offset, width), top, width, height).fill();
  }

  rule(top: number, color: string, offset = 0, width = CONTENT_WIDTH): void {
    const left = this.left(offset, width);
    this.doc
      .strokeColor(color)
      .lineWidth(0.6)
      .moveTo(left, top)
      .lineTo(left + width, top)
      .stroke();
  }
}
