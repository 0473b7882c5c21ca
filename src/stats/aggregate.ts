/**
 * The dashboards' figures computed from rows in JavaScript. The fake backend answers `GET /app/stats/<dashboard>`
 * with these functions over the history (src/stats/history.ts) and its lists; the reference server computes the
 * same figures in SQL, and its tests compare the two.
 */
import type { StatChart, StatKpi, Stats, StatTable } from '../schemas/stats.ts';
import { bucketOf, buckets, epochDay, isoDay, previousPeriod, type DashboardName, type Period } from './period.ts';

export const round2 = (n: number) => Math.round(n * 100) / 100;
/** Shares are given to four decimals (0.1234 = 12.34 %). */
export const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

export function inPeriod(date: string, period: Pick<Period, 'from' | 'to'>): boolean {
  return date >= period.from && date <= period.to;
}

/** Per bucket of `period`, the sum of `value` over the rows dated in it. */
export function perBucket<T>(rows: readonly T[], period: Period, dateOf: (row: T) => string, value: (row: T) => number): number[] {
  const labels = buckets(period);
  const index = new Map(labels.map((label, i) => [label, i]));
  const out = labels.map(() => 0);
  // Many rows share a day (a day's orders, or its sums by status): each day's bucket is found once.
  const bucketIndex = new Map<string, number | undefined>();
  for (const row of rows) {
    const date = dateOf(row);
    if (!inPeriod(date, period)) continue;
    let i = bucketIndex.get(date);
    if (i === undefined && !bucketIndex.has(date)) bucketIndex.set(date, (i = index.get(bucketOf(date, period.interval))));
    if (i !== undefined) out[i]! += value(row);
  }
  return out.map(round2);
}

/** The previous period's buckets laid against the current ones (the same count; a shorter one is padded with zeros). */
export function alignPrevious(values: readonly number[], length: number): number[] {
  return Array.from({ length }, (_, i) => values[i] ?? 0);
}

export function sum(values: readonly number[]): number {
  return round2(values.reduce((a, b) => a + b, 0));
}

export function kpi(key: string, unit: StatKpi['unit'], value: number, previous: number, spark: number[]): StatKpi {
  return {
    key,
    unit,
    value: unit === 'percent' || unit === 'ratio' ? round4(value) : round2(value),
    previous: unit === 'percent' || unit === 'ratio' ? round4(previous) : round2(previous),
    spark,
  };
}

export function ratio(a: number, b: number): number {
  return b === 0 ? 0 : a / b;
}

/** A chart over the buckets of the period, one series per entry of `series`. */
export function timeChart(
  key: string,
  kind: StatChart['kind'],
  unit: StatChart['unit'],
  period: Period,
  series: Record<string, number[]>,
  seriesKind: StatChart['seriesKind'] = 'key',
): StatChart {
  return {
    key,
    kind,
    unit,
    labelKind: 'date',
    labels: buckets(period),
    seriesKind,
    series: Object.entries(series).map(([k, values]) => ({ key: k, values })),
  };
}

/** The head of `period` and of the one before it, as the answer reports them. */
export function statsHead(dashboard: DashboardName, period: Period): Pick<Stats, 'dashboard' | 'from' | 'to' | 'interval' | 'previous'> {
  const previous = previousPeriod(period);
  return { dashboard, from: period.from, to: period.to, interval: period.interval, previous: { from: previous.from, to: previous.to } };
}

/** Top `n` keys by value, the rest summed under `*` (the page says "Other"). */
export function topWithOther(totals: Map<string, number>, n: number): { labels: string[]; values: number[] } {
  const sorted = [...totals.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const head = sorted.slice(0, n);
  const rest = sorted.slice(n).reduce((s, [, v]) => s + v, 0);
  const entries = rest > 0 ? [...head, ['*', rest] as [string, number]] : head;
  return { labels: entries.map(([k]) => k), values: entries.map(([, v]) => round2(v)) };
}

export function table(
  key: string,
  columns: StatTable['columns'],
  rows: { id: number; cells: Record<string, string | number> }[],
): StatTable {
  return { key, columns, rows };
}

/** Each bucket's last day, never after the period's end. */
export function bucketEnds(period: Period): string[] {
  const starts = buckets(period);
  return starts.map((_, i) => (i + 1 < starts.length ? isoDay(epochDay(starts[i + 1]!) - 1) : period.to));
}
