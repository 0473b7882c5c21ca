import { HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod/mini';
import { calendarEventSchema, type CalendarEvent } from '../../schemas/index.ts';
import { CALENDAR_ROUTES } from '../../contract/routes.ts';
import { ifMatchHolds, parseIfMatch } from '../../contract/versions.ts';
import { diffFields } from '../../contract/audit.ts';
import { callerOf, errorResponse, idParam, readBody, route, versionedResponse, type HandlerContext } from './kit.ts';

const idBody = z.object({ id: z.int().check(z.positive()) });

/**
 * /app/calendar: GET answers the events (the sample ones moved to the current month); POST, PUT and DELETE
 * answer their body as the spec says, and keep the change: an added event whose id is taken gets the next free one.
 * A PUT or DELETE with If-Match writes only while the event still has that version (else 412 with the event as it is).
 */
export function calendarHandlers(ctx: HandlerContext): HttpHandler[] {
  const { db } = ctx;
  const notFound = () => errorResponse(404, 'No event with that id');
  const find = (id: number) => db.calendarEvents().find((e) => e.id === id);
  /** null when the write may go ahead; else its answer (404 for an event gone, 412 for one changed). */
  const precondition = (request: Request, id: number) => {
    const wanted = parseIfMatch(request.headers.get('If-Match'));
    if (wanted === null) return null;
    const current = find(id);
    if (!current) return notFound();
    const version = db.versionOf('calendar', id);
    return ifMatchHolds(wanted, version) ? null : versionedResponse(current, version, 412);
  };
  return [
    route(ctx, CALENDAR_ROUTES.getCalendar, () =>
      HttpResponse.json(db.calendarEvents().map((e) => ({ ...e, version: db.versionOf('calendar', e.id) }))),
    ),

    route(ctx, CALENDAR_ROUTES.getCalendarEvent, ({ params }) => {
      const id = idParam(params);
      const event = id === null ? undefined : find(id);
      return event ? versionedResponse(event, db.versionOf('calendar', event.id)) : notFound();
    }),

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
      db.forgetVersion('calendar', event.id);
      ctx.live.publish({ userId: callerOf(ctx, request), resource: 'calendar', action: 'create', rowId: event.id, version: 1 });
      return versionedResponse(event, 1);
    }),

    route(ctx, CALENDAR_ROUTES.updateCalendarEvent, async ({ request }) => {
      const body = await readBody(request, calendarEventSchema);
      if (!body.ok) return body.response;
      const refused = precondition(request, body.value.id);
      if (refused) return refused;
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
      const version = before ? db.bumpVersion('calendar', body.value.id) : 1;
      const action = before ? 'update' : 'create';
      ctx.live.publish({ userId: callerOf(ctx, request), resource: 'calendar', action, rowId: body.value.id, version });
      return versionedResponse(body.value satisfies CalendarEvent, version);
    }),

    route(ctx, CALENDAR_ROUTES.deleteCalendarEvent, async ({ request }) => {
      const body = await readBody(request, idBody);
      if (!body.ok) return body.response;
      const refused = precondition(request, body.value.id);
      if (refused) return refused;
      const before = db.calendarEvents().find((e) => e.id === body.value.id);
      db.setCalendarEvents(db.calendarEvents().filter((e) => e.id !== body.value.id));
      db.forgetVersion('calendar', body.value.id);
      if (before)
        ctx.audit.record({
          actorId: callerOf(ctx, request),
          action: 'delete',
          resource: 'calendar',
          recordId: before.id,
          changes: diffFields(before, null),
        });
      if (before)
        ctx.live.publish({ userId: callerOf(ctx, request), resource: 'calendar', action: 'delete', rowId: before.id, version: null });
      return HttpResponse.json(body.value);
    }),
  ];
}
