import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '../../i18n/react.tsx';
import { useDrawn } from './defer.ts';
import type { StatChart } from '../../schemas/stats.ts';
import { downloadCsv, downloadPng } from './exporting.ts';
import type { Formats } from './formats.ts';
import { DonutPlot, HeatmapPlot, indexAt, PLOT_H, TimePlot, valueAxis } from './plots.tsx';
import { chartColors, toCsv } from './scale.ts';

const TOOL = 'rounded-md border border-line px-2 py-1 font-medium text-ink hover:bg-surface-2';

/**
 * The card's width, followed as it changes, so the chart is drawn at its real size (labels keep their size). Null until
 * the observer's first report, which comes after the browser's own layout: reading the width in a layout effect forced
 * a layout of the whole dashboard inside React's commit, one long task on a phone. Nothing is drawn at a guessed
 * width, which on a busy phone stuck out of a narrow card (in Arabic past the screen's left edge).
 */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(Math.max(240, Math.round(entry.contentRect.width))));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** Where the keyboard moves the active point: by one, to either end; in a heatmap also by row. Null leaves it. */
function nextIndex(key: string, current: number | null, count: number, columns: number, rtl: boolean): number | null {
  const at = current ?? -1;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return Math.min(count - 1, at + 1);
  if (key === back) return Math.max(0, at < 0 ? 0 : at - 1);
  if (key === 'ArrowDown' && columns < count) return Math.min(count - 1, at < 0 ? 0 : at + columns);
  if (key === 'ArrowUp' && columns < count) return Math.max(0, at - columns);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

interface Props {
  chart: StatChart;
  f: Formats;
  rtl: boolean;
  className?: string;
  /** The drill-down of point `index` (a bucket, a donut's slice): the list of the rows it sums; undefined for none. */
  linkOf?: ((index: number) => string | undefined) | undefined;
  /** The drill-down of series `k` as a whole (a department's head count, its last value); undefined for none. */
  seriesLinkOf?: ((k: number) => string | undefined) | undefined;
}

/** What a chart shows, in the page's language: its labels, series names, values and each point's description. */
function useChartText(chart: StatChart, f: Formats) {
  const labels = chart.labels.map((l) => f.label(chart.labelKind, l));
  const names = chart.series.map((s) => f.label(chart.seriesKind, s.key));
  const heatmap = chart.kind === 'heatmap';
  const donut = chart.kind === 'donut';
  const count = heatmap ? labels.length * names.length : labels.length;
  const value = (v: number) => (v < 0 ? '–' : f.value(chart.unit, v));
  const describe = (i: number): string => {
    if (heatmap) {
      const row = Math.floor(i / labels.length);
      const col = i % labels.length;
      return `${names[row]}, ${labels[col]}: ${value(chart.series[row]!.values[col]!)}`;
    }
    if (donut) return `${labels[i]}: ${value(chart.series[0]!.values[i]!)}`;
    return `${labels[i]}: ${chart.series.map((s, k) => `${names[k]} ${value(s.values[i]!)}`).join(', ')}`;
  };
  return { labels, names, heatmap, donut, count, value, describe };
}

type ChartText = ReturnType<typeof useChartText>;

/** The point the pointer or the arrow keys are on (null: none), with the handlers that move it. */
function useActivePoint(chart: StatChart, text: ChartText, width: number, rtl: boolean, side: number) {
  const [active, setActive] = useState<number | null>(null);
  const { labels, names, heatmap, donut, count } = text;
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    // Before the card's width is known nothing is drawn to point at.
    if (donut || count === 0 || width === 0) return;
    const box = e.currentTarget.getBoundingClientRect();
    const x = e.clientX - box.left;
    if (heatmap) {
      const left = 44;
      const col = Math.floor(((rtl ? width - 10 - x : x - left) / (width - left - 10)) * labels.length);
      const row = Math.floor(((e.clientY - box.top - 10) / (PLOT_H - 34)) * names.length);
      if (col >= 0 && col < labels.length && row >= 0 && row < names.length) setActive(row * labels.length + col);
      return;
    }
    setActive(indexAt(x, labels.length, width, rtl, chart.kind === 'bar' || chart.kind === 'stacked', side));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') return setActive(null);
    const next = nextIndex(e.key, active, count, heatmap ? labels.length : count, rtl);
    if (next === null || count === 0) return;
    e.preventDefault();
    setActive(next);
  };
  const clear = () => setActive(null);
  return { active: active !== null && active < count ? active : null, onPointerMove, onKeyDown, clear };
}

