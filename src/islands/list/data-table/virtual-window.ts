import { elementScroll, observeElementOffset, observeElementRect, Virtualizer } from '@tanstack/virtual-core';

/** The rows of a long page in the DOM: `[first, last)` of the page, and the heights standing in for those above and below. */
export interface RowWindow {
  first: number;
  last: number;
  padTop: number;
  padBottom: number;
}

function windowOf(virtualizer: Virtualizer<HTMLElement, Element>): RowWindow {
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  return {
    first: first?.index ?? 0,
    last: (last?.index ?? -1) + 1,
    padTop: first?.start ?? 0,
    padBottom: virtualizer.getTotalSize() - (last?.end ?? 0),
  };
}

const same = (a: RowWindow, b: RowWindow) =>
  a.first === b.first && a.last === b.last && a.padTop === b.padTop && a.padBottom === b.padBottom;

/**
 * Follows which of `count` rows of `rowHeight` are in view of the scroll box `box` (with ten more each side), and
 * calls `onWindow` when that changes; answers the function that stops. Loaded only by a page of over 100 rows, so a
 * list of ten rows a page does not load the virtualiser (about 11 KB of gzip).
 */
export function watchRowWindow(box: HTMLElement, count: number, rowHeight: number, onWindow: (window: RowWindow) => void): () => void {
  let shown: RowWindow | null = null;
  const tell = (virtualizer: Virtualizer<HTMLElement, Element>) => {
    const next = windowOf(virtualizer);
    if (shown && same(shown, next)) return;
    shown = next;
    onWindow(next);
  };
  const virtualizer = new Virtualizer<HTMLElement, Element>({
    count,
    getScrollElement: () => box,
    estimateSize: () => rowHeight,
    overscan: 10,
    scrollToFn: elementScroll,
    observeElementRect,
    observeElementOffset,
    onChange: tell,
  });
  const stop = virtualizer._didMount();
  virtualizer._willUpdate();
  tell(virtualizer);
  return stop;
}
