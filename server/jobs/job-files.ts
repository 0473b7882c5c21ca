// Where a job's file is kept until the job ends: in the FileStore when every API process reads the same one (the S3
// driver), else in the database (`job_inputs`), which every process of a Postgres reads. A disk folder may be one
// machine's only, so with the disk driver the database keeps it.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { jobFileKey, type FileStore } from '../uploads/file-store.ts';

/** Keeps an import's file, in the transaction that creates its job: a file the store refuses leaves no job behind. */
export async function keepJobInput(tx: Pick<Db, 'execute'>, files: FileStore, jobId: number, bytes: Uint8Array): Promise<void> {
  if (files.shared) {
    await files.put(jobFileKey(jobId, 'input'), { bytes: new Uint8Array(bytes), type: 'text/csv' });
    return;
  }
  await tx.execute(sql`insert into job_inputs (job_id, bytes) values (${jobId}, ${Buffer.from(bytes)})`);
}

/** The job's file, or undefined once the job has ended (its file removed). */
export async function readJobInput(db: Db, files: FileStore, jobId: number): Promise<Uint8Array | undefined> {
  const result = await db.execute(sql`select bytes from job_inputs where job_id = ${jobId}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { bytes: Uint8Array }[];
  if (rows[0]) return rows[0].bytes;
  return files.shared ? (await files.get(jobFileKey(jobId, 'input')))?.bytes : undefined;
}

/** Removes the job's file (in the transaction that ends the job); the store's copy after it, see `dropStoredInput`. */
export async function dropJobInput(tx: Pick<Db, 'execute'>, jobId: number): Promise<void> {
  await tx.execute(sql`delete from job_inputs where job_id = ${jobId}`);
}

/**
 * Removes the store's copy once the job has ended. A failure is only logged: the job's end is committed, and an object
 * left behind costs room, not correctness (no route serves a job's input).
 */
export async function dropStoredInput(files: FileStore, jobId: number, onError: (error: Error) => void): Promise<void> {
  if (!files.shared) return;
  await files.delete(jobFileKey(jobId, 'input')).catch(onError);
}

/**
 * A part of an export's file is written once it holds this many bytes: the job holds one part at most. A megabyte keeps
 * the job's memory low (each part written is copied by the database driver) at 80 rows for a file of 80 MB.
 */
export const EXPORT_PART_BYTES = 1024 * 1024;

/**
 * Bytes of a part read from the database at once by a download. node-postgres reads a bytea as hex text and gathers a
 * message larger than a socket read in buffers that double: read whole, a part of a megabyte left about 8 MB of buffers
 * for the collector, which V8 runs only past 64 MB of them, while slices this small are short-lived and go with the
 * young generation.
 */
export const EXPORT_READ_SLICE = 24 * 1024;

/** Keeps part `part` of an export's file: in the FileStore when it is shared, else a `job_outputs` row. */
export async function keepExportPart(db: Db, files: FileStore, jobId: number, part: number, bytes: Uint8Array): Promise<void> {
  if (files.shared) {
    await files.put(jobFileKey(jobId, 'export', part), { bytes: new Uint8Array(bytes), type: 'application/octet-stream' });
    return;
  }
  await db.execute(
    sql`insert into job_outputs (job_id, part, bytes) values (${jobId}, ${part}, ${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)})
        on conflict (job_id, part) do update set bytes = excluded.bytes`,
  );
}

const rowsOf = <R>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as R[];

/** Slice `from` (from 0) of part `part`, with the part's size; undefined past the file's last part. */
async function readPartSlice(db: Db, jobId: number, part: number, from: number) {
  const result = await db.execute(
    sql`select substring(bytes from ${from + 1} for ${EXPORT_READ_SLICE}) as bytes, octet_length(bytes) as size
        from job_outputs where job_id = ${jobId} and part = ${part}`,
  );
  const row = rowsOf<{ bytes: Uint8Array; size: number | string }>(result)[0];
  return row && { bytes: row.bytes, size: Number(row.size) };
}

/** Whether export job `jobId` has its file (its first part). */
export async function hasExportFile(db: Db, files: FileStore, jobId: number): Promise<boolean> {
  if (files.shared) return (await files.get(jobFileKey(jobId, 'export', 0))) !== null;
  const result = await db.execute(sql`select 1 as found from job_outputs where job_id = ${jobId} and part = 0`);
  return rowsOf(result).length > 0;
}

/** An export's file, from its first byte to its last, in slices of at most EXPORT_READ_SLICE bytes (a store's part whole). */
export async function* exportFileBytes(db: Db, files: FileStore, jobId: number): AsyncGenerator<Uint8Array> {
  for (let part = 0; ; part++) {
    if (files.shared) {
      const stored = await files.get(jobFileKey(jobId, 'export', part));
      if (!stored) return;
      yield stored.bytes;
      continue;
    }
    for (let from = 0; ; from += EXPORT_READ_SLICE) {
      const slice = await readPartSlice(db, jobId, part, from);
      if (!slice) return;
      if (slice.bytes.byteLength > 0) yield slice.bytes;
      if (from + EXPORT_READ_SLICE >= slice.size) break;
    }
  }
}

/**
 * Removes an export's file (a cancel, a failure, a run that writes it again): `parts` of them when the caller knows,
 * else (a run after a restart) the store's parts from the first until one is missing.
 */
export async function dropExportParts(db: Db, files: FileStore, jobId: number, parts?: number): Promise<void> {
  if (!files.shared) {
    await db.execute(sql`delete from job_outputs where job_id = ${jobId}`);
    return;
  }
  for (let part = 0; parts === undefined ? (await files.get(jobFileKey(jobId, 'export', part))) !== null : part < parts; part++)
    await files.delete(jobFileKey(jobId, 'export', part));
}
