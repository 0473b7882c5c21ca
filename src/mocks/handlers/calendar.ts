import { HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod/mini';
import { calendarEventSchema } from '../../schemas/index.ts';
import { CALENDAR_ROUTES } from '../../api/contract/routes.ts';
import { diffFields } from '../../api/contract/audit.ts';
import { callerOf, readBody, route, type HandlerContext } from './kit.ts';

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
      ctx.audit.record({
        actorId: callerOf(ctx, request),
        action: 'create',
        resource: 'calendar',
        recordId: event.id,
        changes: diffFields(null, event),
      });
      return HttpResponse.json(event);
    }),

    route(ctx, CALENDAR_ROUTES.updateCalendarEvent, async ({ request }) => {
      const body = await readBody(request, calendarEventSchema);
      if (!body.ok) return body.response;
      const events = db.calendarEvents();
      const before = events.find((e) => e.id === body.value.id) ?? null;
      db.setCalendarEvents(before ? events.map((e) => (e.id === body.value.id ? body.value : e)) : [...events, body.value]);
      ctx.audit.record({
        actorId: callerOf(ctx, request),
        action: before ? 'update' : 'create',
        resource: 'calendar',
        recordId: body.value.id,
        changes: diffFields(before, body.value),
      });
      return HttpResponse.json(body.value);
    }),

    route(ctx, CALENDAR_ROUTES.deleteCalendarEvent, async ({ request }) => {
      const body = await readBody(request, idBody);
      if (!body.ok) return body.response;
      const before = db.calendarEvents().find((e) => e.id === body.value.id);
      db.setCalendarEvents(db.calendarEvents().filter((e) => e.id !== body.value.id));
      if (before)
        ctx.audit.record({
          actorId: callerOf(ctx, request),
          action: 'delete',
          resource: 'calendar',
          recordId: before.id,
          changes: diffFields(before, null),
        });
      return HttpResponse.json(body.value);
    }),
  ];
}
