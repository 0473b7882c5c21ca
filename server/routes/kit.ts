import { isPasswordRuleMessage } from '../../src/contract/password-rule.ts';
import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { en } from 'zod/locales';
import { config, type ZodMiniType } from 'zod/mini';
import { can } from '../../src/contract/permissions.ts';
import type { RouteDef } from '../../src/contract/routes.ts';
import { MESSAGES } from '../../src/contract/messages.ts';
import { NestingScanner, parseJsonBody } from '../../src/contract/json-body.ts';
import { idOf } from '../../src/contract/list-query.ts';
import { errorBodySchema } from '../../src/schemas/index.ts';
import type { SessionCache } from '../auth/session-cache.ts';
import { bearerOf, callerOfToken } from '../auth/tokens.ts';
import { isApiKey } from '../../src/contract/api-keys.ts';
import { actingKeys } from '../audit/acting-key.ts';
import { authoriseKey } from './key-auth.ts';
import type { Db } from '../db/connect.ts';
import type { Mailer } from '../mail/mailer.ts';
import { recordAudit, writeAudited } from '../audit/record.ts';
import type { Logger } from '../log.ts';
import type { LiveHub } from '../live/hub.ts';
import type { FileStore } from '../uploads/file-store.ts';
import type { Limits } from '../limits/limits.ts';
import type { UploadQuota } from '../uploads/quota.ts';
import type { WritableDir } from '../storage-check.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { WebhookSettings } from '../webhooks/deliver.ts';

// zod/mini ships no messages; the 400 answers quote zod's English ones, as the fake backend's do.
config(en());

export interface AppEnv {
  /** The signed-in account of the call, its token, its role as the database holds it now, and the contract path that answered (`/users/{id}`, for the request log). */
  Variables: { userId: number; token: string; role: string; route: string };
}

/** Who may register (REGISTRATION): anyone, only with an invitation, or nobody. */
export const REGISTRATION_MODES = ['open', 'invite', 'closed'] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];
export type App = Hono<AppEnv>;

export interface ServerContext {
  db: Db;
  /** Check every answer against the route's response schema (tests turn this on; a mismatch is a 500). */
  checkResponses: boolean;
  /** The operation ids that have a handler, so a test can prove the whole contract is served. */
  served: Set<string>;
  mailer: Mailer;
  /** The origin of the links in e-mails. */
  siteUrl: string;
  /** Other origins the site is served from (CORS_ORIGIN): a link may lead back to one of them. */
  siteOrigins: string[];
  /**
   * Appends an audit entry in a change's transaction: `recordAudit`. Only the bench passes a function that writes
   * nothing (`createApp({ auditTrail: false })`), to measure what the trail costs a write.
   */
  audit: typeof recordAudit;
  /** A row update with its audit entry in the same statement (`writeAudited`); without the trail (bench), the update alone. */
  writeAudited: typeof writeAudited;
  driver: 'pglite' | 'postgres';
  logger: Logger;
  /** Called once PGlite's storage has failed for good: the process logs and ends, for its supervisor to restart it. */
  onFatal: (error: unknown) => void;
  registration: RegistrationMode;
  /** The callers of recent tokens (PGlite only: server/auth/session-cache.ts); without it every call reads its session. */
  sessionCache: SessionCache | undefined;
  /** Where uploaded images are kept (a folder of the disk unless the app is given another store). */
  files: FileStore;
  /** How much the uploads may take, in all and per account (UPLOAD_QUOTA_MB, UPLOAD_ACCOUNT_QUOTA_MB). */
  uploadQuota: UploadQuota;
  /** The folders the server writes to (PGlite's data directory, the upload folder): /healthz checks each is there and writable. */
  writableDirs: WritableDir[];
  /** The live stream's hub when the app serves it: /healthz reports whether it hears the changes. */
  live: Pick<LiveHub, 'listening'> | undefined;
  /** The abuse limits a handler checks itself (per account, per device cookie, per target address). */
  limits: Limits;
  /** Where background jobs (imports, exports) are queued: pg-boss in `npm run api` (server/jobs/queue.ts). */
  jobs: JobQueue;
  /** An export of more rows than `threshold` is answered 202 and written by a job; a test may lower it between calls. */
  exportJobs: { threshold: number; partBytes?: number };
  /** How webhook deliveries are made (server/webhooks/deliver.ts): WEBHOOK_ALLOW_PRIVATE, back-off, window, timeout. */
  webhooks: WebhookSettings;
}

export type Handler = (c: Context<AppEnv>) => Promise<Response> | Response;

/** `/users/{id}` -> `/users/:id` (Hono's path syntax). */
const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

export function errorResponse(c: Context, status: ContentfulStatusCode, message: string): Response {
  return c.json({ message }, status);
}

/**
 * A handler for one route of the table: method, path and whether it needs a signed-in account (`auth`, which the
 * fake backend reads too) come from the route. When it does, the bearer is checked first (401), then the permission
 * the route declares against the account's role as the database holds it now (403): the handler runs only for a
 * caller allowed to make the call.
 */
