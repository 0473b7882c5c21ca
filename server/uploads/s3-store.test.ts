import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from './local-s3.ts';
import { s3FileStore } from './s3-store.ts';
import { jobFileKey } from './file-store.ts';

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(() => s3.close());

const key = `${'ab'.repeat(16)}.png`;
const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10, 1, 2, 3]);

describe('the S3 driver of the FileStore (s3rver on 127.0.0.1)', () => {
  it('puts an object and gets its bytes back, with the type of its key', async () => {
    const store = s3FileStore(s3.settings);
    expect(store.shared).toBe(true);
    await store.put(key, { bytes: png, type: 'image/png' });
    expect(await store.get(key)).toEqual({ bytes: png, type: 'image/png' });
  });

  it('keeps a job file, and deletes it (a second delete is no error)', async () => {
    const store = s3FileStore(s3.settings);
    const csv = jobFileKey(7, 'input');
    await store.put(csv, { bytes: new TextEncoder().encode('name\r\nA\r\n'), type: 'text/csv' });
    expect(new TextDecoder().decode((await store.get(csv))!.bytes)).toBe('name\r\nA\r\n');
    await store.delete(csv);
    await store.delete(csv);
    expect(await store.get(csv)).toBeNull();
  });

  it('answers null for a key it does not hold, or one that is not a file name of the store', async () => {
    const store = s3FileStore(s3.settings);
    expect(await store.get(`${'00'.repeat(16)}.png`)).toBeNull();
    expect(await store.get('../other-bucket/x.png')).toBeNull();
    await expect(store.put('a/b.png', { bytes: png, type: 'image/png' })).rejects.toThrow(/not an upload key/);
  });

  // s3rver reads the key id of a Signature V4 but does not compute the signature (docs/storage.md): a wrong key id is
  // what it can refuse.
  it('is refused with a key the store does not know, and says so', async () => {
    const store = s3FileStore({ ...s3.settings, accessKeyId: 'NOT-A-KEY' });
    await expect(store.put(key, { bytes: png, type: 'image/png' })).rejects.toThrow(/S3 PUT answered 403 InvalidAccessKeyId/);
  });

  it('fails on a bucket that does not exist', async () => {
    const store = s3FileStore({ ...s3.settings, bucket: 'no-such-bucket' });
    await expect(store.put(key, { bytes: png, type: 'image/png' })).rejects.toThrow(/S3 PUT answered 404 NoSuchBucket/);
  });
});
