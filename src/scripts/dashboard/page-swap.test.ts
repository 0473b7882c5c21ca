// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_KEY } from '../../api/session.ts';
import { carryAttributes, hasSession, keepInsertedStyles, localeOfPath, markCurrentLinks, screenDataOfPath } from './page-swap.ts';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('localeOfPath', () => {
  it('reads the locale prefix, the default locale having none', () => {
    expect(localeOfPath('/ar/apps/hr/employees/')).toBe('ar');
    expect(localeOfPath('/apps/hr/employees/')).toBe('');
    expect(localeOfPath('/apps/')).toBe('');
    expect(localeOfPath('/')).toBe('');
  });
});

describe('hasSession', () => {
  it('is true with a session in either storage, false without', () => {
    expect(hasSession()).toBe(false);
    sessionStorage.setItem(SESSION_KEY, '{}');
    expect(hasSession()).toBe(true);
    sessionStorage.clear();
    localStorage.setItem(SESSION_KEY, '{}');
    expect(hasSession()).toBe(true);
  });
});

describe('carryAttributes', () => {
  it('gives the new document the live theme, direction and sign-in state, leaving its language', () => {
    const live = parse('<html lang="ar" dir="rtl" data-mode="dark" data-layout="horizontal" data-auth="ok" data-backend="ready"></html>');
    const next = parse('<html lang="ar" dir="rtl" data-mode="light"></html>');
    carryAttributes(live.documentElement, next.documentElement);
    const root = next.documentElement;
    expect(root.getAttribute('data-mode')).toBe('dark');
    expect(root.getAttribute('dir')).toBe('rtl');
    expect(root.getAttribute('data-layout')).toBe('horizontal');
    expect(root.getAttribute('data-auth')).toBe('ok');
    expect(root.getAttribute('data-backend')).toBe('ready');
    expect(root.getAttribute('lang')).toBe('ar');
  });

  it('keeps what the new document has where the live one has nothing', () => {
    const next = parse('<html data-mode="light"></html>');
    carryAttributes(parse('<html></html>').documentElement, next.documentElement);
    expect(next.documentElement.getAttribute('data-mode')).toBe('light');
    expect(next.documentElement.hasAttribute('data-auth')).toBe(false);
  });
});

describe('keepInsertedStyles', () => {
  it('copies styles only the live head has, once', () => {
    const live = parse('<head><style>.a{}</style><style>.toast{}</style></head>');
    const next = parse('<head><style>.a{}</style></head>');
    keepInsertedStyles(live, next);
    expect([...next.head.querySelectorAll('style')].map((s) => s.textContent)).toEqual(['.a{}', '.toast{}']);
  });
});

describe('markCurrentLinks', () => {
  it('moves aria-current to the link of the current page and opens its group', () => {
    document.body.innerHTML = `
      <details data-nav-group><a class="nav-link" href="/apps/ecommerce/orders/" aria-current="page">Orders</a></details>
      <details data-nav-group><a class="nav-link" href="/apps/hr/employees/">Employees</a></details>`;
    markCurrentLinks(document.body, '/apps/hr/employees/');
    const [orders, employees] = [...document.querySelectorAll('a')];
    expect(orders?.hasAttribute('aria-current')).toBe(false);
    expect(employees?.getAttribute('aria-current')).toBe('page');
    expect(employees?.closest('details')?.hasAttribute('open')).toBe(true);
  });
});

describe('screenDataOfPath', () => {
  it('reads the data keys of the menu link to a path; none for a path no link names', () => {
    const doc = parse(
      '<nav><a href="/fr/dashboard/" data-screen-data="order product">x</a><a href="/fr/apps/calendar/" data-screen-data="calendar">y</a><a href="/fr/pages-404/">z</a></nav>',
    );
    expect(screenDataOfPath(doc, '/fr/dashboard/')).toEqual(['order', 'product']);
    expect(screenDataOfPath(doc, '/fr/apps/calendar/')).toEqual(['calendar']);
    expect(screenDataOfPath(doc, '/fr/pages-404/')).toEqual([]);
    expect(screenDataOfPath(doc, '/apps/calendar/')).toEqual([]);
  });
});
