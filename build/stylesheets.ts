/**
 * Which of the build's stylesheets go inline into their pages and which are served as files (Astro's
 * `inlineStylesheets: 'auto'` asks Vite's `assetsInlineLimit` for each stylesheet).
 *
 * - Public pages inline theirs: they paint from their first response, with no render-blocking request. Each
 *   public stylesheet (src/styles/landing.css, shop.css, status.css) starts with INLINE_STYLESHEET_MARKER in a
 *   comment the minifier keeps (`/*! … *\/`, first in the file: Tailwind drops the comments of imported files).
 * - The dashboard's and the sign-in pages' stylesheets (Tailwind for the whole app, FullCalendar's) are files:
 *   cached once for every screen, and loaded by the client router from 'self' when it swaps in a screen whose
 *   stylesheets differ, which the CSP allows with no per-page hash.
 * - Anything else keeps Vite's rule (inline below 4 KiB): the pages' scoped `<style>`s and the client router's own
 *   keyframes, which are the same on every dashboard page.
 */
export const INLINE_STYLESHEET_MARKER = 'stride:inline-stylesheet';

/** Vite's `build.assetsInlineLimit`: true inlines the file, undefined leaves the decision to Vite's 4 KiB default. */
export function inlineStylesheet(file: string, content: Buffer): boolean | undefined {
  return (file.endsWith('.css') && content.includes(INLINE_STYLESHEET_MARKER)) || undefined;
}
