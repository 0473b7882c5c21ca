import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval';
import { DEMO_DB_NAME } from './start/settings.ts';

/** One uploaded image as the fake backend keeps it: its bytes and its (sniffed) type. */
export interface FakeFile {
  bytes: ArrayBuffer;
  type: string;
}

/** Where the fake backend keeps uploaded images and export jobs' files: put one under its key, get it back, remove it. */
export interface FakeFileStore {
  put(key: string, file: FakeFile): Promise<void>;
  get(key: string): Promise<FakeFile | undefined>;
  delete(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

/**
 * The uploads in an IndexedDB database of their own beside the demo state, so they survive reloads and are shared by
 * every tab. "Reset demo data" leaves them: a url that a reset row no longer names is simply not shown any more.
 */
export function indexedDbFiles(dbName = `${DEMO_DB_NAME}-uploads`): FakeFileStore {
  let store: UseStore | undefined;
  const openStore = () => (store ??= createStore(dbName, 'files'));
  return {
    put: (key, file) => set(key, file, openStore()),
    get: (key) => get<FakeFile>(key, openStore()),
    delete: (key) => del(key, openStore()),
    keys: async () => (await keys(openStore())).map(String),
  };
}

/** The uploads in memory: the node server of the unit tests, and a browser whose IndexedDB cannot be opened. */
export function memoryFiles(): FakeFileStore {
  const files = new Map<string, FakeFile>();
  return {
    put: (key, file) => Promise.resolve(void files.set(key, file)),
    get: (key) => Promise.resolve(files.get(key)),
    delete: (key) => Promise.resolve(void files.delete(key)),
    keys: () => Promise.resolve([...files.keys()]),
  };
}

/** Whether this page may open IndexedDB: reading `indexedDB` itself throws where the browser blocks storage. */
export function hasIndexedDb(): boolean {
  try {
    return typeof indexedDB !== 'undefined';
  } catch {
    return false;
  }
}

/**
 * Whether a failed write of the browser's storage means it is full: IndexedDB's QuotaExceededError (also under
 * Firefox's older name). The fake backend answers it as the reference server answers a full disk: 507.
 */
export function isStorageFull(error: unknown): boolean {
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED';
}

/** IndexedDB when there is one, else memory (a failed write of IndexedDB then fails the upload, which says so). */
export const defaultFakeFiles = (): FakeFileStore => (hasIndexedDb() ? indexedDbFiles() : memoryFiles());
