import { HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod/mini';
import { calendarEventSchema } from '../../schemas/index.ts';
import { CALENDAR_ROUTES } from '../../api/contract/routes.ts';
import { readBody, route, type HandlerContext } from './kit.ts';

const idBody = z.object({ id: z.int().check(z.positive()) });

/**
 * /app/calendar: GET answers the events (the sample ones moved to the current month); POST, PUT and DELETE
 * answer their body as the spec says, and keep the change: an added event whose id is taken gets the next free one.
 */
export function calendarHandlers(ctx: HandlerContext): HttpHandler[] {
  const { db } = ctx;
  return [
    route(ctx, CALENDAR_ROUTES.getCalendar, () => HttpResponse.json(db.calendarEvents())),

    route(ctx, CALENDAR_ROUTES.addCalendarEvent, async ({ request }) => {
      const body = await readBody(request, calendarEventSchema);
      if (!body.ok) return body.response;
      const events = db.calendarEvents();
      const taken = events.some((e) => e.id === body.value.id);
      const event = taken ? { ...body.value, id: events.reduce((max, e) => Math.max(max, e.id), 0) + 1 } : body.value;
      db.setCalendarEvents([...events, event]);
      return HttpResponse.json(event);
    }),

    route(ctx, CALENDAR_ROUTES.updateCalendarEvent, async ({ request }) => {
      const body = await readBody(request, calendarEventSchema);
      if (!body.ok) return body.response;
      const events = db.calendarEvents();
      const known = events.some((e) => e.id === body.value.id);
      db.setCalendarEvents(known ? events.map((e) => (e.id === body.value.id ? body.value : e)) : [...events, body.value]);
      return HttpResponse.json(body.value);
    }),

    route(ctx, CALENDAR_ROUTES.deleteCalendarEvent, async ({ request }) => {
      const body = await readBody(request, idBody);
      if (!body.ok) return body.response;
      db.setCalendarEvents(db.calendarEvents().filter((e) => e.id !== body.value.id));
      return HttpResponse.json(body.value);
    }),
  ];
}
