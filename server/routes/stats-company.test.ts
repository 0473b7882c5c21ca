import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeDb } from '../../src/mocks/db.ts';
import { fakeStats } from '../../src/mocks/handlers/stats.ts';
import { createTestServer as createFakeServer, DEMO_AUTH } from '../../src/mocks/node.ts';
import { presetPeriod, todayIso, type Period, type Preset } from '../../src/stats/period.ts';
import { createTestServer, jsonInit, signIn, START_TIMEOUT, TEST_DRIVER, type TestServer } from '../test-server.ts';
import type { Stats } from '../../src/schemas/stats.ts';
import type { VersionedCall } from '../../src/contract/children-cases.ts';
import { expectNextCompanyNumber } from '../../src/contract/invoice-cases.ts';
import { companyInvoices } from '../../src/company/invoices.ts';
import { drillSearch, kpiDrill } from '../../src/stats/screens/drill.ts';

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

describe(`the sample company on ${TEST_DRIVER} and in the fake backend, the same day`, () => {
  it.each(['customers', 'order', 'expense', 'invoices'] as const)('%s: the same rows, page for page', async (list) => {
    // An invoice's lines are a child list: the list's answers leave them out (a one-row read carries them).
    const rows = (fake.list(list) as { id: number; lines?: unknown }[]).map(({ lines: _lines, ...row }) => row);
    expect(rows.length).toBeGreaterThan(list === 'expense' ? 300 : 290);
    const first = await get<{ items: { id: number }[]; total: number }>(`/app/${list}?page=1&pageSize=50`);
    expect(first.total).toBe(rows.length);
    const last = Math.ceil(rows.length / 50);
    const end = await get<{ items: { id: number }[] }>(`/app/${list}?page=${last}&pageSize=50`);
    const strip = ({ version: _v, ...row }: { id: number; version?: number }) => row;
    expect(first.items.map(strip)).toEqual(rows.slice(0, 50));
    expect(end.items.map(strip)).toEqual(rows.slice((last - 1) * 50));
  });

  const periods: [Exclude<Preset, 'custom'>, Period['interval']][] = [
    ['7d', 'day'],
    ['30d', 'day'],
    ['90d', 'week'],
    ['12m', 'month'],
  ];
  it.each(periods)('the e-commerce and finance dashboards show the same figures, %s by %s', async (preset, interval) => {
    const period: Period = { ...presetPeriod(preset, today), interval };
    for (const name of ['ecommerce', 'finance'] as const) {
      const answer = await get<Stats>(`/app/stats/${name}?from=${period.from}&to=${period.to}&interval=${interval}`);
      expect(answer, name).toEqual(fakeStats(fake, name, period, today));
      expect(answer.kpis[0]!.value, name).toBeGreaterThan(0);
    }
    // The receivables sum the generated invoices: something owed, some of it overdue, something paid in the period.
    const finance = await get<Stats>(`/app/stats/finance?from=${period.from}&to=${period.to}&interval=${interval}`);
    const kpi = (key: string) => finance.kpis.find((k) => k.key === key)!.value;
    expect(kpi('outstanding')).toBeGreaterThan(kpi('overdue'));
    expect(kpi('overdue')).toBeGreaterThan(0);
    expect(kpi('invoicesPaid')).toBeGreaterThan(0);
    // Outstanding and overdue open the invoices they sum (the server's list through the link's filters): their balances.
    for (const key of ['outstanding', 'overdue']) {
      const drill = kpiDrill('finance', key, period, today)!;
      const rows = await get<{ balance: number; currency: string }[]>(`/app/invoices?${drillSearch(drill).toString()}`);
      expect(rows.length, key).toBeGreaterThan(0);
      expect(new Set(rows.map((r) => r.currency))).toEqual(new Set(['USD']));
      expect(rows.reduce((sum, r) => sum + r.balance, 0) / 100, key).toBeCloseTo(kpi(key), 2);
    }
  });
});

