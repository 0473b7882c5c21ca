import {
  defaultRangeExtractor,
  elementScroll,
  observeElementOffset,
  observeElementRect,
  Virtualizer,
  type Range,
} from '@tanstack/virtual-core';

/** The cards of a long column in the DOM: `[first, last)` of its cards, and the room standing in for those above and below. */
export interface CardWindow {
  first: number;
  last: number;
  padTop: number;
  padBottom: number;
}

/** A column's virtualiser, driven without tanstack's React binding (as the data table's is). */
export interface ColumnWindow {
  /** The column's cards (by id, in order) changed: a move, a drop, a live change, a filter. */
  update(cardIds: readonly number[]): void;
  /** A card's element as it is drawn (its `data-index` says which): its real height replaces the estimate. */
  measure(element: HTMLElement | null): void;
  /**
   * The card a keyboard move carries (its index; undefined once dropped): drawn even a few places past the window, so
   * the keys coming faster than the column scrolls never find it gone (its focus, and the key, would be lost); farther
   * away (a move into a column scrolled elsewhere) the column scrolls to it.
   */
  carry(index: number | undefined): void;
  stop(): void;
}

/** A card of a title's line, a label and the priority; the real heights replace it as cards are drawn. */
const CARD_ESTIMATE = 96;
/** The list's `gap-2` and `p-0.5` (the column's classes), which the virtualiser's offsets must include. */
const GAP = 8;
const PADDING = 2;
/** How far past the window a carried card still widens it, rather than the column scrolling to it. */
const REACH = 12;

/** The window's indexes, widened to take in `kept` when it is just past them (kept contiguous: the room above and below stays one element each). */
function withKept(range: Range, kept: number | undefined): number[] {
  const indexes = defaultRangeExtractor(range);
  const first = indexes[0] ?? 0;
  const last = indexes.at(-1) ?? -1;
  if (kept === undefined || kept >= range.count || (kept >= first && kept <= last) || kept < first - REACH || kept > last + REACH)
    return indexes;
  const from = Math.min(first, kept);
  return Array.from({ length: Math.max(last, kept) - from + 1 }, (_, i) => from + i);
}

function windowOf(virtualizer: Virtualizer<HTMLElement, HTMLElement>): CardWindow {
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  return {
    first: first?.index ?? 0,
    last: (last?.index ?? -1) + 1,
    padTop: first?.start ?? PADDING,
    padBottom: Math.max(PADDING, virtualizer.getTotalSize() - (last?.end ?? 0)),
  };
}

const same = (a: CardWindow, b: CardWindow) =>
  a.first === b.first && a.last === b.last && a.padTop === b.padTop && a.padBottom === b.padBottom;

/**
 * Follows which cards of the column's list `box` are in view (with eight more each side) and calls `onWindow` when that
 * changes. Cards differ in height (labels, a long title, a due date): each drawn card is measured, keyed by its id, so
 * its height follows it from place to place. Loaded only by a column of many cards (a board of a few dozen does not load
 * the virtualiser).
 */
export function watchColumnWindow(box: HTMLElement, cardIds: readonly number[], onWindow: (window: CardWindow) => void): ColumnWindow {
  let ids = cardIds;
  let kept: number | undefined;
  let shown: CardWindow | null = null;
  const tell = (virtualizer: Virtualizer<HTMLElement, HTMLElement>) => {
    const next = windowOf(virtualizer);
    if (shown && same(shown, next)) return;
    shown = next;
    onWindow(next);
  };
  const options = () => ({
    count: ids.length,
    getItemKey: (index: number) => ids[index] ?? index,
    getScrollElement: () => box,
    estimateSize: () => CARD_ESTIMATE,
    gap: GAP,
    paddingStart: PADDING,
    paddingEnd: PADDING,
    overscan: 8,
    rangeExtractor: (range: Range) => withKept(range, kept),
    scrollToFn: elementScroll,
    observeElementRect,
    observeElementOffset,
    onChange: tell,
  });
  const virtualizer = new Virtualizer<HTMLElement, HTMLElement>(options());
  const stop = virtualizer._didMount();
  virtualizer._willUpdate();
  tell(virtualizer);
  return {
    update(next) {
      ids = next;
      virtualizer.setOptions(options());
      virtualizer._willUpdate();
      tell(virtualizer);
    },
    measure: (element) => virtualizer.measureElement(element),
    carry(index) {
      if (index === kept) return;
      kept = index;
      virtualizer.setOptions(options());
      tell(virtualizer);
      if (index !== undefined && shown && (index < shown.first || index >= shown.last)) virtualizer.scrollToIndex(index, { align: 'auto' });
    },
    stop,
  };
}
