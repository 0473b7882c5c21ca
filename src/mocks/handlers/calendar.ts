import { HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { z } from 'zod/mini';
import { calendarEventSchema } from '../../schemas/index.ts';
import { eventsForCurrentMonth } from '../calendar-dates.ts';
import { CALENDAR_EVENTS } from '../data.ts';
import { CALENDAR_ROUTES } from '../../api/contract/routes.ts';
import { readBody, route, type HandlerContext } from './kit.ts';

const idBody = z.object({ id: z.int().check(z.positive()) });

/** /app/calendar: GET answers the events (moved to the current month); POST, PUT and DELETE echo the body. */
export function calendarHandlers(ctx: HandlerContext): HttpHandler[] {
  const echo =
    (schema: z.ZodMiniType) =>
    async ({ request }: { request: Request }) => {
      const body = await readBody(request, schema);
      return body.ok ? HttpResponse.json(body.value as JsonBodyType) : body.response;
    };
  return [
    route(ctx, CALENDAR_ROUTES.getCalendar, () => HttpResponse.json(eventsForCurrentMonth(CALENDAR_EVENTS))),
    route(ctx, CALENDAR_ROUTES.addCalendarEvent, echo(calendarEventSchema)),
    route(ctx, CALENDAR_ROUTES.updateCalendarEvent, echo(calendarEventSchema)),
    route(ctx, CALENDAR_ROUTES.deleteCalendarEvent, echo(idBody)),
  ];
}
