import { and, desc, eq, inArray } from 'drizzle-orm';
import { NOTIFICATION_ROUTES } from '../../src/contract/notifications.ts';
import { notificationAbout } from '../../src/schemas/notification-samples.ts';
import { notificationUpdateSchema, type Notification, type NotificationKind } from '../../src/schemas/index.ts';
import type { Db } from '../db/connect.ts';
import { listTable } from '../db/list-tables.ts';
import { notifications } from '../db/tables.ts';
import { rowColumns } from '../lists/list-queries.ts';
import { ownedBy } from '../lists/ownership.ts';
import { errorResponse, idParam, on, readBody, type App, type ServerContext } from './kit.ts';
import { isListName, type ListName } from '../../src/resources/index.ts';
import { JOB_NOTICE_RESOURCE } from '../../src/contract/job-notice.ts';
import { jobNoticeFields, noticedJobs } from '../jobs/job-notice.ts';
import { jobs } from '../jobs/job-tables.ts';

type NotificationRow = typeof notifications.$inferSelect;
type JobRow = typeof jobs.$inferSelect;
type ListRow = Record<string, unknown>;

/**
 * The rows the notifications are about, as they are now, by list and id: one read per list. A row of another account's
 * in an owned list is not read: its notification says what it says of a deleted row.
 */
async function linkedRows(db: Db, rows: readonly NotificationRow[], caller: number): Promise<Map<string, ListRow>> {
  const ids = new Map<ListName, number[]>();
  for (const { resource, rowId } of rows) {
    if (resource !== null && rowId !== null && isListName(resource)) ids.set(resource, [...(ids.get(resource) ?? []), rowId]);
  }
  const found = new Map<string, ListRow>();
  for (const [name, rowIds] of ids) {
    const table = listTable(name);
    for (const row of await db
      .select(rowColumns(name))
      .from(table)
      .where(and(inArray(table.id, rowIds), ownedBy(name, caller)))) {
      found.set(`${name}/${String(row.id)}`, row);
    }
  }
  return found;
}

/** A notification as the contract has it: with what it says about its record while that row is there. */
function toNotification(row: NotificationRow, linked: Map<string, ListRow>, jobsById: Map<number, JobRow>): Notification {
  const kind = row.kind as NotificationKind;
  const base = { id: row.id, kind, createdAt: row.createdAt.toISOString(), read: row.read };
  if (row.resource === JOB_NOTICE_RESOURCE)
    return { ...base, ...jobNoticeFields(row.rowId === null ? undefined : jobsById.get(row.rowId)) };
  const about =
    row.resource === null || row.rowId === null
      ? undefined
      : notificationAbout(kind, { resource: row.resource, rowId: row.rowId }, linked.get(`${row.resource}/${row.rowId}`));
  return { id: row.id, kind, createdAt: row.createdAt.toISOString(), read: row.read, ...(about ? { about } : {}) };
}

/** The signed-in account's notifications, newest first; each account sees and marks only its own. */
export function notificationRoutes(app: App, ctx: ServerContext): void {
  const { db } = ctx;

  on(app, ctx, NOTIFICATION_ROUTES.listNotifications, async (c) => {
    const rows = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, c.get('userId')))
      .orderBy(desc(notifications.createdAt), desc(notifications.id));
    const linked = await linkedRows(db, rows, c.get('userId'));
    const jobsById = await noticedJobs(db, rows, c.get('userId'));
    return c.json(rows.map((row) => toNotification(row, linked, jobsById)));
  });

  on(app, ctx, NOTIFICATION_ROUTES.updateNotification, async (c) => {
    const id = idParam(c);
    const body = await readBody(c, notificationUpdateSchema);
    if (!body.ok) return body.response;
    const [saved] =
      id === null
        ? []
        : await db
            .update(notifications)
            .set({ read: body.value.read })
            .where(and(eq(notifications.id, id), eq(notifications.userId, c.get('userId'))))
            .returning();
    return saved
      ? c.json(toNotification(saved, await linkedRows(db, [saved], c.get('userId')), await noticedJobs(db, [saved], c.get('userId'))))
      : errorResponse(c, 404, 'No notification with that id');
  });
}
