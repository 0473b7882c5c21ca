import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { AFTER_PAINT_ATTRIBUTE, PUBLIC_PAGE_MARKER } from '../src/theme/public-boot-script.ts';
import { rewriteBuiltPages } from './built-pages.ts';

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

/** Rewrites the public pages of a build in `dir`; returns how many changed (and fails the build if none did). */
export function rewritePublicPages(dir: string): Promise<number> {
  return rewriteBuiltPages(dir, {
    name: 'stride:public-pages',
    applies: (html) => html.includes(PUBLIC_PAGE_MARKER),
    rewrite: (html) => narrowPolicy(deferModuleScripts(html)),
  });
}

/** The build steps of the public pages: module scripts after the first paint, and a policy of their own hashes. */
export default function publicPages(): AstroIntegration {
  return {
    name: 'stride:public-pages',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const pages = await rewritePublicPages(fileURLToPath(dir));
        logger.info(`${pages} public pages: module scripts after the first paint, policy narrowed to their own hashes`);
      },
    },
  };
}