export function on(app: App, ctx: ServerContext, def: RouteDef, handler: Handler): void {
  if (def.permission && !def.auth) throw new Error(`${def.operationId} declares a permission but needs no sign-in`);
  ctx.served.add(def.operationId);
  app.on(def.method.toUpperCase(), honoPath(def.path), async (c) => {
    c.set('route', def.path);
    if (def.auth) {
      const token = bearerOf(c.req.header('Authorization'));
      if (token && isApiKey(token)) {
        const keyCaller = await authoriseKey(ctx, c, def, token);
        if (keyCaller instanceof Response) return keyCaller;
        c.set('userId', keyCaller.userId);
        c.set('token', token);
        c.set('role', keyCaller.role);
        // Every audit entry the call writes names the key (server/audit/acting-key.ts).
        const response = await actingKeys.run({ id: keyCaller.keyId, name: keyCaller.name }, () => handler(c));
        return ctx.checkResponses ? checkResponse(def, response) : response;
      }
      const caller = token ? await callerOfToken(ctx.db, token, ctx.sessionCache) : null;
      if (!caller || !token) return errorResponse(c, 401, MESSAGES.unauthorised);
      if (def.permission && !can(caller.role, def.permission)) return errorResponse(c, 403, MESSAGES.forbidden);
      c.set('userId', caller.userId);
      c.set('token', token);
      c.set('role', caller.role);
    }
    const response = await handler(c);
    return ctx.checkResponses ? checkResponse(def, response) : response;
  });
}

/** The schema an answer must match: the route's for that status, else the common error body for any 4xx. */
function expectedSchema(def: RouteDef, status: number): ZodMiniType | undefined | 'unlisted' {
  const listed = def.responses[status];
  if (listed) return listed.schema;
  return status >= 400 && status < 500 ? errorBodySchema : 'unlisted';
}

async function checkResponse(def: RouteDef, response: Response): Promise<Response> {
  const schema = expectedSchema(def, response.status);
  if (schema === 'unlisted') throw new Error(`${def.operationId} answered ${response.status}, which the contract does not list`);
  if (!schema) return response;
  const body: unknown = await response.clone().json();
  // A page of a list is `{ items, total }`: its items are checked against the rows' schema.
  const paged = isPage(body) && !schema.safeParse(body).success;
  const parsed = paged ? schema.safeParse(body.items) : schema.safeParse(body);
  if (!parsed.success) throw new Error(`${def.operationId} ${response.status} does not match its schema: ${parsed.error.message}`);
  return response;
}

function isPage(body: unknown): body is { items: unknown[]; total: number } {
  return (
    typeof body === 'object' &&
    body !== null &&
    Array.isArray((body as { items?: unknown }).items) &&
    Number.isInteger((body as { total?: unknown }).total)
  );
}

/**
 * A request body's text, its nesting counted as it arrives: too deep a body is refused at its first piece that goes
 * past the limit, without reading the rest (a flood of 800 KB bodies 400,000 levels deep once took reads on Postgres
 * from 568 to 26 req/s while each was read whole first). Undefined then.
 */
async function bodyText(c: Context): Promise<string | undefined> {
  const body = c.req.raw.body;
  if (!body) return '';
  const scanner = new NestingScanner();
  const decoder = new TextDecoder();
  const reader = body.getReader();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    const piece = decoder.decode(value, { stream: true });
    if (scanner.tooDeep(piece)) {
      void reader.cancel();
      return undefined;
    }
    text += piece;
  }
}

/** Reads a JSON body against a schema: the value, or a 400 answer whose message names each bad field. */
export async function readBody<T>(c: Context, schema: ZodMiniType<T>): Promise<{ ok: true; value: T } | { ok: false; response: Response }> {
  const text = await bodyText(c);
  // The rest of the body is not read, so the connection cannot carry another request. Reading it to its end to keep the
  // connection would cost as much as reading it whole (reads on Postgres during the flood: 115 req/s against 1,582).
  if (text === undefined) return { ok: false, response: c.json({ message: MESSAGES.bodyTooDeep }, 400, { Connection: 'close' }) };
  const json = parseJsonBody(text);
  if (!json.ok) return { ok: false, response: errorResponse(c, 400, json.message) };
  const parsed = schema.safeParse(json.value);
  if (parsed.success) return { ok: true, value: parsed.data };
  // A password that breaks the rule is answered with the rule's own words, which the app translates.
  const password = parsed.error.issues.find((issue) => isPasswordRuleMessage(issue.message));
  if (password) return { ok: false, response: errorResponse(c, 400, password.message) };
  const details = parsed.error.issues
    .slice(0, 5)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
  return { ok: false, response: errorResponse(c, 400, `Invalid input: ${details}`) };
}

/** The numeric `{id}` of a path, or null. */
export function idParam(c: Context): number | null {
  return idOf(c.req.param('id'));
}

/** A row from SQL without its NULL columns: optional fields are absent in the API, never null. */
export function withoutNulls<T extends Record<string, unknown>>(row: T): T {
  return Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null)) as T;
}

/** Whether a query failed on a unique index (Postgres code 23505); drizzle wraps the driver's error as its `cause`. */
export function isUniqueViolation(error: unknown): boolean {
  let e = error;
  while (typeof e === 'object' && e !== null) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
