import type { TransitionBeforePreparationEvent } from 'astro:transitions/client';

/**
 * The dashboard pages' HTML, kept in memory for as long as the tab keeps this page load, so that moving back to a
 * screen (or to one whose link was hovered) swaps it in without a request. Without it every move asks the network
 * or the HTTP cache again, and with the fake backend on every such request also goes through its service worker and
 * a message to this page's main thread before the browser cache answers.
 *
 * The pages are static (one build serves them all, what differs per visitor is set by scripts), so a copy cannot go
 * stale within a page load; a full load (a new build deployed, a language change) starts an empty cache.
 */

/** How many pages are kept: each is a few hundred kilobytes of text. The least recently used one goes first. */
export const PAGE_CACHE_LIMIT = 12;

/** A page's HTML, or null when the answer cannot be swapped in by the router (not HTML, redirected, failed). */
export type PageText = string | null;

/** The key of a page: the same page with another hash is the same document. */
export function pageKey(url: URL | string): string {
  const u = new URL(url, location.href);
  return u.origin + u.pathname + u.search;
}

/** GET of a page as the router would make it; null for anything it would not swap in. */
export async function fetchPageText(url: string): Promise<PageText> {
  try {
    // Not tied to the navigation that asked first: a page loaded for a move given up is kept for the next one.
    const res = await fetch(url);
    const mediaType = (res.headers.get('content-type') ?? '').split(';', 1)[0]?.trim();
    if (!res.ok || res.redirected || mediaType !== 'text/html') return null;
    return await res.text();
  } catch {
    return null;
  }
}

export interface PageCache {
  /** The page's HTML: the kept copy, else a request (one at a time per page: a second call joins the first). */
  get(url: string): Promise<PageText>;
  /** Starts loading a page ahead of a likely click (a hovered or focused link). */
  warm(url: string): void;
  /** How many pages are held or on their way. */
  readonly size: number;
}

export function createPageCache(load: (url: string) => Promise<PageText> = fetchPageText, limit = PAGE_CACHE_LIMIT): PageCache {
  const pages = new Map<string, Promise<PageText>>();
  const get = (url: string) => {
    const key = pageKey(url);
    let page = pages.get(key);
    if (page) pages.delete(key);
    else {
      page = load(key);
      // A failed or refused answer is not kept: the next move asks again (the router then loads it its own way).
      void page.then((text) => {
        if (text === null && pages.get(key) === page) pages.delete(key);
      });
    }
    // Re-inserted last: a Map iterates in insertion order, so the first key is the least recently used.
    pages.set(key, page);
    for (const oldest of pages.keys()) {
      if (pages.size <= limit) break;
      pages.delete(oldest);
    }
    return page;
  };
  return {
    get,
    warm: (url) => void get(url),
    get size() {
      return pages.size;
    },
  };
}

/**
 * The document the router swaps in, from a page's HTML; null when the page does not use the client router (a full
 * page load then shows it). `<noscript>` content is dropped, as the router does: a parsed document runs no scripts,
 * so it would otherwise come out as live elements (the no-JavaScript notice and its style).
 */
export function parsePage(html: string): Document | null {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  if (!doc.querySelector('[name="astro-view-transitions-enabled"]')) return null;
  doc.querySelectorAll('noscript').forEach((el) => el.remove());
  return doc;
}

/** Whether `next` links a stylesheet the live page lacks: the router preloads those before swapping, so it loads that page itself. */
export function linksNewStylesheets(next: Document, live: Document): boolean {
  const liveHrefs = new Set([...live.querySelectorAll('link[rel=stylesheet]')].map((l) => l.getAttribute('href')));
  return [...next.head.querySelectorAll('link[rel=stylesheet]')].some((l) => !liveHrefs.has(l.getAttribute('href')));
}

/**
 * The router's loading of the next page, from `pages` rather than the network: same result as the router's own
 * loader, which still loads what the cache cannot give (a form's answer, a page that is not the router's, a page
 * linking a stylesheet this one lacks).
 */
export async function loadFromCache(
  event: TransitionBeforePreparationEvent,
  pages: PageCache,
  routerLoader: () => Promise<void>,
): Promise<void> {
  if (event.formData) return routerLoader();
  const html = await pages.get(event.to.href);
  const next = html === null ? null : parsePage(html);
  if (event.signal.aborted) return;
  if (!next || linksNewStylesheets(next, document)) return routerLoader();
  event.newDocument = next;
}
