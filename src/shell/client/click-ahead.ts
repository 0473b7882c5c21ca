/**
 * What makes a move between dashboard screens start early (the module is a `ClickAhead`): the pages kept in memory
 * and the code that starts a screen's data with the click. Loaded apart from the page, when a link is first pointed
 * at, focused or pressed: the list stores it reaches are the screens' own, loaded by their islands, and every
 * dashboard page would otherwise carry them before anyone moves.
 */
import type { TransitionBeforePreparationEvent } from 'astro:transitions/client';
import { startScreenData } from '../../stores/screen-data.ts';
import { createPageCache, loadFromCache } from './page-cache.ts';
import { screenDataOfPath } from './page-swap.ts';

const pages = createPageCache();

export function warm(url: string): void {
  pages.warm(url);
}

export function load(event: TransitionBeforePreparationEvent, routerLoader: () => Promise<void>): Promise<void> {
  return loadFromCache(event, pages, routerLoader);
}

export function startData(to: URL): void {
  const keys = screenDataOfPath(document, to.pathname);
  if (keys.length) void startScreenData(keys, to.search);
}

/**
 * The router swaps screens inside a view transition where the browser has them. With every transition animation off
 * (shell.css) the transition only costs time: before the swap may start, the browser waits for the next frame and
 * captures the old page. This runs the router's swap at once instead; the swap still happens in one go, with no paint
 * in between, so the new screen never shows half swapped.
 */
export function swapWithoutViewTransitions(doc: Document): void {
  const start = (update?: ViewTransitionUpdateCallback | StartViewTransitionOptions) => {
    const callback = typeof update === 'function' ? update : update?.update;
    const updateCallbackDone = Promise.resolve().then(async () => {
      await callback?.();
    });
    const finished = updateCallbackDone.then(
      () => undefined,
      () => undefined,
    );
    // The router reads these promises and may call skipTransition; there is no animation to skip.
    return { updateCallbackDone, ready: finished, finished, skipTransition: () => undefined, types: new Set<string>() };
  };
  Object.defineProperty(doc, 'startViewTransition', { value: start, configurable: true });
}

swapWithoutViewTransitions(document);
