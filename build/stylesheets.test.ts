import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INLINE_STYLESHEET_MARKER, inlineStylesheet } from './stylesheets.ts';

const styles = (name: string) => readFileSync(new URL(`../src/styles/${name}`, import.meta.url), 'utf8');

describe('inline or external stylesheets', () => {
  it("inlines a stylesheet carrying the marker and leaves the others to Vite's size rule", () => {
    expect(inlineStylesheet('_astro/product-landing.x.css', Buffer.from(`/*! ${INLINE_STYLESHEET_MARKER} */ a{}`))).toBe(true);
    expect(inlineStylesheet('_astro/errors.x.css', Buffer.from('.shell{}'))).toBeUndefined();
    // Not a stylesheet: an image or font that happens to hold the text is not forced inline.
    expect(inlineStylesheet('_astro/logo.svg', Buffer.from(INLINE_STYLESHEET_MARKER))).toBeUndefined();
  });

  it("marks the public pages' stylesheets, and not the dashboard's", () => {
    // A comment the minifier keeps (/*! … */), first in the file: Tailwind drops the comments of the files it imports.
    for (const name of ['landing.css', 'shop.css', 'status.css'])
      expect(styles(name).startsWith(`/*! ${INLINE_STYLESHEET_MARKER} */`), name).toBe(true);
    for (const name of ['global.css', 'theme.css', 'inter.css']) expect(styles(name), name).not.toContain(INLINE_STYLESHEET_MARKER);
  });
});
