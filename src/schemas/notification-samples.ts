import { z } from 'zod/mini';
import { id } from './common.ts';
import { notificationKind, type Notification } from './notifications.ts';

// Apart from notifications.ts, which the app loads: sample data is only for backends (fake or reference) to seed from.

/** A sample notification (src/content/data/notifications.json): its age instead of a date, so it is always recent. */
export const notificationSampleSchema = z.object({
  id,
  kind: notificationKind,
  minutesAgo: z.int().check(z.minimum(0)),
  read: z.boolean(),
  /** The sample row it is about (the fake backend names that row's values in its text). */
  resource: z.optional(z.string()),
  rowId: z.optional(z.int()),
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
