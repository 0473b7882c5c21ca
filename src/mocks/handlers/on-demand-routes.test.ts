import { describe, expect, it } from 'vitest';
import { getResponse, HttpResponse, type HttpHandler } from 'msw';
import type { RouteDef } from '../../contract/routes.ts';
import { route, RouteHandler, type HandlerContext } from './kit.ts';
import { onDemand, type HandlersOf } from './on-demand-routes.ts';

/** What the routes' handlers use of the backend here: its address, its latency, and a store with nothing to wait for. */
const ctx = {
  baseUrl: 'http://localhost',
  delayMs: 0,
  db: { sync: () => Promise.resolve(), settled: () => Promise.resolve() },
} as unknown as HandlerContext;
const def = (method: RouteDef['method'], path: string) => ({ method, path }) as RouteDef;
const BOARDS = def('get', '/app/boards');
const BOARD = def('get', '/app/boards/{id}');

/** A module of handlers that answers one of the two routes, and counts how often it is loaded and built. */
function boardModule() {
  const counts = { loads: 0, builds: 0 };
  const handlersOf: HandlersOf = (given) => {
    counts.builds += 1;
    return [route(given, BOARDS, () => HttpResponse.json(['Sprint']))];
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
    ...onDemand(ctx, load)([BOARDS, BOARD]),
    new RouteHandler('GET', 'http://localhost/app/boards/:id', () => HttpResponse.json({ after: true })),
  ];
}

const get = (handlers: HttpHandler[], path: string) => getResponse(handlers, new Request(`http://localhost${path}`));

describe('onDemand', () => {
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

  it('builds one set of handlers for routes given in several groups', async () => {
    const module = boardModule();
    const standIns = onDemand(ctx, module.load);
    const handlers = [...standIns([BOARD]), ...standIns([BOARDS])];
    await get(handlers, '/app/boards/7');
    expect(await (await get(handlers, '/app/boards'))?.json()).toEqual(['Sprint']);
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

  it('loads the module during the latency, which its own handlers do not add to', async () => {
    const module = boardModule();
    let loadStartedAt = -1;
    const started = performance.now();
    const slowLoad = async () => {
      loadStartedAt = performance.now() - started;
      await new Promise((done) => setTimeout(done, 120));
      return module.load();
    };
    const handlers = onDemand({ ...ctx, delayMs: 200 }, slowLoad)([BOARDS]);
    const answer = await get(handlers, '/app/boards');
    const elapsed = performance.now() - started;
    expect(await answer?.json()).toEqual(['Sprint']);
    expect(loadStartedAt).toBeLessThan(20);
    // The latency once: the load inside it, and no second latency from the loaded handlers.
    expect(elapsed).toBeGreaterThanOrEqual(195);
    expect(elapsed).toBeLessThan(270);
  });
});
