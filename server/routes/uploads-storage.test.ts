import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract/messages.ts';
import { UPLOAD_ACCOUNT_QUOTA_FULL, UPLOAD_QUOTA_FULL } from '../../src/schemas/uploads.ts';
import { users } from '../db/tables.ts';
import { createTestServer, signIn, START_TIMEOUT, type TestServer } from '../test-server.ts';
import { diskFileStore } from '../uploads/file-store.ts';
import { uploadUsage, type UploadQuota } from '../uploads/quota.ts';

// The upload disk of these tests: its free room and how its writes fail are set by each test.
const folder = mkdtempSync(join(tmpdir(), 'stride-upload-storage-'));
const disk = { free: Number.MAX_SAFE_INTEGER, failAfter: undefined as number | undefined, code: 'ENOSPC', writes: 0 };
const store = diskFileStore(folder, {
  minFreeBytes: 1000,
  freeBytes: () => Promise.resolve(disk.free),
  writeFile: async (path, bytes) => {
    disk.writes++;
    // A small volume: the first `failAfter` bytes reach the disk, then it is full.
    writeFileSync(path, disk.failAfter === undefined ? bytes : bytes.subarray(0, disk.failAfter));
    if (disk.failAfter !== undefined) throw Object.assign(new Error(`${disk.code}: no space left on device, write`), { code: disk.code });
  },
});
const quota: UploadQuota = { totalBytes: Number.MAX_SAFE_INTEGER, accountBytes: Number.MAX_SAFE_INTEGER };

let server: TestServer;
let editor: string;
let admin: string;
beforeAll(async () => {
  server = await createTestServer({ app: { files: store, uploadQuota: quota } });
  editor = await signIn(server, 'editor@stride.dev');
  admin = await signIn(server, 'admin@stride.dev');
}, START_TIMEOUT);
afterAll(async () => {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});
beforeEach(() => {
  Object.assign(disk, { free: Number.MAX_SAFE_INTEGER, failAfter: undefined, code: 'ENOSPC', writes: 0 });
  Object.assign(quota, { totalBytes: Number.MAX_SAFE_INTEGER, accountBytes: Number.MAX_SAFE_INTEGER });
});

/** A JPEG's first bytes, then zeros up to `size`. */
function jpegOf(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
}
const upload = (size: number, token = editor) =>
  server.request('/app/uploads', {
    method: 'POST',
    headers: { 'Content-Type': 'image/jpeg', Authorization: `Bearer ${token}` },
    body: jpegOf(size),
  });

async function usageOf(email: string): Promise<{ bytes: number; files: number }> {
  const [row] = await server.database.db
    .select({ bytes: uploadUsage.bytes, files: uploadUsage.files })
    .from(uploadUsage)
    .innerJoin(users, eq(users.id, uploadUsage.accountId))
    .where(eq(users.email, email));
  return { bytes: Number(row?.bytes ?? 0), files: row?.files ?? 0 };
}
async function totalUsage(): Promise<number> {
  const rows = await server.database.db.select({ bytes: uploadUsage.bytes }).from(uploadUsage);
  return rows.reduce((sum, row) => sum + Number(row.bytes), 0);
}
const stored = () => readdirSync(folder).sort();

describe('the upload quotas', () => {
  it("count each stored upload's bytes for its account", async () => {
    const before = await usageOf('editor@stride.dev');
    expect((await upload(1000)).status).toBe(201);
    expect(await usageOf('editor@stride.dev')).toEqual({ bytes: before.bytes + 1000, files: before.files + 1 });
  });

  it("refuse an upload past the account's quota with 507 and its message, before writing, counting nothing", async () => {
    const before = await usageOf('editor@stride.dev');
    const files = stored();
    quota.accountBytes = before.bytes + 1500;
    const res = await upload(1501);
    expect(res.status).toBe(507);
    expect(await res.json()).toEqual({ message: UPLOAD_ACCOUNT_QUOTA_FULL });
    expect(disk.writes).toBe(0);
    expect(stored()).toEqual(files);
    expect(await usageOf('editor@stride.dev')).toEqual(before);
    // Exactly up to the quota is taken.
    expect((await upload(1500)).status).toBe(201);
  });

  it('refuse an upload past the total quota (all accounts) with 507 and its message, before writing', async () => {
    expect((await upload(800, admin)).status).toBe(201);
    disk.writes = 0;
    quota.totalBytes = (await totalUsage()) + 100;
    const res = await upload(101, admin);
    expect(res.status).toBe(507);
    expect(await res.json()).toEqual({ message: UPLOAD_QUOTA_FULL });
    expect(disk.writes).toBe(0);
    expect((await upload(100, admin)).status).toBe(201);
  });
});

describe('uploads at the same time', () => {
  it('never pass the quota together: of three that each fit alone, only one is taken', async () => {
    quota.accountBytes = (await usageOf('editor@stride.dev')).bytes + 1500;
    const statuses = (await Promise.all([upload(1000), upload(1000), upload(1000)])).map((res) => res.status).sort();
    expect(statuses).toEqual([201, 507, 507]);
  });
});

describe('a full upload disk', () => {
  let earlier: string;
  beforeAll(async () => {
    Object.assign(quota, { totalBytes: Number.MAX_SAFE_INTEGER, accountBytes: Number.MAX_SAFE_INTEGER });
    earlier = ((await (await upload(200)).json()) as { url: string }).url;
  });

  /** The server keeps serving: the uploads already stored, a list, /healthz; and takes uploads again once there is room. */
  async function expectStillServing(): Promise<void> {
    expect((await server.request(earlier)).status).toBe(200);
    expect((await server.request('/app/order?page=1&pageSize=1', { headers: { Authorization: `Bearer ${editor}` } })).status).toBe(200);
    expect((await server.request('/healthz')).status).toBe(200);
  }

  it('answers 507 when the file would eat into the reserve, before writing, and gives back what it counted', async () => {
    const before = await usageOf('editor@stride.dev');
    const files = stored();
    disk.free = 1000 + 499;
    const res = await upload(500);
    expect(res.status).toBe(507);
    expect(await res.json()).toEqual({ message: MESSAGES.storageFull });
    expect(disk.writes).toBe(0);
    expect(stored()).toEqual(files);
    expect(await usageOf('editor@stride.dev')).toEqual(before);
    await expectStillServing();
    expect((await upload(499)).status).toBe(201);
  });

  it.each(['ENOSPC', 'EDQUOT'])('answers 507 for %s part way through the write, leaving no .partial, and goes on', async (code) => {
    const before = await usageOf('editor@stride.dev');
    const files = stored();
    Object.assign(disk, { failAfter: 300, code });
    const res = await upload(2000);
    expect(res.status).toBe(507);
    expect(await res.json()).toEqual({ message: MESSAGES.storageFull });
    expect(disk.writes).toBe(1);
    expect(stored()).toEqual(files);
    expect(stored().some((name) => name.endsWith('.partial'))).toBe(false);
    expect(await usageOf('editor@stride.dev')).toEqual(before);
    await expectStillServing();
    disk.failAfter = undefined;
    expect((await upload(2000)).status).toBe(201);
  });
});
