/**
 * The fake backend's background jobs, as the server's `jobs` and `job_failures` tables: one collection of its state
 * (src/mocks/db.ts), stored like the lists, so every tab reads a job. Its file is kept apart (import-files.ts), and one
 * tab at a time runs it (import-take-up.ts). A job's progress and end go to the live streams of its starter only, in every tab
 * (a BroadcastChannel, as chat-live.ts).
 */
import { z } from 'zod/mini';
import { EXPORT_FORMATS, FAKE_JOB_CHANNEL, JOB_KINDS, JOB_STATUSES, jobAnswer, jobSchema, type Job } from '../../contract/jobs.ts';
import type { FakeDb } from '../db.ts';
import type { FailureReason } from '../../contract/import-failure.ts';

export const JOBS_KEY = 'jobs';
/** The jobs kept: the oldest ended ones go first (the server keeps every job; the browser's storage is smaller). */
const KEPT_JOBS = 50;

const failureSchema = z.object({
  rowNumber: z.int(),
  field: z.string(),
  value: z.string(),
  message: z.string(),
  /** Why, for the report in the reader's language (absent in a state stored before reports were translated). */
  reason: z.optional(
    z.nullable(z.custom<FailureReason>((v) => typeof v === 'object' && v !== null && typeof (v as { code?: unknown }).code === 'string')),
  ),
});

const storedJobSchema = z.object({
  id: z.int(),
  accountId: z.int(),
  kind: z.enum(JOB_KINDS),
  list: z.string(),
  status: z.enum(JOB_STATUSES),
  totalRows: z.nullable(z.int()),
  checkpoint: z.int(),
  added: z.int(),
  updated: z.int(),
  unchanged: z.int(),
  failed: z.int(),
  error: z.nullable(z.string()),
  /** One line per refused cell or row, for the report. */
  failures: z.array(failureSchema),
  /** An export's format and file name (absent for an import, and in a state stored before exports ran as jobs). */
  format: z.optional(z.enum(EXPORT_FORMATS)),
  fileName: z.optional(z.string()),
});
export type StoredJob = z.infer<typeof storedJobSchema>;

export const jobStateSchema = z.object({ lastId: z.int(), jobs: z.array(storedJobSchema) });
type JobState = z.infer<typeof jobStateSchema>;

export const sampleJobState = (): JobState => ({ lastId: 0, jobs: [] });

const stateOf = (db: FakeDb): JobState => db.read<JobState>(JOBS_KEY) ?? sampleJobState();

/** The job of that id, as stored now. */
export const storedJob = (db: FakeDb, id: number): StoredJob | undefined => stateOf(db).jobs.find((job) => job.id === id);

/**
 * Stores a new queued job of `accountId`'s for list `list` (an import unless `more` says otherwise), and answers it with
 * the ended jobs it pushed out of the newest KEPT_JOBS (whose files go too).
 */
export function addJob(
  db: FakeDb,
  accountId: number,
  list: string,
  more: Partial<Pick<StoredJob, 'kind' | 'format' | 'fileName' | 'totalRows'>> = {},
): { job: StoredJob; dropped: StoredJob[] } {
  const state = stateOf(db);
  const job: StoredJob = {
    id: state.lastId + 1,
    accountId,
    kind: 'import',
    list,
    status: 'queued',
    totalRows: null,
    checkpoint: 0,
    added: 0,
    updated: 0,
    unchanged: 0,
    failed: 0,
    error: null,
    failures: [],
    ...more,
  };
  const ended = (j: StoredJob) => j.status !== 'queued' && j.status !== 'running';
  let jobs = [...state.jobs, job];
  const dropped: StoredJob[] = [];
  for (let oldest; jobs.length > KEPT_JOBS && (oldest = jobs.find(ended)); jobs = jobs.filter((j) => j !== oldest)) dropped.push(oldest);
  db.write(JOBS_KEY, { lastId: job.id, jobs });
  return { job, dropped };
}

/** Changes job `id` (as stored now) and answers it as changed. */
export function changeJob(db: FakeDb, id: number, change: (job: StoredJob) => StoredJob): StoredJob | undefined {
  const state = stateOf(db);
  const before = state.jobs.find((job) => job.id === id);
  if (!before) return undefined;
  const after = change(before);
  db.write(JOBS_KEY, { ...state, jobs: state.jobs.map((job) => (job.id === id ? after : job)) });
  return after;
}

/** A job's `job` events: to this tab's streams and, over a BroadcastChannel, to every other tab's; each sends it to the starter only. */
export class FakeJobLive {
  private readonly channel: BroadcastChannel | undefined;
  private readonly listeners = new Set<(job: Job, accountId: number) => void>();

  constructor(private readonly db: FakeDb) {
    if (typeof BroadcastChannel === 'undefined') return;
    this.channel = new BroadcastChannel(FAKE_JOB_CHANNEL);
    // Node's channel would keep a test process alive; browsers have no unref.
    (this.channel as BroadcastChannel & { unref?: () => void }).unref?.();
    this.channel.onmessage = (message: MessageEvent) => {
      const { job, accountId } = (message.data ?? {}) as { job?: unknown; accountId?: unknown };
      const parsed = jobSchema.safeParse(job);
      if (parsed.success && Number.isInteger(accountId)) this.heard(parsed.data, accountId as number);
    };
  }

  /** Tells the starter's streams of the job as it is now. */
  publish(job: StoredJob): void {
    const answer = jobAnswer(job);
    this.heard(answer, job.accountId);
    // Posted once the job is stored, so a tab that reads it on hearing this reads it as it is.
    void this.db.settled().then(() => this.channel?.postMessage({ job: answer, accountId: job.accountId }));
  }

  subscribe(listener: (job: Job, accountId: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private heard(job: Job, accountId: number): void {
    for (const listener of this.listeners) listener(job, accountId);
  }
}

const perDb = new WeakMap<FakeDb, FakeJobLive>();

/** The job events of one fake backend (one per state): the job handlers and the live stream share it. */
export function jobLiveOf(db: FakeDb): FakeJobLive {
  let live = perDb.get(db);
  if (!live) perDb.set(db, (live = new FakeJobLive(db)));
  return live;
}
