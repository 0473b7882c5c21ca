/**
 * The fake backend's import job, as the reference server's (server/jobs/import.ts, import-rows.ts): the file's records
 * (read by a worker, import-records.ts) in chunks of IMPORT_CHUNK rows, each row checked by the list's own schemas (POST's for a new
 * row, PUT's for a row with an `id`), added, updated or left unchanged; a refused row becomes failures and the others
 * land. Each chunk's rows are stored with the job's counts and checkpoint in one transaction and told to its starter's
 * streams, and the page gets its turn before the next chunk. A job whose tab closed is taken up from its checkpoint
 * by another (import-take-up.ts).
 */
import { IMPORT_STOPPED, NOT_VALID_CSV } from '../../../contract/jobs.ts';
import { forbiddenFailure, noRowFailure, referenceTakenFailure, refusedFailure } from '../../../contract/import-failure.ts';
import { addJobNotice } from '../../notifications.ts';
import {
  IMPORT_CHUNK,
  importRowOf,
  matchColumns,
  sameValue,
  schemaFailures,
  type ChunkCounts,
  type ImportRow,
  type RowFailure,
} from '../../../contract/import-columns.ts';
import { can } from '../../../contract/permissions.ts';
import { MESSAGES } from '../../../contract/messages.ts';
import { keptAuthor, withAuthor } from '../../../contract/author.ts';
import { generatedCode, LIST_SCHEMAS, type ListName } from '../../../resources/index.ts';
import { inputSchema, updateSchema } from '../../../schemas/index.ts';
import { claimCode } from '../../codes.ts';
import { visibleRows, withOwner } from '../../ownership.ts';
import { missingReference } from '../references.ts';
import { changeJob, jobLiveOf, storedJob, type StoredJob } from '../job-state.ts';
import type { HandlerContext } from '../kit.ts';
import { fieldLabels } from './import-labels.ts';
import type { ImportFile } from '../import-files.ts';
import { openRecords, ParseFailure, RECORDS_PER_CHUNK, type RecordSource } from './import-records.ts';

type Row = Record<string, unknown> & { id: number };

/** The page's turn: a chunk is one task, the next one waits behind the page's input and painting. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The schemas of a list, built once per list (building one costs more than checking a row with it). */
const schemas = new Map<ListName, { input: ReturnType<typeof inputSchema>; update: ReturnType<typeof updateSchema> }>();
function schemasOf(name: ListName) {
  let built = schemas.get(name);
  if (!built) schemas.set(name, (built = { input: inputSchema(name), update: updateSchema(name) }));
  return built;
}

/** The failure of a write the server's database would refuse: a reference to a row not there, a reference taken. */
function refusal(ctx: HandlerContext, name: ListName, rows: readonly Row[], value: Row, row: ImportRow): RowFailure[] | null {
  const code = generatedCode(name);
  if (code && rows.some((r) => r.id !== value.id && r[code.field] === value[code.field])) {
    return [referenceTakenFailure(row, code.field, String(value[code.field]))];
  }
  return missingReference(ctx.db, name, value) ? [refusedFailure(row, 'referenceMissing')] : null;
}

/**
 * Writes one chunk's rows to the list. A row with an `id` is compared with that row as it was when the chunk began,
 * as the server compares it with the row it read for the chunk.
 */
function applyChunk(ctx: HandlerContext, name: ListName, caller: number, rows: readonly ImportRow[], mayUpdate: boolean) {
  const counts: ChunkCounts = { added: 0, updated: 0, unchanged: 0, failed: 0 };
  const failures: RowFailure[] = [];
  const fail = (found: RowFailure[]) => {
    counts.failed++;
    failures.push(...found);
  };
  let current = [...((ctx.db.list(name) ?? []) as unknown as Row[])];
  const before = new Map(visibleRows(name, current, caller).map((row) => [row.id, row]));
  const fields = new Set(Object.keys(LIST_SCHEMAS[name].shape));
  const account = ctx.db.allUsers().find((u) => u.id === caller);
  let nextId = current.reduce((max, row) => Math.max(max, row.id), 0) + 1;
  for (const row of rows) {
    const { id, ...body } = row.body;
    if (id === undefined || id === null) {
      const checked = schemasOf(name).input.safeParse(body);
      if (!checked.success) {
        fail(schemaFailures(row, checked.error.issues));
        continue;
      }
      const owned = withOwner(name, checked.data as Record<string, unknown>, caller);
      const created = { ...(account ? withAuthor(name, owned, account) : owned), id: nextId } as Row;
      const refused = refusal(ctx, name, current, created, row);
      if (refused) {
        fail(refused);
        continue;
      }
      nextId++;
      current.push(created);
      claimCode(ctx.db, name, created);
      ctx.db.forgetVersion(name, created.id);
      counts.added++;
      continue;
    }
    // The import needs `<list>.create`; a row it would change needs `<list>.update` too, as PUT does.
    if (!mayUpdate) {
      fail([forbiddenFailure(row)]);
      continue;
    }
    const stored = typeof id === 'number' ? before.get(id) : undefined;
    if (!stored) {
      fail([noRowFailure(row, name)]);
      continue;
    }
    const checked = schemasOf(name).update.safeParse({ ...stored, ...row.body });
    if (!checked.success) {
      fail(schemaFailures(row, checked.error.issues));
      continue;
    }
    const kept = keptAuthor(name, withOwner(name, checked.data as Row, caller), stored);
    if (![...fields].some((field) => field !== 'id' && !sameValue(stored[field], kept[field]))) {
      counts.unchanged++;
      continue;
    }
    const refused = refusal(ctx, name, current, kept, row);
    if (refused) {
      fail(refused);
      continue;
    }
    current = current.map((r) => (r.id === stored.id ? kept : r));
    claimCode(ctx.db, name, kept);
    ctx.db.bumpVersion(name, stored.id);
    counts.updated++;
  }
  if (counts.added + counts.updated) ctx.db.setList(name, current as never);
  return { counts, failures };
}

