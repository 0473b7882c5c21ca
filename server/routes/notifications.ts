import { and, desc, eq } from 'drizzle-orm';
import { NOTIFICATION_ROUTES } from '../../src/api/contract/notifications.ts';
import { notificationUpdateSchema, type Notification, type NotificationKind } from '../../src/schemas/index.ts';
import { notifications } from '../db/tables.ts';
import { errorResponse, idParam, on, readBody, type App, type ServerContext } from './kit.ts';

type NotificationRow = typeof notifications.$inferSelect;

const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  kind: row.kind as NotificationKind,
  createdAt: row.createdAt.toISOString(),
  read: row.read,
});

/** The signed-in account's notifications, newest first; each account sees and marks only its own. */
export function notificationRoutes(app: App, ctx: ServerContext): void {
  const { db } = ctx;

  on(app, ctx, NOTIFICATION_ROUTES.listNotifications, async (c) => {
    const rows = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, c.get('userId')))
      .orderBy(desc(notifications.createdAt), desc(notifications.id));
    return c.json(rows.map(toNotification));
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
    return saved ? c.json(toNotification(saved)) : errorResponse(c, 404, 'No notification with that id');
  });
}
