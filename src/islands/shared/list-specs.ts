/**
 * Every `src/islands/<area>/<screenId>.columns.ts`, found at build time. A list screen exists when
 * the registry (src/navigation.ts) has an entry whose id names one of these files: the generic page
 * then renders it with the shared table. No per-screen page or island is needed.
 */
import type { ListScreenSpec } from './data-table/types.ts';

const modules = import.meta.glob<{ default: ListScreenSpec }>('../*/*.columns.ts', { eager: true });

const byScreenId = new Map<string, ListScreenSpec>(
  Object.entries(modules).map(([path, mod]) => [path.replace(/^.*\/([^/]+)\.columns\.ts$/, '$1'), mod.default]),
);

export function listSpecFor(screenId: string): ListScreenSpec | undefined {
  return byScreenId.get(screenId);
}

export function listScreenIds(): string[] {
  return [...byScreenId.keys()];
}
