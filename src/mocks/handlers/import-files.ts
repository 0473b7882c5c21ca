/**
 * Where the fake backend keeps an import's file until its job ends, as the server keeps it in `job_inputs`: a job whose
 * tab closes mid-way is taken up by the next tab from its checkpoint, and reads the file from here (import-take-up.ts).
 * In the browser an IndexedDB database of its own next to the state's (the files are not state every tab loads); in
 * the unit tests, memory or fake-indexeddb.
 */
import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval';
import type { FakeDb } from '../db.ts';
import type { ImportFileType } from './on-demand/import-records.ts';

/** An import's file and what its job needs to read it again. */
export interface ImportFile {
  bytes: ArrayBuffer;
  type: ImportFileType;
  fileName: string;
  mapping: Record<string, string>;
}

export interface ImportFileStore {
  put(jobId: number, file: ImportFile): Promise<void>;
  get(jobId: number): Promise<ImportFile | undefined>;
  remove(jobId: number): Promise<void>;
  /** The jobs that have a file kept. */
  jobIds(): Promise<number[]>;
}

/** The files of one page's life only (no IndexedDB, or a backend without storage). */
export function memoryImportFiles(): ImportFileStore {
  const files = new Map<number, ImportFile>();
  return {
    put: (jobId, file) => Promise.resolve(void files.set(jobId, file)),
    get: (jobId) => Promise.resolve(files.get(jobId)),
    remove: (jobId) => Promise.resolve(void files.delete(jobId)),
    jobIds: () => Promise.resolve([...files.keys()]),
  };
}

/** The files in IndexedDB database `dbName` (the browser: `<the state's database>-imports`). */
export function indexedDbImportFiles(dbName: string): ImportFileStore {
  let store: UseStore | undefined;
  const open = () => (store ??= createStore(dbName, 'files'));
  return {
    put: (jobId, file) => set(jobId, file, open()),
    get: (jobId) => get<ImportFile>(jobId, open()),
    remove: (jobId) => del(jobId, open()),
    jobIds: async () => (await keys(open())).filter((key): key is number => typeof key === 'number'),
  };
}

const perDb = new WeakMap<FakeDb, ImportFileStore>();

/** The file store of one fake backend: memory unless `useImportFiles` gave it another. */
export function importFilesOf(db: FakeDb): ImportFileStore {
  let files = perDb.get(db);
  if (!files) perDb.set(db, (files = memoryImportFiles()));
  return files;
}

/** Keeps this backend's import files in `files` (the browser's start: IndexedDB, so other tabs can read them). */
export function useImportFiles(db: FakeDb, files: ImportFileStore): void {
  perDb.set(db, files);
}
