/** Axis arithmetic of the dashboards' charts: round ticks, positions, mirrored for right-to-left pages. No React here. */
import type { StatChart } from '../../schemas/stats.ts';
import { toneOf, type Tone } from '../list/data-table/status-tone.ts';

/** Four equal steps of 1, 2, 2.5 or 5 times a power of ten covering `span`. */
export function niceStep(span: number): number {
  if (span <= 0) return 1;
  const raw = span / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  return ([1, 2, 2.5, 5, 10].find((f) => f * power >= raw) ?? 10) * power;
}

/** The axis range: from zero (or below, for negative values) to a round top, with its ticks. */
export function niceRange(min: number, max: number, whole = false): { lo: number; hi: number; ticks: number[] } {
  const lo0 = Math.min(0, min);
  const hi0 = Math.max(0, max);
  if (hi0 === lo0) return { lo: 0, hi: 4, ticks: [0, 1, 2, 3, 4] };
  // Counts tick in whole numbers.
  const step = whole ? Math.max(1, niceStep(hi0 - lo0)) : niceStep(hi0 - lo0);
  const lo = Math.floor(lo0 / step) * step;
  const hi = Math.ceil(hi0 / step) * step;
  const ticks: number[] = [];
  for (let t = lo; t <= hi + step / 2; t += step) ticks.push(Math.round(t * 1e6) / 1e6);
  return { lo, hi, ticks };
}

/** Which of `n` labels to print so that at most `room` show, evenly spread, the last one always. */
export function labelStride(n: number, room: number): number {
  return Math.max(1, Math.ceil(n / Math.max(1, room)));
}

/** The series colours, from the theme's tokens (each checked for contrast in light and dark). */
export const SERIES_COLORS = [
  'var(--primary)',
  'var(--info)',
  'var(--success)',
  'var(--warning)',
  'var(--danger)',
  'var(--accent)',
  'color-mix(in oklab, var(--primary) 55%, var(--surface))',
  'color-mix(in oklab, var(--info) 55%, var(--surface))',
  'color-mix(in oklab, var(--success) 55%, var(--surface))',
  'color-mix(in oklab, var(--warning) 55%, var(--surface))',
];

const colorOf = (i: number) => SERIES_COLORS[i % SERIES_COLORS.length]!;

/** Label kinds whose values are statuses: they take their status's colour, as their badges in the lists do. */
const STATUS_KINDS: ReadonlySet<string> = new Set(['orderStatus', 'leaveStatus', 'estimateStatus']);
const TONE_COLORS: Readonly<Record<Tone, string>> = {
  success: 'var(--success)',
  warning: 'var(--warning)',
  danger: 'var(--danger)',
  info: 'var(--info)',
  primary: 'var(--primary)',
  neutral: 'var(--muted)',
};

/**
 * The colours of a chart's parts (its series, or a donut's slices), in order. Statuses take their tone (a declined
 * leave is never green); a tone an earlier status took comes lighter, so two slices never share a colour.
 */
export function partColors(kind: string, keys: readonly string[]): string[] {
  if (!STATUS_KINDS.has(kind)) return keys.map((_, i) => colorOf(i));
  const used = new Set<string>();
  return keys.map((key) => {
    const tone = TONE_COLORS[toneOf(key)];
    const color = used.has(tone) ? `color-mix(in oklab, ${tone} 55%, var(--surface))` : tone;
    used.add(tone);
    return color;
  });
}

/** The colours of what a chart's legend names: a donut's slices (its labels), else its series. */
export function chartColors(chart: StatChart): string[] {
  return chart.kind === 'donut'
    ? partColors(chart.labelKind, chart.labels)
    : partColors(
        chart.seriesKind,
        chart.series.map((s) => s.key),
      );
}

/** Comma-separated values with quotes where needed, a header row first. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const cell = (v: string | number) => {
    const text = String(v);
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [header, ...rows].map((r) => r.map(cell).join(',')).join('\n');
}
