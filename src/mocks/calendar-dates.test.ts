import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { calendarEventSchema } from '../schemas/index.ts';
import { eventsForCurrentMonth, shiftMonths } from '../resources/samples/calendar-dates.ts';
import { CALENDAR_EVENTS } from './data.ts';

describe('calendar dates', () => {
  it('shifts by whole months, keeping time and clamping the day', () => {
    expect(shiftMonths('2026-11-02T09:30:00', 3)).toBe('2027-02-02T09:30:00');
    expect(shiftMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(shiftMonths('2026-03-15', -15)).toBe('2024-12-15');
    expect(shiftMonths('2026-11-09', 0)).toBe('2026-11-09');
  });

  it('moves the sample events to the current month and keeps them valid', () => {
    const now = new Date(2031, 4, 20);
    const moved = eventsForCurrentMonth(CALENDAR_EVENTS, now);
    expect(moved.map((e) => e.title)).toEqual(CALENDAR_EVENTS.map((e) => e.title));
    expect(moved.some((e) => e.start.startsWith('2031-05-'))).toBe(true);
    expect(moved.every((e) => e.start >= '2031-05-01')).toBe(true);
    expect(z.array(calendarEventSchema).safeParse(moved).success).toBe(true);
    for (const e of moved) if (e.end) expect(e.end >= e.start).toBe(true);
  });
});
