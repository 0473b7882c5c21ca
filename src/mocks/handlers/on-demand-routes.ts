/**
 * Routes whose handlers load on the first request to one of them (the modules of ./on-demand/, a chunk of their own in
 * the browser build). The task board, the import and export jobs, the webhooks, the search and the invoice PDF are
 * answered on a few screens; in the fake backend's chunk, every dashboard page downloaded them before its first data
 * request could be answered (docs/fake-backend.md, "What loads when").
 */
import { getResponse, type HttpHandler } from 'msw';
import { mswPath, type RouteDef } from '../../contract/routes.ts';
import { RouteHandler, withinLatency, type HandlerContext } from './kit.ts';

export type HandlerGroup = () => HttpHandler[];
export type HandlersOf = (ctx: HandlerContext) => HttpHandler[];

/**
 * Builds handlers with no stack trace recorded. MSW notes where each handler was declared by formatting the stack of
 * a new Error (for its own listings and warnings, which the fake backend turns off): that was nine tenths of building
 * the fake backend's handlers (20 ms of 23 in Node, more on a phone, on the way to its first answer).
 */
export function withoutStackTraces(group: HandlerGroup): HandlerGroup {
  return () => {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      return group();
    } finally {
      Error.stackTraceLimit = limit;
    }
  };
}

/**
 * Stand-ins for the routes a module's handlers answer, each in its place in the fake backend's order: the first request
 * to any of them loads the module (`load`) and builds its handlers once, and every request to them is answered by
 * those. A request they do not answer goes on to the handlers after, as it would have. A module that failed to load
 * is loaded again by the next request. The stand-in keeps the latency, and the module loads during it (its handlers
 * wait no more): the first request to a screen's routes costs no more than another, where the network is not slower
 * than the latency. The routes may be given in several calls (each a group the start builds apart): one module, one
 * set of handlers.
 */
export function onDemand(ctx: HandlerContext, load: () => Promise<HandlersOf>): (defs: readonly RouteDef[]) => HttpHandler[] {
  const immediate: HandlerContext = { ...ctx, delayMs: 0 };
  let handlers: Promise<HttpHandler[]> | undefined;
  const loaded = () =>
    (handlers ??= load().then(
      (handlersOf) => withoutStackTraces(() => handlersOf(immediate))(),
      (error: unknown) => {
        handlers = undefined;
        throw error;
      },
    ));
  return (defs) =>
    defs.map(
      (def) =>
        new RouteHandler(def.method.toUpperCase(), `${ctx.baseUrl}${mswPath(def.path)}`, ({ request }) => {
          const ready = loaded();
          // Awaited within the latency; a failure is the answer's, not an unhandled rejection meanwhile.
          ready.catch(() => undefined);
          return withinLatency(ctx.delayMs, async () => getResponse(await ready, request));
        }),
    );
}
