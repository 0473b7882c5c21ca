import { z } from 'zod/mini';
import { id } from './common.ts';

/**
 * What a notification is about; the panel translates its title and text from this. `importDone` and `importFailed`:
 * a background import of the signed-in account's has ended (src/contract/job-notice.ts); `exportDone` and `exportFailed`,
 * an export job.
 */
export const NOTIFICATION_KINDS = ['order', 'leave', 'stock', 'event', 'importDone', 'importFailed', 'exportDone', 'exportFailed'] as const;
export const notificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** One notification of the signed-in user, as GET /app/notifications answers it. */
export const notificationSchema = z.object({
  id,
  kind: notificationKind,
  createdAt: z.iso.datetime({ offset: true }),
  read: z.boolean(),
  /**
   * The record it is about (a list and a row id, which the bell links to the screen of) and the values of that record
   * its text names; absent, the text is a general one.
   */
  about: z.optional(
    z.object({
      resource: z.string(),
      rowId: z.int(),
      params: z.record(z.string(), z.union([z.string(), z.number()])),
    }),
  ),
  /** A job's notification: the API path of its result (the job, or its failures' report), read with the bearer. */
  url: z.optional(z.string()),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationsSchema = z.array(notificationSchema);

/** What PUT /app/notifications/{id} takes. */
export const notificationUpdateSchema = z.object({ read: z.boolean() });
