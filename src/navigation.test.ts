import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { breadcrumbsFor, isDashboardPath, menuGroups, safeNextPath, screenById, SCREENS } from './navigation.ts';

describe('screen registry', () => {
  it('has unique ids and paths', () => {
    expect(new Set(SCREENS.map((s) => s.id)).size).toBe(SCREENS.length);
    expect(new Set(SCREENS.map((s) => s.path)).size).toBe(SCREENS.length);
  });

  it('lists the dashboard and every app screen of the route table', () => {
    const paths = SCREENS.map((s) => s.path);
    for (const p of [
      'dashboard/',
      'apps/ecommerce/products/',
      'apps/ecommerce/products-grid/',
      'apps/ecommerce/orders/',
      'apps/ecommerce/sellers/',
      'apps/hr/employees/',
      'apps/hr/departments/',
      'apps/hr/holidays/',
      'apps/hr/leave-employee/',
      'apps/hr/leave-hr/',
      'apps/hr/attendance/',
      'apps/hr/estimates/',
      'apps/hr/expenses/',
      'apps/hr/salary/',
      'apps/notes/',
      'apps/calendar/',
      'apps/social/friends/',
      'apps/social/events/',
      'apps/users/list/',
      'apps/users/grid/',
      '',
      'product-landing/',
      'pages-coming-soon/',
      'pages-maintenance/',
      'pages-404/',
      'pages-offline/',
    ])
      expect(paths).toContain(p);
    expect(SCREENS.filter((s) => s.list)).toHaveLength(18);
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
    expect(menuGroups().map((g) => g.id)).toEqual(['dashboards', 'ecommerce', 'hr', 'apps', 'social', 'users', 'pages']);
    expect(menuGroups().find((g) => g.id === 'hr')?.screens).toHaveLength(9);
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

describe('return path after sign-in', () => {
  it('accepts dashboard paths in any locale', () => {
    expect(isDashboardPath('apps/notes/')).toBe(true);
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
