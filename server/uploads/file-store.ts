import { mkdir, readdir, readFile, rename, stat, statfs, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { typeOfExtension, UPLOAD_FILE_PATTERN } from '../../src/schemas/uploads.ts';
import { isDiskFull } from '../db/failures.ts';

/** One stored file: its bytes and its media type. */
export interface StoredFile {
  bytes: Uint8Array<ArrayBuffer>;
  type: string;
}

/**
 * A job's file: an import's CSV (`input`) or an export's result (`export`). Never an upload file name, so the
 * uploads' GET, which serves without a bearer, cannot be asked for one (it checks UPLOAD_FILE_PATTERN first).
 */
export const JOB_FILE_PATTERN = /^job-[0-9]+-(input|export(-[0-9]+)?)\.csv$/;

/**
 * A chat file's key (server/chat/attachments.ts): random as an upload's, with `.bin`, which the public
 * GET /app/uploads/{file} (images only) never serves: a chat file is read through its conversation, with the bearer.
 */
export const CHAT_FILE_KEY_PATTERN = /^[0-9a-f]{32}\.bin$/;

/** A job's file's key; an export's file is kept in parts (`part` 0, 1, …), each an object of its own. */
export const jobFileKey = (jobId: number, kind: 'input' | 'export', part?: number) =>
  `job-${jobId}-${kind}${part === undefined ? '' : `-${part}`}.csv`;

/** Upload, chat and job file names: the only keys a driver takes, so none is ever a path. */
export const isStoreKey = (key: string) => UPLOAD_FILE_PATTERN.test(key) || JOB_FILE_PATTERN.test(key) || CHAT_FILE_KEY_PATTERN.test(key);

/** The type a key's extension names: the route chose an upload's extension from its sniffed bytes. */
export function typeOfKey(key: string): string {
  const extension = key.split('.').pop() ?? '';
  if (extension === 'csv') return 'text/csv; charset=utf-8';
  return typeOfExtension(extension) ?? 'application/octet-stream';
}

/**
 * Where uploaded images (and, with a shared store, the jobs' files) are kept. The routes know only this interface:
 * the disk driver below (the default) and the S3 driver (`server/uploads/s3-store.ts`) implement it.
 * Keys are upload file names (`<32 hex>.<ext>`), chat files' (`<32 hex>.bin`) or job file names (`job-<id>-input.csv`),
 * so a driver may use them as object names. A `put` that finds no room throws StorageFullError, and stores nothing.
 */
export interface FileStore {
  /**
   * True when every API process reads the same files (an object store): the jobs then keep their files here. The disk
   * driver's folder may be one machine's only, so the jobs keep theirs in the database (`job_inputs`) instead.
   */
  readonly shared: boolean;
  put(key: string, file: StoredFile): Promise<void>;
  /** The file, or null when none has that key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a key with no file is not an error. */
  delete(key: string): Promise<void>;
}

/** A write refused because the store has no room: the disk is full, or keeping its reserve free would not allow it. */
export class StorageFullError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'StorageFullError';
  }
}

export interface DiskFileStoreOptions {
  /** Room the disk keeps free: a file that would leave less is refused (UPLOAD_MIN_FREE_MB; the database may share the disk). */
  minFreeBytes?: number;
  /** The free room of the folder's file system (`fs.statfs`); tests give a small disk here. */
  freeBytes?: (dir: string) => Promise<number>;
  /** How a file's bytes are written (`fs.writeFile`); tests give one that fails part way. */
  writeFile?: (path: string, bytes: Uint8Array) => Promise<void>;
}

/** 128 MB: room for PGlite's log and checkpoints when it shares the disk (a full disk there ends the server). */
export const DEFAULT_MIN_FREE_BYTES = 128 * 1024 * 1024;
/** A `.partial` file older than this is a write that never finished (its process ended): a write takes milliseconds. */
export const STALE_PARTIAL_MS = 10 * 60 * 1000;

const PARTIAL = '.partial';

async function statfsFreeBytes(dir: string): Promise<number> {
  const { bavail, bsize } = await statfs(dir);
  return bavail * bsize;
}

export function checkedKey(key: string): string {
  // Never a path: the key comes from a url, and only the patterns keep `../` out of the folder.
  if (!isStoreKey(key)) throw new Error(`not an upload key: ${key}`);
  return key;
}

async function removeQuietly(path: string): Promise<void> {
  await unlink(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

/** Files in a folder of the disk (UPLOAD_DIR, `.data/uploads` by default), created on the first write. */
export function diskFileStore(dir: string, options: DiskFileStoreOptions = {}): FileStore {
  const minFree = options.minFreeBytes ?? DEFAULT_MIN_FREE_BYTES;
  const freeBytes = options.freeBytes ?? statfsFreeBytes;
  const write = options.writeFile ?? writeFile;
  return {
    shared: false,
    async put(key, file) {
      const path = join(dir, checkedKey(key));
      // Written beside, then renamed: a reader never sees half a file.
      const partial = `${path}${PARTIAL}`;
      try {
        await mkdir(dir, { recursive: true });
        const free = await freeBytes(dir);
        if (free - file.bytes.byteLength < minFree) {
          throw new StorageFullError(`${free} bytes free on the upload disk, which keeps ${minFree} free`);
        }
        await write(partial, file.bytes);
        await rename(partial, path);
      } catch (error) {
        // ENOSPC or EDQUOT may come at any step (the folder, the bytes, the rename): no half file stays behind.
        await removeQuietly(partial);
        if (error instanceof StorageFullError) throw error;
        if (isDiskFull(error)) throw new StorageFullError(`the upload disk is full: ${(error as Error).message}`, { cause: error });
        throw error;
      }
    },
    async get(key) {
      if (!isStoreKey(key)) return null;
      try {
        const bytes = await readFile(join(dir, key));
        // The type is the key's extension, which the route chose from the sniffed bytes: no second file per upload.
        return { bytes: new Uint8Array(bytes), type: typeOfKey(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    delete: (key) => removeQuietly(join(dir, checkedKey(key))),
  };
}

/**
 * Creates the upload folder, and removes the `.partial` files of writes that never finished (a process killed while
 * writing) once they are older than STALE_PARTIAL_MS: another process sharing the folder may be writing a newer one.
 * Answers the names removed.
 */
export async function sweepPartials(dir: string, now = Date.now()): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const removed: string[] = [];
  for (const name of await readdir(dir)) {
    if (!name.endsWith(PARTIAL)) continue;
    const path = join(dir, name);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile() || now - info.mtimeMs < STALE_PARTIAL_MS) continue;
    await removeQuietly(path);
    removed.push(name);
  }
  return removed;
}
