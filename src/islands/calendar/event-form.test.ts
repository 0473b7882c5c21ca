import { describe, expect, it } from 'vitest';
import { calendarEventSchema } from '../../schemas/calendar.ts';
import { convertForAllDay, eventFromValues, toLocalValue, validateEvent, valuesFromEvent } from './event-form.ts';

describe('calendar event form', () => {
  it('requires a title and a start, and rejects an end before the start', () => {
    const v = valuesFromEvent({ start: '2026-11-10', allDay: true });
    expect(validateEvent(v)).toEqual({ title: 'required' });
    expect(validateEvent({ ...v, title: 'Launch', end: '2026-11-09' })).toEqual({ end: 'endBeforeStart' });
    expect(validateEvent({ ...v, title: 'Launch', start: '' })).toEqual({ start: 'required' });
    expect(validateEvent({ ...v, title: 'Launch', url: 'javascript:alert(1)' })).toEqual({ url: 'url' });
    expect(validateEvent({ ...v, title: 'Launch', url: 'https://example.com' })).toEqual({});
  });
  it('converts between all-day and timed values', () => {
    expect(convertForAllDay('2026-11-10', false)).toBe('2026-11-10T09:00');
    expect(convertForAllDay('2026-11-10T14:30', true)).toBe('2026-11-10');
  });
  it('builds events the schema accepts', () => {
    const timed = eventFromValues(
      { title: ' Call ', start: '2026-11-10T09:30', end: '2026-11-10T10:00', allDay: false, className: 'event-info', url: '' },
      4,
    );
    expect(timed).toEqual({
      id: 4,
      title: 'Call',
      start: '2026-11-10T09:30:00',
      end: '2026-11-10T10:00:00',
      allDay: false,
      className: 'event-info',
    });
    expect(calendarEventSchema.safeParse(timed).success).toBe(true);
  });
  it('formats dates from the calendar as local values', () => {
    expect(toLocalValue(new Date(2026, 10, 3, 9, 5), false)).toBe('2026-11-03T09:05:00');
    expect(toLocalValue(new Date(2026, 10, 3), true)).toBe('2026-11-03');
    expect(toLocalValue(null, true)).toBeUndefined();
  });
});
