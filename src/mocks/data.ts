/**
 * The calendar's sample events the fake backend serves, `src/content/data/calendar.json`, the file the content
 * collections validate at build (src/content.config.ts). A plain JSON import, so the browser bundle carries no Astro
 * content API. The lists' sample rows are loaded in one place, src/resources/samples/rows.ts.
 */
import calendar from '../content/data/calendar.json';
import { calendarEventsSchema, type CalendarEvent } from '../schemas/index.ts';

export const CALENDAR_EVENTS: CalendarEvent[] = calendarEventsSchema.parse(calendar);
