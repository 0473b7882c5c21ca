/**
 * The calendar dialog's values <-> a CalendarEvent (its rules are in event-rules.ts, loaded with the
 * dialog). Pure, unit-tested.
 */
import type { CalendarEvent } from '../../schemas/calendar.ts';
import { CALENDAR_CLASSES } from '../../schemas/enums.ts';

export interface EventFormValues {
  title: string;
  /** `YYYY-MM-DD` when all-day, else `YYYY-MM-DDTHH:MM` (what date / datetime-local inputs hold). */
  start: string;
  end: string;
  allDay: boolean;
  className: string;
  url: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/** Switching all-day keeps the date and adds or drops the time of day. */
export function convertForAllDay(value: string, allDay: boolean): string {
  if (!value) return value;
  if (allDay) return value.slice(0, 10);
  return DAY.test(value) ? `${value}T09:00` : value.slice(0, 16);
}

/** The values with all-day switched on or off, start and end converted to match. */
export function withAllDay(values: EventFormValues, allDay: boolean): EventFormValues {
  return { ...values, allDay, start: convertForAllDay(values.start, allDay), end: convertForAllDay(values.end, allDay) };
}

export function valuesFromEvent(event: Partial<CalendarEvent>): EventFormValues {
  const allDay = event.allDay ?? true;
  return {
    title: event.title ?? '',
    start: convertForAllDay(event.start ?? '', allDay),
    end: convertForAllDay(event.end ?? '', allDay),
    allDay,
    className: event.className ?? CALENDAR_CLASSES[0],
    url: event.url ?? '',
  };
}

/** `2026-11-03T09:30` -> `2026-11-03T09:30:00`, the local date-time form the schema takes. */
function withSeconds(value: string): string {
  return DAY_TIME.test(value) && value.length === 16 ? `${value}:00` : value;
}

export function eventFromValues(v: EventFormValues, id?: number): Omit<CalendarEvent, 'id'> & { id?: number } {
  const event: Omit<CalendarEvent, 'id'> & { id?: number } = {
    title: v.title.trim(),
    start: withSeconds(v.start),
    allDay: v.allDay,
    className: v.className as CalendarEvent['className'],
  };
  if (v.end) event.end = withSeconds(v.end);
  if (v.url.trim()) event.url = v.url.trim();
  if (id !== undefined) event.id = id;
  return event;
}

/** FullCalendar hands dates back as ISO strings with an offset; the store keeps local wall-clock values. */
export function toLocalValue(date: Date | null, allDay: boolean): string | undefined {
  if (!date) return undefined;
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return allDay ? day : `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}:00`;
}
