import { sql } from 'drizzle-orm';
import { HEALTH_ROUTES } from '../../src/contract/health.ts';
import { classifyFailure, describeFailure } from '../db/failures.ts';
import { on, type App, type ServerContext } from './kit.ts';

/** How long `select 1` may take before the database counts as unavailable. */
const HEALTH_TIMEOUT_MS = 3000;
export const RETRY_AFTER_SECONDS = 5;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The live stream's listener, when the app serves the stream: down while Postgres's LISTEN connection is reopened. */
const listenerOf = (ctx: ServerContext) => (ctx.live ? { listener: ctx.live.listening ? ('ok' as const) : ('unavailable' as const) } : {});

/**
 * `GET /healthz`: 200 when the database answers `select 1` and the live stream's listener hears the changes, else 503
 * with Retry-After (no authentication).
 */
export function healthRoutes(app: App, ctx: ServerContext): void {
  on(app, ctx, HEALTH_ROUTES.health, async (c) => {
    try {
      await withTimeout(ctx.db.execute(sql`select 1`), HEALTH_TIMEOUT_MS);
    } catch (error) {
      ctx.logger.error('health check failed', { error: describeFailure(error) });
      if (classifyFailure(error, ctx.driver) === 'fatal') ctx.onFatal(error);
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return c.json(
        { status: 'unavailable', db: 'unavailable', ...listenerOf(ctx), message: 'The database does not answer' } as const,
        503,
      );
    }
    const listener = listenerOf(ctx);
    if (listener.listener === 'unavailable') {
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return c.json(
        { status: 'unavailable', db: 'ok', ...listener, message: 'Live updates are reconnecting to the database' } as const,
        503,
      );
    }
    return c.json({ status: 'ok', db: 'ok', ...listener } as const);
  });
}
