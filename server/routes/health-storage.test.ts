import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writableDirsOf } from '../storage-check.ts';
import { createTestServer, START_TIMEOUT, type TestServer } from '../test-server.ts';

const root = mkdtempSync(join(tmpdir(), 'stride-health-storage-'));
const dataDir = join(root, 'pglite');
const uploadDir = join(root, 'uploads');

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({
    seedDemo: false,
    app: {
      writableDirs: [
        { name: 'data directory', path: dataDir },
        { name: 'upload directory', path: uploadDir },
      ],
    },
  });
}, START_TIMEOUT);
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});
beforeEach(() => {
  for (const dir of [dataDir, uploadDir]) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir);
  }
});

describe('GET /healthz and the folders the server writes to', () => {
  it('answers 200 with storage: ok while both are there and writable', async () => {
    const res = await server.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', db: 'ok', storage: 'ok' });
  });

  it.each([
    ['the data directory is deleted', () => rmSync(dataDir, { recursive: true }), 'The data directory is missing'],
    ['the upload directory is deleted', () => rmSync(uploadDir, { recursive: true }), 'The upload directory is missing'],
    [
      'a file stands where the data directory was',
      () => {
        rmSync(dataDir, { recursive: true });
        writeFileSync(dataDir, '');
      },
      'The data directory is not a directory',
    ],
  ])('answers 503 with Retry-After when %s', async (_, breakIt, message) => {
    breakIt();
    const res = await server.request('/healthz');
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('5');
    expect(await res.json()).toMatchObject({ status: 'unavailable', db: 'ok', storage: 'unavailable', message });
  });
});

describe('the folders `npm run api` checks', () => {
  it('are the PGlite data directory (on disk only) and the upload folder', () => {
    const config = { databaseUrl: undefined, dataDir: '.data/pglite', uploadDir: '.data/uploads', s3: undefined };
    expect(writableDirsOf(config).map((dir) => dir.name)).toEqual(['data directory', 'upload directory']);
    expect(writableDirsOf({ ...config, dataDir: 'memory://' }).map((dir) => dir.name)).toEqual(['upload directory']);
    expect(writableDirsOf({ ...config, databaseUrl: 'postgres://db/stride' }).map((dir) => dir.name)).toEqual(['upload directory']);
    const s3 = { bucket: 'b', endpoint: 'http://127.0.0.1:9000', region: 'us-east-1', accessKeyId: 'k', secretAccessKey: 's' };
    expect(writableDirsOf({ ...config, s3 }).map((dir) => dir.name)).toEqual(['data directory']);
  });
});
