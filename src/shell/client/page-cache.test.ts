// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import type { TransitionBeforePreparationEvent } from 'astro:transitions/client';
import { describe, expect, it, vi } from 'vitest';
import { createPageCache, linksNewStylesheets, loadFromCache, pageKey, parsePage, type PageText } from './page-cache.ts';

const ROUTER_PAGE = (body: string, head = '') =>
  `<!doctype html><html><head><meta name="astro-view-transitions-enabled" content="true">${head}</head><body>${body}</body></html>`;

/** A loader that counts its calls and answers what `answers` says for each URL (a page's path by default). */
function countingLoader(answers: Record<string, PageText> = {}) {
  const calls: string[] = [];
  const load = (url: string) => {
    calls.push(url);
    const path = new URL(url).pathname;
    return Promise.resolve(path in answers ? answers[path]! : `<p>${path}</p>`);
  };
  return { calls, load };
}

describe('pageKey', () => {
  it('is the same for a page with or without a hash, different for another query', () => {
    expect(pageKey('http://x.test/apps/notes/#top')).toBe(pageKey('http://x.test/apps/notes/'));
    expect(pageKey('http://x.test/apps/notes/?rows=5')).not.toBe(pageKey('http://x.test/apps/notes/'));
  });
});

describe('createPageCache', () => {
  it('loads a page once: a second move there, or one while it loads, takes the same answer', async () => {
    const { calls, load } = countingLoader();
    const pages = createPageCache(load);
    const [a, b] = await Promise.all([pages.get('http://x.test/a/'), pages.get('http://x.test/a/#x')]);
    expect(await pages.get('http://x.test/a/')).toBe('<p>/a/</p>');
    expect(a).toBe(b);
    expect(calls).toEqual(['http://x.test/a/']);
  });

  it('warms a page ahead of the click that then takes it', async () => {
    const { calls, load } = countingLoader();
    const pages = createPageCache(load);
    pages.warm('http://x.test/b/');
    expect(calls).toHaveLength(1);
    expect(await pages.get('http://x.test/b/')).toBe('<p>/b/</p>');
    expect(calls).toHaveLength(1);
  });

  it('does not keep a page it could not load: the next move asks again', async () => {
    const { calls, load } = countingLoader({ '/gone/': null });
    const pages = createPageCache(load);
    expect(await pages.get('http://x.test/gone/')).toBeNull();
    await Promise.resolve();
    expect(pages.size).toBe(0);
    await pages.get('http://x.test/gone/');
    expect(calls).toHaveLength(2);
  });

  it('keeps at most `limit` pages, dropping the least recently used', async () => {
    const { calls, load } = countingLoader();
    const pages = createPageCache(load, 2);
    await pages.get('http://x.test/a/');
    await pages.get('http://x.test/b/');
    await pages.get('http://x.test/a/');
    await pages.get('http://x.test/c/');
    expect(pages.size).toBe(2);
    await pages.get('http://x.test/a/');
    expect(calls).toEqual(['http://x.test/a/', 'http://x.test/b/', 'http://x.test/c/']);
    await pages.get('http://x.test/b/');
    expect(calls).toHaveLength(4);
  });
});

describe('parsePage', () => {
  it('gives the document of a client-router page without its <noscript> content', () => {
    const doc = parsePage(ROUTER_PAGE('<main><h1>Notes</h1></main><noscript><p class="needs-js">JavaScript</p></noscript>'));
    expect(doc?.querySelector('h1')?.textContent).toBe('Notes');
    expect(doc?.querySelector('noscript, .needs-js')).toBeNull();
  });

  it('refuses a page that does not use the client router', () => {
    expect(parsePage('<!doctype html><html><head></head><body><h1>Landing</h1></body></html>')).toBeNull();
  });
});

describe('linksNewStylesheets', () => {
  it('is true only when the next page links a stylesheet the live one lacks', () => {
    const live = parsePage(ROUTER_PAGE('', '<link rel="stylesheet" href="/a.css">'))!;
    expect(linksNewStylesheets(parsePage(ROUTER_PAGE('', '<link rel="stylesheet" href="/a.css">'))!, live)).toBe(false);
    expect(linksNewStylesheets(parsePage(ROUTER_PAGE(''))!, live)).toBe(false);
    expect(linksNewStylesheets(parsePage(ROUTER_PAGE('', '<link rel="stylesheet" href="/b.css">'))!, live)).toBe(true);
  });
});

/** The router's preparation event as far as the loaders read and write it. */
function preparation(path: string, formData?: FormData): TransitionBeforePreparationEvent {
  const event = new Event('astro:before-preparation', { cancelable: true });
  const fields = { to: new URL(path, location.href), signal: new AbortController().signal, formData, newDocument: document };
  return Object.assign(event, fields) as TransitionBeforePreparationEvent;
}

describe('loadFromCache', () => {
  it('hands the router the kept page without its own load', async () => {
    const pages = createPageCache(() => Promise.resolve(ROUTER_PAGE('<h1>Notes</h1>')));
    const routerLoader = vi.fn(() => Promise.resolve());
    const event = preparation('/apps/notes/');
    await loadFromCache(event, pages, routerLoader);
    expect(event.newDocument.querySelector('h1')?.textContent).toBe('Notes');
    expect(routerLoader).not.toHaveBeenCalled();
  });

  it('leaves a form, a page the cache cannot give and a page without the client router to the router', async () => {
    const routerLoader = vi.fn(() => Promise.resolve());
    const answers: Record<string, PageText> = { '/gone/': null, '/landing/': '<html><body><h1>Landing</h1></body></html>' };
    const answer = (path: string) => (path in answers ? answers[path]! : ROUTER_PAGE(''));
    const pages = createPageCache((url) => Promise.resolve(answer(new URL(url).pathname)));
    await loadFromCache(preparation('/form/', new FormData()), pages, routerLoader);
    await loadFromCache(preparation('/gone/'), pages, routerLoader);
    const landing = preparation('/landing/');
    await loadFromCache(landing, pages, routerLoader);
    expect(routerLoader).toHaveBeenCalledTimes(3);
    expect(landing.newDocument).toBe(document);
  });
});
