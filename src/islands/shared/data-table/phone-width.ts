import { useSyncExternalStore } from 'react';

/** Below this width (Tailwind's `sm`) list screens show each row as a card instead of a table row. */
export const CARD_QUERY = '(max-width: 639.98px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(CARD_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True on a phone-width window; false while rendering on the server (the page then shows the table). */
export function useCardLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(CARD_QUERY).matches,
    () => false,
  );
}
