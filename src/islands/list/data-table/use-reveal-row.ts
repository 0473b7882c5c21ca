import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Row } from '../../../screens/list-spec.ts';
import type { ViewState } from './url-state.ts';

/** A row to bring into view once the list holds it (a row just added); each request is a new object. */
export interface RevealRequest {
  id: number;
  /** For a list the backend pages: where the row stands in the request on show (0-based), null when left out. */
  position?: number | null;
}

/** How long a revealed row stays marked. */
export const REVEAL_MS = 4000;

interface RevealContext {
  rows: readonly Row[];
  /** The rows the view shows, in its order (search, filter and sort applied), as positions in `rows`. */
  indexes: Int32Array;
  view: Pick<ViewState, 'page' | 'size'>;
  update(patch: Partial<ViewState>): void;
  /** The backend pages the list: `rows` is one page, and the request says where the row stands. */
  paged: boolean;
  /** The row is in the list but the search or filter in use leaves it out. */
  onHidden(): void;
}

/**
 * Brings a row just added into view: once the rows hold it (or, for a paged list, with the position the request
 * carries), the view moves to the page its sort and filters put it on (it may be another than the one on screen) and
 * the row is marked for REVEAL_MS; the id answered is the marked row. A row the search or filter leaves out is on no
 * page: `onHidden` says so.
 */
export function useRevealRow(reveal: RevealRequest | null | undefined, context: RevealContext): number | null {
  const [revealed, setRevealed] = useState<number | null>(null);
  const handled = useRef<RevealRequest | null>(null);
  const { rows, indexes, view, update, paged, onHidden } = context;
  useEffect(() => {
    if (!reveal || handled.current === reveal) return;
    let at: number | null | undefined = reveal.position;
    if (!paged) {
      const stored = rows.findIndex((row) => row.id === reveal.id);
      // The rows shown lag the store by a render or two (deferred): the request waits for them.
      if (stored < 0) return;
      at = indexes.indexOf(stored);
    }
    handled.current = reveal;
    if (at === undefined) return;
    if (at === null || at < 0) {
      // Not `return onHidden()`: an effect may answer only its clean-up, and a toast's id is not one.
      onHidden();
      return;
    }
    const page = view.size === 0 ? 1 : Math.floor(at / view.size) + 1;
    if (page !== view.page) update({ page });
    setRevealed(reveal.id);
  }, [reveal, rows, indexes, view.size, view.page, update, paged, onHidden]);
  useEffect(() => {
    if (revealed === null) return;
    const timer = setTimeout(() => setRevealed(null), REVEAL_MS);
    return () => clearTimeout(timer);
  }, [revealed]);
  return revealed;
}

/** Scrolls the element of a row into view as it becomes the revealed one. */
export function useScrollWhenRevealed(ref: RefObject<HTMLElement | null>, isRevealed: boolean): void {
  useEffect(() => {
    if (isRevealed) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [ref, isRevealed]);
}
