// Lists the gzip size of every same-origin script a page loads (signed in), biggest first.
// Usage: node bench/chunks.mjs <distDir> <path> [<path> ...]   (for finding what to trim; SHOT=1 also saves a screenshot in /tmp/an)
// The benchmark weighs a build with PUBLIC_FAKE_BACKEND=false (dist-real); a build with the fake backend works too (the
// stored user carries the token the fake backend knows from the start). CHUNKS_PORT picks the port (default 4411).
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from './serve.mjs';

import { mkdirSync } from 'node:fs';

const [distDir, ...paths] = process.argv.slice(2);
const server = await startServer({ root: distDir, port: Number(process.env.CHUNKS_PORT ?? 4411) });
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
for (const path of paths) {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  await context.addInitScript(() =>
    localStorage.setItem(
      'stride:user',
      JSON.stringify({ id: 1, email: 'b@example.com', username: 'b', firstName: 'B', lastName: 'M', token: 'stride-fake-jwt-token' }),
    ),
  );
  const page = await context.newPage();
  const seen = new Set();
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.origin === origin && req.resourceType() === 'script') seen.add(url.pathname);
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  // Chunks requested late (with the first API call, or after it fails) still count: wait them out.
  await page.waitForTimeout(2500);
  if (process.env.SHOT) mkdirSync('/tmp/an', { recursive: true });
  if (process.env.SHOT) await page.screenshot({ path: `/tmp/an/${path.replaceAll('/', '_')}.png` });
  const rows = [...seen]
    .filter((p) => existsSync(join(distDir, p)))
    .map((p) => [p, gzipSync(readFileSync(join(distDir, p)), { level: 9 }).length])
    .sort((a, b) => b[1] - a[1]);
  // Inline scripts count too, as in the benchmark (theme boot, auth guard, small page scripts).
  const inline = await page.$$eval('script:not([src])', (els) => els.map((e) => e.textContent ?? '').join('\n'));
  if (inline.trim()) rows.push(['(inline scripts)', gzipSync(inline, { level: 9 }).length]);
  const total = rows.reduce((s, r) => s + r[1], 0);
  console.log(`\n${path}: ${(total / 1024).toFixed(1)} KiB in ${rows.length} files${process.env.BYTES ? ` (${total} bytes)` : ''}`);
  for (const [p, b] of rows) console.log(`  ${(b / 1024).toFixed(1).padStart(6)}  ${p}`);
  await context.close();
}
await browser.close();
server.close();
