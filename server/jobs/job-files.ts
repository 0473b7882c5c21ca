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

/** A part of an export's file is written once it holds this many bytes: the job and the download hold one part at most. */
export const EXPORT_PART_BYTES = 4 * 1024 * 1024;

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

/** Part `part` of an export's file, or undefined past its last part. */
export async function readExportPart(db: Db, files: FileStore, jobId: number, part: number): Promise<Uint8Array | undefined> {
  if (files.shared) return (await files.get(jobFileKey(jobId, 'export', part)))?.bytes;
  const result = await db.execute(sql`select bytes from job_outputs where job_id = ${jobId} and part = ${part}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { bytes: Uint8Array }[];
  return rows[0]?.bytes;
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
