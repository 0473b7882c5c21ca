import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { except } from 'hono/combine';
import { cors } from 'hono/cors';
import { BODY_TOO_LARGE_MESSAGE, MAX_JSON_BODY_BYTES } from '../src/contract/json-body.ts';
import { MESSAGES } from '../src/contract/messages.ts';
import { recordAudit, writeAudited } from './audit/record.ts';
import type { SessionCache } from './auth/session-cache.ts';
import type { Db } from './db/connect.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { classifyFailure, describeFailure, isQueryError } from './db/failures.ts';
import { installLimits, Limits, type LimitOptions } from './limits/limits.ts';
import { consoleLogger, type Logger } from './log.ts';
import { RETRY_AFTER_SECONDS } from './routes/health.ts';
import { liveRoutes, type LiveHub } from './live/events.ts';
import { ROUTE_GROUPS } from './routes/index.ts';
import type { AppEnv, RegistrationMode, ServerContext } from './routes/kit.ts';
import { serveSite } from './static-site.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_PATH, UPLOAD_TOO_LARGE } from '../src/schemas/uploads.ts';
import { diskFileStore, type FileStore } from './uploads/file-store.ts';
import { DEFAULT_UPLOAD_QUOTA, type UploadQuota } from './uploads/quota.ts';
import type { WritableDir } from './storage-check.ts';
import { inProcessJobs, type JobQueue } from './jobs/queue.ts';
import { runJob } from './jobs/run-job.ts';
import { queuedMailer } from './mail/mail-queue.ts';
import { EXPORT_JOB_THRESHOLD, IMPORT_PATH, IMPORT_TOO_LARGE, MAX_IMPORT_BYTES } from '../src/contract/jobs.ts';
import { CHAT_MESSAGES } from '../src/contract/chat-messages.ts';
import { CHAT_FILE_MAX_BYTES } from '../src/schemas/screens/chat-files.ts';

/** Where a chat file is sent (POST), a raw body larger than a JSON one (src/contract/chat.ts' uploadAttachment). */
const CHAT_FILE_PATH = '/app/conversations/:id/attachments';
import { attemptDelivery, DEFAULT_WEBHOOK_SETTINGS, sweepDeliveries, type WebhookSettings } from './webhooks/deliver.ts';
import { auditWithEvents, queueRequestDeliveries, writeAuditedWithEvents } from './webhooks/produce.ts';

export interface AppOptions {
  db: Db;
  /** Which database answers (PGlite by default): decides what a failed query means. */
  driver?: 'pglite' | 'postgres';
  /** A built site to serve on the same origin (dist/). */
  staticDir?: string | undefined;
  /** Origins allowed to call the API from another origin (comma-separated in CORS_ORIGIN). */
  corsOrigins?: string[];
  checkResponses?: boolean;
  /** Where mail goes (default: the outbox, `.data/outbox`). */
  mailer?: Mailer;
  /** The origin links in e-mails point to; a reset request may name one of `corsOrigins` instead. */
  siteUrl?: string;
  /** False only to measure the audit trail's cost (bench/): writes then append no audit entry. Default true. */
  auditTrail?: boolean;
  /** Where the request lines and errors go (JSON lines on stdout/stderr by default). */
  logger?: Logger;
  /** One line per request (method, route, status, ms, user id); on by default. */
  logRequests?: boolean;
  /** PGlite's storage failed for good. By default the process exits with status 1, for its supervisor to restart it. */
  onFatal?: (error: unknown) => void;
  /** Who may register (REGISTRATION); `open` when not given. */
  registration?: RegistrationMode;
  /** The abuse limits (DEFAULT_LIMITS unless changed) and how many proxies' X-Forwarded-For to believe. */
  limits?: Omit<LimitOptions, 'database'>;
  /** The live stream's hub (server/live/events.ts): GET /app/events is served when given. */
  live?: LiveHub;
  /** The callers of recent tokens (`sessionCacheFor`: PGlite only); without it every call reads its session. */
  sessionCache?: SessionCache | undefined;
  /** Where uploaded images are kept: a folder of the disk, `.data/uploads` unless given (UPLOAD_DIR in `npm run api`). */
  files?: FileStore;
  /** How much the uploads may take, in all and per account (DEFAULT_UPLOAD_QUOTA unless given). */
  uploadQuota?: UploadQuota;
  /** The folders /healthz checks are there and writable (`npm run api`: PGlite's data directory, the upload folder); none unless given. */
  writableDirs?: WritableDir[];
  /** Where background jobs are queued (`jobQueue`: pg-boss); without it they run in the process as they are queued. */
  jobs?: JobQueue;
  /** An export of more rows is written by a job (EXPORT_JOB_THRESHOLD; 100,000 unless given; tests lower it). */
  exportJobThreshold?: number;
  /** The bytes of an export file's parts (4 MB unless given: a test makes them small, to see several). */
  exportPartBytes?: number;
  /**
   * Mail goes through the job queue (`npm run api`): stored, sent by a worker, tried again with back-off when the relay
   * refuses (server/mail/mail-queue.ts). Off by default, so a test reads its outbox as soon as the request is answered.
   */
  queueMail?: boolean;
  /** How webhooks are delivered (WEBHOOK_ALLOW_PRIVATE; tests shorten the back-off and the window). */
  webhooks?: Partial<WebhookSettings>;
}

