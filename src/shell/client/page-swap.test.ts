// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_KEY } from '../../api/session.ts';
import { carryAttributes, hasSession, installPageSwap, keepInsertedStyles, localeOfPath, markCurrentLinks } from './page-swap.ts';

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

/** An event of the router's, as far as the shell's listeners read it. */
function routerEvent<T extends object>(type: string, fields: T): Event & T {
  return Object.assign(new Event(type, { cancelable: true }), fields);
}

describe('installPageSwap', () => {
  installPageSwap();

  it('sends a move without a session, or to another language, to a full page load', () => {
    const move = (path: string) => {
      const event = routerEvent('astro:before-preparation', { to: new URL(path, location.href) });
      document.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(move('/apps/notes/')).toBe(true);
    sessionStorage.setItem(SESSION_KEY, '{}');
    expect(move('/apps/notes/')).toBe(false);
    expect(move('/ar/apps/notes/')).toBe(true);
  });

  it('gives the new document the live theme; after the swap marks the current link and focuses the heading', () => {
    document.documentElement.setAttribute('data-mode', 'dark');
    const next = parse('<html data-mode="light"><head></head><body></body></html>');
    document.dispatchEvent(routerEvent('astro:before-swap', { newDocument: next, navigationType: 'push' }));
    expect(next.documentElement.getAttribute('data-mode')).toBe('dark');

    history.replaceState(null, '', '/apps/notes/');
    document.body.innerHTML = `
      <aside id="sidebar"><a class="nav-link" href="/apps/notes/">Notes</a><a class="nav-link" href="/apps/" aria-current="page">Home</a></aside>
      <main><h1>Notes</h1></main>`;
    document.dispatchEvent(new Event('astro:after-swap'));
    document.dispatchEvent(new Event('astro:page-load'));
    const [notes, home] = [...document.querySelectorAll('a')];
    expect(notes?.getAttribute('aria-current')).toBe('page');
    expect(home?.hasAttribute('aria-current')).toBe(false);
    expect(document.activeElement?.textContent).toBe('Notes');
  });
});
