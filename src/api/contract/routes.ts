import { z, type ZodMiniType as ZodType } from 'zod/mini';
import {
  calendarDeleteSchema,
  calendarEventSchema,
  errorBodySchema,
  LIST_NAMES,
  LIST_SCHEMAS,
  loginRequestSchema,
  passwordResetRequestSchema,
  publicUserSchema,
  registerRequestSchema,
  userListSchema,
  userSchema,
  type ListName,
} from '../../schemas/index.ts';
import { MAX_SYNTHETIC_ROWS } from '../../mocks/settings.ts';
import { SUBSCRIPTION_ROUTES } from './subscriptions.ts';
import { ACCOUNT_ROUTES } from './account.ts';

export type Method = 'get' | 'post' | 'put' | 'delete';

export interface RouteResponse {
  description: string;
  /** JSON body; omitted for an empty body. */
  schema?: ZodType;
}

/**
 * One call of the API. The handlers are built from these entries (src/mocks/handlers for the fake backend) and the OpenAPI
 * document is generated from them (scripts/generate-openapi.ts), so both describe the same API;
 * src/mocks/openapi.test.ts checks the fake backend against it.
 */
export interface RouteDef {
  method: Method;
  /** OpenAPI form: `/users/{id}`. */
  path: string;
  operationId: string;
  tag: 'auth' | 'users' | 'lists' | 'calendar' | 'subscriptions' | 'account';
  summary: string;
  /** Needs `Authorization: Bearer <token>`; 401 `Unauthorised` otherwise. */
  auth?: boolean;
  pathParams?: Record<string, { description: string; schema: ZodType }>;
  query?: Record<string, { description: string; schema: ZodType }>;
  body?: ZodType;
  responses: Record<number, RouteResponse>;
}

const error = (description: string): RouteResponse => ({ description, schema: errorBodySchema });
const idParam = { id: { description: 'Row id', schema: z.int().check(z.positive()) } };

export const AUTH_ROUTES = {
  authenticate: {
    method: 'post',
    path: '/users/authenticate',
    operationId: 'authenticate',
    tag: 'auth',
    summary: 'Sign in with e-mail and password; both must match',
    body: loginRequestSchema,
    responses: {
      200: { description: 'The user with its bearer token', schema: userSchema },
      400: error('`Username or password is incorrect`, or a malformed body'),
    },
  },
  register: {
    method: 'post',
    path: '/users/register',
    operationId: 'register',
    tag: 'auth',
    summary: 'Create an account; the backend assigns the id',
    body: registerRequestSchema,
    responses: {
      200: { description: 'Registered (empty body)' },
      400: error('`Username "{username}" is already taken`, or a malformed body'),
    },
  },
  resetPassword: {
    method: 'post',
    path: '/users/reset-password',
    operationId: 'resetPassword',
    tag: 'auth',
    summary: 'Send a password-reset e-mail (answers the same whether or not the address is known)',
    body: z.extend(passwordResetRequestSchema, {
      continueUrl: z.optional(z.url()).check(z.describe('Where the e-mail link leads back to')),
    }),
    responses: { 200: { description: 'Accepted (empty body)' }, 400: error('Malformed body') },
  },
} as const satisfies Record<string, RouteDef>;

export const USER_ROUTES = {
  listUsers: {
    method: 'get',
    path: '/users',
    operationId: 'listUsers',
    tag: 'users',
    summary: 'Every registered account',
    auth: true,
    responses: { 200: { description: 'Accounts, without passwords', schema: z.array(publicUserSchema) }, 401: error('`Unauthorised`') },
  },
  getUser: {
    method: 'get',
    path: '/users/{id}',
    operationId: 'getUser',
    tag: 'users',
    summary: 'One account, or null when there is none with that id',
    auth: true,
    pathParams: idParam,
    responses: { 200: { description: 'The account or null', schema: z.nullable(publicUserSchema) }, 401: error('`Unauthorised`') },
  },
  deleteUser: {
    method: 'delete',
    path: '/users/{id}',
    operationId: 'deleteUser',
    tag: 'users',
    summary: 'Delete an account',
    auth: true,
    pathParams: idParam,
    responses: {
      200: { description: 'The id of the deleted account', schema: z.object({ id: z.int() }) },
      401: error('`Unauthorised`'),
      404: error('No account with that id'),
    },
  },
  apiUsers: {
    method: 'get',
    path: '/api/users',
    operationId: 'apiUsers',
    tag: 'users',
    summary: 'The user list (no authentication)',
    responses: { 200: { description: 'User list rows', schema: z.array(userListSchema) } },
  },
} as const satisfies Record<string, RouteDef>;

