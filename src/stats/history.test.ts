import { describe, expect, it } from 'vitest';
import { SAMPLE_ROWS } from '../resources/samples/rows.ts';
import { HISTORY_CUSTOMERS, ordersOfDay } from './history.ts';
import { epochDay } from './period.ts';

describe('the history orders', () => {
  it('come from the sample customers, by the id and the name the customers list has', () => {
    expect(HISTORY_CUSTOMERS).toEqual(SAMPLE_ROWS.customers.map((c) => c.name));
    const today = epochDay('2026-12-02');
    const orders = Array.from({ length: 30 }, (_, k) => ordersOfDay(today - k, today)).flat();
    const byId = new Map(SAMPLE_ROWS.customers.map((c) => [c.id, c.name]));
    expect(orders.length).toBeGreaterThan(100);
    for (const order of orders) expect(byId.get(order.customerId)).toBe(order.customerName);
  });
});
