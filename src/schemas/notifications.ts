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

/** A sample notification (src/content/data/notifications.json): its age instead of a date, so it is always recent. */
export const notificationSampleSchema = z.object({
  id,
  kind: notificationKind,
  minutesAgo: z.int().check(z.minimum(0)),
  read: z.boolean(),
});
export type NotificationSample = z.infer<typeof notificationSampleSchema>;

/** A sample as served at `now`: its age turned into a timestamp. */
export function notificationFromSample(sample: NotificationSample, now = new Date()): Notification {
  return {
    id: sample.id,
    kind: sample.kind,
    createdAt: new Date(now.getTime() - sample.minutesAgo * 60_000).toISOString(),
    read: sample.read,
  };
}
