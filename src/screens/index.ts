/**
 * Every screen of the app, in menu order (within each menu group). The sidebar, the horizontal menu, the
 * search palette, breadcrumbs, the generated pages, the fake backend's lists and the API document are
 * derived from this list; `npm run new:screen` adds its screens here.
 */
import type { z } from 'zod/mini';
import type { FieldOrderRule } from '../schemas/common.ts';
import { isListBacked, type ListBackedScreen, type ScreenDefinition } from './define.ts';
import overview from './dashboards/overview.ts';
import analyticsDashboard from './dashboards/analytics.ts';
import hrDashboard from './dashboards/hr.ts';
import financeDashboard from './dashboards/finance.ts';
import products from './ecommerce/products.ts';
import productsGrid from './ecommerce/products-grid.ts';
import orders from './ecommerce/orders.ts';
import sellers from './ecommerce/sellers.ts';
import employees from './hr/employees.ts';
import departments from './hr/departments.ts';
import holidays from './hr/holidays.ts';
import leaveEmployee from './hr/leave-employee.ts';
import leaveHr from './hr/leave-hr.ts';
import attendance from './hr/attendance.ts';
import estimates from './hr/estimates.ts';
import expenses from './hr/expenses.ts';
import salary from './hr/salary.ts';
import notes from './apps/notes.ts';
import calendar from './apps/calendar.ts';
import friends from './social/friends.ts';
import events from './social/events.ts';
import userList from './users/list.ts';
import userGrid from './users/grid.ts';
import adminUsers from './admin/users.ts';
import adminActivity from './admin/activity.ts';
// new:screen: imports above this line
import landing from './pages/landing.ts';
import productLanding from './pages/product-landing.ts';
import comingSoon from './pages/coming-soon.ts';
import maintenance from './pages/maintenance.ts';
import notFound from './pages/not-found.ts';
import offline from './pages/offline.ts';
import account from './account/profile.ts';
import settings from './account/settings.ts';

export const SCREEN_DEFINITIONS = [
  overview,
  analyticsDashboard,
  hrDashboard,
  financeDashboard,
  products,
  productsGrid,
  orders,
  sellers,
  employees,
  departments,
  holidays,
  leaveEmployee,
  leaveHr,
  attendance,
  estimates,
  expenses,
  salary,
  notes,
  calendar,
  friends,
  events,
  userList,
  userGrid,
  adminUsers,
  adminActivity,
  // new:screen: screens above this line
  landing,
  productLanding,
  comingSoon,
  maintenance,
  notFound,
  offline,
  account,
  settings,
] as const satisfies readonly ScreenDefinition[];

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
