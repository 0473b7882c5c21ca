import { isPasswordRuleMessage } from '../../contract/password-rule.ts';
import { delay, HttpHandler, HttpResponse, matchRequestUrl, type HttpResponseResolver, type Path } from 'msw';
import { en } from 'zod/locales';
import { config, type ZodMiniType } from 'zod/mini';
import { MESSAGES } from '../../contract/messages.ts';
import { can } from '../../contract/permissions.ts';
import type { FakeAccounts } from '../accounts.ts';
import type { FakeDb } from '../db.ts';
import type { FakeFileStore } from '../files.ts';
import type { FakeAudit } from '../audit.ts';
import type { FakeApiKeys } from '../api-keys.ts';
import { keyOwnerOf, withApiKey } from './key-auth.ts';
import type { FakeLive } from '../live.ts';
import type { FakeNotifications } from '../notifications.ts';
import type { FakeResetTokens } from '../reset-tokens.ts';
import type { DemoMail } from '../demo-mail.ts';
import { bearerToken, type FakeSessions } from '../sessions.ts';
import { mswPath, type RouteDef } from '../../contract/routes.ts';
import { etagOf } from '../../contract/versions.ts';
import { BODY_TOO_LARGE_MESSAGE, MAX_JSON_BODY_BYTES, parseJsonBody } from '../../contract/json-body.ts';
import { idOf } from '../../contract/list-query.ts';

export interface HandlerContext {
  /** Origin (+ prefix) the API is served from, e.g. http://localhost or the page's origin. */
  baseUrl: string;
  /** Simulated latency before every answer (500 ms by default). */
  delayMs: number;
  db: FakeDb;
  sessions: FakeSessions;
  notifications: FakeNotifications;
  audit: FakeAudit;
  accounts: FakeAccounts;
  /** Where list and calendar writes announce themselves (to every tab, and GET /app/events). */
  live: FakeLive;
  resetTokens: FakeResetTokens;
  /** Where the mail the backend sends goes (the page's demo mailbox in the browser). */
  mail: (mail: DemoMail) => void;
  /** Where uploaded images are kept (IndexedDB in the browser). */
  files: FakeFileStore;
  /** The accounts' API keys (docs/api-keys.md). */
  apiKeys: FakeApiKeys;
  /** An export of more rows than `threshold` is answered 202 and written by a job (tests lower it between calls). */
  exportJobs: { threshold: number };
}

/** The account whose session a request carries (the handlers behind `auth` run only for a live one). */
export function callerOf(ctx: HandlerContext, request: Request): number {
  return keyOwnerOf(request) ?? ctx.sessions.userOf(bearerToken(request)) ?? 0;
}

/**
 * MSW's HttpHandler reads the request's cookies (document.cookie, and its own cookie jar kept in localStorage) in
 * every handler it tries, before it even compares the method: with a hundred-odd handlers here, every request cost
 * a hundred cookie reads on the page's main thread. The fake backend authenticates by bearer token and reads no
 * cookie, so its handlers compare the method first, then the path, and give the resolver no cookies.
 */
export class RouteHandler extends HttpHandler {
  override parse(args: Parameters<HttpHandler['parse']>[0]): ReturnType<HttpHandler['parse']> {
    const { method, path } = this.info;
    const sameMethod = typeof method === 'string' && method.toUpperCase() === args.request.method.toUpperCase();
    const match = sameMethod
      ? matchPath(new URL(args.request.url), path as Path, args.resolutionContext?.baseUrl)
      : { matches: false, params: {} };
    return Promise.resolve({ match, cookies: {} });
  }
}

/**
 * MSW's match decodes the path's parameters and throws on an escape that decodes to nothing (`/users/%zz`, `%C0%AF`),
 * which would answer 500. Such a path is matched with its `%` taken literally, so the parameter is the text as sent,
 * as the reference server reads it (a bad id, then 404).
 */
function matchPath(url: URL, path: Path, baseUrl: string | undefined): ReturnType<typeof matchRequestUrl> {
  try {
    return matchRequestUrl(url, path, baseUrl);
  } catch {
    const literal = new URL(url);
    literal.pathname = url.pathname.replaceAll('%', '%25');
    return matchRequestUrl(literal, path, baseUrl);
  }
}

/**
 * A handler for one route of the table: the path and method come from the route, never typed twice. As on the
 * reference server, a route that needs a signed-in account answers 401 without a live session of an active account,
 * then 403 when that account's role (as stored now) lacks the route's permission; only then does the resolver run.
 */
