import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { rewriteBuiltPages } from './built-pages.ts';

/** A dashboard page (src/shell/Dashboard.astro) is the one with the sidebar. */
const DASHBOARD_MARKER = 'id="sidebar"';
/** The chunks every dashboard page of a build with the fake backend imports as it starts (build/chunk-groups.ts). */
const STARTUP_CHUNK = /^(fake-backend|fake-backend-start|contract)\.[\w-]+\.js$/;
const DASHBOARD_SCRIPT = /<script type="module" src="([^"]*\/)Dashboard\.astro[^"]*"><\/script>/;

/**
 * The page with `<link rel="modulepreload">` for the fake backend's chunks, when it is a dashboard page. The shell
 * imports them as soon as it runs; without the hint their download began only once the dashboard's own chunk
 * (about 80 KB) had arrived and run, one more round trip on the way to the first rows.
 */
export function preloadFakeBackend(html: string, chunks: readonly string[]): string {
  if (!html.includes(DASHBOARD_MARKER) || !chunks.length) return html;
  const script = DASHBOARD_SCRIPT.exec(html);
  if (!script) return html;
  const links = chunks.map((chunk) => `<link rel="modulepreload" href="${script[1]}${chunk}">`).join('');
  return html.replace(script[0], `${script[0]}${links}`);
}

/**
 * Adds the preload to every dashboard page of the build in `dir` (its chunks in `dir`/_astro); returns how many
 * changed. Fails the build when the chunks or the dashboard's script tag are no longer where this looks for them.
 */
export async function preloadFakeBackendInBuild(dir: string): Promise<number> {
  const chunks = (await readdir(join(dir, '_astro'))).filter((name) => STARTUP_CHUNK.test(name)).sort();
  if (!chunks.length) throw new Error('stride:fake-backend preload: no fake-backend, fake-backend-start or contract chunk in _astro/');
  return rewriteBuiltPages(dir, {
    name: 'stride:fake-backend preload',
    applies: (html) => html.includes(DASHBOARD_MARKER),
    rewrite: (html) => preloadFakeBackend(html, chunks),
  });
}
