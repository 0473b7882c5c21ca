/**
 * Who runs an import job on the fake backend. A job runs in one tab at a time, the one holding its Web Lock
 * (`navigator.locks`, per origin): the tab that received the file asks for it first; every other tab of the origin
 * that knows of the job (it was live when the tab started, or the tab heard its `job` events) waits for it. When the
 * running tab closes or reloads, the browser hands the lock to a waiting tab, or the next tab that starts takes it,
 * and that tab goes on from the job's checkpoint (import-run.ts) with the file kept in IndexedDB (import-files.ts).
 */
import { IMPORT_STOPPED } from '../../contract/jobs.ts';
import type { FakeDb } from '../db.ts';
import { importFilesOf, type ImportFile } from './import-files.ts';
import type { RecordSource } from './on-demand/import-records.ts';
import { jobLiveOf, storedJob, JOBS_KEY, type StoredJob } from './job-state.ts';
import type { HandlerContext } from './kit.ts';

const lockName = (jobId: number) => `stride-fake-backend-import-${jobId}`;

/** Runs `run` holding lock `name` (once every tab before has let it go); at once where the runtime has no Web Locks. */
async function holding(name: string, run: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return run();
  await locks.request(name, run);
}

/** The jobs this tab runs or waits for, per backend. */
const claimed = new WeakMap<FakeDb, Set<number>>();
function claimedBy(db: FakeDb): Set<number> {
  let ids = claimed.get(db);
  if (!ids) claimed.set(db, (ids = new Set()));
  return ids;
}

/** What the tab that received the file already has: the file (being stored meanwhile) and, for a workbook, its reader. */
export interface Received {
  file: Promise<ImportFile>;
  opened?: RecordSource;
}

/**
 * Runs import job `jobId` in this tab once no other tab runs it: from its checkpoint, while it is still live. A live job
 * whose file is gone (its tab closed before storing it) fails. The file is let go once the job has ended.
 */
export function takeUpImport(ctx: HandlerContext, jobId: number, received?: Received): Promise<void> {
  const mine = claimedBy(ctx.db);
  if (mine.has(jobId)) return Promise.resolve(received?.opened?.close());
  mine.add(jobId);
  const files = importFilesOf(ctx.db);
  return holding(lockName(jobId), async () => {
    // The import's runner (and the workbook reader it brings) loads only when a job is to run.
    const { isLive, failJob, runImport } = await import('./on-demand/import-run.ts');
    await ctx.db.sync();
    const job = storedJob(ctx.db, jobId);
    if (job && isLive(job)) {
      const file = received ? await received.file : await files.get(jobId);
      if (file) await runImport(ctx, jobId, file, received?.opened);
      else failJob(ctx, jobId, '', IMPORT_STOPPED);
    }
    received?.opened?.close();
    // The job's end is stored before its file goes and the lock is let go: a tab waiting for the lock reads the stored
    // state, and one that still read it running, its file gone, would fail a job that had ended done.
    await ctx.db.settled();
    const after = storedJob(ctx.db, jobId);
    if (!after || !isLive(after)) await files.remove(jobId);
  })
    .catch(() => undefined)
    .finally(() => mine.delete(jobId));
}

const listening = new WeakSet<FakeDb>();

/** An import still to run: an export job's rows live in its own tab only, and no other tab can go on with it. */
const isLiveImport = (job: Pick<StoredJob, 'kind' | 'status'>) =>
  job.kind === 'import' && (job.status === 'queued' || job.status === 'running');

/**
 * At a page's start: takes up (or waits for) every job still live, and every job another tab is heard running from now
 * on; lets go the files of jobs that ended (or went with a reset) while no tab ran them.
 */
export async function takeUpImports(ctx: HandlerContext): Promise<void> {
  const { db } = ctx;
  if (!listening.has(db)) {
    listening.add(db);
    jobLiveOf(db).subscribe((job) => {
      if (isLiveImport(job)) void takeUpImport(ctx, job.id);
    });
  }
  const { lastId = 0, jobs = [] } = db.read<{ lastId: number; jobs: StoredJob[] }>(JOBS_KEY) ?? {};
  const live = jobs.filter(isLiveImport);
  for (const job of live) void takeUpImport(ctx, job.id);
  const files = importFilesOf(db);
  const liveIds = new Set(live.map((job) => job.id));
  // A job newer than the state read here may be another tab's, just received: its file stays.
  for (const id of await files.jobIds()) if (id <= lastId && !liveIds.has(id)) await files.remove(id);
}
