import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeDb } from '../../src/mocks/db.ts';
import { fakeStats } from '../../src/mocks/handlers/stats.ts';
import { drillQuery, kpiDrill, seriesDrill, type Drill } from '../../src/stats/drill.ts';
import { presetPeriod, todayIso, type Period, type Preset } from '../../src/stats/period.ts';
import { createTestServer, jsonInit, signIn, START_TIMEOUT, TEST_DRIVER, type TestServer } from '../test-server.ts';
import type { Stats } from '../../src/schemas/stats.ts';

let server: TestServer;
let token: string;
const fake = new FakeDb();
const today = todayIso();

const get = async <T>(path: string): Promise<T> => {
  const res = await server.request(path, jsonInit('GET', undefined, token));
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};

beforeAll(async () => {
  server = await createTestServer({ company: true });
  token = await signIn(server);
}, START_TIMEOUT);
afterAll(() => server.close());

describe(`the sample company's staff and web sessions on ${TEST_DRIVER} and in the fake backend, the same day`, () => {
  it.each(['employee', 'salary', 'leave_hr', 'sessions'] as const)('%s: the same rows, first and last page', async (list) => {
    const rows = fake.list(list)!;
    expect(rows.length).toBeGreaterThan(list === 'sessions' ? 10_000 : 400);
    const first = await get<{ items: { id: number }[]; total: number }>(`/app/${list}?page=1&pageSize=50`);
    expect(first.total).toBe(rows.length);
    const last = Math.ceil(rows.length / 50);
    const end = await get<{ items: { id: number }[] }>(`/app/${list}?page=${last}&pageSize=50`);
    const strip = ({ version: _v, ...row }: { id: number; version?: number }) => row;
    expect(first.items.map(strip)).toEqual(rows.slice(0, 50));
    expect(end.items.map(strip)).toEqual(rows.slice((last - 1) * 50));
  });

  it('a department head count is its employees, on the server too', async () => {
    const departments = await get<{ id: number; employee: number }[]>('/app/department');
    for (const d of departments)
      expect(await get<{ total: number }>(`/app/employee?departmentId=${d.id}&page=1&pageSize=1`)).toMatchObject({ total: d.employee });
  });

  const periods: [Exclude<Preset, 'custom'>, Period['interval']][] = [
    ['7d', 'day'],
    ['30d', 'day'],
    ['90d', 'week'],
    ['12m', 'month'],
  ];
  it.each(periods)('the analytics and HR dashboards show the same figures, %s by %s', async (preset, interval) => {
    const period: Period = { ...presetPeriod(preset, today), interval };
    for (const name of ['analytics', 'hr'] as const) {
      const answer = await get<Stats>(`/app/stats/${name}?from=${period.from}&to=${period.to}&interval=${interval}`);
      expect(answer, name).toEqual(fakeStats(fake, name, period, today));
      expect(answer.kpis[0]!.value, name).toBeGreaterThan(0);
      const total = async (drill: Drill) =>
        (
          await get<{ total: number }>(
            `/app/${drill.list}?${new URLSearchParams({ ...drillQuery(drill), page: '1', pageSize: '1' }).toString()}`,
          )
        ).total;
      // Each KPI with a drill-down equals the total of the server's list call its link stands for.
      for (const kpi of answer.kpis) {
        const drill = kpiDrill(name, kpi.key, period);
        if (drill) expect(await total(drill), `${name} ${kpi.key}`).toBe(kpi.value);
      }
      // So does each department's head count (its series' last value), through its link's department filter.
      for (const chart of answer.charts)
        for (const [k, series] of chart.series.entries()) {
          const drill = seriesDrill(name, chart, k, period);
          if (drill) expect(await total(drill), `${name} ${chart.key} ${series.key}`).toBe(series.values.at(-1));
        }
    }
    const hr = fakeStats(fake, 'hr', period, today).charts.find((c) => c.key === 'headcount')!;
    expect(hr.series.map((_, k) => seriesDrill('hr', hr, k, period)).filter(Boolean).length).toBeGreaterThan(3);
  });
});