const noAudit = () => Promise.resolve();

/** The largest request body taken (1 MiB); a larger one is answered 413. */
export const BODY_LIMIT = MAX_JSON_BODY_BYTES;

const API_PREFIXES = ['/app/', '/users', '/api/', '/healthz'];
const isApiPath = (path: string) => API_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));

function exitOnFatal(logger: Logger): (error: unknown) => void {
  return (error) => {
    logger.error('storage failed; exiting for the supervisor to restart the server', { error: describeFailure(error) });
    process.exit(1);
  };
}

/**
 * A failed handler's answer: 400 for a value the database refused, 503 (Retry-After) while it is unreachable, 507 when
 * the disk is full, else 500.
 */
function failureAnswer(ctx: ServerContext, error: Error, c: Context<AppEnv>): Response {
  if (error.name === 'QueueFullError') {
    c.header('Retry-After', String(RETRY_AFTER_SECONDS));
    return c.json({ message: error.message }, 503);
  }
  const failure = classifyFailure(error, ctx.driver);
  if (failure === 'bad-input') return c.json({ message: 'A value is out of range or not valid for its field' }, 400);
  const where = { method: c.req.method, path: c.req.path, error: describeFailure(error) };
  if (failure === 'unavailable') {
    ctx.logger.error('database unavailable', where);
    c.header('Retry-After', String(RETRY_AFTER_SECONDS));
    return c.json({ message: MESSAGES.databaseUnavailable }, 503);
  }
  if (failure === 'full') {
    // Nothing was written and the server goes on: reads answer, and writes do again once there is room.
    ctx.logger.error('storage full', where);
    return c.json({ message: MESSAGES.storageFull }, 507);
  }
  // A query's error is described without its parameters; any other error keeps its stack (it is a bug to find).
  ctx.logger.error('request failed', isQueryError(error) ? where : { ...where, stack: error.stack });
  if (failure === 'fatal') {
    ctx.onFatal(error);
    return c.json({ message: 'The server is restarting; try again shortly' }, 503);
  }
  return c.json({ message: 'Internal server error' }, 500);
}

