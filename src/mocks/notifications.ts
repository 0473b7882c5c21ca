import { NOTIFICATION_KINDS, type Notification } from '../schemas/notifications.ts';
import { jobNoticeKind, jobNoticeOf } from '../contract/job-notice.ts';
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

/** The state key of the notifications of ended jobs (the server's `notifications` rows under resource `jobs`). */
export const JOB_NOTICES_KEY = 'jobNotices';
/** A job's notification's id: above the samples' ids, one per job. */
const JOB_NOTICE_ID = 1_000_000;
/** The newest kept, as the jobs collection keeps its newest jobs. */
const KEPT_NOTICES = 50;

const jobNoticeSchema = z.object({
  accountId: z.int(),
  kind: z.enum(NOTIFICATION_KINDS),
  createdAt: z.string(),
  job: z.object({
    id: z.int(),
    /** Absent in a state stored before exports ran as jobs: an import's. */
    kind: z.optional(z.enum(['import', 'export'])),
    list: z.string(),
    status: z.string(),
    fileName: z.string(),
    added: z.int(),
    updated: z.int(),
    failed: z.int(),
    /** An export's rows written. */
    checkpoint: z.optional(z.int()),
  }),
});
type JobNotice = z.infer<typeof jobNoticeSchema>;
export const jobNoticesSchema = z.array(jobNoticeSchema);

/** Tells a job's starter that it has ended (done or failed), as the server writes its `notifications` row. */
export function addJobNotice(
  db: FakeDb,
  job: {
    id: number;
    kind: 'import' | 'export';
    accountId: number;
    list: string;
    status: string;
    added: number;
    updated: number;
    failed: number;
    checkpoint: number;
  },
  fileName: string,
  now = new Date(),
): void {
  const kind = jobNoticeKind(job);
  if (!kind) return;
  const notice: JobNotice = {
    accountId: job.accountId,
    kind,
    createdAt: now.toISOString(),
    job: {
      id: job.id,
      kind: job.kind,
      list: job.list,
      status: job.status,
      fileName,
      added: job.added,
      updated: job.updated,
      failed: job.failed,
      checkpoint: job.checkpoint,
    },
  };
  db.write(JOB_NOTICES_KEY, [...(db.read<JobNotice[]>(JOB_NOTICES_KEY) ?? []), notice].slice(-KEPT_NOTICES));
}

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

  /** The samples (everyone's) and the caller's jobs' notifications, newest first among the latter. */
  all(now = new Date(), caller?: number): Notification[] {
    const read = new Set(this.readIds());
    const samples = this.samples.map((sample) => {
      const about = this.about(sample);
      return { ...notificationFromSample(sample, now), read: read.has(sample.id), ...(about ? { about } : {}) };
    });
    const jobs = (this.db.read<JobNotice[]>(JOB_NOTICES_KEY) ?? [])
      .filter((notice) => notice.accountId === caller)
      .reverse()
      .map((notice): Notification => {
        const id = JOB_NOTICE_ID + notice.job.id;
        return {
          id,
          kind: notice.kind,
          createdAt: notice.createdAt,
          read: read.has(id),
          ...jobNoticeOf({ kind: 'import', checkpoint: 0, ...notice.job }),
        };
      });
    return [...jobs, ...samples];
  }

  /** The sample row a notification is about, as it is now, and the values its text names; undefined once the row is gone. */
  private about(sample: NotificationSample): Notification['about'] {
    const row = this.db.row(sample.resource as ListName, sample.rowId) as Record<string, unknown> | undefined;
    return notificationAbout(sample.kind, sample, row);
  }

  /** Marks one read or unread; undefined when there is no such notification. */
  setRead(id: number, read: boolean, now = new Date(), caller?: number): Notification | undefined {
    if (!this.all(now, caller).some((n) => n.id === id)) return undefined;
    const others = this.readIds().filter((x) => x !== id);
    this.db.write(NOTIFICATIONS_READ_KEY, read ? [...others, id] : others);
    return this.all(now, caller).find((n) => n.id === id);
  }

  private readIds(): number[] {
    return this.db.read<number[]>(NOTIFICATIONS_READ_KEY) ?? [];
  }
}
