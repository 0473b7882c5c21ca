/**
 * The one registry of dashboard screens. The sidebar, the horizontal menu, the search palette,
 * breadcrumbs, page titles and the generated app pages all read this list, so adding a screen
 * means adding one entry here (and its `menu.<id>` label).
 */
import type { IconName } from './components/dashboard/icons.ts';
import { splitLocale } from './i18n/paths.ts';

/**
 * The data list behind a list screen: the path segment after `/app/` of the API.
 * Same union as the data layer's `ListName` (src/schemas); repeated here so the registry,
 * which the build and every shell script import, does not pull the schemas in.
 */
export type ScreenList =
  | 'product'
  | 'productgrid'
  | 'order'
  | 'seller'
  | 'employee'
  | 'holidays'
  | 'leave_employee'
  | 'leave_hr'
  | 'attendance'
  | 'department'
  | 'estimate'
  | 'expense'
  | 'salary'
  | 'notes'
  | 'friends'
  | 'event'
  | 'userlist'
  | 'usergrid';

export type ScreenGroup = 'dashboards' | 'ecommerce' | 'hr' | 'apps' | 'social' | 'users' | 'pages';

export interface Screen {
  /** Stable id, e.g. 'orders'; also the `menu.<id>` label key's last part. */
  id: string;
  /** Path without locale and without leading slash, e.g. 'apps/ecommerce/orders/'. */
  path: string;
  group: ScreenGroup;
  /** Translation key of the menu label, in the `menu` namespace. */
  labelKey: string;
  icon: IconName;
  /** The data list behind it, when it is a list screen. */
  list?: ScreenList;
}

/** Menu groups in display order, each with its translated heading. */
export const SCREEN_GROUPS: readonly { id: ScreenGroup; labelKey: string }[] = [
  { id: 'dashboards', labelKey: 'menu.groups.dashboards' },
  { id: 'ecommerce', labelKey: 'menu.groups.ecommerce' },
  { id: 'hr', labelKey: 'menu.groups.hr' },
  { id: 'apps', labelKey: 'menu.groups.apps' },
  { id: 'social', labelKey: 'menu.groups.social' },
  { id: 'users', labelKey: 'menu.groups.users' },
  { id: 'pages', labelKey: 'menu.groups.pages' },
];

const screen = (id: string, path: string, group: ScreenGroup, icon: IconName, list?: ScreenList): Screen =>
  list ? { id, path, group, labelKey: `menu.${id}`, icon, list } : { id, path, group, labelKey: `menu.${id}`, icon };

export const SCREENS: readonly Screen[] = [
  screen('dashboard', 'dashboard/', 'dashboards', 'dashboard'),
  screen('products', 'apps/ecommerce/products/', 'ecommerce', 'product', 'product'),
  screen('productsGrid', 'apps/ecommerce/products-grid/', 'ecommerce', 'grid', 'productgrid'),
  screen('orders', 'apps/ecommerce/orders/', 'ecommerce', 'order', 'order'),
  screen('sellers', 'apps/ecommerce/sellers/', 'ecommerce', 'seller', 'seller'),
  screen('employees', 'apps/hr/employees/', 'hr', 'employee', 'employee'),
  screen('departments', 'apps/hr/departments/', 'hr', 'department', 'department'),
  screen('holidays', 'apps/hr/holidays/', 'hr', 'holiday', 'holidays'),
  screen('leaveEmployee', 'apps/hr/leave-employee/', 'hr', 'leave', 'leave_employee'),
  screen('leaveHr', 'apps/hr/leave-hr/', 'hr', 'leave', 'leave_hr'),
  screen('attendance', 'apps/hr/attendance/', 'hr', 'attendance', 'attendance'),
  screen('estimates', 'apps/hr/estimates/', 'hr', 'estimate', 'estimate'),
  screen('expenses', 'apps/hr/expenses/', 'hr', 'expense', 'expense'),
  screen('salary', 'apps/hr/salary/', 'hr', 'salary', 'salary'),
  screen('notes', 'apps/notes/', 'apps', 'notes', 'notes'),
  screen('calendar', 'apps/calendar/', 'apps', 'calendar'),
  screen('friends', 'apps/social/friends/', 'social', 'friends', 'friends'),
  screen('events', 'apps/social/events/', 'social', 'event', 'event'),
  screen('userList', 'apps/users/list/', 'users', 'users', 'userlist'),
  screen('userGrid', 'apps/users/grid/', 'users', 'usergrid', 'usergrid'),
  // Public pages: linked from the menu, outside the signed-in area.
  screen('landing', '', 'pages', 'landing'),
  screen('productLanding', 'product-landing/', 'pages', 'shoe'),
  screen('comingSoon', 'pages-coming-soon/', 'pages', 'rocket'),
  screen('maintenance', 'pages-maintenance/', 'pages', 'wrench'),
  screen('notFound', 'pages-404/', 'pages', 'notfound'),
  screen('offline', 'pages-offline/', 'pages', 'offline'),
];

const byId = new Map(SCREENS.map((s) => [s.id, s]));

export function screenById(id: string): Screen {
  const found = byId.get(id);
  if (!found) throw new Error(`Unknown screen "${id}": add it to SCREENS in src/navigation.ts`);
  return found;
}

/** Screens behind the sign-in (everything except the public pages). */
export function isProtected(s: Screen): boolean {
  return s.group !== 'pages';
}

/** The screens of each group, in menu order; empty groups are left out. */
export function menuGroups(screens: readonly Screen[] = SCREENS) {
  return SCREEN_GROUPS.map((g) => ({ ...g, screens: screens.filter((s) => s.group === g.id) })).filter((g) => g.screens.length > 0);
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

/** True for a locale-free path of a signed-in screen, e.g. 'apps/notes/'. */
export function isDashboardPath(path: string): boolean {
  const clean = path.replace(/^\/+/, '');
  return SCREENS.some((s) => isProtected(s) && s.path === clean);
}

/**
 * The page to return to after sign-in. Only a same-site path of a dashboard screen is accepted
 * (never `//evil.example`, `https://…` or a public page), so `?next=` cannot redirect elsewhere.
 * Returns a root-relative path, or null when `raw` is not acceptable.
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, 'https://stride.invalid');
  } catch {
    return null;
  }
  // `/.//host/…` normalises to `//host/…`, which a browser reads as another site.
  if (url.origin !== 'https://stride.invalid' || url.pathname.startsWith('//')) return null;
  const { path } = splitLocale(url.pathname);
  return isDashboardPath(path) ? url.pathname + url.search + url.hash : null;
}
