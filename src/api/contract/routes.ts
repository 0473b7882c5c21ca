import { z, type ZodMiniType as ZodType } from 'zod/mini';
import {
  calendarDeleteSchema,
  calendarEventSchema,
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
import { DEFAULT_PAGE_SIZE, INT_MAX, INT_MIN, MAX_PAGE_SIZE, MAX_QUERY_TEXT } from './list-query.ts';
import { fieldKinds, type FieldKind } from './field-kinds.ts';
import { NOTIFICATION_ROUTES } from './notifications.ts';
import { error, idParam, UNAUTHORISED, type RouteDef } from './route-kit.ts';

export * from './route-kit.ts';
import { SUBSCRIPTION_ROUTES } from './subscriptions.ts';
import { ACCOUNT_ROUTES } from './account.ts';
import { HEALTH_ROUTES } from './health.ts';

export const AUTH_ROUTES = {
  authenticate: {
    method: 'post',
    path: '/users/authenticate',
    operationId: 'authenticate',
    tag: 'auth',
    summary: 'Sign in with e-mail and password; both must match. Each sign-in gets a new random token',
    body: loginRequestSchema,
    responses: {
      200: { description: 'The user with its bearer token (an opaque random string kept by the backend)', schema: userSchema },
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
  logout: {
    method: 'post',
    path: '/users/logout',
    operationId: 'logout',
    tag: 'auth',
    summary: 'Sign out: the bearer token of the call is revoked and answers 401 from then on',
    auth: true,
    responses: { 204: { description: 'Signed out (empty body)' }, 401: UNAUTHORISED },
  },
  listUsers: {
    method: 'get',
    path: '/users',
    operationId: 'listUsers',
    tag: 'users',
    summary: 'Every registered account',
    auth: true,
    responses: { 200: { description: 'Accounts, without passwords', schema: z.array(publicUserSchema) }, 401: UNAUTHORISED },
  },
  getUser: {
    method: 'get',
    path: '/users/{id}',
    operationId: 'getUser',
    tag: 'users',
    summary: 'One account, or null when there is none with that id',
    auth: true,
    pathParams: idParam,
    responses: { 200: { description: 'The account or null', schema: z.nullable(publicUserSchema) }, 401: UNAUTHORISED },
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
      401: UNAUTHORISED,
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
    auth: true,
    summary: 'The calendar events (the fake backend moves its samples to the current month)',
    responses: { 200: { description: 'Events', schema: z.array(calendarEventSchema) }, 401: UNAUTHORISED },
  },
  addCalendarEvent: {
    method: 'post',
    path: '/app/calendar',
    operationId: 'addCalendarEvent',
    tag: 'calendar',
    auth: true,
    summary: 'Add an event; the fake backend echoes the body',
    body: calendarEventSchema,
    responses: { 200: { description: 'The event as sent', schema: calendarEventSchema }, 400: error('Malformed body'), 401: UNAUTHORISED },
  },
  updateCalendarEvent: {
    method: 'put',
    path: '/app/calendar',
    operationId: 'updateCalendarEvent',
    tag: 'calendar',
    auth: true,
    summary: 'Update an event (matched by id); the fake backend echoes the body',
    body: calendarEventSchema,
    responses: { 200: { description: 'The event as sent', schema: calendarEventSchema }, 400: error('Malformed body'), 401: UNAUTHORISED },
  },
  deleteCalendarEvent: {
    method: 'delete',
    path: '/app/calendar',
    operationId: 'deleteCalendarEvent',
    tag: 'calendar',
    auth: true,
    summary: 'Delete an event; the id travels in the body, which the fake backend echoes',
    body: calendarDeleteSchema,
    responses: { 200: { description: 'The id', schema: calendarDeleteSchema }, 400: error('Malformed body'), 401: UNAUTHORISED },
  },
} as const satisfies Record<string, RouteDef>;

const rowsQuery = {
  rows: {
    description: `Fake backend only: answer N deterministic synthetic rows instead of the sample data (0-${MAX_SYNTHETIC_ROWS}), for performance work`,
    schema: z.int().check(z.minimum(0), z.maximum(MAX_SYNTHETIC_ROWS)),
  },
  seed: { description: 'Fake backend only: seed of the synthetic rows (default fixed)', schema: z.int() },
};

/** The server-side list query (src/api/contract/list-query.ts); any other name of a row field filters on it. */
const listQuery = {
  page: {
    description: 'Page number from 1. When given, the answer is `{ items, total }` instead of the plain array',
    schema: z.int().check(z.minimum(1), z.maximum(INT_MAX)),
  },
  pageSize: {
    description: `Rows per page, 1-${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE}); used with page`,
    schema: z.int().check(z.minimum(1), z.maximum(MAX_PAGE_SIZE)),
  },
  sort: { description: "`field:asc` or `field:desc`, field one of the row's keys; ties are ordered by id", schema: z.string() },
  q: {
    description: `Case-insensitive substring searched in every text field of the row (at most ${MAX_QUERY_TEXT} characters, no NUL)`,
    schema: z.string().check(z.maxLength(MAX_QUERY_TEXT)),
  },
};

/** What a filter value must be, by the field's kind (list-query.ts answers 400 otherwise). */
const FILTER_SCHEMAS: Record<FieldKind, ZodType> = {
  integer: z.int().check(z.minimum(INT_MIN), z.maximum(INT_MAX)),
  number: z.number(),
  boolean: z.enum(['true', 'false']),
  text: z.string().check(z.maxLength(MAX_QUERY_TEXT)),
};

function filterParams(row: z.ZodMiniObject): Record<string, { description: string; schema: ZodType }> {
  return Object.fromEntries(
    Object.entries(fieldKinds(row)).map(([field, kind]) => [
      field,
      {
        description: `Only rows whose ${field} equals this value (repeat the parameter for any of several values)`,
        schema: FILTER_SCHEMAS[kind],
      },
    ]),
  );
}

/** What a paged list call answers. */
export function listPageSchema(row: ZodType) {
  return z.object({ items: z.array(row), total: z.int().check(z.minimum(0)) });
}

/** The four calls of each list: GET the rows, and add/edit/delete for the list screens. */
export function listRoutes(name: ListName) {
  const row = LIST_SCHEMAS[name] as z.ZodMiniObject;
  const input = z.omit(row, { id: true });
  return {
    list: {
      method: 'get',
      path: `/app/${name}`,
      operationId: `list_${name}`,
      tag: 'lists',
      summary: `The rows of the ${name} list: all of them, or one page (page, pageSize) sorted, searched and filtered on the server`,
      auth: true,
      query: { ...listQuery, ...rowsQuery, ...filterParams(row) },
      responses: {
        200: {
          description: 'The rows (plain array), or `{ items, total }` when page is given',
          schema: z.union([z.array(row), listPageSchema(row)]),
        },
        400: error('Bad `page`, `pageSize`, `sort`, `q`, filter or `rows` value (the message says which)'),
        401: UNAUTHORISED,
      },
    },
    create: {
      method: 'post',
      path: `/app/${name}`,
      operationId: `create_${name}`,
      tag: 'lists',
      summary: `Add a row to the ${name} list; the backend assigns the id`,
      auth: true,
      body: input,
      responses: {
        200: { description: 'The created row', schema: row },
        400: error('The body does not match the schema (the message names the fields)'),
        401: UNAUTHORISED,
      },
    },
    update: {
      method: 'put',
      path: `/app/${name}/{id}`,
      operationId: `update_${name}`,
      tag: 'lists',
      summary: `Replace a row of the ${name} list`,
      auth: true,
      pathParams: idParam,
      body: row,
      responses: {
        200: { description: 'The saved row', schema: row },
        400: error('The body does not match the schema'),
        401: UNAUTHORISED,
        404: error('No row with that id'),
      },
    },
    remove: {
      method: 'delete',
      path: `/app/${name}/{id}`,
      operationId: `delete_${name}`,
      tag: 'lists',
      summary: `Delete a row of the ${name} list`,
      auth: true,
      pathParams: idParam,
      query: rowsQuery,
      responses: {
        200: { description: 'The id of the deleted row', schema: z.object({ id: z.int() }) },
        401: UNAUTHORISED,
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
  auth: true,
  pathParams: { list: { description: 'List name', schema: z.string() } },
  responses: { 401: error('`No Data Found` (or `Unauthorised` without a valid token)') },
} as const satisfies RouteDef;

/** Every call, in the order the handlers are tried (specific paths before `/app/{list}`). */
export function allRoutes(): RouteDef[] {
  return [
    ...Object.values(HEALTH_ROUTES),
    ...Object.values(AUTH_ROUTES),
    ...Object.values(ACCOUNT_ROUTES),
    ...Object.values(USER_ROUTES),
    ...Object.values(SUBSCRIPTION_ROUTES),
    ...Object.values(CALENDAR_ROUTES),
    ...Object.values(NOTIFICATION_ROUTES),
    ...LIST_NAMES.flatMap((name) => Object.values(listRoutes(name))),
    ABSENT_LIST_ROUTE,
  ];
}

/** `/users/{id}` -> `/users/:id` (MSW's path syntax). */
export function mswPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
