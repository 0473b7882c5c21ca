import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { RouteHandler } from './kit.ts';

const handler = new RouteHandler('GET', 'http://localhost/app/:list', ({ params }) => HttpResponse.json({ list: params.list }));

/** A page's document.cookie and location, counting the reads of the cookie (MSW's own handlers read it per handler tried). */
function pageWithCookies(): { reads: () => number } {
  let reads = 0;
  vi.stubGlobal('location', new URL('http://localhost/'));
  vi.stubGlobal('document', {
    get cookie() {
      reads += 1;
      return 'session=abc';
    },
  });
  return { reads: () => reads };
}

afterEach(() => vi.unstubAllGlobals());

describe('RouteHandler', () => {
  it('answers a request of its method and path, with the path parameters', async () => {
    const result = await handler.run({ request: new Request('http://localhost/app/notes'), requestId: '1' });
    expect(result?.response?.status).toBe(200);
    expect(await result?.response?.json()).toEqual({ list: 'notes' });
  });

  it('leaves a request of another method or path to the next handler', async () => {
    expect(await handler.run({ request: new Request('http://localhost/app/notes', { method: 'POST' }), requestId: '2' })).toBeNull();
    expect(await handler.run({ request: new Request('http://localhost/users/me'), requestId: '3' })).toBeNull();
  });

  it('never reads the page cookies, matching or not', async () => {
    const page = pageWithCookies();
    await handler.run({ request: new Request('http://localhost/app/notes'), requestId: '4' });
    await handler.run({ request: new Request('http://localhost/app/notes', { method: 'DELETE' }), requestId: '5' });
    expect(page.reads()).toBe(0);
  });

  it('is measured against MSW’s own handler, which reads them for every request it is tried on', async () => {
    const page = pageWithCookies();
    const plain = http.get('http://localhost/app/:list', () => HttpResponse.json({}));
    await plain.run({ request: new Request('http://localhost/app/notes', { method: 'DELETE' }), requestId: '6' });
    expect(page.reads()).toBeGreaterThan(0);
  });
});
