import type { Notification } from '../schemas/notifications.ts';
import { notificationFromSample, notificationSampleSchema, type NotificationSample } from '../schemas/notification-samples.ts';
import { z } from 'zod/mini';
import samples from '../content/data/notifications.json';
import { NOTIFICATIONS_READ_KEY } from './settings.ts';

const SAMPLES = z.array(notificationSampleSchema).parse(samples);
const readIds = z.array(z.int());

/**
 * The fake backend's notifications: the samples, dated relative to now when served, with the ids marked
 * read kept in storage so the bell stays quiet across pages and reloads.
 */
export class FakeNotifications {
  private memory: number[] = SAMPLES.filter((s) => s.read).map((s) => s.id);

  constructor(
    private readonly storage?: Pick<Storage, 'getItem' | 'setItem'>,
    private readonly samples: readonly NotificationSample[] = SAMPLES,
  ) {}

  all(now = new Date()): Notification[] {
    const read = new Set(this.readIds());
    return this.samples.map((sample) => ({ ...notificationFromSample(sample, now), read: read.has(sample.id) }));
  }

  /** Marks one read or unread; undefined when there is no such notification. */
  setRead(id: number, read: boolean, now = new Date()): Notification | undefined {
    if (!this.samples.some((s) => s.id === id)) return undefined;
    const others = this.readIds().filter((x) => x !== id);
    this.save(read ? [...others, id] : others);
    return this.all(now).find((n) => n.id === id);
  }

  private readIds(): number[] {
    try {
      const raw = this.storage?.getItem(NOTIFICATIONS_READ_KEY);
      if (!raw) return this.memory;
      const parsed = readIds.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : this.memory;
    } catch {
      return this.memory;
    }
  }

  private save(ids: number[]): void {
    this.memory = ids;
    try {
      this.storage?.setItem(NOTIFICATIONS_READ_KEY, JSON.stringify(ids));
    } catch {
      // Storage blocked: the read state lasts for this page.
    }
  }
}
