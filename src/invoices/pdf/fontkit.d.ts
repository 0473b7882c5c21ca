/** The part of fontkit (PDFKit's font engine, without types of its own) this folder calls. */
declare module 'fontkit' {
  /** A parsed font; PDFKit lays out and subsets it. */
  export interface Font {
    layout(text: string): unknown;
    readonly postscriptName: string;
  }
  export function create(data: Uint8Array, postscriptName?: string): Font;
}
