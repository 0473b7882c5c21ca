/**
 * What the dashboard does when Astro's client router swaps one screen for another (no full page load):
 * - a navigation with no stored session, or to another language, is left to a full page load, so the
 *   inline sign-in guard and theme boot script of the new page decide as on a first visit;
 * - the new document gets the live theme, direction and sign-in attributes before it is swapped in,
 *   so it never paints light, left-to-right or hidden for a frame;
 * - styles that scripts inserted into `<head>` stay;
 * - the persisted sidebar marks the new screen as current;
 * - back/forward returns to where the page was scrolled, once the screen is tall enough again;
 * - focus moves to the new screen's heading (the router announces the new title itself);
 * - the new screen's data starts loading with the click, before the page is swapped in, while the page is loaded
 *   and its island starts (started by the list screens' own code when the page has one: screen-data-starter.ts); pages come from a cache kept for the page load, filled by the moves and by the links
 *   pointed at (both loaded when a link is first pointed at, focused or pressed: click-ahead.ts).
 */
import type { TransitionBeforePreparationEvent } from 'astro:transitions/client';
import { SESSION_KEY } from '../../api/session.ts';
import { LOCALES } from '../../i18n/locales.ts';
import { THEME_SETTINGS } from '../../theme/settings.ts';
import { screenDataStarter } from '../../stores/screen-data-starter.ts';

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

/**
 * Puts a copy of every `<style>` that scripts inserted into the live `<head>` (the toaster's, React Aria's) into
 * the new document's head, so the router's head swap keeps the live ones instead of dropping them.
 */
export function keepInsertedStyles(live: Document, next: Document): void {
  const nextTexts = new Set([...next.head.querySelectorAll('style')].map((s) => s.textContent));
  for (const style of live.head.querySelectorAll('style')) {
    if (!nextTexts.has(style.textContent)) next.head.append(style.cloneNode(true));
  }
}

/** Sets aria-current on the links to the current page and opens the menu group holding it. */
export function markCurrentLinks(root: ParentNode, pathname: string): void {
  root.querySelectorAll<HTMLAnchorElement>('a.nav-link[href]').forEach((link) => {
    const current = new URL(link.href, location.href).pathname === pathname;
    if (current) {
      link.setAttribute('aria-current', 'page');
      link.closest('details')?.setAttribute('open', '');
    } else link.removeAttribute('aria-current');
  });
}

/** The data keys (list names, 'calendar') of the screen at `pathname`, as a menu link to it carries them; none when no link says. */
export function screenDataOfPath(root: ParentNode, pathname: string): string[] {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-screen-data]')) {
    if (new URL(link.href, location.href).pathname === pathname) return (link.dataset.screenData ?? '').split(' ').filter(Boolean);
  }
  return [];
}

/** Focus to the new screen's heading, so keyboard and screen-reader users start at the top of what changed. */
function focusHeading(): void {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}

/**
 * Back/forward: the router restores the scroll position right after the swap, while the screen still shows its
 * loading shape, which may be shorter than the page was. This scrolls there once the page has grown tall enough,
 * unless the user scrolls first; it gives up after a few seconds.
 */
function restoreScrollOnceTall(target: number): void {
  if (target <= 0 || scrollY >= target) return;
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) removeEventListener(type, stop);
  };
  const observer = new ResizeObserver(() => {
    if (document.documentElement.scrollHeight - innerHeight < target) return;
    scrollTo({ top: target, behavior: 'instant' });
    stop();
  });
  const timer = setTimeout(stop, 5000);
  observer.observe(document.body);
  for (const type of ['wheel', 'touchstart', 'keydown'] as const) addEventListener(type, stop, { passive: true });
}

/**
 * What makes a move start early, loaded apart from the page (click-ahead.ts) when a link is first pointed at,
 * focused or pressed: the pages kept in memory and the code that starts a screen's data.
 */
export interface ClickAhead {
  /** Starts loading a page ahead of a likely click. */
  warm(url: string): void;
  /** The router's loading of the next page, from the pages kept (the router's own loader for what they cannot give). */
  load(event: TransitionBeforePreparationEvent, routerLoader: () => Promise<void>): Promise<void>;
  /** Starts the data of the screen at `to`, as the menu link to it names it: its requests have left when this returns. */
  startData(to: URL): void;
}

/** Calls `onLink` with the dashboard link a pointer is over, focus is on or a finger presses: a click may follow. */
function onLinkIntent(onLink: (link: HTMLAnchorElement) => void): void {
  const handle = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-screen][href]');
    if (link?.origin === location.origin) onLink(link);
  };
  for (const type of ['pointerover', 'focusin', 'pointerdown'] as const) document.addEventListener(type, handle, { passive: true });
}

/** Resolves after the tasks already queued: requests started just before have then left. */
const nextTurn = () => new Promise<void>((turn) => setTimeout(turn));

/**
 * Registers the screen-change behaviours above on the document; called once per full page load. `loadClickAhead`
 * loads what starts a move early; until it has loaded, the router loads pages itself.
 */
export function installPageSwap(loadClickAhead: () => Promise<ClickAhead>): void {
  let swapped = false;
  let traversal = false;
  let ahead: ClickAhead | undefined;
  let loading: Promise<ClickAhead> | undefined;
  // A failed load (offline) stays failed for this page load: moves then go the router's way, as without it.
  const loadAhead = () => (loading ??= loadClickAhead().then((a) => (ahead = a)));

  onLinkIntent((link) => {
    loadAhead().then(
      (loaded) => link.pathname + link.search !== location.pathname + location.search && loaded.warm(link.href),
      () => undefined,
    );
  });

  document.addEventListener('astro:before-preparation', (event) => {
    if (!hasSession() || localeOfPath(location.pathname) !== localeOfPath(event.to.pathname)) return event.preventDefault();
    const routerLoader = event.loader;
    const loaded = ahead;
    const starter = screenDataStarter();
    const keys = screenDataOfPath(document, event.to.pathname);
    // A screen of this page that shows a list starts the data at once. Otherwise the click-ahead code does; when a click
    // comes with no pointer or focus on the link first, the router loads the page while that code loads, and the swap
    // waits for the data's requests to have left, so that they still leave before the new screen shows.
    const dataStarted = starter
      ? keys.length && starter(keys, event.to.search)
      : loaded
        ? loaded.startData(event.to)
        : loadAhead()
            .then((a) => a.startData(event.to))
            .then(nextTurn, () => undefined);
    event.loader = () => Promise.all([loaded ? loaded.load(event, routerLoader) : routerLoader(), dataStarted]).then(() => undefined);
  });

  document.addEventListener('astro:before-swap', (event) => {
    carryAttributes(document.documentElement, event.newDocument.documentElement);
    keepInsertedStyles(document, event.newDocument);
    swapped = true;
    traversal = event.navigationType === 'traverse';
  });

  document.addEventListener('astro:after-swap', () => {
    const sidebar = document.getElementById('sidebar');
    if (sidebar) markCurrentLinks(sidebar, location.pathname);
    const saved = (history.state as { scrollY?: unknown } | null)?.scrollY;
    if (traversal && typeof saved === 'number') restoreScrollOnceTall(saved);
  });

  document.addEventListener('astro:page-load', () => {
    // The first load keeps the browser's own focus (and the skip link first in tab order).
    if (swapped) focusHeading();
  });
}
