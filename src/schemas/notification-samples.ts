import { z } from 'zod/mini';
import { id } from './common.ts';
import { notificationKind, type Notification, type NotificationKind } from './notifications.ts';

// Apart from notifications.ts, which the app loads: sample data is only for backends (fake or reference) to seed from.

/** A sample notification (src/content/data/notifications.json): its age instead of a date, so it is always recent. */
export const notificationSampleSchema = z.object({
  id,
  kind: notificationKind,
  minutesAgo: z.int().check(z.minimum(0)),
  read: z.boolean(),
  /** The list of the sample row it is about, and that row's id: the bell links to its record and names its values. */
  resource: z.string(),
  rowId: z.int(),
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

type Params = Record<string, string | number>;
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const count = (value: unknown) => (typeof value === 'number' ? value : undefined);
/** Only when every value is there (a row of another shape makes no text). */
const all = (params: Record<string, string | number | undefined>): Params | undefined =>
  Object.values(params).every((v) => v !== undefined) ? (params as Params) : undefined;

/** What each kind's text names, read from its row. */
const PARAMS: Record<NotificationKind, (row: Record<string, unknown>) => Params | undefined> = {
  order: (row) => all({ orderId: text(row.orderId), name: text(row.customerName) }),
  leave: (row) => all({ name: text(row.employeeName), count: count(row.noOfDays) }),
  stock: (row) => all({ product: text(row.productName), count: count(row.stock) }),
  event: (row) => all({ event: text(row.eventName), count: count(row.numberRegistered) }),
  // A job's notification is about a job, not a row: src/contract/job-notice.ts makes its text's values.
  importDone: () => undefined,
  importFailed: () => undefined,
  exportDone: () => undefined,
  exportFailed: () => undefined,
};

/**
 * What a notification says about its record (both backends): the link (list and row id) and the values its text
 * names, read from the row as it is now; undefined when the row is gone or lacks a value (the text is then general).
 */
export function notificationAbout(
  kind: NotificationKind,
  link: { resource: string; rowId: number },
  row: Record<string, unknown> | undefined,
): Notification['about'] {
  const params = row ? PARAMS[kind](row) : undefined;
  return params ? { resource: link.resource, rowId: link.rowId, params } : undefined;
}
