/**
 * What the dashboard does around a swap of Astro's client router (the router fetches the page, Astro's prefetch
 * fetches it ahead on hover or focus; the new screen's data starts in screen-data.ts):
 * - a move with no stored session, or to another language, takes a full page load, so the new page's inline
 *   sign-in guard and theme boot script decide as on a first visit;
 * - the new document gets the live theme, direction and sign-in attributes before it is swapped in, so it never
 *   paints light, left-to-right or hidden for a frame; styles that scripts inserted into `<head>` stay;
 * - the persisted sidebar marks the new screen as current;
 * - back/forward returns to where the page was scrolled, once the screen is tall enough again;
 * - focus moves to the new screen's heading; the router announces the new title itself.
 */
import { SESSION_KEY } from '../../api/session.ts';
import { LOCALES } from '../../i18n/locales.ts';
import { THEME_SETTINGS } from '../../schemas/theme-settings.ts';

/** `<html>` attributes the new document takes from the live one: the theme, the sign-in and the fake-backend state. */
export const CARRIED_ATTRIBUTES: readonly string[] = [...THEME_SETTINGS.map((s) => s.attr), 'data-auth', 'data-backend'];

export function hasSession(): boolean {
  try {
    return !!(sessionStorage.getItem(SESSION_KEY) || localStorage.getItem(SESSION_KEY));
  } catch {
    return false;
  }
}

/** The locale a path belongs to: its first segment when that is a locale code, else the default (unprefixed) one. */
export function localeOfPath(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  return (LOCALES as readonly string[]).includes(first) ? first : '';
}

/** Copies the carried attributes of `from` onto `to` (attributes `from` lacks are left as `to` has them). */
export function carryAttributes(from: Element, to: Element): void {
  for (const name of CARRIED_ATTRIBUTES) {
    const value = from.getAttribute(name);
    if (value !== null) to.setAttribute(name, value);
  }
}

/** Copies the `<style>`s scripts inserted into the live head (the toaster's, React Aria's) into the new one, which the router keeps. */
export function keepInsertedStyles(live: Document, next: Document): void {
  const nextTexts = new Set([...next.head.querySelectorAll('style')].map((s) => s.textContent));
  for (const style of live.head.querySelectorAll('style')) {
    if (!nextTexts.has(style.textContent)) next.head.append(style.cloneNode(true));
  }
}

/** Sets aria-current on the links to the current page and opens the menu group holding it. */
export function markCurrentLinks(root: ParentNode, pathname: string): void {
  root.querySelectorAll<HTMLAnchorElement>('a.nav-link[href]').forEach((link) => {
    if (new URL(link.href, location.href).pathname !== pathname) return link.removeAttribute('aria-current');
    link.setAttribute('aria-current', 'page');
    link.closest('details')?.setAttribute('open', '');
  });
}

/**
 * Back/forward: the router restores the scroll position right after the swap, while the screen may still show its
 * shorter loading shape. This scrolls there once the page is tall enough, unless the user scrolls first; it gives up
 * after five seconds.
 */
export function restoreScrollOnceTall(target: number): void {
  if (target <= 0 || scrollY >= target) return;
  const inputs = ['wheel', 'touchstart', 'keydown'] as const;
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of inputs) removeEventListener(type, stop);
  };
  const observer = new ResizeObserver(() => {
    if (document.documentElement.scrollHeight - innerHeight < target) return;
    scrollTo({ top: target, behavior: 'instant' });
    stop();
  });
  const timer = setTimeout(stop, 5000);
  observer.observe(document.body);
  for (const type of inputs) addEventListener(type, stop, { passive: true });
}

/**
 * The router swaps screens inside a view transition where the browser has them. With every transition animation off
 * (shell.css) the transition only costs time: the browser waits for the next frame and captures the old page before
 * the swap may start. This runs the swap at once, still in one go with no paint in between.
 */
export function swapWithoutViewTransitions(doc: Document): void {
  const start = (update?: ViewTransitionUpdateCallback | StartViewTransitionOptions) => {
    const callback = typeof update === 'function' ? update : update?.update;
    const updateCallbackDone = Promise.resolve().then(async () => void (await callback?.()));
    const finished = updateCallbackDone.catch(() => undefined);
    return { updateCallbackDone, ready: finished, finished, skipTransition: () => undefined, types: new Set<string>() };
  };
  Object.defineProperty(doc, 'startViewTransition', { value: start, configurable: true });
}

/** Registers the behaviours above on the document; called once per full page load. */
export function installPageSwap(): void {
  let swapped = false;
  let traversal = false;
  swapWithoutViewTransitions(document);
  document.addEventListener('astro:before-preparation', (event) => {
    if (!hasSession() || localeOfPath(location.pathname) !== localeOfPath(event.to.pathname)) event.preventDefault();
  });
  document.addEventListener('astro:before-swap', (event) => {
    carryAttributes(document.documentElement, event.newDocument.documentElement);
    keepInsertedStyles(document, event.newDocument);
    [swapped, traversal] = [true, event.navigationType === 'traverse'];
  });
  document.addEventListener('astro:after-swap', () => {
    const sidebar = document.getElementById('sidebar');
    if (sidebar) markCurrentLinks(sidebar, location.pathname);
    const saved = (history.state as { scrollY?: unknown } | null)?.scrollY;
    if (traversal && typeof saved === 'number') restoreScrollOnceTall(saved);
  });
  // Focus to the new screen's heading; the first load keeps the browser's own (the skip link first in tab order).
  document.addEventListener('astro:page-load', () => {
    const heading = swapped ? document.querySelector<HTMLElement>('main h1') : null;
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  });
}
