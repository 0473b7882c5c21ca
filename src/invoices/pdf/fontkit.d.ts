/** The part of fontkit (PDFKit's font engine, without types of its own) this folder calls. */
declare module 'fontkit' {
  export interface Glyph {
    /** the characters the glyph stands for, which PDFKit writes as its text */
    codePoints: number[];
  }
  export interface GlyphRun {
    glyphs: Glyph[];
  }
  /** A parsed font; PDFKit lays out and subsets it. */
  export interface Font {
    layout(text: string, features?: string[] | Record<string, boolean>): GlyphRun;
    readonly postscriptName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
    /** fontkit's cache of glyph objects by id (internal; emptied by render.ts for each document) */
    _glyphs: Record<number, unknown>;
  }
  export function create(data: Uint8Array, postscriptName?: string): Font;
}
