import { describe, expect, it } from 'vitest';
import { SAMPLE_ROWS } from '../resources/samples/rows.ts';
import { customerSchema } from '../resources/customers.ts';
import { orderSchema } from '../resources/order.ts';
import { expenseSchema } from '../resources/expense.ts';
import { estimateRules, estimateSchema } from '../resources/estimate.ts';
import { withRules } from '../schemas/common.ts';
import { CUSTOMER_COUNT, GENERATED_BY_DAY, generatedRows, rowsOfDays, SAMPLE_CUSTOMER_NAMES } from './index.ts';
import { epochDay, isoDay } from '../stats/period.ts';

const TODAY = '2026-12-02';

describe('the sample company', () => {
  it('is the same rows for the same day, and moves with the day', () => {
    for (const list of ['customers', 'order', 'expense'] as const) {
      expect(generatedRows(list, TODAY)).toEqual(generatedRows(list, TODAY));
    }
    const tomorrow = isoDay(epochDay(TODAY) + 1);
    const today = generatedRows('order', TODAY);
    const next = generatedRows('order', tomorrow);
    expect(next.at(-1)!.orderDate).toBe(tomorrow);
    // A day keeps its orders whichever day it is seen from (but for their delivery progress).
    const strip = (rows: typeof today, day: string) => rows.filter((o) => o.orderDate === day).map(({ deliveryStatus: _s, ...o }) => o);
    expect(strip(next, TODAY)).toEqual(strip(today, TODAY));
  });

  it('has a few hundred customers: the sample ones first, then generated ones valid by their schema', () => {
    expect(SAMPLE_CUSTOMER_NAMES).toEqual(SAMPLE_ROWS.customers.map((c) => c.name));
    expect(SAMPLE_ROWS.customers.map((c) => c.id)).toEqual(SAMPLE_ROWS.customers.map((_, i) => i + 1));
    const customers = generatedRows('customers', TODAY);
    expect(customers.map((c) => c.id)).toEqual(customers.map((_, i) => SAMPLE_CUSTOMER_NAMES.length + 1 + i));
    expect(SAMPLE_ROWS.customers.length + customers.length).toBe(CUSTOMER_COUNT);
    for (const c of customers) expect(customerSchema.safeParse(c).error).toBeUndefined();
    expect(new Set(customers.map((c) => c.email)).size).toBe(customers.length);
  });

  it("has two years of orders and expenses, valid rows with distinct ids and codes; every order's customer exists, by id and name", () => {
    const orders = generatedRows('order', TODAY);
    const expenses = generatedRows('expense', TODAY);
    expect(orders.length).toBeGreaterThan(5_000);
    expect(expenses.length).toBeGreaterThan(300);
    expect(orders[0]!.orderDate).toBe(isoDay(epochDay(TODAY) - 730));
    expect(orders.at(-1)!.orderDate).toBe(TODAY);
    const names = new Map([...SAMPLE_ROWS.customers, ...generatedRows('customers', TODAY)].map((c) => [c.id, c.name]));
    const customersWithOrders = new Set<number>();
    for (const order of orders) {
      expect(names.get(order.customerId)).toBe(order.customerName);
      customersWithOrders.add(order.customerId);
    }
    expect(customersWithOrders.size).toBeGreaterThan(200);
    for (const o of orders.slice(-200)) expect(orderSchema.safeParse(o).error).toBeUndefined();
    for (const e of expenses.slice(-200)) expect(expenseSchema.safeParse(e).error).toBeUndefined();
    const sampleIds = Math.max(...SAMPLE_ROWS.order.map((o) => o.id));
    expect(Math.min(...orders.map((o) => o.id))).toBeGreaterThan(sampleIds);
    expect(new Set(orders.map((o) => o.id)).size).toBe(orders.length);
    expect(new Set([...orders, ...SAMPLE_ROWS.order].map((o) => o.orderId)).size).toBe(orders.length + SAMPLE_ROWS.order.length);
    expect(new Set(expenses.map((e) => e.id)).size).toBe(expenses.length);
  });

  it('has estimates to its customers: valid rows with distinct ids and numbers, each naming a company of the customers list', () => {
    const estimates = generatedRows('estimate', TODAY);
    expect(estimates.length).toBeGreaterThan(150);
    expect(estimates.length).toBeLessThan(600);
    const companies = new Set(generatedRows('customers', TODAY).map((c) => c.company));
    for (const e of estimates) {
      expect(withRules(estimateSchema, estimateRules).safeParse(e).error).toBeUndefined();
      expect(companies.has(e.clientName)).toBe(true);
      // Still valid today: not yet expired.
      if (e.expiryDate >= TODAY) expect(e.status).not.toBe('Expired');
    }
    expect(new Set(estimates.map((e) => e.clientName)).size).toBeGreaterThan(80);
    expect(new Set(estimates.map((e) => e.status))).toEqual(new Set(['Accepted', 'Declined', 'Expired']));
    expect(Math.min(...estimates.map((e) => e.id))).toBeGreaterThan(Math.max(...SAMPLE_ROWS.estimate.map((e) => e.id)));
    expect(new Set(estimates.map((e) => e.id)).size).toBe(estimates.length);
    const numbers = [...estimates, ...SAMPLE_ROWS.estimate].map((e) => e.estimateNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    // A day keeps its estimates the next day (but for an outcome that expiry decides).
    const tomorrow = generatedRows('estimate', isoDay(epochDay(TODAY) + 1));
    const strip = (rows: typeof estimates) =>
      rows.filter((e) => e.estimateDate >= '2025-01-01' && e.estimateDate <= '2026-11-01').map(({ status: _s, ...e }) => e);
    expect(strip(tomorrow).length).toBeGreaterThan(100);
    expect(strip(tomorrow)).toEqual(strip(estimates));
  });
});

describe('the lists made day by day (what the fake backend makes in slices)', () => {
  it.each(Object.keys(GENERATED_BY_DAY) as (keyof typeof GENERATED_BY_DAY)[])('%s: every day of the company is the list', (name) => {
    const ofDay = GENERATED_BY_DAY[name]! as (day: number, today: number) => unknown[];
    expect(rowsOfDays((day) => ofDay(day, epochDay(TODAY)), TODAY)).toEqual(generatedRows(name, TODAY));
  });
});
