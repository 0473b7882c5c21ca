/**
 * The calendar dialog's values <-> a CalendarEvent, and its rules (the event's schema, an end not
 * before the start, an optional web link). Pure, unit-tested.
 */
import { z } from 'zod/mini';
import { calendarEventSchema, type CalendarEvent } from '../../schemas/calendar.ts';
import { webLink } from '../../schemas/common.ts';
import { CALENDAR_CLASSES } from '../../schemas/enums.ts';
import { issueMessage, type Translate } from '../shared/form-dialog/errors.ts';

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

/**
 * What the dialog may save: an event without its id (the backend gives it), whose link, if any, is
 * a web address (the sample data's site-relative links are not typed in the dialog), ending no
 * earlier than it starts (ISO values compare as text).
 */
export const eventFormSchema = z
  .extend(z.omit(calendarEventSchema, { id: true }), { url: z.optional(webLink) })
  .check(z.refine((event) => event.end === undefined || event.end >= event.start, { path: ['end'], message: 'Ends before it starts' }));

/** The rule between two fields, for the message that names the other one. */
const END_NOT_BEFORE_START = [{ field: 'end', than: 'start' }] as const;

/** The translated message for one problem of the dialog's values. */
export function eventIssueMessage(issue: z.core.$ZodIssue, values: EventFormValues, t: Translate, label: (key: string) => string): string {
  const field = String(issue.path[0] ?? '') as keyof EventFormValues;
  const typed = values[field];
  if (typeof typed === 'string' && !typed.trim()) return t('form.errors.required');
  if (field === 'url') return t('calendar.invalidUrl');
  if ((field === 'start' || field === 'end') && issue.code !== 'custom') return t('form.errors.date');
  return issueMessage(issue, t, label, END_NOT_BEFORE_START);
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
