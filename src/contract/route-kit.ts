import { z, type ZodMiniType as ZodType } from 'zod/mini';
import { errorBodySchema } from '../schemas/auth.ts';
import { MESSAGES } from './messages.ts';
import type { Action, DataPermission, DataResource, Permission } from './permissions.ts';

/*
 * The types and helpers every group of routes shares. They live apart from routes.ts, which gathers the
 * groups in allRoutes(): a group file importing routes.ts would be a cycle.
 */

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RouteResponse {
  description: string;
  /** JSON body; omitted for an empty body. */
  schema?: ZodType;
  /** Response headers the answer carries, name -> description (e.g. `ETag`). */
  headers?: Record<string, string>;
  /** A Server-Sent Events answer instead of JSON: the name of its events and the schema of each one's `data`. */
  stream?: { event: string; schema: ZodType };
  /** Bytes instead of JSON (an uploaded image): the media types the answer may have. */
  binary?: readonly string[];
}

/**
 * One call of the API. The handlers are built from these entries (src/mocks/handlers for the fake backend) and the OpenAPI
 * document is generated from them (src/contract/openapi.ts), so both describe the same API;
 * src/mocks/openapi.test.ts checks the fake backend against it.
 */
export interface RouteDef {
  method: Method;
  /** OpenAPI form: `/users/{id}`. */
  path: string;
  operationId: string;
  tag:
    | 'auth'
    | 'users'
    | 'lists'
    | 'calendar'
    | 'notifications'
    | 'account'
    | 'subscriptions'
    | 'audit'
    | 'health'
    | 'stats'
    | 'live'
    | 'uploads'
    | 'boards'
    | 'chat'
    | 'webhooks';
  summary: string;
  /**
   * Needs `Authorization: Bearer <token>`; 401 `Unauthorised` otherwise. Both backends answer a route without it to
   * anyone (routes.test.ts lists those calls).
   */
  auth?: boolean;
  /**
   * The permission the caller's role must have (src/contract/permissions.ts); both backends answer 403
   * `FORBIDDEN` without it, before looking at the request. Absent: any signed-in account may call it.
   */
  permission?: Permission;
  pathParams?: Record<string, { description: string; schema: ZodType }>;
  query?: Record<string, { description: string; schema: ZodType }>;
  /** Request headers the route reads besides Authorization (e.g. `If-Match`); all optional. */
  headers?: Record<string, { description: string; schema: ZodType }>;
  body?: ZodType;
  /** A body of raw bytes instead of JSON (an image upload): the media types it may be sent as. */
  rawBody?: { types: readonly string[]; description: string };
  responses: Record<number, RouteResponse>;
}

export const error = (description: string): RouteResponse => ({ description, schema: errorBodySchema });
/** The answer of every `auth: true` route without a valid token. */
export const UNAUTHORISED = error('`Unauthorised`: no bearer token, or one that is unknown, expired or revoked');
export const idParam = { id: { description: 'Row id', schema: z.int().check(z.positive()) } };
/** The answer of a route with a `permission` the caller's role lacks. */
export const FORBIDDEN = error(`\`${MESSAGES.forbidden}\`: the role of the signed-in account lacks the permission`);

/** What each method does to a resource: GET reads, POST creates, PUT and PATCH update, DELETE deletes. */
export const ACTION_OF_METHOD: Record<Method, Action> = { get: 'read', post: 'create', put: 'update', patch: 'update', delete: 'delete' };

/** The permission a call with `method` on a list or the calendar needs, e.g. (`order`, `post`) -> `order.create`. */
export function dataPermission(resource: DataResource, method: Method): DataPermission {
  return `${resource}.${ACTION_OF_METHOD[method]}`;
}

/** What an API key (src/contract/api-keys.ts) may also be answered on an `/app/*` route: refused, or past its rate. */
const KEY_ANSWERS: Record<number, RouteResponse> = {
  403: error(
    `\`${MESSAGES.forbidden}\`: the role lacks the permission, or the call was made with an API key that lacks it (or its owner's role lost it), or on a route that declares no permission`,
  ),
  429: {
    ...error(`\`${MESSAGES.tooManyAttempts}\`: the API key made too many calls this minute`),
    headers: { 'Retry-After': 'Seconds to wait' },
  },
};

/** A route of `/app/*` with the answers an API key may get there, unless it declares its own. */
export function withKeyAnswers(route: RouteDef): RouteDef {
  if (!route.auth || !route.path.startsWith('/app/')) return route;
  return { ...route, responses: { ...KEY_ANSWERS, ...route.responses } };
}
