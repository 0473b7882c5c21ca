import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** A change made to built HTML pages after Astro writes them. */
export interface PageRewrite {
  /** Named in the build log and in the error when the step stops matching. */
  name: string;
  /** Whether the step is meant to change this page. */
  applies: (html: string) => boolean;
  rewrite: (html: string) => string;
}

export async function builtHtmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/**
 * Applies `step` to every page of the build in `dir` it applies to; returns how many pages changed. A step that
 * rewrites HTML by pattern silently does nothing once the markup it expects changes, so it fails the build instead:
 * when it applies to no page at all, or leaves a page it applies to unchanged.
 */
export async function rewriteBuiltPages(dir: string, step: PageRewrite): Promise<number> {
  let changed = 0;
  const unchanged: string[] = [];
  for (const file of await builtHtmlFiles(dir)) {
    const html = await readFile(file, 'utf8');
    if (!step.applies(html)) continue;
    const next = step.rewrite(html);
    if (next === html) unchanged.push(relative(dir, file));
    else {
      await writeFile(file, next);
      changed += 1;
    }
  }
  if (unchanged.length) {
    const some = unchanged.slice(0, 3).join(', ');
    throw new Error(
      `${step.name}: changed nothing in ${unchanged.length} page(s) it applies to (${some}); its pattern no longer matches the built HTML`,
    );
  }
  if (!changed) throw new Error(`${step.name}: applies to no page of the build; the marker it looks for is gone`);
  return changed;
}
