import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_PNG } from '../../src/contract/contract-cases.ts';
import { MAX_UPLOAD_BYTES, NOT_AN_IMAGE, UPLOAD_TOO_LARGE, UPLOAD_URL_PATTERN } from '../../src/schemas/uploads.ts';
import { auditLog } from '../db/tables.ts';
import { createTestServer, signIn, START_TIMEOUT, type TestServer } from '../test-server.ts';
import { diskFileStore } from '../uploads/file-store.ts';

let server: TestServer;
let editor: string;
let viewer: string;
const folder = mkdtempSync(join(tmpdir(), 'stride-uploads-test-'));
beforeAll(async () => {
  server = await createTestServer({ app: { files: diskFileStore(folder) } });
  editor = await signIn(server, 'editor@stride.dev');
  viewer = await signIn(server, 'viewer@stride.dev');
}, START_TIMEOUT);
afterAll(async () => {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});

const upload = (bytes: Uint8Array<ArrayBuffer>, type = 'image/png', token: string | null = editor) =>
  server.request('/app/uploads', {
    method: 'POST',
    headers: { 'Content-Type': type, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: bytes,
  });
/** A JPEG's first bytes, then zeros up to `size`: the server reads the type from the start only. */
function jpegOf(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
}

describe('POST /app/uploads', () => {
  it('stores a PNG of an editor on the disk, answers its url and audits it', async () => {
    const res = await upload(TINY_PNG);
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(UPLOAD_URL_PATTERN);
    expect(url).toMatch(/\.png$/);
    const file = url.split('/').pop()!;
    expect(readdirSync(folder)).toContain(file);
    expect(new Uint8Array(readFileSync(join(folder, file)))).toEqual(TINY_PNG);
    const [entry] = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.resource, 'uploads'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ action: 'create', actorEmail: 'editor@stride.dev', recordId: null });
    expect(entry!.changes).toEqual([
      { field: 'url', before: null, after: url },
      { field: 'type', before: null, after: 'image/png' },
      { field: 'size', before: null, after: TINY_PNG.byteLength },
    ]);
  });

  it('reads the type from the bytes, not from Content-Type: a JPEG sent as a PNG gets a .jpg url', async () => {
    const res = await upload(jpegOf(100), 'image/png');
    expect(res.status).toBe(201);
    expect(((await res.json()) as { url: string }).url).toMatch(/\.jpg$/);
  });

  it('takes an image over the 1 MB limit of JSON bodies, up to exactly 2 MB', async () => {
    expect((await upload(jpegOf(MAX_UPLOAD_BYTES), 'image/jpeg')).status).toBe(201);
  });

  it('refuses one byte more with 413 and its message, storing nothing', async () => {
    const before = readdirSync(folder).length;
    const res = await upload(jpegOf(MAX_UPLOAD_BYTES + 1), 'image/jpeg');
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: UPLOAD_TOO_LARGE });
    expect(readdirSync(folder)).toHaveLength(before);
  });

  it.each([
    ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'image/svg+xml'],
    ['an SVG declared as a PNG', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/png'],
    ['text declared as a GIF', 'GIF8 but not really', 'image/gif'],
    ['an empty body', '', 'image/png'],
  ])('refuses %s with 415', async (_, text, type) => {
    const res = await upload(new TextEncoder().encode(text), type);
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ message: NOT_AN_IMAGE });
  });

  it('needs uploads.create (403 for a viewer) and a bearer (401)', async () => {
    expect((await upload(TINY_PNG, 'image/png', viewer)).status).toBe(403);
    expect((await upload(TINY_PNG, 'image/png', null)).status).toBe(401);
  });
});

describe('GET /app/uploads/{file}', () => {
  it('serves the bytes without a bearer, with their type, nosniff and a year of immutable caching', async () => {
    const { url } = (await (await upload(TINY_PNG)).json()) as { url: string };
    const res = await server.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/png');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(TINY_PNG);
  });

  it.each([`/app/uploads/${'a'.repeat(32)}.png`, '/app/uploads/..%2F..%2Fpackage.json', '/app/uploads/abc.png'])(
    'answers 404 for %s',
    async (path) => {
      const res = await server.request(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
    },
  );
});
