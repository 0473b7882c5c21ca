import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stats } from '../../schemas/stats.ts';
import { presetPeriod, todayIso } from '../../stats/period.ts';
import { createTestServer, DEMO_AUTH } from '../node.ts';
import type { Session } from '../../resources/sessions.ts';

const BASE = 'http://localhost';
const backend = createTestServer({ company: true });
const get = async <T>(path: string): Promise<T> => {
  const res = await fetch(`${BASE}${path}`, { headers: DEMO_AUTH });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};
const total = async (query: string) => (await get<{ total: number }>(`/app/sessions?${query}&page=1&pageSize=1`)).total;
const kpi = (stats: Stats, key: string) => stats.kpis.find((k) => k.key === key)!.value;

beforeAll(() => backend.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => backend.server.close());

describe('fake backend: the analytics dashboard sums the rows of the sessions list', () => {
  const { from, to } = presetPeriod('30d');
  const range = `from=${from}&to=${to}`;

  it('each figure is the total of the list filtered to the rows it counts', async () => {
    const stats = await get<Stats>(`/app/stats/analytics?${range}`);
    expect(kpi(stats, 'sessions')).toBe(await total(range));
    expect(kpi(stats, 'sessions')).toBeGreaterThan(300);
    expect(kpi(stats, 'visitors')).toBe(await total(`${range}&returning=false`));
    const sources = stats.charts.find((c) => c.key === 'sources')!;
    for (const [i, source] of sources.labels.entries()) {
      expect(sources.series[0]!.values[i], source).toBe(await total(`${range}&source=${source}`));
    }
    const page = stats.tables[0]!.rows[0]!.cells;
    expect(page.sessions).toBe(await total(`${range}&landingPage=${encodeURIComponent(String(page.page))}`));
  });

  it('a session added today raises the sessions figure', async () => {
    const before = kpi(await get<Stats>(`/app/stats/analytics?${range}`), 'sessions');
    const session: Omit<Session, 'id'> = {
      date: todayIso(),
      hour: 9,
      source: 'email',
      device: 'desktop',
      country: 'DE',
      landingPage: '/shop/',
      pageviews: 3,
      duration: 240,
      returning: false,
      converted: true,
    };
    const res = await fetch(`${BASE}/app/sessions`, {
      method: 'POST',
      headers: { ...DEMO_AUTH, 'content-type': 'application/json' },
      body: JSON.stringify(session),
    });
    expect(res.ok, await res.clone().text()).toBe(true);
    expect(kpi(await get<Stats>(`/app/stats/analytics?${range}`), 'sessions')).toBe(before + 1);
    expect(await total(range)).toBe(before + 1);
  });
});
