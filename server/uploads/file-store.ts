import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { typeOfExtension, UPLOAD_FILE_PATTERN } from '../../src/schemas/uploads.ts';

/** One stored file: its bytes and its media type. */
export interface StoredFile {
  bytes: Uint8Array<ArrayBuffer>;
  type: string;
}

/**
 * Where uploaded images are kept. The routes know only this interface; the disk driver below is the one that ships.
 * Another driver (S3 or any object store) implements the same two calls: `put` a file under a key, `get` it back.
 * Keys are upload file names (`<32 hex>.<ext>`, checked by the routes), so a driver may use them as object names.
 */
export interface FileStore {
  put(key: string, file: StoredFile): Promise<void>;
  /** The file, or null when none has that key. */
  get(key: string): Promise<StoredFile | null>;
}

function checkedKey(key: string): string {
  // Never a path: the key comes from a url, and only the pattern keeps `../` out of the folder.
  if (!UPLOAD_FILE_PATTERN.test(key)) throw new Error(`not an upload key: ${key}`);
  return key;
}

/** Files in a folder of the disk (UPLOAD_DIR, `.data/uploads` by default), created on the first write. */
export function diskFileStore(dir: string): FileStore {
  return {
    async put(key, file) {
      const path = join(dir, checkedKey(key));
      await mkdir(dir, { recursive: true });
      // Written beside, then renamed: a reader never sees half a file.
      const partial = `${path}.partial`;
      await writeFile(partial, file.bytes);
      await rename(partial, path);
    },
    async get(key) {
      if (!UPLOAD_FILE_PATTERN.test(key)) return null;
      try {
        const bytes = await readFile(join(dir, key));
        // The type is the key's extension, which the route chose from the sniffed bytes: no second file per upload.
        return { bytes: new Uint8Array(bytes), type: typeOfExtension(key.split('.').pop() ?? '') ?? 'application/octet-stream' };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
