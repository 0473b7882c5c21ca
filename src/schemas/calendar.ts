import { z } from 'zod/mini';
import { described, id, text, versionSchema } from './common.ts';
import { calendarClass } from './enum-schemas.ts';

/** A day (`2026-11-03`) or a local date-time (`2026-11-03T09:30:00`), as FullCalendar takes them. */
const dateOrDateTime = z.union([z.iso.date(), z.iso.datetime({ local: true })]);

export const calendarEventSchema = z.object({
  id,
  title: text(120),
  start: dateOrDateTime,
  end: z.optional(dateOrDateTime),
  allDay: z.boolean(),
  className: calendarClass,
  url: described(z.optional(z.string()), 'Optional link opened on click'),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const calendarEventsSchema = z.array(calendarEventSchema);
/** Events as the API answers them, each with the version an edit sends back as If-Match. */
export const storedEventSchema = z.extend(calendarEventSchema, { version: z.optional(versionSchema) });
export const storedEventsSchema = z.array(storedEventSchema);
/** What DELETE /app/calendar sends and answers. */
export const calendarDeleteSchema = z.object({ id });
