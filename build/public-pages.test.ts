import { createHash } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_MARKER } from '../src/theme/public-boot-script.ts';
import {
  deferModuleScripts,
  lighterIcons,
  narrowPolicy,
  rewritePublicPages,
  unicodeRanges,
  withoutRegisteredProperties,
  withoutUnusedFaces,
} from './public-pages.ts';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const policy = (scripts: string, styles: string) =>
  `<meta http-equiv="content-security-policy" content="default-src 'self';img-src 'self' data:; script-src 'self' ${scripts}; style-src 'self' ${styles}; style-src-attr 'unsafe-inline';">`;
const page = (head: string, body: string, marker = true) =>
  `<!DOCTYPE html><html><head>${head}</head><body class="x"${marker ? ` ${PUBLIC_PAGE_MARKER}` : ''}>${body}</body></html>`;

describe('deferModuleScripts', () => {
  it("turns a public page's external module scripts into templates the boot script imports after the first paint", () => {
    const html = page('', '<main></main><script type="module" src="/_astro/Shop.a1.js"></script><script type="module">inline()</script>');
    expect(deferModuleScripts(html)).toBe(
      page('', '<main></main><template data-after-paint-module="/_astro/Shop.a1.js"></template><script type="module">inline()</script>'),
    );
  });

  it('leaves the dashboard and sign-in pages alone', () => {
    const html = page('', '<script type="module" src="/_astro/shell.js"></script>', false);
    expect(deferModuleScripts(html)).toBe(html);
  });
});

describe('narrowPolicy', () => {
  const style = 'body{color:red}';
  const script = 'count()';
  const foreign = [hash('dashboard()'), hash('.toast{}')];

  it("keeps only the hashes of the page's own inline scripts and stylesheets, and every other source", () => {
    const html = page(
      policy(`${hash(script)} ${foreign[0]}`, `${foreign[1]} ${hash(style)}`) + `<style>${style}</style>`,
      `<script type="module">${script}</script><script type="module" src="/_astro/x.js"></script>`,
    );
    const narrowed = narrowPolicy(html);
    expect(narrowed).toContain(`script-src 'self' ${hash(script)};`);
    expect(narrowed).toContain(`style-src 'self' ${hash(style)};`);
    expect(narrowed).toContain("default-src 'self';img-src 'self' data:;");
    expect(narrowed).toContain("style-src-attr 'unsafe-inline';");
    for (const other of foreign) expect(narrowed).not.toContain(other);
  });

  it('leaves the policy of a dashboard page whole', () => {
    const html = page(policy(foreign[0] ?? '', foreign[1] ?? ''), '', false);
    expect(narrowPolicy(html)).toBe(html);
  });
});

describe('withoutRegisteredProperties', () => {
  const fallback = '*,:before,:after,::backdrop{--tw-shadow:0 0 #0000;--tw-scale-x:1}';
  const css =
    '/*! stride:inline-stylesheet */@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:block))){' +
    fallback +
    '}}.a{color:red}@media (width<40rem){.b{color:blue}}@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-scale-x{syntax:"*";inherits:false;initial-value:1}';
  const trimmed = `/*! stride:inline-stylesheet */@layer properties{${fallback}}.a{color:red}@media (width<40rem){.b{color:blue}}`;

  it("drops the @property rules, applies their fallback everywhere, and moves the policy's hash to the new text", () => {
    const out = withoutRegisteredProperties(page(policy(hash('boot()'), hash(css)) + `<style>${css}</style>`, ''));
    expect(out).toContain(`<style>${trimmed}</style>`);
    expect(out).toContain(`style-src 'self' ${hash(trimmed)};`);
    expect(out).not.toContain(hash(css));
  });

  it('leaves a dashboard page, and a page without the fallback, as they are', () => {
    const dashboard = page(`<style>${css}</style>`, '', false);
    expect(withoutRegisteredProperties(dashboard)).toBe(dashboard);
    const plain = page('<style>/*! stride:inline-stylesheet */.a{color:red}</style>', '');
    expect(withoutRegisteredProperties(plain)).toBe(plain);
  });
});

describe('withoutUnusedFaces', () => {
  const face = (name: string, range: string) =>
    `@font-face{font-family:Inter Variable;src:url(/_astro/inter-${name}.woff2)format("woff2");unicode-range:${range}}`;
  const latin = face('latin', 'U+??,U+2000-206F');
  const cyrillic = face('cyrillic', 'U+400-45F,U+490-491');
  const fallback = '@font-face{font-family:Inter Fallback;src:local(Arial);unicode-range:U+0000-052F}';
  const css = `/*! stride:inline-stylesheet */${latin}${cyrillic}${fallback}`;

  it('reads a unicode-range with its wildcards', () => {
    expect(unicodeRanges('U+??,U+131,U+400-45F')).toEqual([
      [0, 0xff],
      [0x131, 0x131],
      [0x400, 0x45f],
    ]);
  });

  it("drops the faces of scripts the page's text does not use, and moves the policy's hash", () => {
    const french = withoutUnusedFaces(page(policy('', hash(css)) + `<style>${css}</style>`, '<p>Été</p>'));
    const trimmed = `/*! stride:inline-stylesheet */${latin}${fallback}`;
    expect(french).toContain(`<style>${trimmed}</style>`);
    expect(french).toContain(hash(trimmed));
    const russian = page(`<style>${css}</style>`, '<p>Привет</p>');
    expect(withoutUnusedFaces(russian)).toBe(russian);
  });
});

describe('lighterIcons', () => {
  it("drops an inline icon's SVG namespace and lucide's class names, keeping its own classes", () => {
    const icon = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" class="lucide lucide-star size-4" aria-hidden="true"></svg>';
    expect(lighterIcons(page('', icon))).toContain('<svg viewBox="0 0 24 24" class="size-4" aria-hidden="true"></svg>');
    expect(lighterIcons(page('', icon, false))).toContain(icon);
  });
});

describe('rewritePublicPages', () => {
  const landing = page(policy(hash('boot()'), hash('a{}')), '<script type="module" src="/_astro/Landing.js"></script>');

  async function build(pages: Record<string, string>): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'stride-public-'));
    for (const [name, html] of Object.entries(pages)) await writeFile(join(dir, name), html);
    return dir;
  }

  it('rewrites the public pages of a build and leaves the dashboard pages', async () => {
    const dashboard = page(policy(hash('x()'), ''), '<script type="module" src="/_astro/shell.js"></script>', false);
    const dir = await build({ 'landing.html': landing, 'dashboard.html': dashboard });
    expect(await rewritePublicPages(dir)).toBe(1);
    expect(await readFile(join(dir, 'landing.html'), 'utf8')).toContain('<template data-after-paint-module="/_astro/Landing.js">');
    expect(await readFile(join(dir, 'dashboard.html'), 'utf8')).toBe(dashboard);
  });

  it('fails the build when a public page comes out unchanged (its policy tag and scripts no longer look as expected)', async () => {
    const unexpected = page('<meta name="csp" content="script-src \'self\'">', '<script src="/_astro/classic.js"></script>');
    const dir = await build({ 'landing.html': landing, 'status.html': unexpected });
    await expect(rewritePublicPages(dir)).rejects.toThrow(/stride:public-pages: changed nothing in 1 page\(s\).*status\.html/);
  });

  it('fails the build when no page carries the public-page marker', async () => {
    const dir = await build({ 'dashboard.html': page('', '', false) });
    await expect(rewritePublicPages(dir)).rejects.toThrow(/applies to no page/);
  });
});
