import { z } from 'zod/mini';
import { id } from './common.ts';

/** What a notification is about; the panel translates its title and text from this. */
export const NOTIFICATION_KINDS = ['order', 'leave', 'stock', 'event'] as const;
export const notificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** One notification of the signed-in user, as GET /app/notifications answers it. */
export const notificationSchema = z.object({
  id,
  kind: notificationKind,
  createdAt: z.iso.datetime({ offset: true }),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationsSchema = z.array(notificationSchema);

/** What PUT /app/notifications/{id} takes. */
export const notificationUpdateSchema = z.object({ read: z.boolean() });
export type NotificationUpdate = z.infer<typeof notificationUpdateSchema>;
