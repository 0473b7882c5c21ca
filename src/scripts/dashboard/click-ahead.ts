/**
 * What makes a move between dashboard screens start early (the module is a `ClickAhead`): the pages kept in memory
 * and the code that starts a screen's data with the click. Loaded apart from the page, when a link is first pointed
 * at, focused or pressed: the list stores it reaches are the screens' own, loaded by their islands, and every
 * dashboard page would otherwise carry them before anyone moves.
 */
import type { TransitionBeforePreparationEvent } from 'astro:transitions/client';
import { startScreenData } from '../../stores/screen-data.ts';
import { createPageCache, loadFromCache } from './page-cache.ts';

const pages = createPageCache();

export function warm(url: string): void {
  pages.warm(url);
}

export function load(event: TransitionBeforePreparationEvent, routerLoader: () => Promise<void>): Promise<void> {
  return loadFromCache(event, pages, routerLoader);
}

/** The data keys (list names, 'calendar') of the screen at `pathname`, as a menu link to it carries them; none when no link says. */
export function screenDataOfPath(root: ParentNode, pathname: string): string[] {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-screen-data]')) {
    if (new URL(link.href, location.href).pathname === pathname) return (link.dataset.screenData ?? '').split(' ').filter(Boolean);
  }
  return [];
}

export function startData(to: URL): void {
  const keys = screenDataOfPath(document, to.pathname);
  if (keys.length) void startScreenData(keys, to.search);
}
