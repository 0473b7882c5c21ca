import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { builtHtmlFiles } from './built-pages.ts';

/** Pages that move to each other through Astro's client router carry this meta tag. */
const ROUTER_MARKER = '<meta name="astro-view-transitions-enabled"';
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/g;
const STYLE_SRC = /(<meta http-equiv="content-security-policy" content="[^"]*?style-src\s)([^;"]*)/i;

/** The CSP source of each inline stylesheet of a page, as Astro computes it ('sha256-<base64>'). */
export function inlineStyleSources(html: string): string[] {
  return [...html.matchAll(INLINE_STYLE)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
  );
}

/** The page with `sources` added to its CSP meta tag's style-src (those it lacks); unchanged without such a tag. */
export function withStyleSources(html: string, sources: Iterable<string>): string {
  return html.replace(STYLE_SRC, (_, head: string, list: string) => {
    const present = new Set(list.trim().split(/\s+/));
    const missing = [...new Set(sources)].filter((source) => !present.has(source));
    return `${head}${[list.trim(), ...missing].join(' ')}${list.endsWith(' ') ? ' ' : ''}`;
  });
}

/**
 * Astro hashes each page's own inline stylesheets into that page's CSP <meta>. The client router keeps the first
 * page's policy and inserts the next screen's <head>, whose stylesheet (the pages' CSS differs by the islands they
 * hold) the first policy would refuse. So every page of the router gets the hashes of all of them.
 */
export async function shareRouterStyleHashes(dir: string): Promise<{ pages: number; sources: number }> {
  const pages: { file: string; html: string }[] = [];
  for (const file of await builtHtmlFiles(dir)) {
    const html = await readFile(file, 'utf8');
    if (html.includes(ROUTER_MARKER)) pages.push({ file, html });
  }
  const sources = new Set(pages.flatMap((page) => inlineStyleSources(page.html)));
  // A page's policy may already hold every source (one router page alone), so an unchanged page is no error here;
  // finding no router page or no stylesheet is: the markup this step reads has changed.
  if (!pages.length || !sources.size) throw new Error('stride:router-style-hashes: no client-router page with an inline stylesheet');
  for (const page of pages) {
    const next = withStyleSources(page.html, sources);
    if (!STYLE_SRC.test(page.html)) throw new Error(`stride:router-style-hashes: ${page.file} has no CSP style-src to extend`);
    if (next !== page.html) await writeFile(page.file, next);
  }
  return { pages: pages.length, sources: sources.size };
}

export default function routerStyleHashes(): AstroIntegration {
  return {
    name: 'stride:router-style-hashes',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const { pages, sources } = await shareRouterStyleHashes(fileURLToPath(dir));
        logger.info(`${sources} inline stylesheet hashes shared by the ${pages} pages of the client router`);
      },
    },
  };
}
