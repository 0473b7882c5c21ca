import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod/mini';
import { SAMPLE_ROWS as SAMPLE } from '../resources/samples/rows.ts';
import { calendarEventSchema, ENUMS, rowSchema, type EnumName } from '../schemas/index.ts';
import calendar from './data/calendar.json';
import { LIST_NAMES, LIST_SCHEMAS, resourceOf } from '../resources/index.ts';

const publicDir = join(import.meta.dirname, '../../public');

/** Which list field carries which enumeration. */
const ENUM_FIELDS: Record<Exclude<EnumName, 'weekday'>, [string, string][]> = {
  productStatus: [['product', 'status']],
  orderStatus: [['order', 'deliveryStatus']],
  leaveStatus: [['leave_hr', 'status']],
  estimateStatus: [['estimate', 'status']],
  eventStatus: [['event', 'status']],
  userStatus: [['userlist', 'status']],
  noteCategory: [['notes', 'category']],
  holidayType: [['holidays', 'type']],
  leaveType: [
    ['leave_employee', 'leaveType'],
    ['leave_hr', 'leaveType'],
  ],
  paymentMethod: [['order', 'paymentMethod']],
  role: [['usergrid', 'username']],
};

describe('sample data', () => {
  it.each(LIST_NAMES)('%s is valid against its schema and has the sample size of its resource', (name) => {
    const rows = SAMPLE[name];
    expect(rows).toHaveLength(resourceOf(name).sampleSize);
    const parsed = z.array(rowSchema(name)).safeParse(rows);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  });

  it.each(Object.entries(ENUM_FIELDS))('every value of %s appears', (enumName, places) => {
    for (const [list, field] of places) {
      const seen = new Set(SAMPLE[list as keyof typeof SAMPLE].map((row) => (row as Record<string, unknown>)[field]));
      expect(
        [...ENUMS[enumName as EnumName]].filter((v) => !seen.has(v)),
        `${list}.${field}`,
      ).toEqual([]);
    }
  });

  it('the employee leave list uses the three employee statuses', () => {
    expect(new Set(SAMPLE.leave_employee.map((l) => l.status))).toEqual(new Set(['Approved', 'Pending', 'Declined']));
  });

  it('every image a row points to is a local file', () => {
    const paths = LIST_NAMES.flatMap((name) =>
      SAMPLE[name].flatMap((row) => Object.values(row).filter((v): v is string => typeof v === 'string' && v.startsWith('/images/'))),
    );
    expect(paths.length).toBeGreaterThan(80);
    expect(paths.filter((p) => !existsSync(join(publicDir, p)))).toEqual([]);
  });

  it('calendar events are valid and use every colour', () => {
    expect(z.array(calendarEventSchema).safeParse(calendar).success).toBe(true);
    expect(new Set(calendar.map((e) => e.className)).size).toBe(5);
  });

  it('weekday fields match their dates', () => {
    for (const row of [...SAMPLE.holidays, ...SAMPLE.attendance]) {
      const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${row.date}T12:00:00Z`));
      expect(row.day).toBe(weekday);
    }
  });

  it('LIST_SCHEMAS are plain objects that forms can derive from', () => {
    for (const name of LIST_NAMES) expect(() => z.partial(z.omit(LIST_SCHEMAS[name] as z.ZodMiniObject, { id: true }))).not.toThrow();
  });
});
