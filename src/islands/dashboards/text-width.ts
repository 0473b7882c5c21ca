/** Direction marks the number formats put around a value: they take no room. */
const INVISIBLE = /[\u200e\u200f\u2066-\u2069]/g;
/** The average advance of a character, in ems, where nothing can measure (the unit tests' Node). */
const AVERAGE_EM = 0.6;

let context: OffscreenCanvasRenderingContext2D | null | undefined;
/** The page's font family, read once: reading a computed style can force the browser to recompute styles. */
let family: string | undefined;

/**
 * The width in CSS pixels of `text` set in the page's font at `size` pixels, measured by a canvas; an estimate from its
 * length where there is none. The page's font is the one the charts' SVG text inherits; before it has loaded, the
 * fallback's metrics (adjusted to the web font's) are measured.
 */
export function textWidth(text: string, size: number): number {
  const visible = text.replace(INVISIBLE, '');
  if (context === undefined) context = typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d');
  if (!context || typeof document === 'undefined') return visible.length * size * AVERAGE_EM;
  family ??= getComputedStyle(document.body).fontFamily;
  context.font = `${size}px ${family}`;
  return context.measureText(visible).width;
}
