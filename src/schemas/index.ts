import { z } from 'zod/mini';
import type { FieldOrderRule } from './common.ts';
import { productSchema, productGridSchema, orderRules, orderSchema, sellerSchema } from './ecommerce.ts';
import {
  attendanceSchema,
  departmentSchema,
  employeeSchema,
  estimateRules,
  estimateSchema,
  expenseSchema,
  holidaySchema,
  leaveEmployeeSchema,
  leaveHRSchema,
  leaveRules,
  salarySchema,
} from './hr.ts';
import { noteSchema } from './notes.ts';
import { eventRules, eventSchema, friendSchema } from './social.ts';
import { userGridSchema, userListSchema } from './users.ts';

export * from './enums.ts';
export * from './enum-schemas.ts';
export * from './ecommerce.ts';
export * from './hr.ts';
export * from './notes.ts';
export * from './social.ts';
export * from './users.ts';
export * from './calendar.ts';
export * from './auth.ts';
export * from './notifications.ts';

/**
 * The 18 lists behind `GET /app/<name>`: the path segment -> the schema of one row.
 * Adding a list screen starts here (then a sample-data file, a handler entry comes for free).
 */
export const LIST_SCHEMAS = {
  product: productSchema,
  productgrid: productGridSchema,
  order: orderSchema,
  seller: sellerSchema,
  employee: employeeSchema,
  holidays: holidaySchema,
  leave_employee: leaveEmployeeSchema,
  leave_hr: leaveHRSchema,
  attendance: attendanceSchema,
  department: departmentSchema,
  estimate: estimateSchema,
  expense: expenseSchema,
  salary: salarySchema,
  notes: noteSchema,
  friends: friendSchema,
  event: eventSchema,
  userlist: userListSchema,
  usergrid: userGridSchema,
} as const;

export type ListName = keyof typeof LIST_SCHEMAS;
export type ItemOf<N extends ListName> = z.infer<(typeof LIST_SCHEMAS)[N]>;
export const LIST_NAMES = Object.keys(LIST_SCHEMAS) as ListName[];

export function isListName(value: string): value is ListName {
  return Object.hasOwn(LIST_SCHEMAS, value);
}

/** The entity key of each list under `fields.<entity>.<field>` in the translations. */
export const LIST_ENTITY: Record<ListName, string> = {
  product: 'product',
  productgrid: 'productgrid',
  order: 'order',
  seller: 'seller',
  employee: 'employee',
  holidays: 'holiday',
  leave_employee: 'leaveEmployee',
  leave_hr: 'leaveHR',
  attendance: 'attendance',
  department: 'department',
  estimate: 'estimate',
  expense: 'expense',
  salary: 'salary',
  notes: 'note',
  friends: 'friend',
  event: 'event',
  userlist: 'userList',
  usergrid: 'userGrid',
};

/** Sample sizes of spec section 9. */
export const SAMPLE_SIZES: Record<ListName, number> = {
  product: 10,
  productgrid: 8,
  order: 10,
  seller: 8,
  employee: 12,
  holidays: 10,
  leave_employee: 10,
  leave_hr: 10,
  attendance: 10,
  department: 10,
  estimate: 10,
  expense: 10,
  salary: 10,
  notes: 10,
  friends: 10,
  event: 7,
  userlist: 12,
  usergrid: 8,
};

/** Rules between fields of one row, for the lists that have them (see FieldOrderRule). */
export const LIST_RULES: Partial<Record<ListName, readonly FieldOrderRule[]>> = {
  order: orderRules,
  leave_employee: leaveRules,
  leave_hr: leaveRules,
  estimate: estimateRules,
  event: eventRules,
};

/** Adds the cross-field rules of `rules` to any object schema (a row, or a form's input without id). */
export function withRules<S extends z.ZodMiniObject>(schema: S, rules: readonly FieldOrderRule[] = []): S {
  return schema.check(
    z.superRefine((row: Record<string, unknown>, ctx) => {
      for (const rule of rules) {
        const value = row[rule.field];
        const than = row[rule.than];
        if (value === undefined || than === undefined) continue;
        if ((value as number | string) < (than as number | string)) {
          ctx.addIssue({ code: 'custom', message: rule.message, path: [rule.field] });
        }
      }
    }),
  );
}

/** One list's row schema, seen through the common object type (the union of 18 schemas takes no z.omit()). */
const objectSchema = (name: ListName) => LIST_SCHEMAS[name] as z.ZodMiniObject;

/** What a form sends to create a row: every field but the id, with the row's rules. */
export function inputSchema<N extends ListName>(name: N): z.ZodMiniType<Omit<ItemOf<N>, 'id'>> {
  return withRules(z.omit(objectSchema(name), { id: true }), LIST_RULES[name]) as unknown as z.ZodMiniType<Omit<ItemOf<N>, 'id'>>;
}

/** The add / edit form of a list: every field but the id, `optional` ones may be left out, with the row's rules. */
export function formSchema(name: ListName, optional: readonly string[] = []): z.ZodMiniObject {
  const input = z.omit(objectSchema(name), { id: true });
  return withRules(z.partial(input, Object.fromEntries(optional.map((key) => [key, true])) as Record<string, true>), LIST_RULES[name]);
}

/** A list's row schema and its array, as the list stores load them (one dynamic import, no zod namespace). */
export function listSchemas<N extends ListName>(name: N): { row: z.ZodMiniType<ItemOf<N>>; rows: z.ZodMiniType<ItemOf<N>[]> } {
  const row = rowSchema(name);
  return { row, rows: z.array(row) };
}

const rowSchemas = new Map<ListName, z.ZodMiniType>();
/** The full validation of one row of a list: its fields and the rules between them. */
export function rowSchema<N extends ListName>(name: N): z.ZodMiniType<ItemOf<N>> {
  let schema = rowSchemas.get(name);
  if (!schema) {
    schema = withRules(LIST_SCHEMAS[name], LIST_RULES[name]);
    rowSchemas.set(name, schema);
  }
  return schema as z.ZodMiniType<ItemOf<N>>;
}
