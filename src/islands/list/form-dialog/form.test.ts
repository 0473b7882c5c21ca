import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { formSchema } from '../../../schemas/index.ts';
import orders from '../../../screens/ecommerce/orders.ts';
import employees from '../../../screens/hr/employees.ts';
import holidays from '../../../screens/hr/holidays.ts';
import attendanceScreen from '../../../screens/hr/attendance.ts';
import { fieldErrors } from '../../../i18n/issue-messages.ts';
import { deriveFields, fromFormValues, toFormValues } from './fields.ts';
import { LIST_RULES, LIST_SCHEMAS } from '../../../resources/index.ts';

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
  it("saves what was typed in the samples' formats: references, phone numbers, times and cents", () => {
    const order = deriveFields(LIST_SCHEMAS.order, orders.columns, orders.masks);
    expect(order.find((f) => f.key === 'orderId')?.format).toEqual({ kind: 'code', name: 'order' });
    expect(order.find((f) => f.key === 'amount')?.format).toEqual({ kind: 'cents' });
    const typedOrder = fromFormValues(order, { ...toFormValues(order, null), orderId: 'st-10466', amount: '12.345' });
    expect(typedOrder.orderId).toBe('#ST-10466');
    expect(typedOrder.amount).toBe(12.35);
    const employee = deriveFields(LIST_SCHEMAS.employee, employees.columns, employees.masks);
    expect(employee.find((f) => f.key === 'phone')?.format).toEqual({ kind: 'phone' });
    const typedEmployee = fromFormValues(employee, { ...toFormValues(employee, null), phone: '555 200 1000', employeeId: 'emp-1040' });
    expect(typedEmployee.phone).toBe('+1 (555) 200-1000');
    expect(typedEmployee.employeeId).toBe('EMP-1040');
    const attendance = deriveFields(LIST_SCHEMAS.attendance, attendanceScreen.columns, attendanceScreen.masks);
    expect(fromFormValues(attendance, { ...toFormValues(attendance, null), checkIn: '8:40' }).checkIn).toBe('08:40');
  });
  it('names the expected format in its message: an example of the samples, or two decimals', () => {
    const typed = { ...fromFormValues(deriveFields(LIST_SCHEMAS.employee, employees.columns), {}), phone: '+1 555 0101', employeeId: 'E1' };
    const result = z.omit(LIST_SCHEMAS.employee, { id: true }).safeParse(typed);
    const errors = fieldErrors(result.error?.issues ?? [], t, (k) => k);
    expect(errors.phone).toBe('form.errors.formatLike:{"example":"+1 (555) 200-1000"}');
    expect(errors.employeeId).toBe('form.errors.formatLike:{"example":"EMP-1001"}');
    const cents = z.object({ amount: LIST_SCHEMAS.order.shape.amount }).safeParse({ amount: 1.005 });
    expect(fieldErrors(cents.error?.issues ?? [], t, (k) => k).amount).toBe('form.errors.cents');
  });
  it('translates issues per field, including rules between fields', () => {
    const schema = formSchema('order');
    const fields = deriveFields(LIST_SCHEMAS.order, orders.columns);
    const input = fromFormValues(fields, {
      ...toFormValues(fields, null),
      orderId: '#ST-10001',
      customerId: '1',
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
