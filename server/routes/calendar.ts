import { asc, eq } from 'drizzle-orm';
import { z } from 'zod/mini';
import { CALENDAR_ROUTES } from '../../src/api/contract/routes.ts';
import { calendarDeleteSchema, calendarEventSchema, type CalendarEvent } from '../../src/schemas/index.ts';
import { diffFields } from '../audit/record.ts';
import { calendarEvents } from '../db/tables.ts';
import { errorResponse, on, readBody, withoutNulls, type App, type ServerContext } from './kit.ts';

const toRow = (event: CalendarEvent) => ({ ...event, end: event.end ?? null, url: event.url ?? null });

/** The calendar: events are kept as sent (ids come from the client, which takes the next free one). Each change is audited. */
export function calendarRoutes(app: App, ctx: ServerContext): void {
  const { db } = ctx;
  const actor = (c: { get(key: 'userId'): number }) => ({ actorId: c.get('userId'), resource: 'calendar' });

  on(app, ctx, CALENDAR_ROUTES.getCalendar, async (c) => {
    const rows = await db.select().from(calendarEvents).orderBy(asc(calendarEvents.id));
    return c.json(rows.map(withoutNulls));
  });

  on(app, ctx, CALENDAR_ROUTES.addCalendarEvent, async (c) => {
    const body = await readBody(c, calendarEventSchema);
    if (!body.ok) return body.response;
    const created = await db.transaction(async (tx) => {
      const [row] = await tx.insert(calendarEvents).values(toRow(body.value)).onConflictDoNothing().returning();
      if (row) await ctx.audit(tx, { ...actor(c), action: 'create', recordId: row.id, changes: diffFields(null, withoutNulls(row)) });
      return row;
    });
    return created ? c.json(withoutNulls(created)) : errorResponse(c, 409, `An event with id ${body.value.id} already exists`);
  });

  on(app, ctx, CALENDAR_ROUTES.updateCalendarEvent, async (c) => {
    const body = await readBody(c, calendarEventSchema);
    if (!body.ok) return body.response;
    const { id } = body.value;
    const saved = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(calendarEvents).where(eq(calendarEvents.id, id)).for('update');
      if (!before) return undefined;
      const [after] = await tx.update(calendarEvents).set(toRow(body.value)).where(eq(calendarEvents.id, id)).returning();
      await ctx.audit(tx, { ...actor(c), action: 'update', recordId: id, changes: diffFields(before, after!) });
      return after;
    });
    return saved ? c.json(withoutNulls(saved)) : errorResponse(c, 404, 'No event with that id');
  });

  on(app, ctx, CALENDAR_ROUTES.deleteCalendarEvent, async (c) => {
    const body = await readBody(c, calendarDeleteSchema as z.ZodMiniType<{ id: number }>);
    if (!body.ok) return body.response;
    const { id } = body.value;
    const deleted = await db.transaction(async (tx) => {
      const [row] = await tx.delete(calendarEvents).where(eq(calendarEvents.id, id)).returning();
      if (row) await ctx.audit(tx, { ...actor(c), action: 'delete', recordId: id, changes: diffFields(withoutNulls(row), null) });
      return row;
    });
    return deleted ? c.json({ id }) : errorResponse(c, 404, 'No event with that id');
  });
}
