import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { accountStore, type ProfileState } from '../../stores/account.ts';

/**
 * The signed-in user's profile for a page's island: loaded on mount (again on each visit, so another tab's change
 * shows), with `retry` for the error state.
 */
export function useProfile(): ProfileState & { retry: () => void } {
  const state = useStore(accountStore.$profile);
  useEffect(() => void accountStore.load(), []);
  return { ...state, retry: () => void accountStore.load() };
}
