import type { Stats } from '../schemas/stats.ts';
import { alignPrevious, inPeriod, kpi, perBucket, ratio, statsHead, sum, table, timeChart } from './aggregate.ts';
import { buckets, epochDay, previousPeriod, type Period } from './period.ts';
import { SESSION_DEVICES, SESSION_SOURCES, type Session } from '../resources/sessions.ts';

/** The fields of a session row the figures read (the server reads no more than these). */
export type SessionFact = Pick<Session, 'date' | 'hour' | 'source' | 'device' | 'country' | 'landingPage' | 'pageviews' | 'returning'>;

/** Monday = 0. */
const weekdayOf = (date: string) => (epochDay(date) + 3) % 7;
/** A visit of a single page: a bounce. */
const isBounce = (s: Pick<Session, 'pageviews'>) => s.pageviews === 1;

function figures(sessions: readonly SessionFact[], period: Period) {
  const at = (s: SessionFact) => s.date;
  return {
    sessions: perBucket(sessions, period, at, () => 1),
    // A visitor is counted at their first visit: a session of a visitor not seen before.
    visitors: perBucket(sessions, period, at, (s) => (s.returning ? 0 : 1)),
    bounces: perBucket(sessions, period, at, (s) => (isBounce(s) ? 1 : 0)),
    pageviews: perBucket(sessions, period, at, (s) => s.pageviews),
  };
}

/** Sessions per value of `key`, most first (ties by value); `values` gives the order and the values shown with none. */
function countBy<K extends keyof SessionFact>(
  sessions: readonly SessionFact[],
  key: K,
  values?: readonly string[],
): { value: string; n: number }[] {
  const counts = new Map<string, number>((values ?? []).map((v) => [v, 0]));
  for (const s of sessions) counts.set(String(s[key]), (counts.get(String(s[key])) ?? 0) + 1);
  const out = [...counts].map(([value, n]) => ({ value, n }));
  return values ? out : out.sort((a, b) => b.n - a.n || a.value.localeCompare(b.value));
}

function breakdownChart(key: 'sources' | 'devices', values: readonly string[], current: readonly SessionFact[]): Stats['charts'][number] {
  const counts = countBy(current, key === 'sources' ? 'source' : 'device', values);
  return {
    key,
    kind: 'donut',
    unit: 'count',
    labelKind: 'key',
    labels: [...values],
    seriesKind: 'key',
    series: [{ key: 'sessions', values: counts.map((c) => c.n) }],
  };
}

/**
 * The analytics dashboard, summed over the rows of the sessions list: sessions, visitors (first visits), bounce rate
 * (one-page visits) and pages per session; sessions by source, device, country, weekday and hour; the landing pages.
 */
export function analyticsStats(period: Period, sessions: readonly SessionFact[]): Stats {
  const prev = previousPeriod(period);
  const now = figures(sessions, period);
  const before = figures(sessions, prev);
  const current = sessions.filter((s) => inPeriod(s.date, period));
  const heat = Array.from({ length: 7 }, () => new Array<number>(24).fill(0));
  for (const s of current) heat[weekdayOf(s.date)]![s.hour]! += 1;
  const countries = countBy(current, 'country');
  const pages = countBy(current, 'landingPage');
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
      breakdownChart('sources', SESSION_SOURCES, current),
      breakdownChart('devices', SESSION_DEVICES, current),
      {
        key: 'countries',
        kind: 'bar',
        unit: 'count',
        labelKind: 'country',
        labels: countries.map((c) => c.value),
        seriesKind: 'key',
        series: [{ key: 'sessions', values: countries.map((c) => c.n) }],
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
        pages.map((p, i) => ({ id: i + 1, cells: { page: p.value, sessions: p.n } })),
      ),
    ],
  };
}
