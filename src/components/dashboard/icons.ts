/**
 * The app's icon vocabulary: names the screen registry, the shell and the status pages use, each
 * standing for one lucide icon (https://lucide.dev/icons/<name>). Astro components render them with
 * `Icon.astro` (@lucide/astro, inline SVG at build, no JavaScript); islands with `islands/layout/Icon.tsx`
 * (lucide-react). Both take their glyphs from this table, so an icon looks the same everywhere.
 */
export const LUCIDE_NAMES = {
  dashboard: 'layout-dashboard',
  product: 'package',
  grid: 'layout-grid',
  order: 'shopping-bag',
  seller: 'store',
  employee: 'user-round',
  department: 'building',
  holiday: 'umbrella',
  leave: 'calendar-check',
  attendance: 'clock',
  estimate: 'file-text',
  expense: 'credit-card',
  salary: 'dollar-sign',
  notes: 'notebook-text',
  calendar: 'calendar',
  friends: 'users',
  event: 'star',
  users: 'list',
  usergrid: 'users-round',
  landing: 'house',
  shoe: 'footprints',
  rocket: 'rocket',
  wrench: 'wrench',
  notfound: 'circle-x',
  offline: 'wifi-off',
  menu: 'menu',
  search: 'search',
  sun: 'sun',
  moon: 'moon',
  cart: 'shopping-cart',
  bell: 'bell',
  gear: 'settings',
  chevronDown: 'chevron-down',
  chevronRight: 'chevron-right',
  logout: 'log-out',
  user: 'user',
  close: 'x',
  home: 'house',
  check: 'check',
  trendUp: 'trending-up',
  customers: 'user-plus',
  revenue: 'dollar-sign',
  reset: 'rotate-ccw',
} as const;

export type IconName = keyof typeof LUCIDE_NAMES;
