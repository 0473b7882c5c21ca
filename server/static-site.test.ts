import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHeadersFile } from './static-site.ts';
import { createTestServer, START_TIMEOUT, type TestServer } from './test-server.ts';

const root = mkdtempSync(join(tmpdir(), 'stride-site-'));
mkdirSync(join(root, 'dashboard'), { recursive: true });
mkdirSync(join(root, '_astro'));
writeFileSync(join(root, 'index.html'), '<h1>home</h1>');
writeFileSync(join(root, 'dashboard', 'index.html'), '<h1>dashboard</h1>');
writeFileSync(join(root, '_astro', 'app.abc123.js'), 'console.log(1)');
const BUNDLE = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};\n`;
writeFileSync(join(root, '_astro', 'words.abc123.js'), BUNDLE);
writeFileSync(join(root, '404.html'), '<h1>lost</h1>');
writeFileSync(
  join(root, '_headers'),
  '/*\n  X-Frame-Options: DENY\n\n/dashboard/*\n  X-Robots-Tag: noindex\n\n/_astro/*\n  Cache-Control: public, max-age=31536000, immutable\n',
);

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ app: { staticDir: root } });
}, START_TIMEOUT);
afterAll(() => server.close());

describe('the built site on the API origin', () => {
  it('serves a directory index with the headers of _headers', async () => {
    const res = await server.request('/dashboard/');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<h1>dashboard</h1>');
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    expect(res.headers.get('X-Robots-Tag')).toBe('noindex');
    expect(res.headers.get('Content-Type')).toMatch(/text\/html/);
  });

  it('caches hashed bundles for a year', async () => {
    const res = await server.request('/_astro/app.abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends a file gzipped to a browser that accepts it, and whole to one that does not', async () => {
    const zipped = await server.request('/_astro/words.abc123.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(zipped.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await zipped.arrayBuffer());
    expect(body.length).toBeLessThan(BUNDLE.length / 2);
    expect(gunzipSync(body).toString()).toBe(BUNDLE);
    const whole = await server.request('/_astro/words.abc123.js');
    expect(whole.headers.get('Content-Encoding')).toBeNull();
    expect(await whole.text()).toBe(BUNDLE);
  });

  it('never caches a hashed bundle that is not there, which a later deploy may add', async () => {
    for (const path of ['/_astro/gone.def456.js', '/_astro/nested/gone.css']) {
      const res = await server.request(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    }
  });

  it('answers unknown paths with 404.html and status 404, and never serves _headers or paths out of the root', async () => {
    for (const path of ['/nope/', '/_headers', '/..%2F..%2Fetc/passwd']) {
      const res = await server.request(path);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe('<h1>lost</h1>');
    }
  });

  it('keeps the API answering in JSON with no caching', async () => {
    const res = await server.request('/app/order');
    expect(res.status).toBe(401);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('parseHeadersFile', () => {
  it('reads patterns and their header lines, skipping comments', () => {
    const rules = parseHeadersFile('# comment\n/a/*\n  X-One: 1\n  X-Two: a: b\n/b\n  X-Three: 3\n');
    expect(rules.map((r) => [r.pattern.test('/a/x/y'), r.pattern.test('/b')])).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(rules[0]!.headers).toEqual([
      ['X-One', '1'],
      ['X-Two', 'a: b'],
    ]);
  });
});
