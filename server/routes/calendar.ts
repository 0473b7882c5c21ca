import { asc, eq } from 'drizzle-orm';
import { z } from 'zod/mini';
import { CALENDAR_ROUTES } from '../../src/api/contract/routes.ts';
import { calendarDeleteSchema, calendarEventSchema, type CalendarEvent } from '../../src/schemas/index.ts';
import { calendarEvents } from '../db/tables.ts';
import { errorResponse, on, readBody, withoutNulls, type App, type ServerContext } from './kit.ts';

const toRow = (event: CalendarEvent) => ({ ...event, end: event.end ?? null, url: event.url ?? null });

/** The calendar: events are kept as sent (ids come from the client, which takes the next free one). */
export function calendarRoutes(app: App, ctx: ServerContext): void {
  const { db } = ctx;

  on(app, ctx, CALENDAR_ROUTES.getCalendar, async (c) => {
    const rows = await db.select().from(calendarEvents).orderBy(asc(calendarEvents.id));
    return c.json(rows.map(withoutNulls));
  });

  on(app, ctx, CALENDAR_ROUTES.addCalendarEvent, async (c) => {
    const body = await readBody(c, calendarEventSchema);
    if (!body.ok) return body.response;
    const inserted = await db.insert(calendarEvents).values(toRow(body.value)).onConflictDoNothing().returning();
    return inserted[0] ? c.json(withoutNulls(inserted[0])) : errorResponse(c, 409, `An event with id ${body.value.id} already exists`);
  });

  on(app, ctx, CALENDAR_ROUTES.updateCalendarEvent, async (c) => {
    const body = await readBody(c, calendarEventSchema);
    if (!body.ok) return body.response;
    const [saved] = await db.update(calendarEvents).set(toRow(body.value)).where(eq(calendarEvents.id, body.value.id)).returning();
    return saved ? c.json(withoutNulls(saved)) : errorResponse(c, 404, 'No event with that id');
  });

  on(app, ctx, CALENDAR_ROUTES.deleteCalendarEvent, async (c) => {
    const body = await readBody(c, calendarDeleteSchema as z.ZodMiniType<{ id: number }>);
    if (!body.ok) return body.response;
    const deleted = await db.delete(calendarEvents).where(eq(calendarEvents.id, body.value.id)).returning({ id: calendarEvents.id });
    return deleted.length ? c.json({ id: body.value.id }) : errorResponse(c, 404, 'No event with that id');
  });
}