describe(`receivables on ${TEST_DRIVER} and in the fake backend: an invoice sent and a payment recorded move them alike`, () => {
  const backend = createFakeServer({ company: true });
  beforeAll(() => backend.server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => backend.server.close());

  /** The same call to the reference server and to the fake backend (in-process, through the fake's own routes). */
  const both = async (method: string, paths: readonly [string, string], body?: unknown) => {
    const onServer = await server.request(paths[0], jsonInit(method, body, token));
    const init = jsonInit(method, body);
    const onFake = await fetch(`http://localhost${paths[1]}`, { ...init, headers: { ...init.headers, ...DEMO_AUTH } });
    expect(onServer.ok, `${method} ${paths[0]}`).toBe(true);
    expect(onFake.status, `${method} ${paths[1]}`).toBe(onServer.status);
    return [(await onServer.json()) as { id: number }, (await onFake.json()) as { id: number }] as const;
  };
  const period: Period = { ...presetPeriod('30d', today), interval: 'day' };
  const figures = async () => {
    const answer = await get<Stats>(`/app/stats/finance?from=${period.from}&to=${period.to}&interval=day`);
    expect(answer).toEqual(fakeStats(backend.db, 'finance', period, today));
    return Object.fromEntries(answer.kpis.map((k) => [k.key, k.value]));
  };

  it("a generated invoice reads the same, with its lines, payments and void; today's send takes the year's next number", async () => {
    const { invoices, voids } = companyInvoices(today);
    const picks = [
      invoices.find((i) => i.status === 'partly_paid'),
      invoices.find((i) => i.status === 'paid'),
      invoices.find((i) => i.id === voids[0]?.invoiceId),
    ];
    for (const invoice of picks) {
      const [onServer, onFake] = await both('GET', [`/app/invoices/${invoice!.id}`, `/app/invoices/${invoice!.id}`]);
      expect(onServer).toEqual(onFake);
      expect(onServer).toMatchObject({ id: invoice!.id, number: invoice!.number, total: invoice!.total, paid: invoice!.paid });
    }
    const onServer: VersionedCall = async (method, path, body) => {
      const res = await server.request(path, jsonInit(method, body, token));
      return { status: res.status, body: (await res.json()) as Record<string, unknown>, etag: res.headers.get('ETag') };
    };
    const onFake: VersionedCall = async (method, path, body) => {
      const init = jsonInit(method, body);
      const res = await fetch(`http://localhost${path}`, { ...init, headers: { ...init.headers, ...DEMO_AUTH } });
      return { status: res.status, body: (await res.json()) as Record<string, unknown>, etag: res.headers.get('ETag') };
    };
    await expectNextCompanyNumber(onServer, today);
    await expectNextCompanyNumber(onFake, today);
  });

  it('outstanding rises by the invoice sent, falls by the payment, which counts as paid', async () => {
    const start = await figures();
    const invoice = { customerId: 1, issueDate: today, dueDate: today, currency: 'USD' };
    const lines = [{ description: 'Consulting', quantity: 1, unitPrice: 100_000, taxRate: 0 }];
    const created = await both('POST', ['/app/invoices', '/app/invoices'], { ...invoice, lines });
    const path = (tail: string) => [`/app/invoices/${created[0].id}${tail}`, `/app/invoices/${created[1].id}${tail}`] as const;
    expect(await figures()).toEqual(start); // a draft owes nothing
    await both('POST', path('/send'));
    const sent = await figures();
    expect(sent.outstanding).toBeCloseTo(start.outstanding! + 1000, 2);
    await both('POST', path('/payments'), { amount: 25_000, date: today, method: 'card' });
    const paid = await figures();
    expect(paid.outstanding).toBeCloseTo(sent.outstanding! - 250, 2);
    expect(paid.invoicesPaid).toBeCloseTo(sent.invoicesPaid! + 250, 2);
  });
});
