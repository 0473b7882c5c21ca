import type { Stats } from '../schemas/stats.ts';
import { alignPrevious, inPeriod, kpi, perBucket, ratio, statsHead, sum, table, timeChart } from './aggregate.ts';
import { COUNTRIES, DEVICES, PAGES, SOURCES, weekdayIndex, type VisitDay } from './history.ts';
import { buckets, epochDay, previousPeriod, type Period } from './period.ts';

function figures(visits: readonly VisitDay[], period: Period) {
  const at = (v: VisitDay) => v.day;
  return {
    sessions: perBucket(visits, period, at, (v) => v.sessions),
    visitors: perBucket(visits, period, at, (v) => v.visitors),
    bounces: perBucket(visits, period, at, (v) => v.bounces),
    pageviews: perBucket(visits, period, at, (v) => v.pageviews),
  };
}

/** Sums the per-day breakdown `pick` over the days of the period. */
function breakdown(visits: readonly VisitDay[], pick: (v: VisitDay) => number[], size: number): number[] {
  const out = new Array<number>(size).fill(0);
  for (const v of visits) pick(v).forEach((n, i) => (out[i]! += n));
  return out;
}

/** The analytics dashboard: sessions, visitors, bounce rate and pages per session; sources, devices, countries, hours. */
export function analyticsStats(period: Period, visits: readonly VisitDay[]): Stats {
  const prev = previousPeriod(period);
  const now = figures(visits, period);
  const before = figures(visits, prev);
  const current = visits.filter((v) => inPeriod(v.day, period));
  const heat = Array.from({ length: 7 }, () => new Array<number>(24).fill(0));
  for (const v of current) v.hours.forEach((n, h) => (heat[weekdayIndex(epochDay(v.day))]![h]! += n));
  const countries = breakdown(current, (v) => v.countries, COUNTRIES.length);
  const ranked = COUNTRIES.map((c, i) => ({ c, n: countries[i]! })).sort((a, b) => b.n - a.n || a.c.localeCompare(b.c));
  const pages = breakdown(current, (v) => v.pages, PAGES.length);
  return {
    ...statsHead('analytics', period),
    kpis: [
      kpi('sessions', 'count', sum(now.sessions), sum(before.sessions), now.sessions),
      kpi('visitors', 'count', sum(now.visitors), sum(before.visitors), now.visitors),
      kpi(
        'bounceRate',
        'percent',
        ratio(sum(now.bounces), sum(now.sessions)),
        ratio(sum(before.bounces), sum(before.sessions)),
        now.bounces.map((b, i) => ratio(b, now.sessions[i]!)),
      ),
      kpi(
        'pagesPerSession',
        'ratio',
        ratio(sum(now.pageviews), sum(now.sessions)),
        ratio(sum(before.pageviews), sum(before.sessions)),
        now.pageviews.map((p, i) => ratio(p, now.sessions[i]!)),
      ),
    ],
    charts: [
      timeChart('sessions', 'area', 'count', period, {
        current: now.sessions,
        previous: alignPrevious(before.sessions, buckets(period).length),
      }),
      {
        key: 'sources',
        kind: 'donut',
        unit: 'count',
        labelKind: 'key',
        labels: [...SOURCES],
        seriesKind: 'key',
        series: [{ key: 'sessions', values: breakdown(current, (v) => v.sources, SOURCES.length) }],
      },
      {
        key: 'devices',
        kind: 'donut',
        unit: 'count',
        labelKind: 'key',
        labels: [...DEVICES],
        seriesKind: 'key',
        series: [{ key: 'sessions', values: breakdown(current, (v) => v.devices, DEVICES.length) }],
      },
      {
        key: 'countries',
        kind: 'bar',
        unit: 'count',
        labelKind: 'country',
        labels: ranked.map((r) => r.c),
        seriesKind: 'key',
        series: [{ key: 'sessions', values: ranked.map((r) => r.n) }],
      },
      {
        key: 'hours',
        kind: 'heatmap',
        unit: 'count',
        labelKind: 'hour',
        labels: Array.from({ length: 24 }, (_, h) => String(h)),
        seriesKind: 'weekday',
        series: heat.map((values, d) => ({ key: String(d), values })),
      },
    ],
    tables: [
      table(
        'topPages',
        [
          { key: 'page', kind: 'code' },
          { key: 'sessions', kind: 'count' },
        ],
        PAGES.map((page, i) => ({ id: i + 1, cells: { page, sessions: pages[i]! } })).sort(
          (a, b) => Number(b.cells.sessions) - Number(a.cells.sessions),
        ),
      ),
    ],
  };
}
