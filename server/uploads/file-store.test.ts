import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diskFileStore, STALE_PARTIAL_MS, StorageFullError, sweepPartials } from './file-store.ts';

const root = mkdtempSync(join(tmpdir(), 'stride-file-store-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const key = `${'c3'.repeat(16)}.gif`;

describe('the disk driver of the FileStore', () => {
  it('creates its folder on the first write, and gives the bytes back with the type of the extension', async () => {
    const store = diskFileStore(join(root, 'nested', 'uploads'));
    await store.put(key, { bytes: Uint8Array.from([71, 73, 70]), type: 'image/gif' });
    expect(readdirSync(join(root, 'nested', 'uploads'))).toEqual([key]);
    expect(await store.get(key)).toEqual({ bytes: Uint8Array.from([71, 73, 70]), type: 'image/gif' });
  });

  it('answers null for a key it does not hold, or one that is not an upload file name', async () => {
    const store = diskFileStore(root);
    expect(await store.get(`${'00'.repeat(16)}.png`)).toBeNull();
    expect(await store.get('../package.json')).toBeNull();
  });

  it('refuses to write under a key that is not an upload file name', async () => {
    await expect(diskFileStore(root).put('../escape.png', { bytes: new Uint8Array(1), type: 'image/png' })).rejects.toThrow(
      /not an upload key/,
    );
  });
});

const enospc = (code: string) => Object.assign(new Error(`${code}: no space left on device, write`), { code });
const file = (size: number) => ({ bytes: new Uint8Array(size), type: 'image/gif' });

describe('a disk without room', () => {
  it('refuses a file that would leave less than the reserve free, before writing anything', async () => {
    const dir = mkdtempSync(join(root, 'reserve-'));
    const writes: string[] = [];
    const store = diskFileStore(dir, {
      minFreeBytes: 1000,
      freeBytes: () => Promise.resolve(1500),
      writeFile: async (path, bytes) => {
        writes.push(path);
        writeFileSync(path, bytes);
      },
    });
    await expect(store.put(key, file(501))).rejects.toThrow(StorageFullError);
    expect(writes).toEqual([]);
    await store.put(key, file(500));
    expect(writes).toHaveLength(1);
  });

  it.each(['ENOSPC', 'EDQUOT'])('turns %s part way through a write into StorageFullError and leaves no .partial', async (code) => {
    const dir = mkdtempSync(join(root, 'full-'));
    // A small volume: 100 bytes of the file reach the disk, then it is full.
    const store = diskFileStore(dir, {
      minFreeBytes: 0,
      writeFile: async (path, bytes) => {
        writeFileSync(path, bytes.subarray(0, 100));
        throw enospc(code);
      },
    });
    const error = await store.put(key, file(1000)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageFullError);
    expect((error as Error).cause).toMatchObject({ code });
    expect(readdirSync(dir)).toEqual([]);
    expect(await store.get(key)).toBeNull();
  });

  it('passes any other failure on as it is, and still removes the .partial', async () => {
    const dir = mkdtempSync(join(root, 'broken-'));
    const store = diskFileStore(dir, {
      minFreeBytes: 0,
      writeFile: async (path) => {
        writeFileSync(path, 'half');
        throw Object.assign(new Error('EIO: i/o error, write'), { code: 'EIO' });
      },
    });
    await expect(store.put(key, file(10))).rejects.toMatchObject({ code: 'EIO' });
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('the upload folder at start', () => {
  it('is created, and loses the .partial files older than ten minutes (not newer ones, nor finished files)', async () => {
    const dir = join(mkdtempSync(join(root, 'sweep-')), 'uploads');
    expect(await sweepPartials(dir)).toEqual([]);
    const old = `${'0a'.repeat(16)}.png.partial`;
    const recent = `${'0b'.repeat(16)}.png.partial`;
    for (const name of [old, recent, key]) writeFileSync(join(dir, name), 'x');
    const longAgo = new Date(Date.now() - STALE_PARTIAL_MS - 1000);
    utimesSync(join(dir, old), longAgo, longAgo);
    utimesSync(join(dir, key), longAgo, longAgo);
    expect(await sweepPartials(dir)).toEqual([old]);
    expect(readdirSync(dir).sort()).toEqual([recent, key].sort());
  });
});
