import type { Notification } from '../schemas/notifications.ts';
import {
  notificationAbout,
  notificationFromSample,
  notificationSampleSchema,
  type NotificationSample,
} from '../schemas/notification-samples.ts';
import { z } from 'zod/mini';
import samples from '../content/data/notifications.json';
import type { FakeDb } from './db.ts';
import type { ListName } from '../resources/index.ts';

const SAMPLES = z.array(notificationSampleSchema).parse(samples);

/** The state key of the ids marked read among the fake backend's collections. */
export const NOTIFICATIONS_READ_KEY = 'notificationsRead';

/** The ids marked read in the sample data (where a new demo database, or a reset, starts). */
export const sampleReadIds = (): number[] => SAMPLES.filter((s) => s.read).map((s) => s.id);

/** A valid list of read ids. */
export const readIdsSchema = z.array(z.int());

/**
 * The fake backend's notifications: the samples, dated relative to now when served, with the ids marked read
 * kept in the fake backend's state (IndexedDB in the browser) like the rest of the demo data, so the bell stays
 * quiet across pages, reloads and tabs, and "Reset demo data" brings the sample read marks back.
 */
export class FakeNotifications {
  constructor(
    private readonly db: FakeDb,
    private readonly samples: readonly NotificationSample[] = SAMPLES,
  ) {}

  all(now = new Date()): Notification[] {
    const read = new Set(this.readIds());
    return this.samples.map((sample) => {
      const about = this.about(sample);
      return { ...notificationFromSample(sample, now), read: read.has(sample.id), ...(about ? { about } : {}) };
    });
  }

  /** The sample row a notification is about, as it is now, and the values its text names; undefined once the row is gone. */
  private about(sample: NotificationSample): Notification['about'] {
    const row = this.db.row(sample.resource as ListName, sample.rowId) as Record<string, unknown> | undefined;
    return notificationAbout(sample.kind, sample, row);
  }

  /** Marks one read or unread; undefined when there is no such notification. */
  setRead(id: number, read: boolean, now = new Date()): Notification | undefined {
    if (!this.samples.some((s) => s.id === id)) return undefined;
    const others = this.readIds().filter((x) => x !== id);
    this.db.write(NOTIFICATIONS_READ_KEY, read ? [...others, id] : others);
    return this.all(now).find((n) => n.id === id);
  }

  private readIds(): number[] {
    return this.db.read<number[]>(NOTIFICATIONS_READ_KEY) ?? [];
  }
}
