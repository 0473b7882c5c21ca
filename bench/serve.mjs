// A small static server for `dist/`, compressing like a CDN would (brotli, else gzip), answering
// unknown paths with 404.html and status 404; given a certificate (`tls`), over HTTP/2 and TLS as CDNs serve
// (HTTP/1.1 still answered). Used by the benchmark; safe to use for local checks:
//   node bench/serve.mjs [dir] [port]
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest']);

/**
 * `extra` maps URL paths to files outside `root` (the benchmark's plain page), served the same way; `tls`
 * (`{ key, cert }`, PEM) serves over HTTPS with HTTP/2.
 */
export function startServer({ root = 'dist', port = 4400, host = '127.0.0.1', extra = {}, tls = null } = {}) {
  const base = resolve(root);
  const cache = new Map();

  async function find(pathname) {
    const clean = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
    const candidates = [join(base, clean)];
    if (clean.endsWith('/')) candidates[0] = join(base, clean, 'index.html');
    else if (!extname(clean)) candidates.push(join(base, clean, 'index.html'));
    for (const file of candidates) {
      if (!file.startsWith(base)) continue;
      try {
        if ((await stat(file)).isFile()) return file;
      } catch {
        // Not there: try the next candidate.
      }
    }
    return null;
  }

  async function body(file, encoding) {
    const key = `${file}|${encoding}`;
    if (!cache.has(key)) {
      const raw = await readFile(file);
      cache.set(
        key,
        encoding === 'br'
          ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          : encoding === 'gzip'
            ? gzipSync(raw, { level: 9 })
            : raw,
      );
    }
    return cache.get(key);
  }

  const answer = async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let file = extra[url.pathname] ? resolve(extra[url.pathname]) : await find(url.pathname);
    let status = 200;
    if (!file) {
      // Directory URLs without a trailing slash redirect, as static hosts do.
      if (!url.pathname.endsWith('/') && !extname(url.pathname) && (await find(url.pathname + '/'))) {
        res.writeHead(301, { location: url.pathname + '/' + url.search });
        return res.end();
      }
      status = 404;
      file = join(base, '404.html');
    }
    const ext = extname(file);
    const accept = String(req.headers['accept-encoding'] ?? '');
    const encoding = COMPRESSIBLE.has(ext) ? (/\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null) : null;
    try {
      const data = await body(file, encoding);
      const headers = {
        'content-type': TYPES[ext] ?? 'application/octet-stream',
        'content-length': data.length,
        vary: 'accept-encoding',
        'cache-control': url.pathname.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      };
      if (encoding) headers['content-encoding'] = encoding;
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : data);
    } catch {
      res.writeHead(500);
      res.end('error');
    }
  };
  const server = tls ? createSecureServer({ ...tls, allowHTTP1: true }, answer) : createServer(answer);
  return new Promise((ok) => server.listen(port, host, () => ok(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir = 'dist', port = '4400'] = process.argv.slice(2);
  startServer({ root: dir, port: Number(port) }).then(() => console.log(`serving ${dir} on http://127.0.0.1:${port}`));
}
