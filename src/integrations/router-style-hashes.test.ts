import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineStyleSources, shareRouterStyleHashes, withStyleSources } from './router-style-hashes.ts';

const source = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
const page = (css: string, router = true) =>
  `<html><head>${router ? '<meta name="astro-view-transitions-enabled" content="true">' : ''}` +
  `<meta http-equiv="content-security-policy" content="default-src 'self'; style-src 'self' ${source(css)}; style-src-attr 'unsafe-inline'">` +
  `<style>${css}</style></head><body></body></html>`;
const styleSrc = (html: string) => /style-src ([^;]*);/.exec(html)?.[1]?.split(' ') ?? [];

describe('inline stylesheet hashes shared by the client router', () => {
  it('hashes each inline stylesheet as Astro does', () => {
    expect(inlineStyleSources('<style>a{}</style><p></p><style data-x="1">b{}</style>')).toEqual([source('a{}'), source('b{}')]);
  });

  it('adds only the sources a policy lacks, leaving the other directives alone', () => {
    const html = withStyleSources(page('a{}'), [source('a{}'), source('b{}')]);
    expect(styleSrc(html)).toEqual(["'self'", source('a{}'), source('b{}')]);
    expect(html).toContain("style-src-attr 'unsafe-inline'");
  });

  it("gives every page of the router the others' stylesheets, and no other page", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'stride-csp-'));
    await writeFile(join(dir, 'overview.html'), page('.overview{}'));
    await writeFile(join(dir, 'orders.html'), page('.orders{}'));
    await writeFile(join(dir, 'landing.html'), page('.landing{}', false));
    expect(await shareRouterStyleHashes(dir)).toEqual({ pages: 2, sources: 2 });
    const overview = await readFile(join(dir, 'overview.html'), 'utf8');
    expect(styleSrc(overview)).toEqual(["'self'", source('.overview{}'), source('.orders{}')]);
    expect(styleSrc(await readFile(join(dir, 'landing.html'), 'utf8'))).toEqual(["'self'", source('.landing{}')]);
  });
});
