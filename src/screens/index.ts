/**
 * Every screen of the app, in menu order: each definition file under src/screens/<area>/, collected by the
 * generated registry (tools/generate-screen-registry.mjs). The sidebar, the horizontal menu, the search palette,
 * breadcrumbs and the generated pages are derived from this list. The lists themselves (names, row types, schemas)
 * are the resources: src/resources/index.ts.
 */
import type { ListName } from '../resources/index.ts';
import { isListBacked, type ListBackedScreen, type ScreenDefinition } from './define.ts';
import { SCREENS_IN_MENU_ORDER } from './registry.gen.ts';

export const SCREEN_DEFINITIONS = SCREENS_IN_MENU_ORDER satisfies readonly ScreenDefinition[];

type AnyScreen = (typeof SCREEN_DEFINITIONS)[number];
/** The screens that show an API list, each with its own literal list name and schema type. */
type ListScreenOf = Extract<AnyScreen, ListBackedScreen>;

/** The screens that show list `N` (a resource backs one or more screens). */
export type ScreenOfList<N extends ListName> = Extract<ListScreenOf, { list: N }>;

export const LIST_SCREENS: readonly ListScreenOf[] = SCREEN_DEFINITIONS.filter((s): s is ListScreenOf => isListBacked(s));

/** The first screen, in menu order, that shows list `name`. */
export function listScreen<N extends ListName>(name: N): ScreenOfList<N> {
  const found = LIST_SCREENS.find((s) => s.list === name);
  if (!found) throw new Error(`No screen shows the list "${name}"`);
  return found as ScreenOfList<N>;
}
