import type { StatChart } from '../../schemas/stats.ts';
import { chartColors, labelStride, niceRange } from './scale.ts';
import { textWidth } from './text-width.ts';

/** What every plot draws from: the chart, its labels and series names as shown, and the point the reader is on. */
export interface PlotProps {
  chart: StatChart;
  labels: string[];
  names: string[];
  /** Axis ticks (compact). */
  tick: (value: number) => string;
  rtl: boolean;
  width: number;
  /** The room beside a time plot for its value labels (valueAxis), on the left, or the right on RTL pages. */
  side: number;
  /** The label index the tooltip shows (for a heatmap: row * labels + column); null when none. */
  active: number | null;
}

export const PLOT_H = 220;
const PAD = { top: 10, bottom: 24, end: 10 };
/** The value labels' room: at least this, at most this share of the card's width. */
const SIDE = { min: 56, maxShare: 0.4 };
/** Between a value label and the plot. */
const LABEL_GAP = 6;

/** A time chart's value range and round ticks (stacked bars: up to the largest total). */
function valueRange(chart: StatChart) {
  const totals = chart.series[0]?.values.map((_, i) => chart.series.reduce((s, x) => s + Math.max(0, x.values[i] ?? 0), 0)) ?? [];
  const all = chart.series.flatMap((s) => s.values);
  const top = chart.kind === 'stacked' ? Math.max(0, ...totals) : Math.max(0, ...all);
  return niceRange(Math.min(0, ...all), top, chart.unit === 'count');
}

/**
 * A time chart's value axis: its range and ticks, and the room its widest tick label takes beside the plot (a compact
 * Arabic currency such as "20 ألف US$" is twice as wide as "$20K"). Measured once per chart and width, by the card.
 */
export function valueAxis(chart: StatChart, tick: (value: number) => string, width: number) {
  const range = valueRange(chart);
  const widest = Math.max(0, ...range.ticks.map((t) => textWidth(tick(t), 11)));
  const side = Math.round(Math.min(width * SIDE.maxShare, Math.max(SIDE.min, widest + 2 * LABEL_GAP)));
  return { ...range, side };
}

/** x of label `i` in a plot of `n` labels, left to right, or right to left on RTL pages. */
function xOf(i: number, n: number, width: number, rtl: boolean, slot: boolean, side: number): number {
  const plotW = width - side - PAD.end;
  const x0 = rtl ? PAD.end : side;
  const fraction = slot ? (i + 0.5) / n : n === 1 ? 0.5 : i / (n - 1);
  return rtl ? x0 + plotW - fraction * plotW : x0 + fraction * plotW;
}

/** The label index under a pointer at `x` (the inverse of xOf). */
export function indexAt(x: number, n: number, width: number, rtl: boolean, slot: boolean, side: number): number {
  const plotW = width - side - PAD.end;
  const x0 = rtl ? PAD.end : side;
  let fraction = (x - x0) / plotW;
  if (rtl) fraction = 1 - fraction;
  const i = slot ? Math.floor(fraction * n) : Math.round(fraction * (n - 1));
  return Math.min(n - 1, Math.max(0, i));
}

/** `text` cut with "…" to at most `room` pixels of 11 px text (whole when it fits, at least one letter). */
function fitText(text: string, room: number): string {
  if (textWidth(text, 11) <= room) return text;
  let end = text.length - 1;
  while (end > 1 && textWidth(`${text.slice(0, end).trimEnd()}…`, 11) > room) end--;
  return `${text.slice(0, end).trimEnd()}…`;
}

