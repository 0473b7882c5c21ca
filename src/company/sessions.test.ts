import { describe, expect, it } from 'vitest';
import { SESSION_ID_BASE, sessionsBetween, sessionsOfDay } from './sessions.ts';
import { listSchemas } from '../schemas/index.ts';
import { analyticsStats } from '../stats/analytics.ts';
import { epochDay, isoDay, previousPeriod, type Period } from '../stats/period.ts';
import { SESSION_DEVICES, SESSION_SOURCES } from '../resources/sessions.ts';

const TODAY = '2026-12-02';

describe('the company web sessions', () => {
  it('are the same rows for the same day, whatever day they are asked on', () => {
    const day = epochDay('2026-06-15');
    expect(sessionsOfDay(day)).toEqual(sessionsOfDay(day));
    expect(sessionsBetween('2026-06-15', '2026-06-15', TODAY)).toEqual(sessionsBetween('2026-06-15', '2026-06-15', '2027-01-10'));
    expect(sessionsOfDay(day)).not.toEqual(sessionsOfDay(day + 1));
  });

  it('are two years of valid rows with distinct ids, none after today', () => {
    const rows = sessionsBetween('2000-01-01', '2030-01-01', TODAY);
    expect(() => listSchemas('sessions').rows.parse(rows)).not.toThrow();
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(10_000);
    expect(rows.at(-1)!.date).toBe(TODAY);
    expect(rows[0]!.date).toBe(isoDay(epochDay(TODAY) - 730));
    for (const r of sessionsOfDay(epochDay(TODAY))) expect(Math.floor(r.id / SESSION_ID_BASE)).toBe(epochDay(TODAY));
    expect(rows.some((r) => r.converted) && rows.some((r) => r.returning) && rows.some((r) => r.pageviews === 1)).toBe(true);
  });
});

describe('analyticsStats over the session rows', () => {
  const period: Period = { from: '2026-10-01', to: '2026-11-30', interval: 'week' };
  const rows = sessionsBetween(previousPeriod(period).from, period.to, TODAY);
  const current = rows.filter((r) => r.date >= period.from && r.date <= period.to);
  const stats = analyticsStats(period, rows);
  const kpi = (key: string) => stats.kpis.find((k) => k.key === key)!;
  const chart = (key: string) => stats.charts.find((c) => c.key === key)!;

  it('counts the rows of the period: sessions, first visits, bounces and pages', () => {
    expect(kpi('sessions').value).toBe(current.length);
    expect(kpi('sessions').previous).toBe(rows.length - current.length);
    expect(kpi('visitors').value).toBe(current.filter((r) => !r.returning).length);
    const bounces = current.filter((r) => r.pageviews === 1).length;
    expect(kpi('bounceRate').value).toBeCloseTo(bounces / current.length, 3);
    const pages = current.reduce((n, r) => n + r.pageviews, 0);
    expect(kpi('pagesPerSession').value).toBeCloseTo(pages / current.length, 2);
  });

  it('each slice, bar and table row is the count of the rows it names', () => {
    const sources = chart('sources');
    SESSION_SOURCES.forEach((s, i) => expect(sources.series[0]!.values[i]).toBe(current.filter((r) => r.source === s).length));
    const devices = chart('devices');
    SESSION_DEVICES.forEach((d, i) => expect(devices.series[0]!.values[i]).toBe(current.filter((r) => r.device === d).length));
    const countries = chart('countries');
    countries.labels.forEach((c, i) => expect(countries.series[0]!.values[i]).toBe(current.filter((r) => r.country === c).length));
    const pages = stats.tables.find((t) => t.key === 'topPages')!;
    for (const row of pages.rows) expect(row.cells.sessions).toBe(current.filter((r) => r.landingPage === row.cells.page).length);
    const hours = chart('hours').series.flatMap((s) => s.values);
    expect(hours.reduce((a, b) => a + b, 0)).toBe(current.length);
  });
});