/** The card's tools: show the numbers as a table, download them as CSV, the picture as PNG. */
function ChartTools(props: { title: string; tableId: string; showData: boolean; onToggle(): void; onCsv(): void; onPng(): void }) {
  const { t } = useTranslation();
  const { title, tableId, showData } = props;
  return (
    <div className="flex shrink-0 gap-1 text-xs">
      <button type="button" className={TOOL} aria-expanded={showData} aria-controls={tableId} onClick={props.onToggle}>
        {showData ? t('dashboards.hideData') : t('dashboards.showData')}
      </button>
      <button type="button" className={TOOL} aria-label={t('dashboards.exportCsv', { title })} onClick={props.onCsv}>
        CSV
      </button>
      <button type="button" className={TOOL} aria-label={t('dashboards.exportPng', { title })} onClick={props.onPng}>
        PNG
      </button>
    </div>
  );
}

/** The picture: the plot that draws this kind of chart, at the card's width. */
function ChartPlot({
  chart,
  text,
  f,
  rtl,
  width,
  side,
  active,
}: {
  chart: StatChart;
  text: ChartText;
  f: Formats;
  rtl: boolean;
  width: number;
  side: number;
  active: number | null;
}) {
  const props = { chart, labels: text.labels, names: text.names, tick: (v: number) => f.tick(chart.unit, v), rtl, width, side, active };
  if (text.heatmap) return <HeatmapPlot {...props} />;
  if (text.donut) return <DonutPlot {...props} />;
  return <TimePlot {...props} />;
}

/**
 * The series (or, in a donut, the slices with their values) by colour; nothing for a single series or a heatmap. A
 * series with a drill-down shows its figure (its last value) and links to the rows it counts.
 */
function ChartLegend({
  chart,
  text,
  linkOf,
  seriesLinkOf,
}: {
  chart: StatChart;
  text: ChartText;
  linkOf?: ((index: number) => string | undefined) | undefined;
  seriesLinkOf?: ((k: number) => string | undefined) | undefined;
}) {
  const { t } = useTranslation();
  const legend = text.donut ? text.labels : text.heatmap ? [] : text.names;
  if (legend.length <= 1) return null;
  const colors = chartColors(chart);
  // A donut's slices are its legend's entries: each links to the rows it counts.
  const href = (k: number) => (text.donut ? linkOf?.(k) : seriesLinkOf?.(k));
  const figure = (k: number) => (text.donut ? chart.series[0]!.values[k] : href(k) ? chart.series[k]!.values.at(-1) : undefined);
  return (
    // Each link is at least 24 px high, the smallest target WCAG 2.2 allows (the rows of a wrapped legend touch).
    <ul className="mt-3 flex flex-wrap gap-x-4 text-xs text-muted" role="list">
      {legend.map((name, k) => {
        const value = figure(k);
        const shown = value === undefined ? null : <span className="font-semibold text-ink tabular-nums">{text.value(value)}</span>;
        // A series' link holds its figure too, and says what it counts ("Engineering: 120 employees"): the sentence is
        // its text for assistive technology, the name and the figure what is seen (an aria-label would not contain
        // the text seen, which speech input users say to follow it).
        const label =
          !text.donut && value !== undefined
            ? t(`dashboards.seriesLink.${chart.key}`, { name, count: value, value: text.value(value) })
            : undefined;
        return (
          <li key={k} className="flex items-center gap-1.5">
            <span aria-hidden="true" className="size-2.5 rounded-full" style={{ background: colors[k] }} />
            {href(k) ? (
              <a
                href={href(k)}
                className="inline-flex min-h-6 items-center gap-1.5 rounded hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
                data-chart-link
                data-series-link={text.donut ? undefined : chart.series[k]!.id}
              >
                {label ? (
                  <>
                    <span aria-hidden="true" className="inline-flex items-center gap-1.5">
                      <bdi>{name}</bdi>
                      {shown}
                    </span>
                    <span className="sr-only">{label}</span>
                  </>
                ) : (
                  <bdi>{name}</bdi>
                )}
              </a>
            ) : (
              <bdi>{name}</bdi>
            )}
            {text.donut && shown}
          </li>
        );
      })}
    </ul>
  );
}

