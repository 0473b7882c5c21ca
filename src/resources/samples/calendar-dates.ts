import type { CalendarEvent } from '../../schemas/index.ts';

const pad = (n: number) => String(n).padStart(2, '0');
const monthIndex = (value: string) => Number(value.slice(0, 4)) * 12 + Number(value.slice(5, 7)) - 1;

/** Moves a `YYYY-MM-DD[Thh:mm:ss]` value by whole months, keeping the day (clamped to the month's length) and time. */
export function shiftMonths(value: string, months: number): string {
  const total = monthIndex(value) + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(Number(value.slice(8, 10)), lastDay);
  return `${year}-${pad(month + 1)}-${pad(day)}${value.slice(10)}`;
}

/**
 * The sample events moved so that their first month is the current one: the calendar opens on a month
 * with events, whenever the template is run. Weekdays change; the order and length of events do not.
 */
export function eventsForCurrentMonth(events: readonly CalendarEvent[], now = new Date()): CalendarEvent[] {
  if (!events.length) return [];
  const first = Math.min(...events.map((e) => monthIndex(e.start)));
  const offset = now.getFullYear() * 12 + now.getMonth() - first;
  return events.map((e) => ({ ...e, start: shiftMonths(e.start, offset), ...(e.end ? { end: shiftMonths(e.end, offset) } : {}) }));
}
