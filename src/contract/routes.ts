import { z, type ZodMiniType as ZodType } from 'zod/mini';
import {
  calendarDeleteSchema,
  calendarEventSchema,
  loginRequestSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from '../schemas/index.ts';
import { DEFAULT_PAGE_SIZE, INT_MAX, INT_MIN, MAX_PAGE_SIZE, MAX_QUERY_TEXT } from './list-query.ts';
import { fieldKinds, type FieldKind } from './field-kinds.ts';
import { NOTIFICATION_ROUTES } from './notifications.ts';
import { MESSAGES } from './messages.ts';
import { dataPermission, error, FORBIDDEN, idParam, UNAUTHORISED, withKeyAnswers, type RouteDef, type RouteResponse } from './route-kit.ts';
import {
  inviteRequestSchema,
  inviteSchema,
  managedUserSchema,
  managedUsersSchema,
  registerBodySchema,
  signedInUserSchema,
  userPatchSchema,
} from './users.ts';
import { nextIdSchema } from './references.ts';
import {
  childrenOf,
  computedOf,
  createdStatus,
  generatedCode,
  endDateField,
  historyDateField,
  LIST_NAMES,
  LIST_SCHEMAS,
  orderOf,
  sendOf,
  referencesTo,
  type ListName,
} from '../resources/index.ts';
import { childrenShape } from '../schemas/children.ts';
import { IF_MATCH_HEADER, maybeVersioned, preconditionFailed, versioned, WITH_ETAG } from './versions.ts';

export * from './route-kit.ts';
import { SUBSCRIPTION_ROUTES } from './subscriptions.ts';
import { ACCOUNT_ROUTES } from './account.ts';
import { API_KEY_ROUTES } from './api-keys.ts';
import { STATS_ROUTES } from './stats.ts';
import { AUDIT_ROUTES } from './audit.ts';
import { HEALTH_ROUTES } from './health.ts';
import { LIVE_ROUTES } from './live.ts';
import { UPLOAD_ROUTES } from './uploads.ts';
import { BOARD_ROUTES } from './boards.ts';
import { CHAT_ROUTES } from './chat.ts';
import { INVOICE_ROUTES, invoiceDetailSchema } from './invoice-routes.ts';
import { SEARCH_ROUTES } from './search.ts';
import { JOB_ROUTES, transferRoutes } from './jobs.ts';
import { WEBHOOK_ROUTES } from './webhooks.ts';
import { INVOICE_PDF_ROUTE } from './invoice-pdf.ts';
import { userListSchema } from '../resources/userlist.ts';

export const AUTH_ROUTES = {
  authenticate: {
    method: 'post',
    path: '/users/authenticate',
    operationId: 'authenticate',
    tag: 'auth',
    summary: 'Sign in with e-mail and password; both must match. Each sign-in gets a new random token',
    body: loginRequestSchema,
    responses: {
      200: {
        description:
          'The user with its bearer token (an opaque random string kept by the backend), its role and the permissions of that role',
        schema: signedInUserSchema,
      },
      400: error('`Username or password is incorrect` (also for an unknown or deactivated account), or a malformed body'),
    },
  },
  register: {
    method: 'post',
    path: '/users/register',
    operationId: 'register',
    tag: 'auth',
    summary:
      'Create an account; the backend assigns the id. A new account is a viewer, or has the role of its invitation. The reference server registers anyone (REGISTRATION=open, the default), only with a valid invitation for that e-mail (invite), or nobody (closed). A taken e-mail or username answers the same as a new account: the owner of a taken e-mail is told by e-mail, and for a taken username the address registering is (nothing is created)',
    body: registerBodySchema,
    responses: {
      200: { description: 'Registered, or the e-mail or username is taken and a mail says so (empty body)' },
      400: error('A password that breaks the rules, or a malformed body'),
      403: error(
        `\`${MESSAGES.registrationClosed}\`, or \`${MESSAGES.inviteRequired}\` (no invitation, or one unknown, used, expired or for another e-mail)`,
      ),
    },
  },
  resetPassword: {
    method: 'post',
    path: '/users/reset-password',
    operationId: 'resetPassword',
    tag: 'auth',
    summary:
      'E-mail a link to `/auth/reset-password/?token=…` (30 minutes, single use) to the account of that address; answers the same whether or not the address is known',
    body: z.extend(passwordResetRequestSchema, {
      continueUrl: z
        .optional(z.url())
        .check(z.describe("The page asking (its language prefix picks the link's language; its origin is used when the server serves it)")),
    }),
    responses: { 200: { description: 'Accepted (empty body)' }, 400: error('Malformed body') },
  },
  confirmPasswordReset: {
    method: 'post',
    path: '/users/reset-password/confirm',
    operationId: 'confirmPasswordReset',
    tag: 'auth',
    summary: "Set a new password with the token of a reset e-mail's link; the token is used up and every session of the account ends",
    body: passwordResetConfirmSchema,
    responses: {
      204: { description: 'Password set (empty body)' },
      400: error('`This reset link is invalid, used or expired`, a password that breaks the rules, or a malformed body'),
    },
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
    summary: 'Every registered account, with its role, status and last sign-in',
    auth: true,
    permission: 'users.manage',
    responses: {
      200: { description: 'Accounts, without passwords', schema: managedUsersSchema },
      401: UNAUTHORISED,
      403: FORBIDDEN,
    },
  },
  getUser: {
    method: 'get',
    path: '/users/{id}',
    operationId: 'getUser',
    tag: 'users',
    summary: 'One account, or null when there is none with that id',
    auth: true,
    permission: 'users.manage',
    pathParams: idParam,
    responses: {
      200: { description: 'The account or null', schema: z.nullable(managedUserSchema) },
      401: UNAUTHORISED,
      403: FORBIDDEN,
    },
  },
  updateUser: {
    method: 'patch',
    path: '/users/{id}',
    operationId: 'updateUser',
    tag: 'users',
    summary:
      "Change an account's role or status (active / deactivated). Nobody changes their own; a deactivated account's sessions end at once and it cannot sign in; the last active administrator keeps both",
    auth: true,
    permission: 'users.manage',
    pathParams: idParam,
    body: userPatchSchema,
    responses: {
      200: { description: 'The account as saved', schema: managedUserSchema },
      400: error('The body does not match the schema'),
      401: UNAUTHORISED,
      403: error(`\`${MESSAGES.ownAccount}\`, or \`${MESSAGES.forbidden}\` for a role without \`users.manage\``),
      404: error(`\`${MESSAGES.userNotFound}\``),
      409: error(`\`${MESSAGES.lastAdmin}\``),
    },
  },
  inviteUser: {
    method: 'post',
    path: '/users/invite',
    operationId: 'inviteUser',
    tag: 'users',
    summary:
      'Invite someone by e-mail with a role: the link (the registration page with `?invite=<token>`) is mailed, or logged by a server without a mailer. The token works once, for that e-mail, for a week',
    auth: true,
    permission: 'users.manage',
    body: inviteRequestSchema,
    responses: {
      201: { description: 'The invitation', schema: inviteSchema },
      400: error('The body does not match the schema'),
      401: UNAUTHORISED,
      403: FORBIDDEN,
      409: error(`\`${MESSAGES.accountTaken}\`: an account already has that e-mail`),
    },
  },
  deleteUser: {
    method: 'delete',
    path: '/users/{id}',
    operationId: 'deleteUser',
    tag: 'users',
    summary: 'Delete an account (its sessions end with it); the last active administrator cannot be deleted',
    auth: true,
    permission: 'users.manage',
    pathParams: idParam,
    responses: {
      200: { description: 'The id of the deleted account', schema: z.object({ id: z.int() }) },
      401: UNAUTHORISED,
      403: FORBIDDEN,
      404: error(`\`${MESSAGES.userNotFound}\`: no account with that id`),
      409: error(`\`${MESSAGES.lastAdmin}\``),
    },
  },
  apiUsers: {
    method: 'get',
    path: '/api/users',
    operationId: 'apiUsers',
    tag: 'users',
    summary: 'The rows of the user list (the same as GET /app/userlist)',
    auth: true,
    permission: 'userlist.read',
    responses: { 200: { description: 'User list rows', schema: z.array(userListSchema) }, 401: UNAUTHORISED, 403: FORBIDDEN },
  },
} as const satisfies Record<string, RouteDef>;

const versionedEvent = versioned(calendarEventSchema);

export const CALENDAR_ROUTES = {
  getCalendar: {
    method: 'get',
    path: '/app/calendar',
    operationId: 'getCalendar',
    tag: 'calendar',
    auth: true,
    permission: dataPermission('calendar', 'get'),
    summary: 'The calendar events, each with its version',
    responses: { 200: { description: 'Events', schema: z.array(versionedEvent) }, 401: UNAUTHORISED, 403: FORBIDDEN },
  },
  getCalendarEvent: {
    method: 'get',
    path: '/app/calendar/{id}',
    operationId: 'getCalendarEvent',
    tag: 'calendar',
    auth: true,
    permission: dataPermission('calendar', 'get'),
    summary: 'One event as it is now, with its version as the ETag (an edit dialog opens on it)',
    pathParams: idParam,
    responses: {
      200: { description: 'The event', schema: versionedEvent, headers: WITH_ETAG },
      401: UNAUTHORISED,
      403: FORBIDDEN,
      404: error('No event with that id'),
    },
  },
  addCalendarEvent: {
    method: 'post',
    path: '/app/calendar',
    operationId: 'addCalendarEvent',
    tag: 'calendar',
    auth: true,
    permission: dataPermission('calendar', 'post'),
    summary: 'Add an event (version 1)',
    body: calendarEventSchema,
    responses: {
      200: { description: 'The event as stored', schema: versionedEvent, headers: WITH_ETAG },
      400: error('Malformed body'),
      401: UNAUTHORISED,
      403: FORBIDDEN,
    },
  },
  updateCalendarEvent: {
    method: 'put',
    path: '/app/calendar',
    operationId: 'updateCalendarEvent',
    tag: 'calendar',
    auth: true,
    permission: dataPermission('calendar', 'put'),
    summary: 'Update an event (matched by id); with If-Match only while it still has that version',
    headers: IF_MATCH_HEADER,
    body: calendarEventSchema,
    responses: {
      200: { description: 'The event as saved, with its new version', schema: versionedEvent, headers: WITH_ETAG },
      400: error('Malformed body'),
      401: UNAUTHORISED,
      403: FORBIDDEN,
      412: preconditionFailed(versionedEvent),
    },
  },
  deleteCalendarEvent: {
    method: 'delete',
    path: '/app/calendar',
    operationId: 'deleteCalendarEvent',
    tag: 'calendar',
    auth: true,
    permission: dataPermission('calendar', 'delete'),
    summary: 'Delete an event; the id travels in the body; with If-Match only while it still has that version',
    headers: IF_MATCH_HEADER,
    body: calendarDeleteSchema,
    responses: {
      200: { description: 'The id', schema: calendarDeleteSchema },
      400: error('Malformed body'),
      401: UNAUTHORISED,
      403: FORBIDDEN,
      412: preconditionFailed(versionedEvent),
    },
  },
} as const satisfies Record<string, RouteDef>;

/** The server-side list query (src/contract/list-query.ts); any other name of a row field filters on it. */
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

/** The `from` and `to` of a list the dashboards' history adds rows to (its resource's `historyDate`), else none. */
function historyQuery(name: ListName): Partial<Record<'from' | 'to', NonNullable<RouteDef['query']>[string]>> {
  const field = historyDateField(name);
  if (!field) return {};
  return {
    from: {
      description: `With \`to\`: the rows of the whole history whose ${field} is from this day (YYYY-MM-DD) on, instead of the sample list; the dashboards' figures are sums of these rows`,
      schema: z.iso.date(),
    },
    to: { description: `With \`from\`: the last day (included) of the history range on ${field}`, schema: z.iso.date() },
  };
}

/** `endFrom`, `endTo` and `activeOn` of a list whose rows stop counting on a date (its resource's `endDate`), else none. */
function endQuery(name: ListName): Partial<Record<'endFrom' | 'endTo' | 'activeOn', NonNullable<RouteDef['query']>[string]>> {
  const field = endDateField(name);
  if (!field) return {};
  return {
    endFrom: {
      description: `With \`endTo\`: only the rows whose ${field} is from this day (YYYY-MM-DD) on (the dashboards' exits)`,
      schema: z.iso.date(),
    },
    endTo: { description: `With \`endFrom\`: the last day (included) of the range on ${field}`, schema: z.iso.date() },
    activeOn: {
      description: `Only the rows whose ${field} is empty or after this day (YYYY-MM-DD): with \`from\` and \`to\` up to that day, a head count at it`,
      schema: z.iso.date(),
    },
  };
}

/** What a paged list call answers. */
export function listPageSchema(row: ZodType) {
  return z.object({ items: z.array(row), total: z.int().check(z.minimum(0)) });
}

/**
 * `GET /app/<list>/next-id`, for a list whose rows carry a reference the backend proposes; undefined for the others.
 * Handlers register it before `/app/<list>/{id}`.
 */
export function nextIdRoute(name: ListName): RouteDef | undefined {
  const reference = generatedCode(name);
  if (!reference) return undefined;
  return {
    method: 'get',
    path: `/app/${name}/next-id`,
    operationId: `nextId_${name}`,
    tag: 'lists',
    summary: `The next free ${reference.field} of the ${name} list (the highest one plus one), which a new row's form proposes. A read: not audited`,
    auth: true,
    permission: dataPermission(name, 'post'),
    responses: {
      200: { description: 'The field and its proposed value', schema: nextIdSchema },
      401: UNAUTHORISED,
      403: FORBIDDEN,
    },
  };
}

/**
 * Where a moved row goes: right after row `after` (in its group), or first of group `group` (of its own without one)
 * when `after` is null.
 */
export const moveBodySchema = z.object({
  after: z.nullable(z.int().check(z.positive(), z.lte(INT_MAX))),
  group: z.optional(z.union([z.string().check(z.maxLength(MAX_QUERY_TEXT)), z.number(), z.boolean()])),
});

/** `POST /app/<list>/{id}/send` of a list whose rows are sent (its resource's `send`): the draft is numbered and sent. */
export function sendRoute(name: ListName): RouteDef | undefined {
  const send = sendOf(name);
  if (!send) return undefined;
  const fields = LIST_SCHEMAS[name] as z.ZodMiniObject;
  const row = childrenOf(name).length ? z.extend(fields, childrenShape(name)) : fields;
  return {
    method: 'post',
    path: `/app/${name}/{id}/send`,
    operationId: `send_${name}`,
    tag: 'lists',
    summary: `Send a draft of the ${name} list: its ${send.status} becomes sent and its ${send.number} the next of the year of its ${send.date}, without gaps`,
    auth: true,
    // Sending changes the row: whoever may change the list's rows may send them.
    permission: dataPermission(name, 'put'),
    pathParams: idParam,
    responses: {
      200: { description: 'The sent row with its number and new version', schema: versioned(row), headers: WITH_ETAG },
      401: UNAUTHORISED,
      403: FORBIDDEN,
      404: error('No row with that id'),
      409: error('The row is not a draft'),
    },
  };
}

/** `PATCH /app/<list>/{id}/move` of a list whose rows are ordered (its resource's `order`). */
export function moveRoute(name: ListName): RouteDef | undefined {
  const order = orderOf(name);
  if (!order) return undefined;
  return {
    method: 'patch',
    path: `/app/${name}/{id}/move`,
    operationId: `move_${name}`,
    tag: 'lists',
    summary: `Move a row of the ${name} list: only its ${order.field} changes, to a key between its new neighbours`,
    auth: true,
    permission: dataPermission(name, 'patch'),
    pathParams: idParam,
    body: moveBodySchema,
    responses: {
      200: {
        description: 'The moved row, with its new version',
        schema: versioned(LIST_SCHEMAS[name] as z.ZodMiniObject),
        headers: WITH_ETAG,
      },
      400: error('The body does not match the schema, or `after` is the moved row'),
      401: UNAUTHORISED,
      403: FORBIDDEN,
      404: error('No row with that id, or no row `after`'),
    },
  };
}

/** The 409 of a write whose reference another row already has, on the lists with generated references. */
function referenceTaken(name: ListName): Record<number, RouteResponse> {
  const reference = generatedCode(name);
  return reference
    ? { 409: error(`\`The reference "{${reference.field}}" is already taken\`: another row has that ${reference.field}`) }
    : {};
}

/** The 409 of a change or delete of a row its list no longer lets change (a sent invoice: its resource's `computed`). */
function notEditable(name: ListName): Record<number, RouteResponse> {
  return computedOf(name)?.editable ? { 409: error(`\`${MESSAGES.notDraft}\`: the row is no longer a draft`) } : {};
}

/**
 * The 400 of a delete refused while rows of other lists name the row through a `restrict` reference, or name a row a
 * `cascade` would delete with it, at any depth.
 */
function stillReferenced(name: ListName): Record<number, RouteResponse> {
  const lists = new Set<ListName>();
  const reached = new Set<ListName>([name]);
  for (const list of reached) {
    for (const ref of referencesTo(list)) {
      if (ref.onDelete === 'restrict') lists.add(ref.from);
      if (ref.onDelete === 'cascade') reached.add(ref.from);
    }
  }
  return lists.size ? { 400: error(`Rows of ${[...lists].join(', ')} name this row (the message names them)`) } : {};
}

/** The four calls of each list: GET the rows, and add/edit/delete for the list screens (and its next reference). */
export function listRoutes(name: ListName) {
  const fields = LIST_SCHEMAS[name] as z.ZodMiniObject;
  // One row with its child lists (src/schemas/children.ts), if it has any: bodies and one-row answers carry them.
  const row = childrenOf(name).length ? z.extend(fields, childrenShape(name)) : fields;
  // A body may leave out the fields the backend computes (src/contract/computed.ts).
  const computed = Object.fromEntries((computedOf(name)?.fields ?? []).map((field) => [field, true as const]));
  const input = z.partial(z.omit(row, { id: true }), computed);
  const stored = versioned(row);
  // An invoice read alone carries its payments and void too (src/contract/invoice-routes.ts).
  const readOne = computedOf(name)?.rule === 'invoice' ? invoiceDetailSchema : stored;
  const listed = maybeVersioned(fields);
  return {
    list: {
      method: 'get',
      path: `/app/${name}`,
      operationId: `list_${name}`,
      tag: 'lists',
      summary: `The rows of the ${name} list: all of them, or one page (page, pageSize) sorted, searched and filtered on the server`,
      auth: true,
      permission: dataPermission(name, 'get'),
      query: { ...listQuery, ...historyQuery(name), ...endQuery(name), ...filterParams(fields) },
      responses: {
        200: {
          description: 'The rows (plain array), or `{ items, total }` when page is given; each stored row with its `version`',
          schema: z.union([z.array(listed), listPageSchema(listed)]),
        },
        400: error('Bad `page`, `pageSize`, `sort`, `q`, or filter value (the message says which)'),
        401: UNAUTHORISED,
        403: FORBIDDEN,
      },
    },
    get: {
      method: 'get',
      path: `/app/${name}/{id}`,
      operationId: `get_${name}`,
      tag: 'lists',
      summary: `One row of the ${name} list as it is now, its version as the ETag (an edit form opens on it)`,
      auth: true,
      permission: dataPermission(name, 'get'),
      pathParams: idParam,
      responses: {
        200: { description: 'The row', schema: readOne, headers: WITH_ETAG },
        401: UNAUTHORISED,
        403: FORBIDDEN,
        404: error('No row with that id'),
      },
    },
    create: {
      method: 'post',
      path: `/app/${name}`,
      operationId: `create_${name}`,
      tag: 'lists',
      summary: `Add a row to the ${name} list; the backend assigns the id`,
      auth: true,
      permission: dataPermission(name, 'post'),
      body: input,
      responses: {
        [createdStatus(name)]: { description: 'The created row (version 1)', schema: stored, headers: WITH_ETAG },
        400: error('The body does not match the schema (the message names the fields)'),
        401: UNAUTHORISED,
        403: FORBIDDEN,
        ...referenceTaken(name),
      },
    },
    update: {
      method: 'put',
      path: `/app/${name}/{id}`,
      operationId: `update_${name}`,
      tag: 'lists',
      summary: `Replace a row of the ${name} list; with If-Match only while it still has that version`,
      auth: true,
      permission: dataPermission(name, 'put'),
      pathParams: idParam,
      headers: IF_MATCH_HEADER,
      body: row,
      responses: {
        200: { description: 'The saved row, with its new version', schema: stored, headers: WITH_ETAG },
        400: error('The body does not match the schema'),
        401: UNAUTHORISED,
        403: FORBIDDEN,
        404: error('No row with that id'),
        ...referenceTaken(name),
        ...notEditable(name),
        412: preconditionFailed(stored),
      },
    },
    remove: {
      method: 'delete',
      path: `/app/${name}/{id}`,
      operationId: `delete_${name}`,
      tag: 'lists',
      summary: `Delete a row of the ${name} list; with If-Match only while it still has that version`,
      auth: true,
      permission: dataPermission(name, 'delete'),
      pathParams: idParam,
      headers: IF_MATCH_HEADER,
      responses: {
        200: { description: 'The id of the deleted row', schema: z.object({ id: z.int() }) },
        ...stillReferenced(name),
        401: UNAUTHORISED,
        403: FORBIDDEN,
        404: error('No row with that id'),
        ...notEditable(name),
        412: preconditionFailed(stored),
      },
    },
  } as const satisfies Record<string, RouteDef>;
}

export const ABSENT_LIST_ROUTE = {
  method: 'get',
  path: '/app/{list}',
  operationId: 'absentList',
  tag: 'lists',
  summary: 'Any other list: there is no such list',
  auth: true,
  pathParams: { list: { description: 'List name', schema: z.string() } },
  responses: { 401: UNAUTHORISED, 404: error('`No Data Found`: no list has that name') },
} as const satisfies RouteDef;

/**
 * Every call, in the order the handlers are tried (specific paths before `/app/{list}`); those of `/app/*` with the
 * answers an API key may get there (`withKeyAnswers`).
 */
export function allRoutes(): RouteDef[] {
  return everyRoute().map(withKeyAnswers);
}

function everyRoute(): RouteDef[] {
  return [
    ...Object.values(HEALTH_ROUTES),
    ...Object.values(AUTH_ROUTES),
    ...Object.values(ACCOUNT_ROUTES),
    // Before `/users/{id}`: `/users/api-keys` is no account id.
    ...Object.values(API_KEY_ROUTES),
    ...Object.values(USER_ROUTES),
    ...Object.values(SUBSCRIPTION_ROUTES),
    ...Object.values(CALENDAR_ROUTES),
    ...Object.values(NOTIFICATION_ROUTES),
    ...Object.values(STATS_ROUTES),
    ...Object.values(AUDIT_ROUTES),
    ...Object.values(LIVE_ROUTES),
    ...Object.values(UPLOAD_ROUTES),
    ...Object.values(BOARD_ROUTES),
    ...Object.values(CHAT_ROUTES),
    ...Object.values(SEARCH_ROUTES),
    ...Object.values(JOB_ROUTES),
    ...Object.values(WEBHOOK_ROUTES),
    INVOICE_PDF_ROUTE,
    ...Object.values(INVOICE_ROUTES),
    ...LIST_NAMES.flatMap((name) =>
      [
        nextIdRoute(name) ?? [],
        moveRoute(name) ?? [],
        sendRoute(name) ?? [],
        // `/app/<list>/export` before `/app/<list>/{id}`.
        Object.values(transferRoutes(name)),
        Object.values(listRoutes(name)),
      ].flat(),
    ),
    ABSENT_LIST_ROUTE,
  ];
}

/** `/users/{id}` -> `/users/:id` (MSW's path syntax). */
export function mswPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
