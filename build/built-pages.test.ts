import { mkdtemp, readFile, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rewriteBuiltPages, type PageRewrite } from './built-pages.ts';

const step: PageRewrite = {
  name: 'test step',
  applies: (html) => html.includes('data-x'),
  rewrite: (html) => html.replace('<p>', '<p class="done">'),
};

async function build(pages: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'stride-built-'));
  for (const [name, html] of Object.entries(pages)) {
    await mkdir(join(dir, name, '..'), { recursive: true });
    await writeFile(join(dir, name), html);
  }
  return dir;
}

describe('rewriteBuiltPages', () => {
  it('rewrites the pages the step applies to, in nested folders, and leaves the others', async () => {
    const dir = await build({ 'a/index.html': '<body data-x><p>a</p></body>', 'b.html': '<body><p>b</p></body>' });
    expect(await rewriteBuiltPages(dir, step)).toBe(1);
    expect(await readFile(join(dir, 'a/index.html'), 'utf8')).toContain('<p class="done">');
    expect(await readFile(join(dir, 'b.html'), 'utf8')).toBe('<body><p>b</p></body>');
  });

  it('fails when a page it applies to comes out unchanged (its pattern stopped matching)', async () => {
    const dir = await build({ 'a.html': '<body data-x><p>a</p></body>', 'c.html': '<body data-x><div>c</div></body>' });
    await expect(rewriteBuiltPages(dir, step)).rejects.toThrow(/test step: changed nothing in 1 page\(s\).*c\.html/);
  });

  it('fails when it applies to no page at all', async () => {
    const dir = await build({ 'b.html': '<body><p>b</p></body>' });
    await expect(rewriteBuiltPages(dir, step)).rejects.toThrow(/applies to no page/);
  });
});
