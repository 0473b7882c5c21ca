/**
 * Each list's screen definition by list name, as a promise: a list store or form asks for its own list's schema.
 * The loaders are generated with the registry; the compiler checks that every list has its loader and that each
 * loader brings the screen of that list. (The menu imports every definition at once, so in the browser these
 * resolve from modules already loaded: the definitions are small, and the shell's menu needs them all.)
 */
import { z } from 'zod/mini';
import { withRules } from '../schemas/common.ts';
import { maybeVersioned } from '../api/contract/versions.ts';
import type { ItemOf, ListName, ScreenOfList } from './index.ts';
import { LIST_SCREEN_LOADERS } from './registry.gen.ts';

export const LIST_LOADERS = LIST_SCREEN_LOADERS satisfies { [N in ListName]: () => Promise<{ default: ScreenOfList<N> }> };

export interface ListSchemas<N extends ListName> {
  /** One row: its fields and the rules between them (and the version the API gives it, kept on the row). */
  row: z.ZodMiniType<ItemOf<N>>;
  rows: z.ZodMiniType<ItemOf<N>[]>;
}

const loading = new Map<ListName, Promise<ScreenOfList<ListName>>>();

/** The screen definition of list `name`, loaded once (the same promise every time, as React's `use()` wants). */
export function loadListScreen<N extends ListName>(name: N): Promise<ScreenOfList<N>> {
  let screen = loading.get(name);
  if (!screen) {
    const loader: () => Promise<{ default: ScreenOfList<ListName> }> = LIST_LOADERS[name];
    screen = loader().then((module) => module.default);
    loading.set(name, screen);
  }
  return screen as Promise<ScreenOfList<N>>;
}

/** The row and rows schemas of list `name`, as the list store parses responses with them. */
export async function loadListSchemas<N extends ListName>(name: N): Promise<ListSchemas<N>> {
  const screen: ScreenOfList<ListName> = await loadListScreen(name);
  // The generic N cannot be followed through the loader table; the table's type ties each list to its screen.
  // Rows keep the `version` the API gives each one, which an edit sends back as If-Match.
  const row = withRules(maybeVersioned(screen.schema), screen.rules) as z.ZodMiniType as z.ZodMiniType<ItemOf<N>>;
  return { row, rows: z.array(row) };
}
