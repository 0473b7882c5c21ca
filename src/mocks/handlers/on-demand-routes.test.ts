import { describe, expect, it } from 'vitest';
import { getResponse, HttpResponse, type HttpHandler } from 'msw';
import type { RouteDef } from '../../contract/routes.ts';
import { RouteHandler, type HandlerContext } from './kit.ts';
import { onDemandRoutes, type HandlersOf } from './on-demand-routes.ts';

const ctx = { baseUrl: 'http://localhost' } as HandlerContext;
const def = (method: RouteDef['method'], path: string) => ({ method, path }) as RouteDef;
const BOARDS = def('get', '/app/boards');
const BOARD = def('get', '/app/boards/{id}');

/** A module of handlers that answers one of the two routes, and counts how often it is loaded and built. */
function boardModule() {
  const counts = { loads: 0, builds: 0 };
  const handlersOf: HandlersOf = (given) => {
    counts.builds += 1;
    return [new RouteHandler('GET', `${given.baseUrl}/app/boards`, () => HttpResponse.json(['Sprint']))];
  };
  const load = () => {
    counts.loads += 1;
    return Promise.resolve(handlersOf);
  };
  return { counts, load };
}

/** The backend's order: the routes loaded on demand, then a handler after them. */
function backend(load: () => Promise<HandlersOf>): HttpHandler[] {
  return [
    ...onDemandRoutes(ctx, [BOARDS, BOARD], load),
    new RouteHandler('GET', 'http://localhost/app/boards/:id', () => HttpResponse.json({ after: true })),
  ];
}

const get = (handlers: HttpHandler[], path: string) => getResponse(handlers, new Request(`http://localhost${path}`));

describe('onDemandRoutes', () => {
  it('loads nothing until a request to one of its routes, then loads and builds the handlers once', async () => {
    const module = boardModule();
    const handlers = backend(module.load);
    expect(await get(handlers, '/users/me')).toBeUndefined();
    expect(module.counts).toEqual({ loads: 0, builds: 0 });
    const first = await get(handlers, '/app/boards');
    expect(await first?.json()).toEqual(['Sprint']);
    await get(handlers, '/app/boards');
    expect(module.counts).toEqual({ loads: 1, builds: 1 });
  });

  it('leaves a request the loaded handlers do not answer to the handlers after it', async () => {
    const module = boardModule();
    const answer = await get(backend(module.load), '/app/boards/7');
    expect(await answer?.json()).toEqual({ after: true });
    expect(module.counts.loads).toBe(1);
  });

  it('loads again after a failed load', async () => {
    const module = boardModule();
    let fail = true;
    const handlers = backend(() => (fail ? Promise.reject(new Error('chunk not found')) : module.load()));
    // MSW answers a resolver's error 500 in the browser; here it comes back as the error.
    await expect(get(handlers, '/app/boards')).rejects.toThrow('chunk not found');
    fail = false;
    expect(await (await get(handlers, '/app/boards'))?.json()).toEqual(['Sprint']);
  });
});
