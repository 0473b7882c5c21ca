import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';

// Reads the build that `npm test` has just made (no browser needed): `npm run build:e2e` is the production build
// with the fake backend's latency at 40 ms instead of 500, a number none of these checks depends on.
const DIST = process.env.DIST_DIR ?? 'dist';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const TEXT = /\.(html|js|mjs|css|json|svg|txt|xml|webmanifest)$/;
const SECRET_SHAPES: [string, RegExp][] = [
  ['Google API key', /AIza[0-9A-Za-z_-]{35}/],
  ['private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['GitHub token', /gh[pousr]_[0-9A-Za-z]{36}/],
  ['Stripe live key', /sk_live_[0-9A-Za-z]{16,}/],
  ['AWS access key', /AKIA[0-9A-Z]{16}/],
  ['Slack token', /xox[baprs]-[0-9A-Za-z-]{10,}/],
  ['JWT', /eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/],
];

test('the build ships no secret or token beyond the fake backend demo values', () => {
  const found: string[] = [];
  const all = files(DIST).filter((f) => TEXT.test(f));
  expect(all.length).toBeGreaterThan(100);
  for (const file of all) {
    const text = readFileSync(file, 'utf8');
    for (const [name, shape] of SECRET_SHAPES) if (shape.test(text)) found.push(`${name} in ${file}`);
  }
  expect(found).toEqual([]);
});

test('the detector would catch a leaked key', () => {
  const leaked = `const config = { apiKey: "AIza${'x'.repeat(35)}" }`;
  expect(SECRET_SHAPES.some(([, shape]) => shape.test(leaked))).toBe(true);
});

test('the default build (fake backend on) shows the demo account on the login page, where a PUBLIC_FAKE_BACKEND=false build has none', () => {
  // The counterpart is tests/integration/fake-backend-off.test.ts; this proves its markers exist when the fake backend is on.
  const login = readFileSync(join(DIST, 'auth/login/index.html'), 'utf8');
  expect(login).toContain('data-demo-account');
  expect(login).toContain('admin@stride.dev');
  // The form itself is empty until it hydrates: a newly registered e-mail, not the demo account, may be what it shows.
  const email = /<input[^>]*name="email"[^>]*>/.exec(login)?.[0] ?? '';
  expect(email).toContain('type="email"');
  expect(email).not.toContain('stride.dev');
});

test("public pages carry their CSS inline; the client router's pages link theirs and share every inline stylesheet", () => {
  const pages = files(DIST)
    .filter((f) => f.endsWith('.html'))
    .map((f) => ({ f, html: readFileSync(f, 'utf8') }));
  const inlineStyles = (html: string) => [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '').sort();
  const linked = (html: string) => html.includes('<link rel="stylesheet"');
  const router = pages.filter((p) => p.html.includes('astro-view-transitions-enabled'));
  const publicPages = pages.filter((p) => p.html.includes('data-public-page'));
  expect(router.length).toBeGreaterThan(100);
  expect(publicPages.length).toBeGreaterThan(20);
  // A public page paints from its first response: no render-blocking stylesheet request.
  expect(publicPages.filter((p) => linked(p.html) || !inlineStyles(p.html).some((css) => css.length > 10_000)).map((p) => p.f)).toEqual([]);
  // The router inserts the next screen's <head> under the first screen's policy, which hashes that screen's own
  // inline stylesheets only: a stylesheet that differs between screens must be a file ('self'), not inline.
  const first = JSON.stringify(inlineStyles(router[0]!.html));
  expect(router.filter((p) => !linked(p.html) || JSON.stringify(inlineStyles(p.html)) !== first).map((p) => p.f)).toEqual([]);
});

/** The files a page's scripts load at once: its module scripts, islands and deferred modules, with their static imports. */
function staticScripts(html: string): Set<string> {
  const entries = [...html.matchAll(/(?:src|href|data-after-paint-module|component-url|renderer-url)="\/_astro\/([\w.-]+\.js)"/g)];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(DIST, '_astro', file), 'utf8');
    // `import{a as b}from"./x.js"`, `import"./x.js"`, `export{c}from"./x.js"`; not `import("./x.js")`, which waits for use.
    for (const m of code.matchAll(/\b(?:import|export)\s*(?:[^"'()]*?from\s*)?"\.\/([\w.-]+\.js)"/g)) visit(m[1] ?? '');
  };
  for (const m of entries) visit(m[1] ?? '');
  return seen;
}

test("chunks: no public page loads the dashboard's code, and the fake backend's start chunk loads no MSW", () => {
  const astro = readdirSync(join(DIST, '_astro'));
  const text = (file: string) => readFileSync(join(DIST, '_astro', file), 'utf8');
  // Markers of what a public page must not load: React (only islands use it) and MSW (the fake backend).
  const react = astro.filter((f) => f.endsWith('.js') && text(f).includes('react.dev/errors/'));
  const msw = astro.filter((f) => f.endsWith('.js') && text(f).includes('[MSW]'));
  expect(react.length).toBeGreaterThan(0);
  expect(msw.length).toBeGreaterThan(0);
  const publicPages = files(DIST)
    .filter((f) => f.endsWith('.html'))
    .map((f) => ({ f, html: readFileSync(f, 'utf8') }))
    .filter((p) => p.html.includes('data-public-page'));
  const loaded = publicPages.flatMap((p) => [...staticScripts(p.html)].map((file) => `${p.f.slice(DIST.length)}: ${file}`));
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.filter((l) => react.some((f) => l.endsWith(f)) || msw.some((f) => l.endsWith(f)))).toEqual([]);
  // MSW touches localStorage as it loads: the module that makes storage usable first must not load it with itself.
  const start = astro.filter((f) => /^fake-backend-start\.[\w-]+\.js$/.test(f));
  expect(start).toHaveLength(1);
  expect([...staticScripts(`src="/_astro/${start[0]}"`)].filter((f) => msw.includes(f))).toEqual([]);
});
