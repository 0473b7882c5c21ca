import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { Db } from './db/connect.ts';
import { liveRoutes, type LiveHub } from './live/events.ts';
import { ROUTE_GROUPS } from './routes/index.ts';
import type { AppEnv, ServerContext } from './routes/kit.ts';
import { serveSite } from './static-site.ts';

export interface AppOptions {
  db: Db;
  /** A built site to serve on the same origin (dist/). */
  staticDir?: string | undefined;
  /** Origins allowed to call the API from another origin (comma-separated in CORS_ORIGIN). */
  corsOrigins?: string[];
  checkResponses?: boolean;
  /** The live stream's hub (server/live/events.ts): GET /app/events is served when given. */
  live?: LiveHub;
}

const API_PREFIXES = ['/app/', '/users', '/api/'];
const isApiPath = (path: string) => API_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));

/** The reference API (and, optionally, the built site) as one Hono app. */
export function createApp(options: AppOptions): { app: Hono<AppEnv>; served: Set<string> } {
  const app = new Hono<AppEnv>();
  const ctx: ServerContext = { db: options.db, checkResponses: options.checkResponses ?? false, served: new Set() };

  app.onError((error, c) => {
    console.error(error);
    return c.json({ message: 'Internal server error' }, 500);
  });
  if (options.corsOrigins?.length) {
    app.use(
      '*',
      cors({
        origin: options.corsOrigins,
        allowHeaders: ['Authorization', 'Content-Type', 'If-Match', 'Last-Event-ID'],
        exposeHeaders: ['ETag'],
        maxAge: 600,
      }),
    );
  }
  app.use('*', async (c, next) => {
    await next();
    if (!isApiPath(c.req.path)) return;
    c.res.headers.set('Cache-Control', 'no-store');
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  });
  app.use('*', bodyLimit({ maxSize: 1024 * 1024, onError: (c) => c.json({ message: 'The request body is too large' }, 413) }));

  if (options.live) liveRoutes(app, options.db, options.live);
  for (const group of ROUTE_GROUPS) group(app, ctx);
  if (options.staticDir) serveSite(app, options.staticDir);
  else app.notFound((c) => c.json({ message: 'Not found' }, 404));
  return { app, served: ctx.served };
}
