// @vitest-environment happy-dom
import type { TransitionBeforePreparationEvent } from 'astro:transitions/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEY } from '../../api/session.ts';
import { createPageCache } from './page-cache.ts';
import {
  carryAttributes,
  hasSession,
  installPageSwap,
  keepInsertedStyles,
  loadFromCache,
  localeOfPath,
  markCurrentLinks,
  screenDataOfPath,
} from './page-swap.ts';

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

const routerPage = (heading: string) =>
  `<!doctype html><html><head><meta name="astro-view-transitions-enabled" content="true"></head><body><h1>${heading}</h1></body></html>`;

/** The router's preparation event as far as the loaders read and write it. */
function preparation(path: string, extra: Partial<TransitionBeforePreparationEvent> = {}): TransitionBeforePreparationEvent {
  const event = new Event('astro:before-preparation', { cancelable: true });
  const fields = {
    from: new URL(location.href),
    to: new URL(path, location.href),
    signal: new AbortController().signal,
    formData: undefined,
  };
  return Object.assign(
    event,
    fields,
    { newDocument: document, loader: () => Promise.resolve() },
    extra,
  ) as TransitionBeforePreparationEvent;
}

describe('loadFromCache', () => {
  it('hands the router the kept page without its own load', async () => {
    const pages = createPageCache(() => Promise.resolve(routerPage('Notes')));
    const routerLoader = vi.fn(() => Promise.resolve());
    const event = preparation('/apps/notes/');
    await loadFromCache(event, pages, routerLoader);
    expect(event.newDocument.querySelector('h1')?.textContent).toBe('Notes');
    expect(routerLoader).not.toHaveBeenCalled();
  });

  it('leaves a form, a page the cache cannot give and a page without the client router to the router', async () => {
    const routerLoader = vi.fn(() => Promise.resolve());
    const answers: Record<string, string | null> = { '/gone/': null, '/landing/': '<html><body><h1>Landing</h1></body></html>' };
    const answer = (path: string) => (path in answers ? answers[path]! : routerPage('Other'));
    const pages = createPageCache((url) => Promise.resolve(answer(new URL(url).pathname)));
    await loadFromCache(preparation('/form/', { formData: new FormData() }), pages, routerLoader);
    await loadFromCache(preparation('/gone/'), pages, routerLoader);
    const landing = preparation('/landing/');
    await loadFromCache(landing, pages, routerLoader);
    expect(routerLoader).toHaveBeenCalledTimes(3);
    expect(landing.newDocument).toBe(document);
  });
});

describe('installPageSwap', () => {
  it('loads a pointed-at page and the data code ahead, and swaps only once the data requests have left', async () => {
    sessionStorage.setItem(SESSION_KEY, '{}');
    document.body.innerHTML = '<a href="/apps/notes/" data-screen="notes" data-screen-data="note">Notes</a>';
    const loads: string[] = [];
    const pages = createPageCache((url) => (loads.push(url), Promise.resolve(routerPage('Notes'))));
    let dataSent!: () => void;
    const prepare = vi.fn();
    const start = vi.fn((_keys: string[], _to: URL) => new Promise<void>((sent) => (dataSent = sent)));
    installPageSwap({ prepare, start }, pages);

    document.querySelector('a')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prepare).toHaveBeenCalledOnce();
    expect(loads).toEqual([`${location.origin}/apps/notes/`]);

    const routerLoader = vi.fn(() => Promise.resolve());
    const event = preparation('/apps/notes/', { loader: routerLoader });
    document.dispatchEvent(event);
    expect(start).toHaveBeenCalledWith(['note'], event.to);
    let prepared = false;
    const loading = event.loader().then(() => (prepared = true));
    await new Promise((tick) => setTimeout(tick, 10));
    expect(prepared).toBe(false);
    dataSent();
    await loading;
    expect(event.newDocument.querySelector('h1')?.textContent).toBe('Notes');
    expect(loads).toHaveLength(1);
    expect(routerLoader).not.toHaveBeenCalled();
  });
});
