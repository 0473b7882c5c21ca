import { sql } from 'drizzle-orm';
import { HEALTH_ROUTES } from '../../src/contract/health.ts';
import { classifyFailure, describeFailure } from '../db/failures.ts';
import { storageProblem } from '../storage-check.ts';
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
 * The folders the server writes to, when the app was given some to check (`npm run api`: PGlite's data directory, the
 * upload folder): one deleted or not writable makes the server unavailable, while the database may still answer from
 * its memory.
 */
async function storageOf(ctx: ServerContext): Promise<{ storage?: 'ok' | 'unavailable'; problem?: string }> {
  if (!ctx.writableDirs.length) return {};
  const problem = await storageProblem(ctx.writableDirs);
  return problem ? { storage: 'unavailable', problem } : { storage: 'ok' };
}

/**
 * `GET /healthz`: 200 when the database answers `select 1`, the live stream's listener hears the changes and the
 * folders the server writes to are there and writable, else 503 with Retry-After (no authentication).
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
    const { problem, ...storage } = await storageOf(ctx);
    if (problem) {
      ctx.logger.error('health check failed', { error: problem });
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return c.json({ status: 'unavailable', db: 'ok', ...listener, ...storage, message: problem } as const, 503);
    }
    return c.json({ status: 'ok', db: 'ok', ...listener, ...storage } as const);
  });
}