export function route(ctx: HandlerContext, def: RouteDef, resolver: HttpResponseResolver): HttpHandler {
  return new RouteHandler(def.method.toUpperCase(), `${ctx.baseUrl}${mswPath(def.path)}`, (info) =>
    withinLatency(ctx.delayMs, () => answer(ctx, def, resolver, info)),
  );
}

/**
 * The simulated latency is the whole time from the request to its answer. The backend's work is done halfway, when
 * the request would reach a server, and the second half of the wait is shortened by the time it took. A server reads
 * a page of an indexed table in a few milliseconds; the fake backend's first read of a large sample list generates the
 * list (about 60 ms for two years of orders), on the page's main thread. Added to the latency, that stand-in's cost
 * was counted as the page's; inside it, it overlaps the wait, as a server's work would.
 */
export async function withinLatency<T>(delayMs: number, work: () => Promise<T>): Promise<T> {
  if (delayMs <= 0) return work();
  const due = performance.now() + delayMs;
  await delay(delayMs / 2);
  const answered = await work();
  const left = due - performance.now();
  if (left > 0) await delay(left);
  return answered;
}

type ResolverInfo = Parameters<HttpResponseResolver>[0];

/** The route's answer: the resolver's, once the caller is allowed, and once the state it changed is stored. */
async function answer(ctx: HandlerContext, def: RouteDef, resolver: HttpResponseResolver, info: ResolverInfo) {
  // Another tab may have changed the state; and this answer leaves only once its own change is stored.
  await ctx.db.sync();
  if (def.auth) {
    const keyed = await withApiKey(ctx, def, info.request, async () => resolver(info) as Promise<Response>);
    if (keyed) {
      await ctx.db.settled();
      return keyed;
    }
    const userId = ctx.sessions.userOf(bearerToken(info.request));
    const role = userId === undefined ? undefined : ctx.accounts.callerRole(userId);
    if (role === undefined) return errorResponse(401, MESSAGES.unauthorised);
    if (def.permission && !can(role, def.permission)) return errorResponse(403, MESSAGES.forbidden);
  }
  const response = await resolver(info);
  await ctx.db.settled();
  return response;
}

/** An answer with one row: the row with its version, which is also the ETag. */
export function versionedResponse<R extends object>(row: R, version: number, status: 200 | 201 | 412 = 200) {
  return HttpResponse.json({ ...row, version }, { status, headers: { ETag: etagOf(version) } });
}

export function errorResponse(status: number, message: string) {
  return HttpResponse.json({ message }, { status });
}

// zod/mini ships no messages (every issue reads "Invalid input"); the 400 answers below quote them, so the
// fake backend brings zod's English ones. Only its bundle pays for them; the app translates issue codes.
config(en());

/** Whether a body's UTF-8 bytes are over the limit (at most 3 per UTF-16 unit: a short text is not encoded to know). */
const overLimit = (text: string) => text.length * 3 > MAX_JSON_BODY_BYTES && new TextEncoder().encode(text).length > MAX_JSON_BODY_BYTES;

/** Reads a JSON body against a schema: the value, or a 400 answer whose message names each bad field. */
export async function readBody<T>(
  request: Request,
  schema: ZodMiniType<T>,
): Promise<{ ok: true; value: T } | { ok: false; response: Response }> {
  // As the reference server: the size, then the nesting on the text, then parsed, then no NUL (src/contract/json-body.ts).
  const text = await request.text();
  if (overLimit(text)) return { ok: false, response: errorResponse(413, BODY_TOO_LARGE_MESSAGE) };
  const json = parseJsonBody(text);
  if (!json.ok) return { ok: false, response: errorResponse(400, json.message) };
  const parsed = schema.safeParse(json.value);
  if (parsed.success) return { ok: true, value: parsed.data };
  // A password that breaks the rule is answered with the rule's own words, which the app translates.
  const password = parsed.error.issues.find((issue) => isPasswordRuleMessage(issue.message));
  if (password) return { ok: false, response: errorResponse(400, password.message) };
  const details = parsed.error.issues
    .slice(0, 5)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
  return { ok: false, response: errorResponse(400, `Invalid input: ${details}`) };
}

/** The numeric `{id}` of a path, or null. */
export function idParam(params: Record<string, string | readonly string[] | undefined>): number | null {
  return typeof params.id === 'string' ? idOf(params.id) : null;
}
