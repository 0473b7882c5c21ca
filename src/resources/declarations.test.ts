import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { FakeDb } from '../mocks/db.ts';
import { fakeStats } from '../mocks/handlers/stats.ts';
import { CODE_FORMATS } from '../schemas/formats.ts';
import { DASHBOARDS, presetPeriod } from '../stats/period.ts';
import { defineResource } from './define.ts';
import { RESOURCES, type ListName } from './index.ts';
import { orderSchema } from './order.ts';
import { SAMPLE_ROWS } from './samples/rows.ts';

const declaring = (has: (r: (typeof RESOURCES)[number]) => boolean) =>
  RESOURCES.filter(has)
    .map((r) => r.list)
    .sort();

describe("a resource's declarations", () => {
  it.each(DASHBOARDS)('dashboards: the %s figures read exactly the lists that name the dashboard', (dashboard) => {
    const db = new FakeDb();
    const read = new Set<ListName>();
    const list = db.list.bind(db);
    vi.spyOn(db, 'list').mockImplementation((name: ListName) => {
      read.add(name);
      return list(name);
    });
    fakeStats(db, dashboard, presetPeriod('30d', '2026-06-30'));
    expect([...read].sort()).toEqual(declaring((r) => r.dashboards?.includes(dashboard) ?? false));
  });

  it.each(RESOURCES.flatMap((r) => (r.code ? [[r.list, r.code] as const] : [])))(
    'code: every %s sample carries a distinct reference in the declared format',
    (list, code) => {
      const values = (SAMPLE_ROWS[list] as readonly Record<string, unknown>[]).map((row) => row[code.field]);
      expect(new Set(values).size).toBe(values.length);
      for (const value of values) expect(value).toMatch(CODE_FORMATS[code.format].pattern);
    },
  );

  it.each(RESOURCES.flatMap((r) => (r.historyDate ? [[r.list, r.historyDate] as const] : [])))(
    'historyDate: the %s field %s is a date every sample has',
    (list, field) => {
      for (const row of SAMPLE_ROWS[list] as readonly Record<string, unknown>[]) expect(row[field]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    },
  );

  it('name fields of their own schema (tsc refuses another)', () => {
    const order = { list: 'order', schema: orderSchema, sampleSize: 10, entity: 'order', apiName: 'Order' } as const;
    // @ts-expect-error -- no field `orderNumber` in the order schema
    expect(defineResource({ ...order, code: { field: 'orderNumber', format: 'order' } }).code?.field).toBe('orderNumber');
    // @ts-expect-error -- no field `shippedOn` in the order schema
    expect(defineResource({ ...order, historyDate: 'shippedOn' }).historyDate).toBe('shippedOn');
    expect(defineResource({ ...order, code: { field: 'orderId', format: 'order' } }).code?.field).toBe('orderId');
  });

  it('children: named apart from the row fields (tsc refuses a field name), typed by their schema', () => {
    const order = { list: 'order', schema: orderSchema, sampleSize: 10, entity: 'order', apiName: 'Order' } as const;
    const lines = { schema: z.object({ label: z.string(), quantity: z.number() }), max: 3 };
    const declared = defineResource({ ...order, children: { lines } });
    const line: z.infer<NonNullable<typeof declared.children>['lines']['schema']> = { label: 'a', quantity: 1 };
    expect(declared.children?.lines.schema.parse(line)).toEqual(line);
    // @ts-expect-error -- `amount` is a field of the order schema
    expect(defineResource({ ...order, children: { amount: lines } }).children?.amount).toBe(lines);
  });
});
