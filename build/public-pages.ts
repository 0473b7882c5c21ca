import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { AFTER_PAINT_ATTRIBUTE, PUBLIC_PAGE_MARKER } from '../src/theme/public-boot-script.ts';
import { rewriteBuiltPages } from './built-pages.ts';
import { INLINE_STYLESHEET_MARKER } from './stylesheets.ts';

const MODULE_SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;

/**
 * The page with each external module script replaced by a template naming it, which the public boot script
 * (src/theme/public-boot-script.ts) imports right after the first paint. Phones on a slow network then paint a
 * public page from its first response alone: a script requested with the page would share the bandwidth and,
 * through its own imports, take more round trips before the first paint.
 */
export function deferModuleScripts(html: string): string {
  if (!html.includes(PUBLIC_PAGE_MARKER)) return html;
  return html.replace(MODULE_SCRIPT, (_, src: string) => `<template ${AFTER_PAINT_ATTRIBUTE}="${src}"></template>`);
}

const INLINE_ELEMENT = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/g;
const REGISTERED_PROPERTY = /@property --tw-[\w-]+\{[^}]*\}/g;
/** Tailwind's initial values of its variables for browsers without `@property`: a rule on every element, in a test. */
const PROPERTIES_FALLBACK = /@layer properties\{@supports [^{]*\{(\*,:before,:after,::backdrop\{[^}]*\})\}\}/;
const POLICY = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/i;

/** The CSP hash source of an inline element's text, as Astro writes it ('sha256-<base64>'). */
const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The page with its CSP's script-src and style-src hashes narrowed to its own inline scripts and stylesheets.
 * Astro gives every page the hashes of the whole site (the dashboard's run-time stylesheets among them): about a
 * kilobyte that cannot be compressed, in a first response that must fit the network's first round trip. A public
 * page inserts no script or stylesheet at run time, so it needs no other hash; 'self' and the other sources stay.
 */
export function narrowPolicy(html: string): string {
  if (!html.includes(PUBLIC_PAGE_MARKER)) return html;
  const own = new Set(
    [...html.matchAll(INLINE_ELEMENT)].filter((m) => m[1] === 'style' || !/\ssrc=/.test(m[2] ?? '')).map((m) => hashSource(m[3] ?? '')),
  );
  return html.replace(POLICY, (_, head: string, policy: string, tail: string) => {
    const directives = policy.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name !== 'script-src' && name !== 'style-src') return directive;
      return [name, ...sources.filter((source) => !source.startsWith("'sha256-") || own.has(source))].join(' ');
    });
    return `${head}${directives.join(';')}${tail}`;
  });
}

/**
 * The page's inline stylesheet without Tailwind's `@property` registrations (some fifty rules, 330 to 410 bytes of
 * brotli), its fallback rule giving every element the variables' initial values in every browser instead, as it does
 * where `@property` is not supported. The page looks the same: a registration only adds the variable's type, which
 * matters when a transition animates the variable itself (a gradient's colours under `transition-colors` then change
 * at once). The policy's hash of the stylesheet follows its new text.
 */
export function withoutRegisteredProperties(html: string): string {
  return withInlineStylesheet(html, (css) =>
    PROPERTIES_FALLBACK.test(css) ? css.replace(REGISTERED_PROPERTY, '').replace(PROPERTIES_FALLBACK, '@layer properties{$1}') : css,
  );
}

/** A public page with its inline stylesheet rewritten by `change`, and the policy's hash of it following the new text. */
function withInlineStylesheet(html: string, change: (css: string) => string): string {
  if (!html.includes(PUBLIC_PAGE_MARKER)) return html;
  const found = [...html.matchAll(INLINE_ELEMENT)].find((m) => m[1] === 'style' && m[3]!.includes(INLINE_STYLESHEET_MARKER));
  if (!found) return html;
  const css = change(found[3]!);
  if (css === found[3]) return html;
  return html.replace(found[0], () => `<style${found[2]}>${css}</style>`).replace(hashSource(found[3]!), () => hashSource(css));
}

const FONT_FACE = /@font-face\{[^}]*\}/g;
const UNICODE_RANGE = /unicode-range:([^;}]+)/;

/** The code points of a `unicode-range` (`U+0-FF,U+131,U+4??`) as [first, last] pairs. */
export function unicodeRanges(range: string): [number, number][] {
  return range.split(',').map((part) => {
    const [first = '', last] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(first.replace(/\?/g, '0'), 16), parseInt((last ?? first).replace(/\?/g, 'F'), 16)];
  });
}

/**
 * The page without the faces of Inter for scripts its text does not use (Cyrillic on a French page, Latin Extended on
 * a Russian one): each is a rule of 70 to 130 bytes of brotli, and the browser would never fetch it. The text is the
 * whole page, attributes included; what a visitor types in a field without its face is drawn in the fallback face.
 */
export function withoutUnusedFaces(html: string): string {
  const used = new Set<number>();
  for (const character of html) used.add(character.codePointAt(0)!);
  const wanted = (face: string) => {
    const range = UNICODE_RANGE.exec(face)?.[1];
    if (!range || !face.includes('url(')) return true;
    const ranges = unicodeRanges(range);
    return [...used].some((point) => ranges.some(([first, last]) => point >= first && point <= last));
  };
  return withInlineStylesheet(html, (css) => css.replace(FONT_FACE, (face) => (wanted(face) ? face : '')));
}

const SVG_NAMESPACE = / xmlns="http:\/\/www\.w3\.org\/2000\/svg"/g;
const LUCIDE_CLASSES = /(<svg[^>]* class=")lucide lucide-[\w-]+ ?/g;

/**
 * The page's inline icons without what an SVG inside HTML does not need: the SVG namespace (the HTML parser gives it)
 * and lucide's own class names (`lucide lucide-star`), which no stylesheet or script of a public page reads.
 */
export function lighterIcons(html: string): string {
  if (!html.includes(PUBLIC_PAGE_MARKER)) return html;
  return html.replace(SVG_NAMESPACE, '').replace(LUCIDE_CLASSES, '$1');
}

/** Rewrites the public pages of a build in `dir`; returns how many changed (and fails the build if none did). */
export function rewritePublicPages(dir: string): Promise<number> {
  return rewriteBuiltPages(dir, {
    name: 'stride:public-pages',
    applies: (html) => html.includes(PUBLIC_PAGE_MARKER),
    rewrite: (html) => narrowPolicy(withoutUnusedFaces(withoutRegisteredProperties(lighterIcons(deferModuleScripts(html))))),
  });
}

/** The build steps of the public pages: module scripts after the first paint, and a policy of their own hashes. */
export default function publicPages(): AstroIntegration {
  return {
    name: 'stride:public-pages',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const pages = await rewritePublicPages(fileURLToPath(dir));
        logger.info(
          `${pages} public pages: module scripts after the first paint, no registered Tailwind properties, unused faces or icon namespaces, policy narrowed to their own hashes`,
        );
      },
    },
  };
}
