/**
 * The menu view of the screens defined in src/screens: the sidebar, the horizontal menu, the search
 * palette, breadcrumbs and page titles read these helpers. Adding a screen means adding its definition
 * file (under src/screens/<area>/) and its `menu.<id>` label; nothing here changes.
 */
import type { IconName } from './screens/icons.ts';
import { isListBacked, SCREEN_GROUP_ORDER, screenDataKeys, screenPermission, type ScreenGroup } from './screens/define.ts';
import { sortParam } from './stores/list-paging.ts';
import type { ScreenPermission } from './stores/permissions.ts';
import { SCREEN_DEFINITIONS } from './screens/index.ts';

export type { ScreenGroup } from './screens/define.ts';

export interface Screen {
  /** Stable id, e.g. 'orders'; also the `menu.<id>` label key's last part. */
  id: string;
  /** Path without locale and without leading slash, e.g. 'apps/ecommerce/orders/'. */
  path: string;
  group: ScreenGroup;
  /** Translation key of the menu label, in the `menu` namespace. */
  labelKey: string;
  icon: IconName;
  /** The data the screen shows (list names): its links carry it, so a click starts fetching it. */
  data: readonly string[];
  /** A list screen's default order (`-issueDate`), which its links carry with the data: the first call asks for it. */
  sort?: string;
  /** The permission an account needs to open it (menu entries of screens it cannot open are hidden). */
  needs?: ScreenPermission;
}

/**
 * Menu groups in display order, each with its translated heading. The 'account' screens are left out: they
 * are linked from the account menu of the top bar, and the search palette and breadcrumbs still find them.
 */
export const SCREEN_GROUPS: readonly { id: ScreenGroup; labelKey: string }[] = SCREEN_GROUP_ORDER.filter((id) => id !== 'account').map(
  (id) => ({ id, labelKey: `menu.groups.${id}` }),
);

export const SCREENS: readonly Screen[] = SCREEN_DEFINITIONS.map((def) => ({
  id: def.id,
  path: def.path,
  group: def.group,
  icon: def.icon,
  labelKey: `menu.${def.id}`,
  data: screenDataKeys(def),
  ...withSort(isListBacked(def) ? sortParam(def.defaultSort) : undefined),
  ...withNeeds(screenPermission(def)),
}));

function withSort(sort: string | undefined): { sort?: string } {
  return sort ? { sort } : {};
}

function withNeeds<T extends string>(needs: T | undefined): { needs?: T } {
  return needs ? { needs } : {};
}

const byId = new Map(SCREENS.map((s) => [s.id, s]));

export function screenById(id: string): Screen {
  const found = byId.get(id);
  if (!found) throw new Error(`Unknown screen "${id}": add its definition file under src/screens/<area>/`);
  return found;
}

/** Screens behind the sign-in (everything except the public pages). */
export function isProtected(s: Screen): boolean {
  return s.group !== 'pages';
}

/**
 * The screens of each group, in menu order; empty groups are left out. A group whose every screen needs a permission
 * `needs` them all (space-separated): it shows when the account has any one of them.
 */
export function menuGroups(screens: readonly Screen[] = SCREENS) {
  return SCREEN_GROUPS.map((g) => {
    const own = screens.filter((s) => s.group === g.id);
    const gated = own.length > 0 && own.every((s) => s.needs);
    const needs = gated ? [...new Set(own.map((s) => s.needs))].join(' ') : undefined;
    return { ...g, screens: own, ...withNeeds(needs) };
  }).filter((g) => g.screens.length > 0);
}

/** Every `data-needs` value the menu uses (entries and groups): the permission stylesheet's rules are written for these. */
export function menuNeeds(screens: readonly Screen[] = SCREENS): string[] {
  const values = [...screens.map((s) => s.needs), ...menuGroups(screens).map((g) => g.needs)];
  return [...new Set(values.filter((v): v is string => !!v))];
}

export interface Crumb {
  labelKey: string;
  /** Locale-free path to link to; absent for the current page and for groups without a page. */
  path?: string;
}

/** Home > group > screen; the dashboard itself is just Home > Dashboard. */
export function breadcrumbsFor(id: string): Crumb[] {
  const s = screenById(id);
  const home: Crumb = { labelKey: 'menu.home', path: 'dashboard/' };
  if (s.id === 'dashboard') return [home, { labelKey: s.labelKey }];
  const group = SCREEN_GROUPS.find((g) => g.id === s.group);
  return [home, ...(group ? [{ labelKey: group.labelKey }] : []), { labelKey: s.labelKey }];
}

/** Locale-free paths of every signed-in screen: where `?next=` may lead after sign-in. */
export function dashboardPaths(): string[] {
  return SCREENS.filter(isProtected).map((s) => s.path);
}