/** Grid lines, value ticks and the labels under the plot. */
function Axes({
  ticks,
  y,
  labels,
  slot,
  rtl,
  width,
  side,
  tick,
}: {
  ticks: number[];
  y: (v: number) => number;
  labels: string[];
  slot: boolean;
  rtl: boolean;
  width: number;
  side: number;
  tick: (v: number) => string;
}) {
  const stride = labelStride(labels.length, Math.floor(width / 90));
  const x0 = rtl ? PAD.end : side;
  const plotW = width - side - PAD.end;
  const x1 = x0;
  const x2 = x0 + plotW;
  return (
    <g fontSize="11" fill="var(--muted)">
      {ticks.map((t) => (
        <g key={t}>
          <line x1={x1} x2={x2} y1={y(t)} y2={y(t)} stroke="var(--line)" strokeDasharray={t === 0 ? undefined : '3 4'} />
          {/* Anchors are logical: the text inherits the page's direction, so on an RTL page "end" is its left edge.
              The value's end faces the plot in both directions. */}
          <text x={rtl ? width - side + LABEL_GAP : side - LABEL_GAP} y={y(t) + 4} textAnchor="end">
            {tick(t)}
          </text>
        </g>
      ))}
      {labels.map((label, i) => {
        if ((labels.length - 1 - i) % stride !== 0) return null;
        // A label as wide as the room between the labels shown (a country's name can be longer): shortened with "…",
        // the whole of it in a tooltip and in the chart's table, and kept inside the plot at its edges.
        const shown = fitText(label, (plotW / Math.max(labels.length, 1)) * stride - LABEL_GAP);
        const half = Math.max(24, textWidth(shown, 11) / 2);
        return (
          <text
            key={i}
            x={Math.min(x0 + plotW - half, Math.max(x0 + half, xOf(i, labels.length, width, rtl, slot, side)))}
            y={PLOT_H - 6}
            textAnchor="middle"
          >
            {shown !== label && <title>{label}</title>}
            {shown}
          </text>
        );
      })}
    </g>
  );
}

/** Area, line, grouped bars or stacked bars over the period's buckets. */
export function TimePlot({ chart, labels, tick, rtl, width, side, active }: PlotProps) {
  const n = labels.length;
  const stacked = chart.kind === 'stacked';
  const slot = chart.kind === 'bar' || stacked;
  const { lo, hi, ticks } = valueRange(chart);
  const plotH = PLOT_H - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + plotH - ((v - lo) / (hi - lo)) * plotH;
  const at = (i: number, inSlot: boolean) => xOf(i, n, width, rtl, inSlot, side);
  const slotW = (width - side - PAD.end) / Math.max(n, 1);
  const groupW = Math.min(slotW * 0.7, 44);
  const colors = chartColors(chart);
  return (
    <>
      <Axes ticks={ticks} y={y} labels={labels} slot={slot} rtl={rtl} width={width} side={side} tick={tick} />
      {active !== null && (
        <rect x={at(active, true) - slotW / 2} y={PAD.top} width={slotW} height={plotH} fill="var(--surface-2)" opacity="0.7" />
      )}
      {slot
        ? labels.map((_, i) => {
            let base = 0;
            const cx = at(i, true);
            return chart.series.map((s, k) => {
              const v = s.values[i] ?? 0;
              if (stacked) {
                const top = y(base + Math.max(0, v));
                const bottom = y(base);
                base += Math.max(0, v);
                return (
                  <rect key={`${i}-${k}`} x={cx - groupW / 2} y={top} width={groupW} height={Math.max(0, bottom - top)} fill={colors[k]} />
                );
              }
              const w = groupW / chart.series.length;
              const order = rtl ? chart.series.length - 1 - k : k;
              const x = cx - groupW / 2 + order * w;
              return (
                <rect
                  key={`${i}-${k}`}
                  x={x}
                  y={Math.min(y(v), y(0))}
                  width={Math.max(1, w - 1)}
                  height={Math.abs(y(0) - y(v))}
                  rx="2"
                  fill={colors[k]}
                  opacity={s.key === 'previous' ? 0.45 : 1}
                />
              );
            });
          })
        : chart.series.map((s, k) => {
            const points = s.values.map((v, i) => `${at(i, false).toFixed(1)},${y(v).toFixed(1)}`);
            const dashed = s.key === 'previous';
            return (
              <g key={s.key}>
                {chart.kind === 'area' && !dashed && (
                  <polygon
                    points={`${at(0, false)},${y(Math.max(lo, 0))} ${points.join(' ')} ${at(n - 1, false)},${y(Math.max(lo, 0))}`}
                    fill={colors[k]}
                    opacity="0.14"
                  />
                )}
                <polyline
                  points={points.join(' ')}
                  fill="none"
                  stroke={colors[k]}
                  strokeWidth="2"
                  strokeDasharray={dashed ? '5 4' : undefined}
                  strokeLinejoin="round"
                />
                {active !== null && s.values[active] !== undefined && (
                  <circle cx={at(active, false)} cy={y(s.values[active])} r="4" fill={colors[k]} stroke="var(--surface)" strokeWidth="2" />
                )}
              </g>
            );
          })}
    </>
  );
}

