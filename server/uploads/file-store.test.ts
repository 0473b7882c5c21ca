import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diskFileStore } from './file-store.ts';

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
