import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { accountStore, type ProfileState } from '../../stores/account.ts';

const NOT_YET: ProfileState = { data: null, loading: true, error: null };

/**
 * The signed-in user's profile for a page's island: loaded on mount (again on each visit, so another tab's change
 * shows), with `retry` for the error state. Until the island has mounted it reports "loading", as the server render
 * did: a profile the store kept from an earlier screen would otherwise make the first render differ from the HTML.
 */
export function useProfile(): ProfileState & { retry: () => void } {
  const state = useStore(accountStore.$profile);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setMounted(true);
    void accountStore.load();
  }, []);
  return { ...(mounted ? state : NOT_YET), retry: () => void accountStore.load() };
}
