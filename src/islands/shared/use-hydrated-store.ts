import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';

/**
 * A store's value for an island the server pre-renders. The server renders every store at its initial value;
 * in the browser a store may already hold more when an island hydrates (rows a previous screen fetched, kept
 * across client-side navigation, or a response that arrived first). React must hydrate against what the server
 * rendered, so the first render reads the store's initial value and the next one its current value.
 */
export function useHydratedStore<T>(store: ReadableAtom<T>): T {
  // A derived store has no initial value of its own (`init` undefined): its current one is the best guess.
  return useStore(store, { ssr: () => (store.init !== undefined ? store.init : store.get()) });
}