/** A donut of the shares of one series; the active slice stands out. */
export function DonutPlot({ chart, width, active }: PlotProps) {
  const values = chart.series[0]?.values ?? [];
  const colors = chartColors(chart);
  const total = values.reduce((a, b) => a + Math.max(0, b), 0);
  const r = 70;
  const c = 2 * Math.PI * r;
  let offset = 0;
  const cx = width / 2;
  return (
    <g transform={`rotate(-90 ${cx} ${PLOT_H / 2})`}>
      <circle cx={cx} cy={PLOT_H / 2} r={r} fill="none" stroke="var(--surface-2)" strokeWidth="26" />
      {total > 0 &&
        values.map((v, i) => {
          const length = (Math.max(0, v) / total) * c;
          const arc = (
            <circle
              key={i}
              cx={cx}
              cy={PLOT_H / 2}
              r={r}
              fill="none"
              stroke={colors[i]}
              strokeWidth={active === i ? 34 : 26}
              strokeDasharray={`${Math.max(length - 1.5, 0)} ${c}`}
              strokeDashoffset={-offset}
            />
          );
          offset += length;
          return arc;
        })}
    </g>
  );
}

/** A grid of rows (series) by columns (labels), each cell as dark as its value; -1 marks a cell with no value. */
export function HeatmapPlot({ chart, labels, names, rtl, width, active }: PlotProps) {
  const rows = chart.series.length;
  const cols = labels.length;
  const left = 44;
  const plotW = width - left - PAD.end;
  const cellW = plotW / Math.max(cols, 1);
  const cellH = (PLOT_H - PAD.bottom - PAD.top) / Math.max(rows, 1);
  const values = chart.series.flatMap((s) => s.values).filter((v) => v >= 0);
  const lo = chart.unit === 'percent' ? Math.min(...values, 1) : 0;
  const hi = Math.max(...values, lo + 1e-9);
  const stride = labelStride(cols, Math.floor(plotW / 44));
  const x = (col: number) => (rtl ? PAD.end + plotW - (col + 1) * cellW : left + col * cellW);
  return (
    <g fontSize="11" fill="var(--muted)">
      {chart.series.map((s, row) => (
        <g key={s.key}>
          {/* The row's name starts at the outer edge (the right one on an RTL page, where "start" is the right edge). */}
          <text x={rtl ? width - 4 : 4} y={PAD.top + row * cellH + cellH / 2 + 4} textAnchor="start">
            {names[row]}
          </text>
          {s.values.map((v, col) => (
            <rect
              key={col}
              x={x(col) + 1}
              y={PAD.top + row * cellH + 1}
              width={Math.max(1, cellW - 2)}
              height={Math.max(1, cellH - 2)}
              rx="2"
              fill={v < 0 ? 'var(--surface-2)' : 'var(--primary)'}
              opacity={v < 0 ? 0.6 : 0.12 + (0.88 * (v - lo)) / (hi - lo || 1)}
              stroke={active === row * cols + col ? 'var(--ink)' : 'none'}
              strokeWidth="2"
            />
          ))}
        </g>
      ))}
      {labels.map((label, col) =>
        col % stride === 0 ? (
          <text key={col} x={x(col) + cellW / 2} y={PLOT_H - 6} textAnchor="middle">
            {label}
          </text>
        ) : null,
      )}
    </g>
  );
}

/** The small trend line of a KPI card. */
export function Sparkline({ values, label, className = 'shrink-0' }: { values: number[]; label?: string; className?: string }) {
  const w = 60;
  const h = 28;
  const max = Math.max(...values, 0);
  const min = Math.min(...values, 0);
  const points = values.map(
    (v, i) => `${values.length === 1 ? w / 2 : (i / (values.length - 1)) * w},${h - 2 - ((v - min) / (max - min || 1)) * (h - 4)}`,
  );
  return (
    <svg
      viewBox={`0 0 ${w} ${h}`}
      width={w}
      height={h}
      className={`block rtl:-scale-x-100 ${className}`}
      // Narrowed by its className (a phone's KPI card), it is squeezed, not cut, and its line keeps its width.
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
      data-label={label}
    >
      <polyline
        points={points.join(' ')}
        fill="none"
        stroke="var(--primary)"
        strokeWidth="2"
        strokeLinejoin="round"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
