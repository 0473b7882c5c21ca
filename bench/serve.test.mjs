import { mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCertificate } from './local-certificate.mjs';
import { startServer } from './serve.mjs';

/** One GET over HTTP/2, trusting only `cert`: status, headers and the decoded body. */
function getOverHttp2(origin, path, cert) {
  return new Promise((resolve, reject) => {
    const session = connect(origin, { ca: cert });
    session.on('error', reject);
    const request = session.request({ ':path': path, 'accept-encoding': 'br' });
    const chunks = [];
    let headers = {};
    request.on('response', (h) => (headers = h));
    request.on('data', (c) => chunks.push(c));
    request.on('end', () => {
      session.close();
      const raw = Buffer.concat(chunks);
      resolve({ headers, body: (headers['content-encoding'] === 'br' ? brotliDecompressSync(raw) : raw).toString() });
    });
    request.on('error', reject);
    request.end();
  });
}

describe('the benchmark server over HTTP/2', () => {
  const root = mkdtempSync(join(tmpdir(), 'stride-serve-'));
  const port = 4590 + Math.floor(Math.random() * 50);
  let tls;
  let server;

  beforeAll(async () => {
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Home</title><p>served</p>');
    writeFileSync(join(root, '404.html'), '<!doctype html><title>Not found</title>');
    tls = await localCertificate();
    server = await startServer({ root, port, tls });
  });
  afterAll(() => new Promise((done) => server.close(done)));

  it('serves a page compressed, with a certificate valid for 127.0.0.1', async () => {
    const { headers, body } = await getOverHttp2(`https://127.0.0.1:${port}`, '/', tls.cert);
    expect(headers[':status']).toBe(200);
    expect(headers['content-encoding']).toBe('br');
    expect(body).toContain('<p>served</p>');
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    const { headers, body } = await getOverHttp2(`https://127.0.0.1:${port}`, '/nowhere.js', tls.cert);
    expect(headers[':status']).toBe(404);
    expect(body).toContain('Not found');
  });
});
