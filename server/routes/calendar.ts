import { asc, eq } from 'drizzle-orm';
import { z } from 'zod/mini';
import { CALENDAR_ROUTES } from '../../src/contract/routes.ts';
import { calendarDeleteSchema, calendarEventSchema, type CalendarEvent } from '../../src/schemas/index.ts';
import { diffFields } from '../audit/record.ts';
import { calendarEvents } from '../db/tables.ts';
import { errorResponse, idParam, on, readBody, withoutNulls, type App, type ServerContext } from './kit.ts';
import { conflictOrMissing, whereVersion, withEtag } from './versions.ts';
import { publishChange } from '../live/changes.ts';

const toRow = (event: CalendarEvent) => ({ ...event, end: event.end ?? null, url: event.url ?? null });

/** The calendar: events are kept as sent (ids come from the client, which takes the next free one). Each change is audited. */
export function calendarRoutes(app: App, ctx: ServerContext): void {
  const { db } = ctx;
  const actor = (c: { get(key: 'userId'): number }) => ({ actorId: c.get('userId'), resource: 'calendar' });
  const notFound = (c: Parameters<typeof errorResponse>[0]) => errorResponse(c, 404, 'No event with that id');
  const current = async (id: number) => {
    const [row] = await db.select().from(calendarEvents).where(eq(calendarEvents.id, id));
    return row && withoutNulls(row);
  };

  on(app, ctx, CALENDAR_ROUTES.getCalendar, async (c) => {
    const rows = await db.select().from(calendarEvents).orderBy(asc(calendarEvents.id));
    return c.json(rows.map(withoutNulls));
  });

  on(app, ctx, CALENDAR_ROUTES.getCalendarEvent, async (c) => {
    const id = idParam(c);
    const event = id === null ? undefined : await current(id);
    return event ? withEtag(c, event) : notFound(c);
  });

  on(app, ctx, CALENDAR_ROUTES.addCalendarEvent, async (c) => {
    const body = await readBody(c, calendarEventSchema);
    if (!body.ok) return body.response;
    const created = await db.transaction(async (tx) => {
      const [row] = await tx.insert(calendarEvents).values(toRow(body.value)).onConflictDoNothing().returning();
      if (row) await ctx.audit(tx, { ...actor(c), action: 'create', recordId: row.id, changes: diffFields(null, withoutNulls(row)) });
      return row;
    });
    if (!created) return errorResponse(c, 409, `An event with id ${body.value.id} already exists`);
    await publishChange(db, { userId: c.get('userId'), resource: 'calendar', action: 'create', rowId: created.id, version: 1 });
    return withEtag(c, withoutNulls(created));
  });

  on(app, ctx, CALENDAR_ROUTES.updateCalendarEvent, async (c) => {
    const body = await readBody(c, calendarEventSchema);
    if (!body.ok) return body.response;
    const { id } = body.value;
    const outcome = await db.transaction(async (tx) => {
      // The event as it was, locked until the change and its audit entry are committed together.
      const [before] = await tx.select().from(calendarEvents).where(eq(calendarEvents.id, id)).for('update');
      if (!before) return { before };
      const where = whereVersion(c, calendarEvents.id, calendarEvents.version, id);
      const [after] = await tx.update(calendarEvents).set(toRow(body.value)).where(where).returning();
      if (after) await ctx.audit(tx, { ...actor(c), action: 'update', recordId: id, changes: diffFields(before, after) });
      return { before, after };
    });
    if (outcome.after) {
      const version = outcome.after.version;
      await publishChange(db, { userId: c.get('userId'), resource: 'calendar', action: 'update', rowId: id, version });
      return withEtag(c, withoutNulls(outcome.after));
    }
    return conflictOrMissing(c, outcome.before && withoutNulls(outcome.before), () => notFound(c));
  });

  on(app, ctx, CALENDAR_ROUTES.deleteCalendarEvent, async (c) => {
    const body = await readBody(c, calendarDeleteSchema as z.ZodMiniType<{ id: number }>);
    if (!body.ok) return body.response;
    const { id } = body.value;
    const deleted = await db.transaction(async (tx) => {
      const [row] = await tx
        .delete(calendarEvents)
        .where(whereVersion(c, calendarEvents.id, calendarEvents.version, id))
        .returning();
      if (row) await ctx.audit(tx, { ...actor(c), action: 'delete', recordId: id, changes: diffFields(withoutNulls(row), null) });
      return row;
    });
    if (!deleted) return conflictOrMissing(c, await current(id), () => notFound(c));
    await publishChange(db, { userId: c.get('userId'), resource: 'calendar', action: 'delete', rowId: id });
    return c.json({ id });
  });
}
