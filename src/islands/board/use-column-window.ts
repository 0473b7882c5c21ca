import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CardWindow, ColumnWindow } from './column-window.ts';

/**
 * Above this many cards (under the filters) a column draws only the cards in and near its view: at the start of a drag
 * and at the drop React then walks a few dozen cards a column, not a board of a thousand.
 */
const VIRTUAL_FROM = 40;
/** Cards drawn while the virtualiser loads: more than a tall screen's column holds. */
const FIRST_CARDS = 16;
/** The estimate of a card with the gap below it, for the room of the cards not drawn yet (column-window.ts measures them). */
const ROOM_PER_CARD = 104;
/** The list's padding (`p-0.5`) and its gap between cards (`gap-2`), in the virtualiser's offsets (column-window.ts). */
const SPACING = 2 + 8;

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * Which of a column's cards are drawn: all of them, or for a long column the virtualiser's window over them (loaded by
 * the first such column; until it is in, the first cards with the room of the others below; if it cannot load, all).
 * `reveal` is the index of the card a keyboard move is carrying: it is kept drawn, and the column scrolls to it when far.
 */
export function useColumnWindow(cardIds: readonly number[], reveal: number | undefined) {
  const count = cardIds.length;
  const virtual = count > VIRTUAL_FROM;
  const [box, attach] = useState<HTMLUListElement | null>(null);
  const [driver, setDriver] = useState<ColumnWindow | null>(null);
  const [watched, setWatched] = useState<CardWindow | null>(null);
  const [failed, setFailed] = useState(false);
  const ids = useRef(cardIds);

  useEffect(() => {
    if (!virtual || !box) return;
    let cancelled = false;
    let started: ColumnWindow | undefined;
    import('./column-window.ts')
      .then(({ watchColumnWindow }) => {
        if (cancelled) return;
        started = watchColumnWindow(box, ids.current, setWatched);
        setDriver(started);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      started?.stop();
      setDriver(null);
      setWatched(null);
    };
  }, [virtual, box]);

  // A move, a drop, a live change or a filter changed the cards: the virtualiser counts and keys them anew.
  useLayoutEffect(() => {
    if (sameIds(ids.current, cardIds)) return;
    ids.current = cardIds;
    driver?.update(cardIds);
  });

  useLayoutEffect(() => driver?.carry(reveal), [reveal, driver]);

  const measure = useCallback((element: HTMLElement | null) => driver?.measure(element), [driver]);
  if (!virtual || failed) return { attach, measure: undefined, first: 0, last: count, roomAbove: 0, roomBelow: 0 };
  const shown = watched ?? { first: 0, last: FIRST_CARDS, padTop: 0, padBottom: (count - FIRST_CARDS) * ROOM_PER_CARD };
  // A window told for more cards than the column now has is cut to them until the next one is told.
  const last = Math.min(shown.last, count);
  const first = Math.min(shown.first, last);
  return {
    attach,
    measure: driver ? measure : undefined,
    first,
    last,
    // The offsets count the list's padding and the gap the room's own element is followed or preceded by.
    roomAbove: first > 0 ? Math.max(0, shown.padTop - SPACING) : 0,
    roomBelow: last < count ? Math.max(0, shown.padBottom - SPACING) : 0,
  };
}
