import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeDb } from '../../src/mocks/db.ts';
import { fakeStats } from '../../src/mocks/handlers/stats.ts';
import { chartDrill, drillQuery, kpiDrill, seriesDrill, type Drill } from '../../src/stats/screens/drill.ts';
import { hiresExitsDrill } from '../../src/stats/screens/drill-staff.ts';
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

  it('a department head count is its employees still employed today, on the server too; those who left are listed', async () => {
    const departments = await get<{ id: number; employee: number }[]>('/app/department');
    for (const d of departments) {
      const employed = await get<{ total: number }>(`/app/employee?departmentId=${d.id}&activeOn=${today}&page=1&pageSize=1`);
      expect(employed.total).toBe(d.employee);
      const all = await get<{ total: number }>(`/app/employee?departmentId=${d.id}&page=1&pageSize=1`);
      expect(all.total).toBeGreaterThan(d.employee);
    }
    // Those who left today or before are in neither head count: their exit dates are the exits.
    const left = await get<{ total: number }>(`/app/employee?endFrom=1900-01-01&endTo=${today}&page=1&pageSize=1`);
    const employee = fake.list('employee')!;
    expect(left.total).toBe(employee.filter((e) => e.exitDate != null && e.exitDate <= today).length);
    expect(left.total).toBeGreaterThan(50);
  });

  const periods: [Exclude<Preset, 'custom'>, Period['interval']][] = [
    ['7d', 'day'],
    ['30d', 'day'],
    ['90d', 'week'],
    ['12m', 'month'],
  ];
  it.each(periods)('the analytics and HR dashboards show the same figures, %s by %s', async (preset, interval) => {
    const period: Period = { ...presetPeriod(preset, today), interval };
    const total = async (drill: Drill) =>
      (
        await get<{ total: number }>(
          `/app/${drill.list}?${new URLSearchParams({ ...drillQuery(drill), page: '1', pageSize: '1' }).toString()}`,
        )
      ).total;
    for (const name of ['analytics', 'hr'] as const) {
      const answer = await get<Stats>(`/app/stats/${name}?from=${period.from}&to=${period.to}&interval=${interval}`);
      expect(answer, name).toEqual(fakeStats(fake, name, period, today));
      expect(answer.kpis[0]!.value, name).toBeGreaterThan(0);
      // Each KPI with a drill-down equals the total of the server's list call its link stands for.
      for (const kpi of answer.kpis) {
        const drill = kpiDrill(name, kpi.key, period);
        if (drill) expect(await total(drill), `${name} ${kpi.key}`).toBe(kpi.value);
      }
      // So does each department's head count (its series' last value), through its link's department filter, and
      // each bucket of a chart with links (the head count at its end).
      for (const chart of answer.charts) {
        for (const [k, series] of chart.series.entries()) {
          const drill = seriesDrill(name, chart, k, period);
          if (drill) expect(await total(drill), `${name} ${chart.key} ${series.key}`).toBe(series.values.at(-1));
        }
        for (let i = 0; i < chart.labels.length; i++) {
          const drill = chartDrill(name, chart, i, period);
          const figure = chart.series.filter((s) => s.key !== 'previous').reduce((n, s) => n + s.values[i]!, 0);
          if (drill) expect(await total(drill), `${name} ${chart.key} ${chart.labels[i]}`).toBe(figure);
        }
      }
    }
    // Every bucket's hires and exits are the employees who joined, or left, in it.
    const chart = fakeStats(fake, 'hr', period, today).charts.find((c) => c.key === 'hiresExits')!;
    for (const [k, series] of chart.series.entries())
      for (let i = 0; i < chart.labels.length; i++)
        expect(await total(hiresExitsDrill(chart, k, i, period)!), `${series.key} ${chart.labels[i]}`).toBe(series.values[i]);
    const hr = fakeStats(fake, 'hr', period, today).charts.find((c) => c.key === 'headcount')!;
    // Some left in every period of a month or more: the exits are not all zero.
    if (preset !== '7d') expect(chart.series.find((s) => s.key === 'exits')!.values.some((v) => v > 0)).toBe(true);
    expect(hr.series.map((_, k) => seriesDrill('hr', hr, k, period)).filter(Boolean).length).toBeGreaterThan(3);
  });
});
