import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionsBetween } from '../../src/company/sessions.ts';
import type { Stats } from '../../src/schemas/stats.ts';
import { analyticsStats } from '../../src/stats/analytics.ts';
import { epochDay, isoDay, previousPeriod, todayIso, type Period } from '../../src/stats/period.ts';
import { listTable } from '../db/list-tables.ts';
import { createTestServer, jsonInit, signIn, START_TIMEOUT, TEST_DRIVER, type TestServer } from '../test-server.ts';
import type { Session } from '../../src/resources/sessions.ts';

let server: TestServer;
let token: string;
const today = todayIso();
const period: Period = { from: isoDay(epochDay(today) - 59), to: today, interval: 'week' };
const previous = previousPeriod(period);
const range = `from=${period.from}&to=${period.to}`;

const get = async <T>(path: string): Promise<T> => {
  const res = await server.request(path, jsonInit('GET', undefined, token));
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};
const total = async (query: string) => (await get<{ total: number }>(`/app/sessions?${query}&page=1&pageSize=1`)).total;
const analytics = () => get<Stats>(`/app/stats/analytics?${range}&interval=week`);
const kpi = (stats: Stats, key: string) => stats.kpis.find((k) => k.key === key)!.value;

/** Every session of the range, page by page as a client reads them. */
async function sessionsOf(from: string, to: string): Promise<Session[]> {
  const rows: Session[] = [];
  for (let page = 1; ; page++) {
    const body = await get<{ items: Session[]; total: number }>(`/app/sessions?from=${from}&to=${to}&page=${page}&pageSize=500`);
    rows.push(...body.items);
    if (rows.length >= body.total || body.items.length === 0) return rows;
  }
}

beforeAll(async () => {
  server = await createTestServer();
  token = await signIn(server);
  // Four months of the company's sessions (some 2,500 rows) with their own ids, as the seed writes them.
  const rows = sessionsBetween(previous.from, period.to, today);
  const { db } = server.database;
  for (let i = 0; i < rows.length; i += 1000) await db.insert(listTable('sessions')).values(rows.slice(i, i + 1000));
}, START_TIMEOUT);
afterAll(() => server.close());

describe(`GET /app/stats/analytics on ${TEST_DRIVER}: the sums of the sessions list's rows`, () => {
  it('equals the same figures computed in JavaScript from the rows the list pages through', async () => {
    const rows = await sessionsOf(previous.from, period.to);
    expect(rows.length).toBeGreaterThan(1500);
    expect(await analytics()).toEqual(analyticsStats(period, rows));
  });

  it('each figure is the total of the list filtered to the rows it counts', async () => {
    const stats = await analytics();
    expect(kpi(stats, 'sessions')).toBe(await total(range));
    expect(kpi(stats, 'visitors')).toBe(await total(`${range}&returning=false`));
    const devices = stats.charts.find((c) => c.key === 'devices')!;
    for (const [i, device] of devices.labels.entries()) expect(devices.series[0]!.values[i]).toBe(await total(`${range}&device=${device}`));
    const top = stats.tables[0]!.rows[0]!.cells;
    expect(top.sessions).toBe(await total(`${range}&landingPage=${encodeURIComponent(String(top.page))}`));
  });

  it('a session added today raises the sessions figure', async () => {
    const before = kpi(await analytics(), 'sessions');
    const session: Omit<Session, 'id'> = {
      date: today,
      hour: 10,
      source: 'paid',
      device: 'tablet',
      country: 'JP',
      landingPage: '/cart/',
      pageviews: 2,
      duration: 95,
      returning: true,
      converted: false,
    };
    const res = await server.request('/app/sessions', jsonInit('POST', session, token));
    expect(res.ok, await res.clone().text()).toBe(true);
    expect(kpi(await analytics(), 'sessions')).toBe(before + 1);
  });
});