/** The reference API (and, optionally, the built site) as one Hono app. */
export function createApp(options: AppOptions): { app: Hono<AppEnv>; served: Set<string>; exportJobs: { threshold: number } } {
  const app = new Hono<AppEnv>();
  const logger = options.logger ?? consoleLogger;
  const ctx: ServerContext = {
    db: options.db,
    checkResponses: options.checkResponses ?? false,
    served: new Set(),
    mailer: options.mailer ?? createMailer(),
    siteUrl: options.siteUrl ?? 'http://localhost:8787',
    siteOrigins: options.corsOrigins ?? [],
    audit: noAudit,
    writeAudited,
    driver: options.driver ?? 'pglite',
    logger,
    onFatal: options.onFatal ?? exitOnFatal(logger),
    registration: options.registration ?? 'open',
    sessionCache: options.sessionCache,
    files: options.files ?? diskFileStore('.data/uploads'),
    uploadQuota: options.uploadQuota ?? DEFAULT_UPLOAD_QUOTA,
    writableDirs: options.writableDirs ?? [],
    live: options.live,
    limits: new Limits({ ...options.limits, database: { db: options.db, driver: options.driver ?? 'pglite' } }),
    jobs: options.jobs ?? inProcessJobs((error) => logger.error('job failed', { error: error.message })),
    exportJobs: {
      threshold: options.exportJobThreshold ?? EXPORT_JOB_THRESHOLD,
      ...(options.exportPartBytes ? { partBytes: options.exportPartBytes } : {}),
    },
    webhooks: { ...DEFAULT_WEBHOOK_SETTINGS, ...options.webhooks },
  };
  // The audit writer is where webhook events are made (server/webhooks/produce.ts): without the trail (bench), none.
  if (options.auditTrail !== false) {
    ctx.audit = auditWithEvents(recordAudit, ctx.jobs, logger);
    ctx.writeAudited = writeAuditedWithEvents(writeAudited, ctx.jobs, logger);
  } else ctx.writeAudited = (tx, write) => writeAudited(tx, write, null);
  ctx.jobs.serve((jobId, lastAttempt) => runJob(ctx, jobId, lastAttempt));
  if (options.queueMail) {
    const queued = queuedMailer(options.db, ctx.jobs, ctx.mailer, logger);
    ctx.mailer = queued;
    ctx.jobs.serve(queued.deliver, 'stride-mail');
  }
  ctx.jobs.serveDeliveries({ run: (id, attempt) => attemptDelivery(ctx, id, attempt), sweep: () => sweepDeliveries(ctx) });

  app.onError((error, c) => failureAnswer(ctx, error, c));
  if (options.logRequests ?? true) {
    app.use('*', async (c, next) => {
      const start = performance.now();
      await next();
      const ms = Math.round((performance.now() - start) * 10) / 10;
      // Variables are unset until a route sets them (Hono's types say otherwise).
      const vars = c.var as Partial<AppEnv['Variables']>;
      const route = vars.route ?? (isApiPath(c.req.path) ? c.req.path : '(site)');
      logger.info('request', { method: c.req.method, route, status: c.res.status, ms, user: vars.userId ?? null });
    });
  }
  if (options.corsOrigins?.length) {
    app.use(
      '*',
      cors({
        origin: options.corsOrigins,
        allowHeaders: ['Authorization', 'Content-Type', 'If-Match', 'Last-Event-ID'],
        exposeHeaders: ['ETag'],
        maxAge: 600,
        // The sign-in's device cookie (server/auth/device-cookie.ts) travels only with credentials, from these origins only.
        credentials: true,
      }),
    );
  }
  app.use('*', async (c, next) => {
    await next();
    if (!isApiPath(c.req.path)) return;
    // An uploaded image keeps its year of caching (its url never names other bytes); every other answer is not kept.
    if (!c.res.headers.get('Cache-Control')?.includes('immutable')) c.res.headers.set('Cache-Control', 'no-store');
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  });
  // The rest of a refused body is never read, so the connection cannot carry another request: the answer says it closes,
  // or a client sending its next request on it would see the connection drop instead of an answer.
  const tooLarge = (c: Context, message: string) => c.json({ message }, 413, { Connection: 'close' });
  const jsonLimit = bodyLimit({ maxSize: BODY_LIMIT, onError: (c) => tooLarge(c, BODY_TOO_LARGE_MESSAGE) });
  // An image upload may be larger than a JSON body; anything over its limit is refused before it is all read.
  const uploadLimit = bodyLimit({ maxSize: MAX_UPLOAD_BYTES, onError: (c) => tooLarge(c, UPLOAD_TOO_LARGE) });
  // GET and HEAD handlers never read a body. Asking for one (as bodyLimit does) makes the Node adapter build a full
  // Request for the call, which cost a read a few per cent of its CPU.
  const onWrites =
    (limit: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> =>
    (c, next) =>
      c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next);
  // A file to import may be larger still (50 MB).
  const importLimit = bodyLimit({ maxSize: MAX_IMPORT_BYTES, onError: (c) => tooLarge(c, IMPORT_TOO_LARGE) });
  // A chat file: up to 10 MB.
  const chatFileLimit = bodyLimit({ maxSize: CHAT_FILE_MAX_BYTES, onError: (c) => tooLarge(c, CHAT_MESSAGES.attachmentTooLarge) });
  app.use(UPLOAD_PATH, onWrites(uploadLimit));
  app.use(IMPORT_PATH, onWrites(importLimit));
  app.use(CHAT_FILE_PATH, onWrites(chatFileLimit));
  app.use('*', except([UPLOAD_PATH, IMPORT_PATH, CHAT_FILE_PATH], onWrites(jsonLimit)));

  // The webhook deliveries a request's changes made go to the queue once it has answered (its transactions committed).
  if (options.auditTrail !== false) app.use('*', queueRequestDeliveries(ctx.jobs, logger));
  installLimits(app, ctx.limits);
  if (options.live) liveRoutes(app, ctx, options.live);
  for (const group of ROUTE_GROUPS) group(app, ctx);
  if (options.staticDir) serveSite(app, options.staticDir);
  else app.notFound((c) => c.json({ message: 'Not found' }, 404));
  return { app, served: ctx.served, exportJobs: ctx.exportJobs };
}
