import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { breadcrumbsFor, dashboardPaths, isProtected, menuGroups, menuNeeds, screenById, SCREENS } from './navigation.ts';
import { PERMISSIONS, ROLE_PERMISSIONS } from './contract/permissions.ts';
import { safeReturnPath } from './return-path.ts';
import { LIST_SCREENS, SCREEN_DEFINITIONS } from './screens/index.ts';

/** The return path after sign-in, among the signed-in screens (as the login page passes them). */
const safeNextPath = (raw: string | null | undefined) => safeReturnPath(raw, dashboardPaths());

describe('screen registry', () => {
  it('has unique ids and paths', () => {
    expect(new Set(SCREENS.map((s) => s.id)).size).toBe(SCREENS.length);
    expect(new Set(SCREENS.map((s) => s.path)).size).toBe(SCREENS.length);
  });

  it('derives one menu entry per screen definition, in definition order', () => {
    expect(SCREENS.map((s) => s.id)).toEqual(SCREEN_DEFINITIONS.map((d) => d.id));
    expect(SCREENS.map((s) => s.path)).toEqual(SCREEN_DEFINITIONS.map((d) => d.path));
    expect(screenById('orders')).toEqual({
      id: 'orders',
      path: 'apps/ecommerce/orders/',
      group: 'ecommerce',
      labelKey: 'menu.orders',
      icon: 'order',
      data: ['order'],
      // The list's default order, newest first, as its address writes it: the click's first call asks for it.
      sort: '-orderDate',
      needs: 'order.read',
    });
    expect(screenById('employees').sort).toBeUndefined();
    // The dashboards read their own aggregate endpoints, not lists.
    expect(screenById('dashboard').data).toEqual([]);
    expect(screenById('calendar').data).toEqual([]);
    expect(screenById('landing').data).toEqual([]);
  });

  it('puts every signed-in screen but the dashboards, the account, the administration and the components gallery under apps/, and every list behind one screen', () => {
    for (const s of SCREENS.filter(isProtected)) {
      expect(
        s.group === 'dashboards' || s.group === 'account' || s.group === 'admin' || s.group === 'ui' || s.path.startsWith('apps/'),
        s.path,
      ).toBe(true);
    }
    expect(new Set(LIST_SCREENS.map((s) => s.list)).size).toBe(LIST_SCREENS.length);
    expect(dashboardPaths()).toContain('apps/hr/salary/');
    expect(dashboardPaths()).not.toContain('product-landing/');
  });

  it('has an English menu label for every screen and group', () => {
    const en = JSON.parse(readFileSync('public/assets/i18n/en.json', 'utf8'));
    const get = (key: string) => key.split('.').reduce((n, k) => n?.[k], en);
    for (const s of SCREENS) expect(typeof get(s.labelKey), s.labelKey).toBe('string');
    for (const g of menuGroups()) expect(typeof get(g.labelKey), g.labelKey).toBe('string');
  });

  it('throws for an unknown id', () => {
    expect(() => screenById('nope')).toThrow(/Unknown screen/);
  });

  it('groups screens in menu order', () => {
    expect(menuGroups().map((g) => g.id)).toEqual(['dashboards', 'ecommerce', 'hr', 'apps', 'social', 'users', 'admin', 'ui', 'pages']);
    expect(
      menuGroups()
        .find((g) => g.id === 'hr')
        ?.screens.map((s) => s.id),
    ).toEqual(SCREEN_DEFINITIONS.filter((d) => d.group === 'hr').map((d) => d.id));
  });

  it('keeps the account pages signed-in and out of the menu, with breadcrumbs Home > page', () => {
    for (const id of ['account', 'settings']) {
      expect(isProtected(screenById(id)), id).toBe(true);
      expect(breadcrumbsFor(id)).toEqual([{ labelKey: 'menu.home', path: 'dashboard/' }, { labelKey: `menu.${id}` }]);
    }
    expect(menuGroups().flatMap((g) => g.screens.map((s) => s.id))).not.toContain('settings');
    expect(dashboardPaths()).toEqual(expect.arrayContaining(['pages-account/', 'pages-settings/']));
  });

  it('builds breadcrumbs from the registry', () => {
    expect(breadcrumbsFor('orders')).toEqual([
      { labelKey: 'menu.home', path: 'dashboard/' },
      { labelKey: 'menu.groups.ecommerce' },
      { labelKey: 'menu.orders' },
    ]);
    expect(breadcrumbsFor('dashboard')).toHaveLength(2);
  });
});

describe('what each screen needs', () => {
  it('names only permissions of the role table', () => {
    for (const s of SCREENS) if (s.needs) expect(PERMISSIONS, s.id).toContain(s.needs);
  });

  it('gates every list, the calendar and the administration; leaves the overview, the account and public pages open', () => {
    for (const s of LIST_SCREENS) expect(screenById(s.id).needs, s.id).toBe(`${s.list}.read`);
    expect(screenById('calendar').needs).toBe('calendar.read');
    expect(screenById('adminUsers').needs).toBe('users.manage');
    for (const id of ['dashboard', 'account', 'settings', 'landing']) expect(screenById(id).needs, id).toBeUndefined();
  });

  it('gates a group whose every screen is gated by any of its screens’ permissions, and no other group', () => {
    const admin = menuGroups().find((g) => g.id === 'admin');
    expect(admin?.needs?.split(' ')).toEqual(expect.arrayContaining(['users.manage']));
    expect(menuGroups().find((g) => g.id === 'dashboards')?.needs).toBeUndefined();
    expect(menuGroups().find((g) => g.id === 'pages')?.needs).toBeUndefined();
    expect(menuNeeds()).toEqual(expect.arrayContaining(['order.read', 'calendar.read', 'users.manage', admin?.needs]));
  });

  it('shows a viewer and an editor no administration entry, and an admin every entry', () => {
    const visible = (granted: readonly string[]) =>
      SCREENS.filter((s) => s.group !== 'account' && (!s.needs || granted.includes(s.needs))).map((s) => s.id);
    const all = SCREENS.filter((s) => s.group !== 'account').map((s) => s.id);
    expect(visible(ROLE_PERMISSIONS.admin)).toEqual(all);
    for (const role of ['editor', 'viewer'] as const) {
      expect(visible(ROLE_PERMISSIONS[role])).not.toContain('adminUsers');
      expect(visible(ROLE_PERMISSIONS[role])).toContain('orders');
    }
  });
});

describe('return path after sign-in', () => {
  it('accepts dashboard paths in any locale', () => {
    expect(dashboardPaths()).toContain('apps/notes/');
    expect(safeNextPath('/apps/hr/salary/')).toBe('/apps/hr/salary/');
    expect(safeNextPath('/fr/dashboard/?x=1#top')).toBe('/fr/dashboard/?x=1#top');
  });

  it('rejects other sites, public pages and junk', () => {
    for (const bad of [
      '//evil.example/dashboard/',
      '/.//fr/dashboard/',
      '/./..//evil.example/dashboard/',
      '/apps/..//evil.example/dashboard/',
      '/%2e//fr/dashboard/',
      'https://evil.example/dashboard/',
      '/\\evil.example',
      '/product-landing/',
      '/',
      '/auth/login/',
      'dashboard/',
      '',
      null,
      undefined,
      '/apps/unknown/',
    ]) {
      expect(safeNextPath(bad), String(bad)).toBeNull();
    }
  });
});
