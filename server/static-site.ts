import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import type { App } from './routes/kit.ts';

export interface HeaderRule {
  pattern: RegExp;
  headers: [string, string][];
}

/** Reads a Netlify-style `_headers` file: a path pattern, then indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*')
        .replace(/:\w+/g, '[^/]+');
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] });
    } else {
      const colon = line.indexOf(':');
      if (colon > 0) rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

function headersFor(rules: HeaderRule[], path: string): Headers {
  const headers = new Headers();
  for (const rule of rules) if (rule.pattern.test(path)) for (const [name, value] of rule.headers) headers.set(name, value);
  // Astro's hashed bundles never change under one name, whatever the headers file says.
  if (path.startsWith('/_astro/') && !headers.has('Cache-Control')) headers.set('Cache-Control', IMMUTABLE);
  return headers;
}

/**
 * A file that is not there is never cached: a bundle name missing now (a page of the previous deploy asking, a deploy
 * half copied) may be served a minute later, and a year-long 404 would break that page in the browser until then.
 */
const MISSING = 'no-store';

function applyHeaders(rules: HeaderRule[]): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const found = c.res.status < 400;
    for (const [name, value] of headersFor(rules, c.req.path)) {
      if (found || name.toLowerCase() !== 'cache-control') c.res.headers.set(name, value);
    }
    if (!found && c.req.path.startsWith('/_astro/')) c.res.headers.set('Cache-Control', MISSING);
  };
}

/**
 * Serves a built site from `root` on the API's origin, as a CDN would: directory index.html, the headers of its
 * `_headers` file, gzip for a browser that accepts it, and `404.html` with status 404 for anything else. Registered
 * after the API routes, so none of this touches their answers (nor the live stream's). Gzip because a phone waits for
 * the bytes: served whole, a dashboard page's scripts are about 3.5 times as many, and Lighthouse's phone put the notes
 * board's first rows (LCP) at 5.7-5.8 s, 3.1-3.3 s gzipped (2026-12-04).
 */
export function serveSite(app: App, root: string): void {
  const headersFile = join(root, '_headers');
  const rules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];
  const notFoundPage = join(root, '404.html');
  app.use('*', applyHeaders(rules));
  app.get('/_headers', (c) => c.notFound());
  app.use('*', compress({ encoding: 'gzip' }));
  app.use('*', serveStatic({ root }));
  app.notFound((c) => {
    const accepts = c.req.method === 'GET' || c.req.method === 'HEAD';
    if (accepts && existsSync(notFoundPage)) return c.html(readFileSync(notFoundPage, 'utf8'), 404);
    return c.json({ message: 'Not found' }, 404);
  });
}
