/**
 * Every screen of the app, in menu order: each definition file under src/screens/<area>/, collected by the
 * generated registry (tools/generate-screen-registry.mjs). The sidebar, the horizontal menu, the search palette,
 * breadcrumbs, the generated pages, the fake backend's lists and the API document are derived from this list.
 */
import type { z } from 'zod/mini';
import type { FieldOrderRule } from '../schemas/common.ts';
import { isListBacked, type ListBackedScreen, type ScreenDefinition } from './define.ts';
import { SCREENS_IN_MENU_ORDER } from './registry.gen.ts';

export const SCREEN_DEFINITIONS = SCREENS_IN_MENU_ORDER satisfies readonly ScreenDefinition[];

type AnyScreen = (typeof SCREEN_DEFINITIONS)[number];
/** The screens that show an API list, each with its own literal list name and schema type. */
type ListScreenOf = Extract<AnyScreen, ListBackedScreen>;

/** The lists behind `GET /app/<name>`, one per list or card screen. */
export type ListName = ListScreenOf['list'];
export type ScreenOfList<N extends ListName> = Extract<ListScreenOf, { list: N }>;
/** A row of list `N`, as its schema outputs it. */
export type ItemOf<N extends ListName> = z.infer<ScreenOfList<N>['schema']>;

export const LIST_SCREENS: readonly ListScreenOf[] = SCREEN_DEFINITIONS.filter((s): s is ListScreenOf => isListBacked(s));
export const LIST_NAMES: readonly ListName[] = LIST_SCREENS.map((s) => s.list);

const screenOfList = new Map<string, ListScreenOf>(LIST_SCREENS.map((s) => [s.list, s]));

/** The screen that shows list `name`. */
export function listScreen<N extends ListName>(name: N): ScreenOfList<N> {
  const found = screenOfList.get(name);
  if (!found) throw new Error(`No screen shows the list "${name}"`);
  return found as ScreenOfList<N>;
}

/** The list name -> the schema of one row (the keys are exactly the list names, built from the screens). */
export const LIST_SCHEMAS = Object.fromEntries(LIST_SCREENS.map((s) => [s.list, s.schema])) as {
  [N in ListName]: ScreenOfList<N>['schema'];
};

/** Rules between fields of one row, for the lists that have them (see FieldOrderRule). */
export const LIST_RULES: Partial<Record<ListName, readonly FieldOrderRule[]>> = Object.fromEntries(
  LIST_SCREENS.flatMap((s) => (s.rules ? [[s.list, s.rules]] : [])),
);
