/**
 * Invalidation by name: a store registers how it re-reads what it shows; `invalidate(name)` (a live event, a change
 * made on a dashboard) makes every store registered under the name read it again with the same request.
 */
const refreshers = new Map<string, Set<() => Promise<void>>>();

/** The name the dashboards' figures are invalidated under (src/stores/screens/stats.ts registers them). */
export const STATS = 'stats';

/** Registers `refresh` under `name`; the returned function removes it. */
export function onInvalidate(name: string, refresh: () => Promise<void>): () => void {
  let set = refreshers.get(name);
  if (!set) refreshers.set(name, (set = new Set()));
  set.add(refresh);
  return () => set.delete(refresh);
}

/** The data under `name` may have changed: each store registered under it reads its current view again. */
export async function invalidate(name: string): Promise<void> {
  await Promise.all([...(refreshers.get(name) ?? [])].map((refresh) => refresh()));
}
