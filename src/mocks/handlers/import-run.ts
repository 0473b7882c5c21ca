/**
 * The fake backend's import job, as the reference server's (server/jobs/import.ts, import-rows.ts): the file's records
 * (src/contract/csv.ts) in chunks of IMPORT_CHUNK rows, each row checked by the list's own schemas (POST's for a new
 * row, PUT's for a row with an `id`), added, updated or left unchanged; a refused row becomes failures and the others
 * land. After each chunk the job's counts and progress are stored and told to its starter's streams, and the page gets
 * its turn before the next chunk.
 */
import { IMPORT_STOPPED, NOT_VALID_CSV, REFERENCE_MISSING } from '../../contract/jobs.ts';
import { addJobNotice } from '../notifications.ts';
import { CsvSyntaxError, parseCsv } from '../../contract/csv.ts';
import {
  IMPORT_CHUNK,
  importRowOf,
  matchColumns,
  sameValue,
  schemaFailures,
  type ChunkCounts,
  type FieldLabels,
  type ImportRow,
  type RowFailure,
} from '../../contract/import-columns.ts';
import { can } from '../../contract/permissions.ts';
import { MESSAGES } from '../../contract/messages.ts';
import { keptAuthor, withAuthor } from '../../contract/author.ts';
import { generatedCode, LIST_SCHEMAS, type ListName } from '../../resources/index.ts';
import { inputSchema, updateSchema } from '../../schemas/index.ts';
import { claimCode } from '../codes.ts';
import { visibleRows, withOwner } from '../ownership.ts';
import { missingReference } from './references.ts';
import { changeJob, jobLiveOf, storedJob, type StoredJob } from './job-state.ts';
import type { HandlerContext } from './kit.ts';

type Row = Record<string, unknown> & { id: number };

/** What one import job needs: the list, the file's text, its mapping and the languages' labels. */
export interface ImportInput {
  jobId: number;
  name: ListName;
  fileName: string;
  text: string;
  mapping: Record<string, string>;
  /** Loaded with the first import (a failed load fails the job). */
  labels: Promise<readonly FieldLabels[]>;
}

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
    const taken = String(value[code.field]);
    return [{ rowNumber: row.rowNumber, field: code.field, value: taken, message: MESSAGES.referenceTaken(taken) }];
  }
  return missingReference(ctx.db, name, value) ? [{ rowNumber: row.rowNumber, field: '', value: '', message: REFERENCE_MISSING }] : null;
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
      fail([{ rowNumber: row.rowNumber, field: 'id', value: row.cells.id ?? '', message: MESSAGES.forbidden }]);
      continue;
    }
    const stored = typeof id === 'number' ? before.get(id) : undefined;
    if (!stored) {
      fail([{ rowNumber: row.rowNumber, field: 'id', value: row.cells.id ?? '', message: `No ${name} row with that id` }]);
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
function failJob(ctx: HandlerContext, input: ImportInput, error: string): void {
  const failed = changeJob(ctx.db, input.jobId, (job) => (isLive(job) ? { ...job, status: 'failed', error } : job));
  if (failed?.status !== 'failed') return;
  addJobNotice(ctx.db, failed, input.fileName);
  jobLiveOf(ctx.db).publish(failed);
}

const isLive = (job: StoredJob) => job.status === 'queued' || job.status === 'running';

/** The job's end: done, one audit entry (file and counts), one live change that makes open lists read again. */
function finish(ctx: HandlerContext, input: ImportInput): void {
  const done = changeJob(ctx.db, input.jobId, (job) => (job.status === 'running' ? { ...job, status: 'done' } : job));
  if (done?.status !== 'done') return;
  const counts = (['added', 'updated', 'unchanged', 'failed'] as const).map((field) => ({
    field: `import.${field}`,
    before: null,
    after: done[field],
  }));
  ctx.audit.record({
    actorId: done.accountId,
    action: 'create',
    resource: input.name,
    recordId: null,
    changes: [
      { field: 'import.job', before: null, after: done.id },
      { field: 'import.file', before: null, after: input.fileName },
      ...counts,
    ],
  });
  addJobNotice(ctx.db, done, input.fileName);
  jobLiveOf(ctx.db).publish(done);
  if (done.added + done.updated > 0)
    ctx.live.publish({ userId: done.accountId, resource: input.name, action: 'update', rowId: 0, version: null, ownerId: done.accountId });
}

/** Runs import job `input.jobId` to its end (or its cancel); the job fails, as on the server, on a file that is not CSV. */
export async function runImport(ctx: HandlerContext, input: ImportInput): Promise<void> {
  // The 202 leaves first.
  await nextTask();
  try {
    await importJob(ctx, input);
  } catch (error) {
    failJob(ctx, input, error instanceof CsvSyntaxError ? `${NOT_VALID_CSV}${error.message}` : IMPORT_STOPPED);
  }
}

async function importJob(ctx: HandlerContext, input: ImportInput): Promise<void> {
  const { db } = ctx;
  const { jobId, name } = input;
  const started = changeJob(db, jobId, (job) => (isLive(job) ? { ...job, status: 'running' } : job));
  if (started?.status !== 'running') return;
  // The starter's role as it is when the job runs, as on the server.
  const role = ctx.accounts.callerRole(started.accountId);
  if (!can(role, `${name}.create`)) return failJob(ctx, input, MESSAGES.forbidden);
  const mayUpdate = can(role, `${name}.update`);
  const [header, ...records] = parseCsv(input.text);
  changeJob(db, jobId, (job) => ({ ...job, totalRows: records.length }));
  const columns = matchColumns(name, header ?? [], input.mapping, await input.labels);
  for (let from = 0; from < records.length; from += IMPORT_CHUNK) {
    await db.sync();
    // A cancel (from any tab) stops the job on a chunk's edge; the chunks before it stay.
    if (storedJob(db, jobId)?.status !== 'running') return;
    const rows = records.slice(from, from + IMPORT_CHUNK).map((record, i) => importRowOf(name, columns, record, from + i + 1));
    const { counts, failures } = applyChunk(ctx, name, started.accountId, rows, mayUpdate);
    const moved = changeJob(db, jobId, (job) => ({
      ...job,
      checkpoint: from + rows.length,
      added: job.added + counts.added,
      updated: job.updated + counts.updated,
      unchanged: job.unchanged + counts.unchanged,
      failed: job.failed + counts.failed,
      failures: [...job.failures, ...failures],
    }));
    if (moved) jobLiveOf(db).publish(moved);
    await nextTask();
  }
  finish(ctx, input);
}
