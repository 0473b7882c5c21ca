import type { LiveChange } from '../contract/live.ts';

type Listener = (change: LiveChange) => void;

const listeners = new Set<Listener>();

/** Hands a change to every listener; one that throws does not keep it from the others. */
export function deliverChange(change: LiveChange): void {
  for (const listener of listeners) {
    try {
      listener(change);
    } catch (error) {
      console.error('A live change listener failed', error);
    }
  }
}

/** Calls `listener` with every change the live stream brings; answers the function that stops it. */
export function onLiveChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
