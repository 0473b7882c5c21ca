import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { formSchema, LIST_RULES, LIST_SCHEMAS } from '../../../schemas/index.ts';
import orders from '../../../screens/ecommerce/orders.ts';
import employees from '../../../screens/hr/employees.ts';
import holidays from '../../../screens/hr/holidays.ts';
import { fieldErrors } from './errors.ts';
import { deriveFields, fromFormValues, toFormValues } from './fields.ts';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key}:${JSON.stringify(options)}` : key);

describe('schema-driven fields', () => {
  it('derives controls from the zod schema and the screen spec', () => {
    const fields = deriveFields(LIST_SCHEMAS.order, orders.columns, orders.masks);
    const byKey = Object.fromEntries(fields.map((f) => [f.key, f]));
    expect(byKey.id).toBeUndefined();
    expect(byKey.orderDate?.control).toBe('date');
    expect(byKey.amount?.control).toBe('number');
    expect(byKey.amount?.step).toBe(0.01);
    expect(byKey.deliveryStatus?.control).toBe('select');
    expect(byKey.deliveryStatus?.enumName).toBe('orderStatus');
    expect(byKey.paymentMethod?.options).toContain('COD');
    expect(byKey.orderId?.mask).toBeDefined();
  });
  it('finds enum names, emails, images and masks', () => {
    const fields = deriveFields(LIST_SCHEMAS.employee, employees.columns, employees.masks);
    const byKey = Object.fromEntries(fields.map((f) => [f.key, f]));
    expect(byKey.email?.control).toBe('email');
    expect(byKey.img?.control).toBe('image');
    expect(byKey.phone?.mask?.mask).toBe('phone');
    expect(byKey.experience?.step).toBe(1);
    const leave = deriveFields(LIST_SCHEMAS.leave_employee, []);
    expect(leave.find((f) => f.key === 'status')?.enumName).toBe('leaveStatus');
    expect(leave.find((f) => f.key === 'reason')?.control).toBe('textarea');
  });
  it('asks in the order the table shows, pictures after their column, unshown fields last', () => {
    expect(deriveFields(LIST_SCHEMAS.holidays, holidays.columns).map((f) => f.key)).toEqual(['holidayName', 'date', 'day', 'type']);
    const keys = deriveFields(LIST_SCHEMAS.employee, employees.columns, employees.masks).map((f) => f.key);
    const expected = employees.columns
      .flatMap((c): string[] => ('imageKey' in c && c.imageKey ? [c.key, c.imageKey] : [c.key]))
      .filter((k) => keys.includes(k));
    expect(expected).toContain('img');
    expect(keys.slice(0, expected.length)).toEqual(expected);
  });
  it('keeps what was typed and converts it for validation', () => {
    const fields = deriveFields(LIST_SCHEMAS.order, orders.columns);
    const values = toFormValues(fields, null);
    expect(values.amount).toBe('');
    const typed = fromFormValues(fields, { ...values, amount: '12,5', customerName: '  Ann  ' });
    expect(typed.amount).toBe(12.5);
    expect(typed.customerName).toBe('Ann');
    expect(typed.orderId).toBeUndefined();
  });
  it('translates issues per field, including rules between fields', () => {
    const schema = formSchema('order');
    const fields = deriveFields(LIST_SCHEMAS.order, orders.columns);
    const input = fromFormValues(fields, {
      ...toFormValues(fields, null),
      orderId: '#ST-10001',
      customerName: 'Ann',
      orderDate: '2026-05-10',
      deliveryDate: '2026-05-01',
      paymentMethod: 'COD',
      amount: '-1',
      deliveryStatus: 'New',
    });
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    const errors = fieldErrors(result.error?.issues ?? [], t, (k) => `label(${k})`, LIST_RULES.order);
    expect(errors.amount).toBe('form.errors.min:{"min":0}');
    expect(errors.deliveryDate).toBe('form.errors.notBefore:{"other":"label(orderDate)"}');
    const blank = z.omit(LIST_SCHEMAS.order, { id: true }).safeParse(fromFormValues(fields, toFormValues(fields, null)));
    const blankErrors = fieldErrors(blank.error?.issues ?? [], t, (k) => k);
    expect(blankErrors.customerName).toBe('form.errors.required');
    expect(blankErrors.deliveryStatus).toBe('form.errors.choose');
  });
});