/** The chart's numbers as a table: always there for screen readers, on screen after "Show data". */
function ChartDataTable(props: {
  id: string;
  title: string;
  shown: boolean;
  header: string[];
  rows: (string | number)[][];
  value(v: number): string;
}) {
  const { id, title, shown, header, rows, value } = props;
  return (
    <div
      id={id}
      // `relative`: the caption's visually hidden box stays inside the scroller instead of widening the page.
      className={shown ? 'relative mt-3 max-h-64 overflow-auto' : 'sr-only'}
      tabIndex={shown ? 0 : undefined}
      role={shown ? 'region' : undefined}
      aria-label={shown ? title : undefined}
    >
      <table className="w-full text-xs">
        <caption className="sr-only">{title}</caption>
        <thead>
          <tr className="border-b border-line text-muted">
            {header.map((h, i) => (
              <th key={i} scope="col" className={`px-2 py-1 font-semibold ${i ? 'text-end' : 'text-start'}`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i} className="border-b border-line last:border-0">
              <th scope="row" className="px-2 py-1 text-start font-medium">
                {row[0]}
              </th>
              {row.slice(1).map((v, k) => (
                <td key={k} className="px-2 py-1 text-end tabular-nums">
                  {value(v as number)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One chart as a named figure: the picture (pointer and arrow keys show a tooltip, also spoken), its legend, its
 * numbers as a table (read by screen readers, shown with "Show data"), and CSV / PNG downloads.
 */
export function ChartCard({ chart, f, rtl, className = '', linkOf, seriesLinkOf }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const { ref, width } = useWidth();
  const [drawn, drawNow] = useDrawn(ref);
  const svg = useRef<SVGSVGElement>(null);
  const [showData, setShowData] = useState(false);
  const text = useChartText(chart, f);
  // The room the value labels take (time charts only): the pointer's point and the plot must agree on it.
  const side = useMemo(
    () => (text.heatmap || text.donut || !width ? 0 : valueAxis(chart, (v) => f.tick(chart.unit, v), width).side),
    [chart, f, width, text.heatmap, text.donut],
  );
  const { active, onPointerMove, onKeyDown, clear } = useActivePoint(chart, text, width ?? 0, rtl, side);
  // A bar or bucket with a drill-down: a click or Enter on it opens the list of the rows it sums.
  const activeLink = active !== null && !text.heatmap ? linkOf?.(active) : undefined;
  const follow = () => {
    if (activeLink) window.location.assign(activeLink);
  };
  const title = t(`dashboards.chart.${chart.key}`);
  const header = [t(`dashboards.axis.${chart.labelKind === 'date' ? 'date' : 'label'}`), ...text.names];
  const rows = text.labels.map((label, i) => [label, ...chart.series.map((s) => s.values[i]!)]);
  const file = `${chart.key}-${chart.labels[0] ?? ''}`;
  const png = () => {
    // A chart not drawn yet (off the screen, the browser never idle) is drawn before its picture is taken.
    if (!drawn) flushSync(drawNow);
    const card = ref.current?.closest('section');
    if (svg.current) void downloadPng(svg.current, card ? getComputedStyle(card).backgroundColor : '#fff', `${file}.png`);
  };

  return (
    <section className={`card flex min-w-0 flex-col p-5 ${className}`} data-chart={chart.key}>
      <figure className="m-0 flex flex-1 flex-col" aria-labelledby={`${id}-title`}>
        {/* The title wraps in its own column beside the tools, which never drop below it in a narrow card. */}
        <div className="mb-3 flex items-start justify-between gap-2">
          <h2 id={`${id}-title`} className="min-w-0 flex-1 text-base font-semibold [overflow-wrap:anywhere]">
            {title}
          </h2>
          <ChartTools
            title={title}
            tableId={`${id}-table`}
            showData={showData}
            onToggle={() => {
              drawNow();
              setShowData(!showData);
            }}
            onCsv={() => downloadCsv(toCsv(header, rows), `${file}.csv`)}
            onPng={png}
          />
        </div>
        <div
          ref={ref}
          className={`relative rounded-lg focus-visible:outline-2 focus-visible:outline-primary ${activeLink ? 'cursor-pointer' : ''}`}
          style={{ height: PLOT_H }}
          tabIndex={0}
          // A slider over the chart's points: the arrow keys move it and screen readers say the point's values.
          role="slider"
          aria-label={`${title}. ${t('dashboards.chartHint')}`}
          aria-valuemin={0}
          aria-valuemax={Math.max(0, text.count - 1)}
          aria-valuenow={active ?? 0}
          aria-valuetext={active !== null ? text.describe(active) : title}
          onPointerMove={onPointerMove}
          // A tap has no move before it: it points at what it touches, then its click follows the link there.
          onPointerDown={onPointerMove}
          onPointerLeave={clear}
          onKeyDown={(e) => (e.key === 'Enter' && activeLink ? follow() : onKeyDown(e))}
          onClick={follow}
          data-drill={activeLink}
          onBlur={clear}
        >
          {width !== null && (
            <svg
              ref={svg}
              viewBox={`0 0 ${width} ${PLOT_H}`}
              width={width}
              height={PLOT_H}
              className="block max-w-full"
              aria-hidden="true"
              focusable="false"
            >
              {drawn && <ChartPlot chart={chart} text={text} f={f} rtl={rtl} width={width} side={side} active={active} />}
            </svg>
          )}
          {active !== null && (
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-x-2 top-1 mx-auto w-fit max-w-full rounded-md bg-ink px-2 py-1 text-xs text-surface shadow"
            >
              {text.describe(active)}
            </div>
          )}
        </div>
        {drawn && <ChartLegend chart={chart} text={text} linkOf={linkOf} seriesLinkOf={seriesLinkOf} />}
        {drawn && <ChartDataTable id={`${id}-table`} title={title} shown={showData} header={header} rows={rows} value={text.value} />}
      </figure>
    </section>
  );
}
