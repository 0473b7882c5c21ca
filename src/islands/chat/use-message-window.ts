import {
  defaultRangeExtractor,
  elementScroll,
  observeElementOffset,
  observeElementRect,
  Virtualizer,
  type VirtualItem,
} from '@tanstack/virtual-core';
import { useLayoutEffect, useReducer, useState, type RefObject } from 'react';

/** How close to the end (px) still counts as at the end: a new message then scrolls into view. */
const AT_END_PX = 48;

export interface MessageWindowOptions {
  /** The rows' keys, oldest first: a row keeps its measured height and the view its place when rows come above. */
  keys: readonly string[];
  /** A row's height before it is measured. */
  estimate(index: number): number;
  /** Room above the first row and below the last, in px. */
  paddingStart: number;
  paddingEnd: number;
  /** Rows kept in the DOM even when out of view (the one holding the focus, one being edited). */
  keep: readonly number[];
}

export interface MessageWindow {
  /** The rows to render, each at `start` px from the top of the list; `size` is the list's whole height. */
  items: VirtualItem[];
  size: number;
  /** The ref each rendered row needs (with `data-index`), which measures it as it is and as it changes. */
  measure(element: HTMLElement | null): void;
  /** Whether the view is at the newest message. */
  atEnd: boolean;
  scrollToEnd(): void;
}

/**
 * The open conversation's messages as a window of the rows in view of the scroll box (and some more each side),
 * through @tanstack/virtual-core without its React binding, as the tables' rows are (list/data-table/virtual-window.ts),
 * but with rows of measured heights, kept by key, and anchored to the end: the view follows a new message while it is
 * at the end, and stays still when older rows come above or a new one below while someone reads back.
 */
export function useMessageWindow(box: RefObject<HTMLElement | null>, options: MessageWindowOptions): MessageWindow {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const { keys, estimate, paddingStart, paddingEnd, keep } = options;
  const [virtualizer] = useState(() => {
    const made = new Virtualizer<HTMLElement, HTMLElement>({
      count: 0,
      getScrollElement: () => box.current,
      estimateSize: () => 60,
      scrollToFn: elementScroll,
      observeElementRect,
      observeElementOffset,
    });
    // A row measured for the first time in the room at the top of the view (one of an older page, come above what is
    // read) grows upward, as one above the view does; a row measured again follows the library's rule (wholly above).
    made.shouldAdjustScrollPositionOnItemSizeChange = (item, _delta, instance) => {
      const offset = instance.scrollOffset ?? 0;
      if (!instance.itemSizeCache.has(item.key)) return item.start < offset + instance.options.paddingStart;
      return item.end <= offset && instance.scrollDirection !== 'backward';
    };
    return made;
  });
  // Set while rendering, as the React binding does: the rows rendered are worked out from these keys, not the last ones.
  virtualizer.setOptions({
    count: keys.length,
    getScrollElement: () => box.current,
    estimateSize: estimate,
    getItemKey: (index) => keys[index] ?? index,
    scrollToFn: elementScroll,
    observeElementRect,
    observeElementOffset,
    overscan: 8,
    paddingStart,
    paddingEnd,
    anchorTo: 'end',
    followOnAppend: true,
    scrollEndThreshold: AT_END_PX,
    rangeExtractor: (range) =>
      [...new Set([...defaultRangeExtractor(range), ...keep.filter((i) => i < range.count)])].sort((a, b) => a - b),
    onChange: () => rerender(),
  });
  useLayoutEffect(() => virtualizer._didMount(), [virtualizer]);
  useLayoutEffect(() => virtualizer._willUpdate());
  return {
    items: virtualizer.getVirtualItems(),
    size: virtualizer.getTotalSize(),
    measure: virtualizer.measureElement,
    atEnd: keys.length === 0 || virtualizer.isAtEnd(AT_END_PX),
    scrollToEnd: () => virtualizer.scrollToEnd(),
  };
}