/** Marks the job failed (unless it has ended meanwhile), and tells its starter. */
export function failJob(ctx: HandlerContext, jobId: number, fileName: string, error: string): void {
  const failed = changeJob(ctx.db, jobId, (job) => (isLive(job) ? { ...job, status: 'failed', error } : job));
  if (failed?.status !== 'failed') return;
  addJobNotice(ctx.db, failed, fileName);
  jobLiveOf(ctx.db).publish(failed);
}

export const isLive = (job: StoredJob) => job.status === 'queued' || job.status === 'running';

/** The job's end: done, one audit entry (file and counts), one live change that makes open lists read again. */
function finish(ctx: HandlerContext, jobId: number, name: ListName, fileName: string): void {
  const done = changeJob(ctx.db, jobId, (job) => (job.status === 'running' ? { ...job, status: 'done' } : job));
  if (done?.status !== 'done') return;
  const counts = (['added', 'updated', 'unchanged', 'failed'] as const).map((field) => ({
    field: `import.${field}`,
    before: null,
    after: done[field],
  }));
  ctx.audit.record({
    actorId: done.accountId,
    action: 'create',
    resource: name,
    recordId: null,
    changes: [{ field: 'import.job', before: null, after: done.id }, { field: 'import.file', before: null, after: fileName }, ...counts],
  });
  addJobNotice(ctx.db, done, fileName);
  jobLiveOf(ctx.db).publish(done);
  if (done.added + done.updated > 0)
    ctx.live.publish({ userId: done.accountId, resource: name, action: 'update', rowId: 0, version: null, ownerId: done.accountId });
}

/**
 * Runs import job `jobId` from its checkpoint to its end (or its cancel): the first run from row 0, a run that takes up
 * a job whose tab closed from the rows its chunks committed. `opened` is the file's reader when the route opened it
 * already (a workbook, checked before the 202). The job fails, as on the server, on a file that is not CSV.
 */
export async function runImport(ctx: HandlerContext, jobId: number, file: ImportFile, opened?: RecordSource): Promise<void> {
  // The 202 leaves first.
  await nextTask();
  try {
    await importJob(ctx, jobId, file, opened);
  } catch (error) {
    const reason = error instanceof ParseFailure && error.kind === 'csv' ? `${NOT_VALID_CSV}${error.message}` : IMPORT_STOPPED;
    failJob(ctx, jobId, file.fileName, reason);
  }
}

async function importJob(ctx: HandlerContext, jobId: number, file: ImportFile, opened: RecordSource | undefined): Promise<void> {
  const { db } = ctx;
  const started = changeJob(db, jobId, (job) => (isLive(job) ? { ...job, status: 'running' } : job));
  if (started?.status !== 'running') return;
  const name = started.list as ListName;
  // The starter's role as it is when the job runs, as on the server.
  const role = ctx.accounts.callerRole(started.accountId);
  if (!can(role, `${name}.create`)) return failJob(ctx, jobId, file.fileName, MESSAGES.forbidden);
  const mayUpdate = can(role, `${name}.update`);
  let at = started.checkpoint;
  const source = opened && at === 0 ? opened : await openRecords({ bytes: file.bytes, type: file.type, from: at, size: RECORDS_PER_CHUNK });
  try {
    changeJob(db, jobId, (job) => ({ ...job, totalRows: source.total }));
    const columns = matchColumns(name, source.header, file.mapping, await fieldLabels());
    for (let records = await source.next(); records.length; records = await source.next()) {
      for (let i = 0; i < records.length; i += IMPORT_CHUNK) {
        await db.sync();
        // A cancel (from any tab) stops the job on a chunk's edge; the chunks before it stay. A checkpoint this run did
        // not write means another run of the job went on (a tab that could not lock it): this one stops.
        const now = storedJob(db, jobId);
        if (now?.status !== 'running' || now.checkpoint !== at) return;
        const rows = records.slice(i, i + IMPORT_CHUNK).map((record, k) => importRowOf(name, columns, record, at + k + 1));
        // The chunk's rows and the job's checkpoint in one transaction: a tab closed meanwhile stored both or neither.
        const moved = db.batch(() => {
          const { counts, failures } = applyChunk(ctx, name, started.accountId, rows, mayUpdate);
          return changeJob(db, jobId, (job) => ({
            ...job,
            checkpoint: at + rows.length,
            added: job.added + counts.added,
            updated: job.updated + counts.updated,
            unchanged: job.unchanged + counts.unchanged,
            failed: job.failed + counts.failed,
            failures: [...job.failures, ...failures],
          }));
        });
        at += rows.length;
        if (moved) jobLiveOf(db).publish(moved);
        await nextTask();
      }
    }
  } finally {
    source.close();
  }
  finish(ctx, jobId, name, file.fileName);
}
