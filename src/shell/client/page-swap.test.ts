// @vitest-environment happy-dom
import type { TransitionBeforePreparationEvent } from 'astro:transitions/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEY } from '../../api/session.ts';
import {
  carryAttributes,
  hasSession,
  installPageSwap,
  keepInsertedStyles,
  type ClickAhead,
  localeOfPath,
  markCurrentLinks,
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

/** The router's preparation event as far as the loaders read and write it. */
function preparation(path: string, loader: () => Promise<void>): TransitionBeforePreparationEvent {
  const event = new Event('astro:before-preparation', { cancelable: true });
  const fields = { from: new URL(location.href), to: new URL(path, location.href), signal: new AbortController().signal };
  return Object.assign(event, fields, { formData: undefined, newDocument: document, loader }) as TransitionBeforePreparationEvent;
}

const settle = () => new Promise((done) => setTimeout(done, 20));

describe('installPageSwap', () => {
  it('starts the data with the click; loads the click-ahead code when a link is pointed at, then takes pages from it', async () => {
    sessionStorage.setItem(SESSION_KEY, '{}');
    document.body.innerHTML = '<a href="/apps/notes/" data-screen="notes" data-screen-data="note">Notes</a>';
    const calls: string[] = [];
    const ahead: ClickAhead = {
      warm: (url) => calls.push(`warm ${new URL(url).pathname}`),
      load: () => (calls.push('load from memory'), Promise.resolve()),
      startData: (to) => calls.push(`data ${to.pathname}`),
    };
    let aheadLoaded!: (ahead: ClickAhead) => void;
    const loadClickAhead = vi.fn(() => new Promise<ClickAhead>((loaded) => (aheadLoaded = loaded)));
    installPageSwap(loadClickAhead);

    // A click before the code is in: the router loads the page, and the swap waits until the data has been asked for.
    const routerLoader = vi.fn(() => Promise.resolve());
    const cold = preparation('/apps/notes/', routerLoader);
    document.dispatchEvent(cold);
    let prepared = false;
    const preparing = cold.loader().then(() => (prepared = true));
    await settle();
    expect(prepared).toBe(false);
    expect(routerLoader).toHaveBeenCalledOnce();
    aheadLoaded(ahead);
    await preparing;
    expect(calls).toEqual(['data /apps/notes/']);

    // Pointing at a link warms its page; the next click starts the data at once and takes the page from memory.
    document.querySelector('a')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settle();
    expect(loadClickAhead).toHaveBeenCalledOnce();
    const warm = preparation('/apps/notes/', routerLoader);
    document.dispatchEvent(warm);
    expect(calls.at(-1)).toBe('data /apps/notes/');
    await warm.loader();
    expect(calls.slice(1)).toEqual(['warm /apps/notes/', 'data /apps/notes/', 'load from memory']);
    expect(routerLoader).toHaveBeenCalledOnce();
  });
});
