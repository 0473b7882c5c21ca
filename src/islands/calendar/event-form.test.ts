import { describe, expect, it } from 'vitest';
import { calendarEventSchema } from '../../schemas/calendar.ts';
import { convertForAllDay, eventFromValues, toLocalValue, valuesFromEvent, withAllDay, type EventFormValues } from './event-form.ts';
import { eventFormSchema, eventIssueMessage } from './event-rules.ts';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key}:${JSON.stringify(options)}` : key);
/** The messages the dialog would show for these values, by field. */
function problems(values: EventFormValues): Record<string, string> {
  const result = eventFormSchema.safeParse(eventFromValues(values));
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= eventIssueMessage(issue, values, t, (k) => `label(${k})`);
  return out;
}

describe('calendar event form', () => {
  it('requires a title and a start, and rejects an end before the start', () => {
    const v = valuesFromEvent({ start: '2026-11-10', allDay: true });
    expect(problems(v)).toEqual({ title: 'form.errors.required' });
    expect(problems({ ...v, title: 'Launch', end: '2026-11-09' })).toEqual({ end: 'form.errors.notBefore:{"other":"label(start)"}' });
    expect(problems({ ...v, title: 'Launch', start: '' })).toEqual({ start: 'form.errors.required' });
    expect(problems({ ...v, title: 'Launch', start: '2026-13-45' })).toEqual({ start: 'form.errors.date' });
    expect(problems({ ...v, title: 'Launch', url: 'javascript:alert(1)' })).toEqual({ url: 'calendar.invalidUrl' });
    expect(problems({ ...v, title: 'x'.repeat(121) })).toEqual({ title: 'form.errors.tooLong:{"max":120}' });
    expect(problems({ ...v, title: 'Launch', url: 'https://example.com' })).toEqual({});
    const timed = valuesFromEvent({ title: 'Call', start: '2026-11-10T09:30:00', end: '2026-11-10T09:00:00', allDay: false });
    expect(problems(timed)).toEqual({ end: 'form.errors.notBefore:{"other":"label(start)"}' });
  });
  it('converts between all-day and timed values', () => {
    expect(convertForAllDay('2026-11-10', false)).toBe('2026-11-10T09:00');
    expect(convertForAllDay('2026-11-10T14:30', true)).toBe('2026-11-10');
    const timed = valuesFromEvent({ title: 'Call', start: '2026-11-10T14:30:00', end: '2026-11-11T10:00:00', allDay: false });
    expect(withAllDay(timed, true)).toEqual({ ...timed, allDay: true, start: '2026-11-10', end: '2026-11-11' });
    expect(withAllDay(withAllDay(timed, true), false)).toMatchObject({ start: '2026-11-10T09:00', end: '2026-11-11T09:00' });
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
