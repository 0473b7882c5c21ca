import { startTransition, useEffect, useState } from 'react';

/** Below this width (Tailwind's `sm`) list screens show each row as a card instead of a table row. */
export const CARD_QUERY = '(max-width: 639.98px)';

/**
 * Classes that show a part of both layouts only at the width it is for, while the width is not known to React yet
 * (the server's HTML and its hydration): `cards` below Tailwind's `sm` (CARD_QUERY), `table` from it.
 */
export const UNTIL_KNOWN = { cards: 'sm:hidden', table: 'max-sm:hidden' } as const;

/**
 * True on a phone-width window, false on a wider one, undefined while rendering on the server, hydrating and until the
 * first effect. The server cannot know the width, so until then a screen renders both layouts and CSS (UNTIL_KNOWN)
 * shows the one that fits: a phone paints the cards from the first HTML instead of a table that the hydration swaps
 * for them. The width is then set in a transition, so dropping the other layout is a render React slices into short
 * tasks instead of one long one straight after the hydration (what useSyncExternalStore's forced re-render was).
 */
export function useCardLayout(): boolean | undefined {
  const [cards, setCards] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    const query = window.matchMedia(CARD_QUERY);
    const update = () => startTransition(() => setCards(query.matches));
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return cards;
}