export const CALENDAR_ROUTES = {
  getCalendar: {
    method: 'get',
    path: '/app/calendar',
    operationId: 'getCalendar',
    tag: 'calendar',
    summary: 'The calendar events (the fake backend moves its samples to the current month)',
    responses: { 200: { description: 'Events', schema: z.array(calendarEventSchema) } },
  },
  addCalendarEvent: {
    method: 'post',
    path: '/app/calendar',
    operationId: 'addCalendarEvent',
    tag: 'calendar',
    summary: 'Add an event; the fake backend echoes the body',
    body: calendarEventSchema,
    responses: { 200: { description: 'The event as sent', schema: calendarEventSchema }, 400: error('Malformed body') },
  },
  updateCalendarEvent: {
    method: 'put',
    path: '/app/calendar',
    operationId: 'updateCalendarEvent',
    tag: 'calendar',
    summary: 'Update an event (matched by id); the fake backend echoes the body',
    body: calendarEventSchema,
    responses: { 200: { description: 'The event as sent', schema: calendarEventSchema }, 400: error('Malformed body') },
  },
  deleteCalendarEvent: {
    method: 'delete',
    path: '/app/calendar',
    operationId: 'deleteCalendarEvent',
    tag: 'calendar',
    summary: 'Delete an event; the id travels in the body, which the fake backend echoes',
    body: calendarDeleteSchema,
    responses: { 200: { description: 'The id', schema: calendarDeleteSchema }, 400: error('Malformed body') },
  },
} as const satisfies Record<string, RouteDef>;

const rowsQuery = {
  rows: {
    description: `Answer N deterministic synthetic rows instead of the sample data (0-${MAX_SYNTHETIC_ROWS}), for performance work`,
    schema: z.int().check(z.minimum(0), z.maximum(MAX_SYNTHETIC_ROWS)),
  },
  seed: { description: 'Seed of the synthetic rows (default fixed)', schema: z.int() },
};

/** The four calls of each of the 18 lists: GET the rows (spec section 7), and add/edit/delete for the list screens. */
export function listRoutes(name: ListName) {
  const row = LIST_SCHEMAS[name] as z.ZodMiniObject;
  const input = z.omit(row, { id: true });
  return {
    list: {
      method: 'get',
      path: `/app/${name}`,
      operationId: `list_${name}`,
      tag: 'lists',
      summary: `The rows of the ${name} list`,
      query: rowsQuery,
      responses: { 200: { description: 'Rows', schema: z.array(row) }, 400: error('Bad `rows` value') },
    },
    create: {
      method: 'post',
      path: `/app/${name}`,
      operationId: `create_${name}`,
      tag: 'lists',
      summary: `Add a row to the ${name} list; the backend assigns the id`,
      body: input,
      responses: {
        200: { description: 'The created row', schema: row },
        400: error('The body does not match the schema (the message names the fields)'),
      },
    },
    update: {
      method: 'put',
      path: `/app/${name}/{id}`,
      operationId: `update_${name}`,
      tag: 'lists',
      summary: `Replace a row of the ${name} list`,
      pathParams: idParam,
      body: row,
      responses: {
        200: { description: 'The saved row', schema: row },
        400: error('The body does not match the schema'),
        404: error('No row with that id'),
      },
    },
    remove: {
      method: 'delete',
      path: `/app/${name}/{id}`,
      operationId: `delete_${name}`,
      tag: 'lists',
      summary: `Delete a row of the ${name} list`,
      pathParams: idParam,
      responses: {
        200: { description: 'The id of the deleted row', schema: z.object({ id: z.int() }) },
        404: error('No row with that id'),
      },
    },
  } as const satisfies Record<string, RouteDef>;
}

export const ABSENT_LIST_ROUTE = {
  method: 'get',
  path: '/app/{list}',
  operationId: 'absentList',
  tag: 'lists',
  summary: 'Any other list: there is no such sample data',
  pathParams: { list: { description: 'List name', schema: z.string() } },
  responses: { 401: error('`No Data Found`') },
} as const satisfies RouteDef;

/** Every call, in the order the handlers are tried (specific paths before `/app/{list}`). */
export function allRoutes(): RouteDef[] {
  return [
    ...Object.values(AUTH_ROUTES),
    ...Object.values(ACCOUNT_ROUTES),
    ...Object.values(USER_ROUTES),
    ...Object.values(SUBSCRIPTION_ROUTES),
    ...Object.values(CALENDAR_ROUTES),
    ...LIST_NAMES.flatMap((name) => Object.values(listRoutes(name))),
    ABSENT_LIST_ROUTE,
  ];
}

/** `/users/{id}` -> `/users/:id` (MSW's path syntax). */
export function mswPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
