/**
 * Contract cases: every operation of the API called with valid and invalid input, each with the status it
 * must answer. A response is then checked against the route table's schema for that status (an empty body
 * where the table declares none). The same cases run against the fake backend (contract.test.ts) and against
 * any other implementation: `runContractCases(baseUrl, fetch)`.
 *
 * The cases sign in with the demo account and change data (they create, edit and delete rows of their own,
 * and register a throwaway account): run them against a test database.
 */
import type { ZodMiniType } from 'zod/mini';
import calendarSamples from '../content/data/calendar.json';
import { MESSAGES } from './messages.ts';
import { authorField } from './author.ts';
import { authorName } from './author-name.ts';
import { allRoutes, type RouteDef } from './routes.ts';
import {
  childrenOf,
  createdStatus,
  generatedCode,
  LIST_NAMES,
  REFERENCES,
  referencesTo,
  sendOf,
  type ListName,
  type ListReference,
} from '../resources/index.ts';
import { CODE_FORMATS } from '../schemas/formats.ts';
import { SAMPLE_ROWS as SAMPLE } from '../resources/samples/rows.ts';
import { DEMO_ACCOUNTS } from '../resources/samples/demo-accounts.ts';
import { DASHBOARDS } from '../stats/period.ts';
import { liveChangeSchema, type LiveChange } from './live.ts';
import { sentStatus } from './send.ts';
import { MAX_UPLOAD_BYTES, NOT_AN_IMAGE, UPLOAD_TOO_LARGE } from '../schemas/uploads.ts';
import { invoicePdfContractCases } from './invoice-pdf-contract-cases.ts';
import { boardContractCases } from './board-contract-cases.ts';
import { chatContractCases } from './chat-contract-cases.ts';
import { searchContractCases } from './search-contract-cases.ts';
import { jobContractCases } from './jobs-contract-cases.ts';
import { apiKeyContractCases } from './api-key-contract-cases.ts';
import { webhookContractCases } from './webhooks-contract-cases.ts';
import { endDateContractCases } from './end-date-contract-cases.ts';

/** The account every implementation seeds (the fake backend's demo account). */
export const CONTRACT_ACCOUNT = { email: 'admin@stride.dev', password: 'stride-demo' } as const;

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface CallResult {
  status: number;
  /** Parsed JSON, the text when it is not JSON, undefined when empty. */
  body: unknown;
  /** The ETag header, when the answer has one. */
  etag?: string;
  /** A `text/event-stream` answer: what it sent up to its `: connected` line (its body stays undefined). */
  stream?: string;
  /** An image answer (its body stays undefined): its headers and how many bytes it had. */
  image?: { headers: Headers; size: number };
  /** A CSV answer (an export, an import's report; its body stays undefined, as the contract declares bytes): its text. */
  csv?: string;
}

/** What a case can use: calls to the backend and values earlier cases left behind (tokens, created ids). */
export interface CaseContext {
  call(
    method: string,
    path: string,
    options?: {
      body?: unknown;
      token?: string | null;
      ifMatch?: string;
      raw?: { type: string; bytes: Uint8Array<ArrayBuffer> };
      /** Sent as `Accept-Language`. */
      language?: string;
    },
  ): Promise<CallResult>;
  /** The token of the sign-in the run starts with. */
  token: string;
  vars: Map<string, unknown>;
  /**
   * Lowers the backend's export job threshold (EXPORT_JOB_THRESHOLD) to `rows`, or brings it back (`null`): the export
   * job's cases lower it for their own call only. Absent when the run was given no way to (the cases then fail).
   */
  exportJobThreshold?: (rows: number | null) => void;
}

export interface ContractCase {
  operationId: string;
  name: string;
  status: number;
  run(ctx: CaseContext): Promise<CallResult>;
  /** A further check of the answer, beyond the route's schema. */
  check?(body: unknown, ctx: CaseContext, result: CallResult): string | undefined;
}

export interface CaseOutcome {
  case: ContractCase;
  ok: boolean;
  problem?: string;
}

const get = (path: string, token?: string | null) => (ctx: CaseContext) => ctx.call('GET', path, token === undefined ? {} : { token });
const unauthorised = (operationId: string, method: string, path: string, body?: unknown): ContractCase[] => [
  { operationId, name: 'without a token', status: 401, run: (ctx) => ctx.call(method, path, { body, token: null }) },
  { operationId, name: 'with a forged token', status: 401, run: (ctx) => ctx.call(method, path, { body, token: 'forged-token' }) },
];

/** A check that the answer's message is `message`, word for word. */
const says = (message: string) => (body: unknown) =>
  (body as { message?: unknown } | undefined)?.message === message ? undefined : `the message is not "${message}"`;

function resetCases(account: { email: string; username: string; password: string }): ContractCase[] {
  const confirm = (body: unknown) => (ctx: CaseContext) => ctx.call('POST', '/users/reset-password/confirm', { body, token: null });
  return [
    {
      operationId: 'register',
      name: 'a registered e-mail (answered as a new one)',
      status: 200,
      run: (ctx) =>
        ctx.call('POST', '/users/register', {
          body: { ...account, email: CONTRACT_ACCOUNT.email, username: `${account.username}_x` },
          token: null,
        }),
    },
    {
      operationId: 'register',
      name: 'a common password',
      status: 400,
      run: (ctx) =>
        ctx.call('POST', '/users/register', {
          body: { ...account, username: `${account.username}_y`, password: 'password123' },
          token: null,
        }),
      check: says(MESSAGES.passwordCommon),
    },
    {
      operationId: 'register',
      name: 'a password of spaces',
      status: 400,
      run: (ctx) =>
        ctx.call('POST', '/users/register', {
          body: { ...account, username: `${account.username}_z`, password: ' '.repeat(12) },
          token: null,
        }),
      check: says(MESSAGES.passwordBlank),
    },
    {
      operationId: 'confirmPasswordReset',
      name: 'an unknown token',
      status: 400,
      run: confirm({ token: 'no-such-token-0123456789abcdefghijklmnopqrs', password: 'a-Fine-passw0rd' }),
      check: says(MESSAGES.resetLinkInvalid),
    },
    {
      operationId: 'confirmPasswordReset',
      name: 'a common password',
      status: 400,
      run: confirm({ token: 'no-such-token-0123456789abcdefghijklmnopqrs', password: 'qwertyuiop' }),
      check: says(MESSAGES.passwordCommon),
    },
    { operationId: 'confirmPasswordReset', name: 'a malformed body', status: 400, run: confirm({ token: '' }) },
  ];
}

function authCases(): ContractCase[] {
  const stamp = Date.now().toString(36);
  const account = { email: `contract-${stamp}@example.com`, username: `contract_${stamp}`, password: 'contract-pass-1' };
  return [
    {
      operationId: 'authenticate',
      name: 'the demo account',
      status: 200,
      run: (ctx) => ctx.call('POST', '/users/authenticate', { body: CONTRACT_ACCOUNT, token: null }),
      check: (body, ctx) => ((body as { token?: string }).token === ctx.token ? 'the same token twice' : undefined),
    },
    {
      operationId: 'authenticate',
      name: 'a wrong password',
      status: 400,
      run: (ctx) => ctx.call('POST', '/users/authenticate', { body: { ...CONTRACT_ACCOUNT, password: 'wrong-password' }, token: null }),
    },
    {
      operationId: 'authenticate',
      name: 'a malformed body',
      status: 400,
      run: (ctx) => ctx.call('POST', '/users/authenticate', { body: { email: 'x' }, token: null }),
    },
    {
      operationId: 'register',
      name: 'a new account',
      status: 200,
      run: (ctx) => ctx.call('POST', '/users/register', { body: account, token: null }),
    },
    {
      operationId: 'register',
      name: 'a username already taken (answered as a new account)',
      status: 200,
      run: (ctx) => ctx.call('POST', '/users/register', { body: { ...account, email: `other-${stamp}@example.com` }, token: null }),
    },
    {
      operationId: 'register',
      name: "the demo accounts' published password",
      status: 400,
      run: (ctx) =>
        ctx.call('POST', '/users/register', { body: { ...account, username: `d${stamp}`, password: 'stride-demo' }, token: null }),
      check: says(MESSAGES.passwordDemo),
    },
    {
      operationId: 'register',
      name: 'a too short password',
      status: 400,
      run: (ctx) => ctx.call('POST', '/users/register', { body: { ...account, username: `x${stamp}`, password: 'short' }, token: null }),
    },
    ...resetCases(account),
    {
      operationId: 'resetPassword',
      name: 'any address',
      status: 200,
      run: (ctx) => ctx.call('POST', '/users/reset-password', { body: { email: 'anyone@example.com' }, token: null }),
    },
    {
      operationId: 'resetPassword',
      name: 'a malformed address',
      status: 400,
      run: (ctx) => ctx.call('POST', '/users/reset-password', { body: { email: 'nope' }, token: null }),
    },
    {
      operationId: 'getUser',
      name: 'the demo account',
      status: 200,
      run: get('/users/1'),
      check: (body) => ((body as { id?: unknown } | null)?.id === 1 ? undefined : 'not user 1'),
    },
    {
      operationId: 'getUser',
      name: 'an unknown id (null)',
      status: 200,
      run: get('/users/999999'),
      check: (b) => (b === null ? undefined : 'not null'),
    },
    ...unauthorised('getUser', 'GET', '/users/1'),
    {
      operationId: 'listUsers',
      name: 'with the token',
      status: 200,
      run: get('/users'),
      check: (body, ctx) => {
        const found = (body as { id: number; username: string }[]).find((u) => u.username === account.username);
        if (found) ctx.vars.set('registeredId', found.id);
        return found ? undefined : 'the registered account is missing';
      },
    },
    ...unauthorised('listUsers', 'GET', '/users'),
    ...userAdminCases(),
    ...unauthorised('deleteUser', 'DELETE', '/users/1'),
    { operationId: 'deleteUser', name: 'the last administrator', status: 409, run: (ctx) => ctx.call('DELETE', '/users/1') },
    {
      operationId: 'deleteUser',
      name: 'the registered account',
      status: 200,
      run: (ctx) => ctx.call('DELETE', `/users/${String(ctx.vars.get('registeredId'))}`),
    },
    { operationId: 'deleteUser', name: 'an unknown id', status: 404, run: (ctx) => ctx.call('DELETE', '/users/999999') },
    { operationId: 'apiUsers', name: 'with the token', status: 200, run: get('/api/users') },
    ...unauthorised('apiUsers', 'GET', '/api/users'),
  ];
}

/** PATCH /users/{id} and POST /users/invite, by the demo administrator. */
function userAdminCases(): ContractCase[] {
  const stamp = Date.now().toString(36);
  const invited = `contract-invited-${stamp}@example.com`;
  const target = (ctx: CaseContext) => `/users/${String(ctx.vars.get('registeredId'))}`;
  return [
    {
      operationId: 'updateUser',
      name: 'make the registered account an editor',
      status: 200,
      run: (ctx) => ctx.call('PATCH', target(ctx), { body: { role: 'editor' } }),
      check: (body) => ((body as { role?: string }).role === 'editor' ? undefined : 'the role did not change'),
    },
    {
      operationId: 'updateUser',
      name: 'deactivate it',
      status: 200,
      run: (ctx) => ctx.call('PATCH', target(ctx), { body: { status: 'deactivated' } }),
      check: (body) => ((body as { status?: string }).status === 'deactivated' ? undefined : 'still active'),
    },
    {
      operationId: 'updateUser',
      name: 'an unknown role',
      status: 400,
      run: (ctx) => ctx.call('PATCH', target(ctx), { body: { role: 'root' } }),
    },
    { operationId: 'updateUser', name: 'an empty change', status: 400, run: (ctx) => ctx.call('PATCH', target(ctx), { body: {} }) },
    {
      operationId: 'updateUser',
      name: 'the last administrator demotes itself',
      status: 409,
      run: (ctx) => ctx.call('PATCH', '/users/1', { body: { role: 'viewer' } }),
    },
    {
      operationId: 'updateUser',
      name: 'an unknown id',
      status: 404,
      run: (ctx) => ctx.call('PATCH', '/users/999999', { body: { role: 'viewer' } }),
    },
    ...unauthorised('updateUser', 'PATCH', '/users/1', { role: 'viewer' }),
    {
      operationId: 'inviteUser',
      name: 'a new address as an editor',
      status: 201,
      run: (ctx) => ctx.call('POST', '/users/invite', { body: { email: invited, role: 'editor' } }),
      check: (body) => (String((body as { link?: string }).link).includes('invite=') ? undefined : 'no invitation token in the link'),
    },
    {
      operationId: 'inviteUser',
      name: 'the address of an account',
      status: 409,
      run: (ctx) => ctx.call('POST', '/users/invite', { body: { email: CONTRACT_ACCOUNT.email, role: 'viewer' } }),
    },
    {
      operationId: 'inviteUser',
      name: 'an unknown role',
      status: 400,
      run: (ctx) => ctx.call('POST', '/users/invite', { body: { email: invited, role: 'root' } }),
    },
    ...unauthorised('inviteUser', 'POST', '/users/invite', { email: invited, role: 'viewer' }),
  ];
}

/** Whether a row answer has `version` and the ETag that names it; undefined when it does. */
function etagProblem(body: unknown, result: CallResult, version: number): string | undefined {
  const found = (body as { version?: unknown } | undefined)?.version;
  if (found !== version) return `version ${String(found)}, expected ${version}`;
  return result.etag === `"${version}"` ? undefined : `ETag ${String(result.etag)}, expected "${version}"`;
}

const titleProblem = (body: unknown, title: string) =>
  (body as { title?: unknown }).title === title ? undefined : `title ${String((body as { title?: unknown }).title)}, expected ${title}`;

/** Whether every row of a list answer (array or page) carries its version. */
function rowsWithoutVersion(body: unknown): string | undefined {
  const rows = Array.isArray(body) ? body : (body as { items?: unknown[] }).items;
  const missing = (rows ?? []).filter((r) => typeof (r as { version?: unknown }).version !== 'number').length;
  return missing ? `${missing} rows without a version` : undefined;
}

function calendarCases(): ContractCase[] {
  const event = { ...(calendarSamples[0] as object), id: 900_001, title: 'Contract check' };
  return [
    {
      operationId: 'getCalendar',
      name: 'with the token',
      status: 200,
      run: get('/app/calendar'),
      check: (body) => rowsWithoutVersion(body),
    },
    ...unauthorised('getCalendar', 'GET', '/app/calendar'),
    { operationId: 'addCalendarEvent', name: 'an event', status: 200, run: (ctx) => ctx.call('POST', '/app/calendar', { body: event }) },
    {
      operationId: 'addCalendarEvent',
      name: 'no title',
      status: 400,
      run: (ctx) => ctx.call('POST', '/app/calendar', { body: { ...event, title: undefined } }),
    },
    ...unauthorised('addCalendarEvent', 'POST', '/app/calendar', event),
    {
      operationId: 'getCalendarEvent',
      name: 'the added event',
      status: 200,
      run: (ctx) => ctx.call('GET', `/app/calendar/${event.id}`),
      check: (body, _ctx, result) => etagProblem(body, result, 1),
    },
    { operationId: 'getCalendarEvent', name: 'an unknown id', status: 404, run: get('/app/calendar/999999') },
    ...unauthorised('getCalendarEvent', 'GET', `/app/calendar/${event.id}`),
    {
      operationId: 'updateCalendarEvent',
      name: 'an event',
      status: 200,
      run: (ctx) => ctx.call('PUT', '/app/calendar', { body: { ...event, title: 'Moved' } }),
      check: (body, _ctx, result) => etagProblem(body, result, 2),
    },
    {
      operationId: 'updateCalendarEvent',
      name: 'a stale If-Match (412 with the event as it is)',
      status: 412,
      run: (ctx) => ctx.call('PUT', '/app/calendar', { body: { ...event, title: 'Lost' }, ifMatch: '"1"' }),
      check: (body, _ctx, result) => etagProblem(body, result, 2) ?? titleProblem(body, 'Moved'),
    },
    {
      operationId: 'getCalendarEvent',
      name: 'unchanged by the refused write',
      status: 200,
      run: (ctx) => ctx.call('GET', `/app/calendar/${event.id}`),
      check: (body, _ctx, result) => etagProblem(body, result, 2) ?? titleProblem(body, 'Moved'),
    },
    {
      operationId: 'updateCalendarEvent',
      name: 'the current If-Match',
      status: 200,
      run: (ctx) => ctx.call('PUT', '/app/calendar', { body: { ...event, title: 'Moved' }, ifMatch: '"2"' }),
      check: (body, _ctx, result) => etagProblem(body, result, 3),
    },
    {
      operationId: 'deleteCalendarEvent',
      name: 'a stale If-Match (412, the event stays)',
      status: 412,
      run: (ctx) => ctx.call('DELETE', '/app/calendar', { body: { id: event.id }, ifMatch: '"2"' }),
      check: (body, _ctx, result) => etagProblem(body, result, 3),
    },
    {
      operationId: 'updateCalendarEvent',
      name: 'a bad date',
      status: 400,
      run: (ctx) => ctx.call('PUT', '/app/calendar', { body: { ...event, start: 'soon' } }),
    },
    {
      operationId: 'deleteCalendarEvent',
      name: 'an event, with the current If-Match',
      status: 200,
      run: (ctx) => ctx.call('DELETE', '/app/calendar', { body: { id: event.id }, ifMatch: '"3"' }),
    },
    { operationId: 'getCalendarEvent', name: 'the deleted event', status: 404, run: get(`/app/calendar/${event.id}`) },
    { operationId: 'deleteCalendarEvent', name: 'no id', status: 400, run: (ctx) => ctx.call('DELETE', '/app/calendar', { body: {} }) },
    ...unauthorised('deleteCalendarEvent', 'DELETE', '/app/calendar', { id: event.id }),
  ];
}

function notificationCases(): ContractCase[] {
  return [
    {
      operationId: 'listNotifications',
      name: 'with the token',
      status: 200,
      run: get('/app/notifications'),
      check: (body, ctx) => {
        const list = body as { id: number; about?: { resource: string; rowId: number } }[];
        if (list[0]) ctx.vars.set('notificationId', list[0].id);
        // The demo account's sample notifications each link to their sample row.
        if (list.some((n) => !n.about)) return 'a notification without the record it is about';
        return list[0] ? undefined : 'no notifications';
      },
    },
    ...unauthorised('listNotifications', 'GET', '/app/notifications'),
    {
      operationId: 'updateNotification',
      name: 'mark read',
      status: 200,
      run: (ctx) => ctx.call('PUT', `/app/notifications/${String(ctx.vars.get('notificationId'))}`, { body: { read: true } }),
      check: (body) => ((body as { read?: boolean }).read === true ? undefined : 'not read'),
    },
    {
      operationId: 'updateNotification',
      name: 'mark unread again',
      status: 200,
      run: (ctx) => ctx.call('PUT', `/app/notifications/${String(ctx.vars.get('notificationId'))}`, { body: { read: false } }),
    },
    {
      operationId: 'updateNotification',
      name: 'a bad body',
      status: 400,
      run: (ctx) => ctx.call('PUT', '/app/notifications/1', { body: { read: 'yes' } }),
    },
    {
      operationId: 'updateNotification',
      name: 'an unknown id',
      status: 404,
      run: (ctx) => ctx.call('PUT', '/app/notifications/999999', { body: { read: true } }),
    },
    ...unauthorised('updateNotification', 'PUT', '/app/notifications/1', { read: true }),
  ];
}

function accountCases(): ContractCase[] {
  const stamp = Date.now().toString(36);
  const other = { email: `contract-other-${stamp}@example.com`, username: `contract_other_${stamp}`, password: 'contract-pass-2' };
  const profile = (ctx: CaseContext) => ctx.vars.get('profile') as Record<string, unknown>;
  const update = (ctx: CaseContext, patch: Record<string, unknown>) => {
    const { email, username, firstName, lastName, preferences } = profile(ctx);
    return ctx.call('PUT', '/users/me', { body: { email, username, firstName, lastName, preferences, ...patch } });
  };
  return [
    {
      operationId: 'getMe',
      name: 'with the token',
      status: 200,
      run: get('/users/me'),
      check: (body, ctx) => {
        ctx.vars.set('profile', body);
        return (body as { email?: string }).email === CONTRACT_ACCOUNT.email ? undefined : 'not the signed-in account';
      },
    },
    ...unauthorised('getMe', 'GET', '/users/me'),
    { operationId: 'updateMe', name: 'the same profile saved again', status: 200, run: (ctx) => update(ctx, {}) },
    { operationId: 'updateMe', name: 'a bad e-mail', status: 400, run: (ctx) => update(ctx, { email: 'not-an-email' }) },
    {
      operationId: 'updateMe',
      name: "another account's e-mail",
      status: 409,
      run: async (ctx) => {
        await ctx.call('POST', '/users/register', { body: other, token: null });
        return update(ctx, { email: other.email, currentPassword: CONTRACT_ACCOUNT.password });
      },
    },
    {
      operationId: 'updateMe',
      name: 'a new e-mail without the current password',
      status: 400,
      run: (ctx) => update(ctx, { email: `moved-${stamp}@example.com` }),
      check: says(MESSAGES.passwordNeededForEmail),
    },
    {
      operationId: 'updateMe',
      name: 'a new e-mail with a wrong current password',
      status: 400,
      run: (ctx) => update(ctx, { email: `moved-${stamp}@example.com`, currentPassword: 'wrong-password' }),
      check: says(MESSAGES.wrongCurrentPassword),
    },
    ...unauthorised('updateMe', 'PUT', '/users/me', {}),
    {
      operationId: 'changePassword',
      name: 'a wrong current password',
      status: 400,
      run: (ctx) => ctx.call('POST', '/users/me/password', { body: { currentPassword: 'wrong-password', newPassword: 'whatever-123' } }),
    },
    {
      operationId: 'changePassword',
      name: 'a new password too short',
      status: 400,
      run: (ctx) => ctx.call('POST', '/users/me/password', { body: { currentPassword: CONTRACT_ACCOUNT.password, newPassword: 'short' } }),
      check: says(MESSAGES.passwordTooShort),
    },
    {
      operationId: 'changePassword',
      name: 'a common new password',
      status: 400,
      run: (ctx) =>
        ctx.call('POST', '/users/me/password', { body: { currentPassword: CONTRACT_ACCOUNT.password, newPassword: '1q2w3e4r5t' } }),
      check: says(MESSAGES.passwordCommon),
    },
    {
      operationId: 'changePassword',
      name: "the demo accounts' published password",
      status: 400,
      run: (ctx) =>
        ctx.call('POST', '/users/me/password', {
          body: { currentPassword: CONTRACT_ACCOUNT.password, newPassword: CONTRACT_ACCOUNT.password },
        }),
      check: says(MESSAGES.passwordDemo),
    },
    {
      operationId: 'changePassword',
      name: 'the right current password (of an account of its own)',
      status: 204,
      run: async (ctx) => {
        const mover = { email: `contract-mover-${stamp}@example.com`, username: `contract_mover_${stamp}`, password: 'contract-pass-3' };
        await ctx.call('POST', '/users/register', { body: mover, token: null });
        const signedIn = await ctx.call('POST', '/users/authenticate', {
          body: { email: mover.email, password: mover.password },
          token: null,
        });
        const token = (signedIn.body as { token?: string } | undefined)?.token ?? '';
        return ctx.call('POST', '/users/me/password', { body: { currentPassword: mover.password, newPassword: 'contract-pass-4' }, token });
      },
    },
    ...unauthorised('changePassword', 'POST', '/users/me/password', {}),
  ];
}

function subscriptionCases(operationId: string, path: string): ContractCase[] {
  const email = `contract-${operationId}-${Date.now().toString(36)}@example.com`;
  return [
    { operationId, name: 'a new address', status: 201, run: (ctx) => ctx.call('POST', path, { body: { email }, token: null }) },
    { operationId, name: 'the same address again', status: 409, run: (ctx) => ctx.call('POST', path, { body: { email }, token: null }) },
    { operationId, name: 'a bad address', status: 400, run: (ctx) => ctx.call('POST', path, { body: { email: 'nope' }, token: null }) },
  ];
}

const isPage = (body: unknown, size: number) => {
  const page = body as { items?: unknown[]; total?: number };
  if (!Array.isArray(page.items) || typeof page.total !== 'number') return 'not { items, total }';
  return page.items.length <= size && page.items.length <= page.total ? undefined : 'more items than asked for';
};

/** The row with a NUL character in its first text field. */
function withNul(row: Record<string, unknown>): Record<string, unknown> {
  const field = Object.keys(row).find((key) => typeof row[key] === 'string');
  return field ? { ...row, [field]: `a\0b` } : { ...row, note: 'a\0b' };
}

/**
 * `GET /app/<list>/next-id` of a list with generated references: a free reference in the list's format, kept for the
 * row the list's cases create; and that reference refused (409) once the row has it.
 */
function referenceCases(name: ListName): { before: ContractCase[]; after: ContractCase[] } {
  const reference = generatedCode(name);
  if (!reference) return { before: [], after: [] };
  const operationId = `nextId_${name}`;
  const path = `/app/${name}/next-id`;
  const { id: _id, ...input } = SAMPLE[name][0]!;
  return {
    before: [
      {
        operationId,
        name: 'a free reference in the format',
        status: 200,
        run: get(path),
        check: (body, ctx) => {
          const { field, value } = body as { field: string; value: string };
          ctx.vars.set(`${name}:reference`, value);
          if (field !== reference.field) return `the field is ${field}`;
          return CODE_FORMATS[reference.format].pattern.test(value) ? undefined : `${value} is not in the format`;
        },
      },
      ...unauthorised(operationId, 'GET', path),
    ],
    after: [
      {
        operationId: `create_${name}`,
        name: 'a reference another row has (409)',
        status: 409,
        run: (ctx) => ctx.call('POST', `/app/${name}`, { body: { ...input, [reference.field]: ctx.vars.get(`${name}:reference`) } }),
      },
    ],
  };
}

/**
 * In a list whose rows name their author, a written row names the signed-in account (the demo administrator), though the
 * body (a sample row) names someone else.
 */
function authorProblem(name: ListName, body: unknown): string | undefined {
  const field = authorField(name);
  if (field === undefined) return undefined;
  const expected = authorName(DEMO_ACCOUNTS.admin);
  const written = (body as Record<string, unknown>)[field];
  return written === expected ? undefined : `the author is ${JSON.stringify(written)}, not ${expected}`;
}

/** `row` with its children as a body gives new ones: without their ids (the backend numbers them). */
function withoutChildIds<R extends Record<string, unknown>>(name: ListName, row: R): R {
  const children = childrenOf(name).map(({ name: child }) => [
    child,
    (row[child] as Record<string, unknown>[] | undefined)?.map(({ id: _id, ...fields }) => fields),
  ]);
  return { ...row, ...(Object.fromEntries(children.filter(([, list]) => list !== undefined)) as Partial<R>) };
}

/** A row to create: the first sample's values, with the reference the backend proposed when the list has one. */
function newRow(name: ListName, ctx: CaseContext): Record<string, unknown> {
  const { id: _id, ...input } = withoutChildIds(name, SAMPLE[name][0]!);
  const reference = generatedCode(name);
  return reference ? { ...input, [reference.field]: ctx.vars.get(`${name}:reference`) } : input;
}

/**
 * A list whose rows are sent (its resource's `send`): a new draft is sent, numbered in its year's format and marked sent;
 * then another send, a change and a delete of it are refused with 409, and a send of no row is 404.
 */
function sendCases(name: ListName): ContractCase[] {
  const send = sendOf(name);
  if (!send) return [];
  const operationId = `send_${name}`;
  const path = (ctx: CaseContext) => `/app/${name}/${String(ctx.vars.get(`${name}:draft`))}`;
  // The sent row stays (it cannot be deleted): it names the rows the last sample row names, so the restrict cases'
  // refusal, of the row the first sample row names, lists the sample rows only.
  const last = SAMPLE[name].at(-1) as Record<string, unknown>;
  const named = Object.fromEntries(REFERENCES.filter((ref) => ref.from === name).map((ref) => [ref.field, last[ref.field]]));
  const draft = (ctx: CaseContext) => ({ ...newRow(name, ctx), ...named, [send.status]: 'draft', [send.number]: null });
  const refused = says(MESSAGES.notDraft);
  return [
    {
      operationId: `create_${name}`,
      name: 'a draft to send',
      status: createdStatus(name),
      run: (ctx) => ctx.call('POST', `/app/${name}`, { body: draft(ctx) }),
      check: (body, ctx) => {
        ctx.vars.set(`${name}:draft`, (body as { id?: unknown }).id);
        const row = body as Record<string, unknown>;
        return row[send.status] === 'draft' && row[send.number] === null ? undefined : 'not a draft without a number';
      },
    },
    {
      operationId,
      name: 'the draft',
      status: 200,
      run: (ctx) => ctx.call('POST', `${path(ctx)}/send`),
      check: (body, _ctx, result) => {
        const row = body as Record<string, unknown>;
        const year = String(row[send.date]).slice(0, 4);
        const numbered = new RegExp(`^${send.prefix}-${year}-\\d{4,}$`).test(String(row[send.number]));
        return (
          etagProblem(body, result, 2) ??
          (numbered && row[send.status] === sentStatus(name, row) ? undefined : `sent as ${String(row[send.number])}`)
        );
      },
    },
    { operationId, name: 'a sent row again (409)', status: 409, run: (ctx) => ctx.call('POST', `${path(ctx)}/send`), check: refused },
    {
      operationId: `update_${name}`,
      name: 'a sent row (409)',
      status: 409,
      run: (ctx) => ctx.call('PUT', path(ctx), { body: { ...draft(ctx), id: ctx.vars.get(`${name}:draft`) } }),
      check: refused,
    },
    { operationId: `delete_${name}`, name: 'a sent row (409)', status: 409, run: (ctx) => ctx.call('DELETE', path(ctx)), check: refused },
    { operationId, name: 'an unknown id', status: 404, run: (ctx) => ctx.call('POST', `/app/${name}/999999/send`) },
    ...unauthorised(operationId, 'POST', `/app/${name}/1/send`),
  ];
}

function listCases(name: ListName): ContractCase[] {
  const sample = SAMPLE[name][0]!;
  const { id: _id, ...input } = sample;
  const createdPath = (ctx: CaseContext) => `/app/${name}/${String(ctx.vars.get(`${name}:created`))}`;
  const references = referenceCases(name);
  return [
    ...references.before,
    {
      operationId: `list_${name}`,
      name: 'every row',
      status: 200,
      run: get(`/app/${name}`),
      check: (b) => (Array.isArray(b) ? rowsWithoutVersion(b) : 'not an array'),
    },
    {
      operationId: `list_${name}`,
      name: 'one page',
      status: 200,
      run: get(`/app/${name}?page=1&pageSize=2&sort=id:desc`),
      check: (b) => isPage(b, 2) ?? rowsWithoutVersion(b),
    },
    { operationId: `list_${name}`, name: 'page 0', status: 400, run: get(`/app/${name}?page=0`) },
    // Values the database cannot hold are refused before any query: never a 500.
    ...['id=1.5', 'id=99999999999999999999', 'q=a%00b', 'page=99999999999'].map((query): ContractCase => ({
      operationId: `list_${name}`,
      name: `?${query}`,
      status: 400,
      run: get(`/app/${name}?${query}`),
    })),
    { operationId: `list_${name}`, name: 'an unknown sort field', status: 400, run: get(`/app/${name}?sort=noSuchField:asc`) },
    ...unauthorised(`list_${name}`, 'GET', `/app/${name}`),
    {
      operationId: `create_${name}`,
      name: 'a valid row',
      status: createdStatus(name),
      run: (ctx) => ctx.call('POST', `/app/${name}`, { body: newRow(name, ctx) }),
      check: (body, ctx, result) => {
        const id = (body as { id?: unknown }).id;
        ctx.vars.set(`${name}:created`, id);
        return typeof id === 'number' ? (etagProblem(body, result, 1) ?? authorProblem(name, body)) : 'no id';
      },
    },
    ...references.after,
    { operationId: `create_${name}`, name: 'an empty body', status: 400, run: (ctx) => ctx.call('POST', `/app/${name}`, { body: {} }) },
    {
      operationId: `create_${name}`,
      name: 'a NUL character in text',
      status: 400,
      run: (ctx) => ctx.call('POST', `/app/${name}`, { body: withNul(input) }),
    },
    ...unauthorised(`create_${name}`, 'POST', `/app/${name}`, input),
    {
      operationId: `update_${name}`,
      name: 'the created row',
      status: 200,
      run: (ctx) => ctx.call('PUT', createdPath(ctx), { body: { ...newRow(name, ctx), id: ctx.vars.get(`${name}:created`) } }),
      check: (body, _ctx, result) => etagProblem(body, result, 2) ?? authorProblem(name, body),
    },
    {
      operationId: `get_${name}`,
      name: 'the updated row',
      status: 200,
      run: (ctx) => ctx.call('GET', createdPath(ctx)),
      check: (body, _ctx, result) => etagProblem(body, result, 2),
    },
    { operationId: `get_${name}`, name: 'an unknown id', status: 404, run: get(`/app/${name}/999999`) },
    ...unauthorised(`get_${name}`, 'GET', `/app/${name}/1`),
    {
      operationId: `update_${name}`,
      name: 'a stale If-Match (412 with the row as it is)',
      status: 412,
      run: (ctx) =>
        ctx.call('PUT', createdPath(ctx), { body: { ...newRow(name, ctx), id: ctx.vars.get(`${name}:created`) }, ifMatch: '"1"' }),
      check: (body, _ctx, result) => etagProblem(body, result, 2),
    },
    {
      operationId: `update_${name}`,
      name: 'the current If-Match',
      status: 200,
      run: (ctx) =>
        ctx.call('PUT', createdPath(ctx), { body: { ...newRow(name, ctx), id: ctx.vars.get(`${name}:created`) }, ifMatch: '"2"' }),
      check: (body, _ctx, result) => etagProblem(body, result, 3),
    },
    {
      operationId: `delete_${name}`,
      name: 'a stale If-Match (412, the row stays)',
      status: 412,
      run: (ctx) => ctx.call('DELETE', createdPath(ctx), { ifMatch: '"2"' }),
      check: (body, _ctx, result) => etagProblem(body, result, 3),
    },
    {
      operationId: `update_${name}`,
      name: 'an unknown id',
      status: 404,
      run: (ctx) => ctx.call('PUT', `/app/${name}/999999`, { body: { ...input, id: 999999 } }),
    },
    ...unauthorised(`update_${name}`, 'PUT', `/app/${name}/1`, sample),
    { operationId: `delete_${name}`, name: 'the created row', status: 200, run: (ctx) => ctx.call('DELETE', createdPath(ctx)) },
    { operationId: `delete_${name}`, name: 'the same row again', status: 404, run: (ctx) => ctx.call('DELETE', createdPath(ctx)) },
    ...unauthorised(`delete_${name}`, 'DELETE', `/app/${name}/1`),
    ...sendCases(name),
  ];
}

/** A PNG of one pixel (68 bytes): the smallest image an upload takes. */
export const TINY_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const text = (value: string) => new TextEncoder().encode(value);

/** A token of a demo account of `role`, signed in for the case. */
async function tokenOf(ctx: CaseContext, role: 'editor' | 'viewer'): Promise<string | null> {
  const account = DEMO_ACCOUNTS[role];
  const res = await ctx.call('POST', '/users/authenticate', { body: { email: account.email, password: account.password }, token: null });
  return (res.body as { token?: string } | undefined)?.token ?? null;
}

/** The answer's url, kept for the cases after it. */
const keepUrl = (key: string) => (body: unknown, ctx: CaseContext) => {
  const url = (body as { url?: unknown }).url;
  ctx.vars.set(key, url);
  return typeof url === 'string' ? undefined : 'no url';
};

function uploadGetCases(): ContractCase[] {
  return [
    {
      operationId: 'getUpload',
      name: 'the uploaded PNG, without a token',
      status: 200,
      run: (ctx) => ctx.call('GET', ctx.vars.get('upload:url') as string, { token: null }),
      check: (_, __, result) => {
        const headers = result.image?.headers;
        if (!headers) return 'not an image answer';
        if (headers.get('Content-Type') !== 'image/png') return `Content-Type ${headers.get('Content-Type')}`;
        if (headers.get('X-Content-Type-Options') !== 'nosniff') return 'no nosniff';
        if (!(headers.get('Cache-Control') ?? '').includes('immutable')) return `Cache-Control ${headers.get('Cache-Control')}`;
        return result.image?.size === TINY_PNG.byteLength ? undefined : `${result.image?.size} bytes`;
      },
    },
    { operationId: 'getUpload', name: 'an unknown upload', status: 404, run: get(`/app/uploads/${'0'.repeat(32)}.png`, null) },
  ];
}

/** An image field takes an upload's url, and still refuses any other address, naming the field. */
function uploadRowCases(): ContractCase[] {
  const row = (img: unknown) => {
    const { id: _id, ...input } = SAMPLE.salary[0]!;
    return { ...input, img };
  };
  return [
    {
      operationId: 'create_salary',
      name: "a row whose image is an upload's url",
      status: 200,
      run: (ctx) => ctx.call('POST', '/app/salary', { body: row(ctx.vars.get('upload:url')) }),
      check: (body, ctx) => {
        ctx.vars.set('upload:row', (body as { id?: unknown }).id);
        return (body as { img?: unknown }).img === ctx.vars.get('upload:url') ? undefined : 'the image was not kept';
      },
    },
    {
      operationId: 'create_salary',
      name: 'a row whose image is an address of another site',
      status: 400,
      run: (ctx) => ctx.call('POST', '/app/salary', { body: row('https://example.com/face.png') }),
      check: (body) => (/\bimg\b/.test((body as { message?: string }).message ?? '') ? undefined : 'the message does not name img'),
    },
    {
      operationId: 'delete_salary',
      name: 'the row with the uploaded image',
      status: 200,
      run: (ctx) => ctx.call('DELETE', `/app/salary/${String(ctx.vars.get('upload:row'))}`),
    },
  ];
}

/** POST /app/uploads as each role, with images and with what only claims to be one; then GET of what was stored. */
function uploadCases(): ContractCase[] {
  const post = (raw: { type: string; bytes: Uint8Array<ArrayBuffer> }, token?: string | null) => (ctx: CaseContext) =>
    ctx.call('POST', '/app/uploads', { raw, ...(token === undefined ? {} : { token }) });
  const png = { type: 'image/png', bytes: TINY_PNG };
  const tooBig = new Uint8Array(MAX_UPLOAD_BYTES + 1);
  tooBig.set(TINY_PNG);
  return [
    { operationId: 'createUpload', name: 'a PNG, as the administrator', status: 201, run: post(png), check: keepUrl('upload:url') },
    {
      operationId: 'createUpload',
      name: 'a PNG, as an editor',
      status: 201,
      run: async (ctx) => post(png, await tokenOf(ctx, 'editor'))(ctx),
      check: (body, ctx) => {
        const problem = keepUrl('upload:editor')(body, ctx);
        return problem ?? (ctx.vars.get('upload:editor') === ctx.vars.get('upload:url') ? 'the same url twice' : undefined);
      },
    },
    {
      operationId: 'createUpload',
      name: 'a PNG, as a viewer',
      status: 403,
      run: async (ctx) => post(png, await tokenOf(ctx, 'viewer'))(ctx),
    },
    { operationId: 'createUpload', name: 'a PNG, without a token', status: 401, run: post(png, null) },
    {
      operationId: 'createUpload',
      name: 'one byte over the limit',
      status: 413,
      run: post({ type: 'image/png', bytes: tooBig }),
      check: says(UPLOAD_TOO_LARGE),
    },
    {
      operationId: 'createUpload',
      name: 'an SVG declared as a PNG',
      status: 415,
      run: post({ type: 'image/png', bytes: text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') }),
      check: says(NOT_AN_IMAGE),
    },
    { operationId: 'createUpload', name: 'text declared as a PNG', status: 415, run: post({ type: 'image/png', bytes: text('hello') }) },
    ...uploadGetCases(),
    ...uploadRowCases(),
  ];
}

/** GET /app/audit, after the lists' cases: each list's row was created, edited and deleted by the demo administrator. */
function auditCases(): ContractCase[] {
  const history = (name: ListName) => (ctx: CaseContext) =>
    ctx.call('GET', `/app/audit?resource=${name}&recordId=${String(ctx.vars.get(`${name}:created`))}`);
  const actions = (body: unknown) => (body as { items: { action: string }[] }).items.map((e) => e.action).join(',');
  const viewer = DEMO_ACCOUNTS.viewer;
  return [
    {
      operationId: 'listAudit',
      name: 'the newest page',
      status: 200,
      run: get('/app/audit?page=1&pageSize=5'),
      check: (b) => isPage(b, 5) ?? ((b as { total: number }).total > 0 ? undefined : 'an empty trail'),
    },
    {
      operationId: 'listAudit',
      name: "one row's history, newest first",
      status: 200,
      run: history(LIST_NAMES[0]!),
      check: (b) => (/^delete,(update,)+create$/.test(actions(b)) ? undefined : `history was ${actions(b)}`),
    },
    {
      operationId: 'listAudit',
      name: 'filtered by actor, action and time',
      status: 200,
      run: get(`/app/audit?actor=${encodeURIComponent(CONTRACT_ACCOUNT.email)}&action=update&from=2000-01-01T00:00:00Z`),
      check: (b) => (/^(update,?)+$/.test(actions(b)) ? undefined : `actions were ${actions(b)}`),
    },
    {
      operationId: 'listAudit',
      name: 'the uploads, with their urls',
      status: 200,
      run: get('/app/audit?resource=uploads&action=create'),
      check: (b, ctx) => {
        const urls = (b as { items: { changes: { field: string; after: unknown }[] }[] }).items.flatMap((e) =>
          e.changes.filter((c) => c.field === 'url').map((c) => c.after),
        );
        return urls.includes(ctx.vars.get('upload:url')) ? undefined : 'no entry of the upload';
      },
    },
    { operationId: 'listAudit', name: 'an unknown action', status: 400, run: get('/app/audit?action=drop') },
    { operationId: 'listAudit', name: 'a record without its resource', status: 400, run: get('/app/audit?recordId=1') },
    {
      operationId: 'listAudit',
      name: 'a viewer',
      status: 403,
      run: async (ctx) => {
        const res = await ctx.call('POST', '/users/authenticate', {
          body: { email: viewer.email, password: viewer.password },
          token: null,
        });
        return ctx.call('GET', '/app/audit', { token: (res.body as { token?: string }).token ?? null });
      },
    },
    ...unauthorised('listAudit', 'GET', '/app/audit'),
  ];
}

function logoutCases(): ContractCase[] {
  const signIn = async (ctx: CaseContext) => {
    const res = await ctx.call('POST', '/users/authenticate', { body: CONTRACT_ACCOUNT, token: null });
    const token = (res.body as { token: string }).token;
    ctx.vars.set('logoutToken', token);
    return token;
  };
  return [
    ...unauthorised('logout', 'POST', '/users/logout'),
    {
      operationId: 'logout',
      name: 'a fresh session',
      status: 204,
      run: async (ctx) => ctx.call('POST', '/users/logout', { token: await signIn(ctx) }),
    },
    {
      operationId: 'logout',
      name: 'the revoked token again',
      status: 401,
      run: (ctx) => ctx.call('POST', '/users/logout', { token: ctx.vars.get('logoutToken') as string }),
    },
    {
      operationId: 'listUsers',
      name: 'with a revoked token',
      status: 401,
      run: (ctx) => ctx.call('GET', '/users', { token: ctx.vars.get('logoutToken') as string }),
    },
    // A name no backend knows (a screen newer than the backend): 404, which leaves the session alone; 401 only without a token.
    {
      operationId: 'absentList',
      name: 'a list that does not exist',
      status: 404,
      run: get('/app/nosuchlist'),
      check: says(MESSAGES.noDataFound),
    },
    ...unauthorised('absentList', 'GET', '/app/nosuchlist'),
  ];
}

/** Each dashboard's aggregates: a period, the default one, a bad period, and without a token. */
function statsCases(): ContractCase[] {
  return DASHBOARDS.flatMap((name): ContractCase[] => {
    const operationId = `stats_${name}`;
    const path = `/app/stats/${name}`;
    return [
      {
        operationId,
        name: 'a quarter by week',
        status: 200,
        run: get(`${path}?from=2026-01-01&to=2026-03-31&interval=week`),
        check: (body) => (((body as { kpis?: unknown[] }).kpis?.length ?? 0) >= 4 ? undefined : 'fewer than four KPIs'),
      },
      { operationId, name: 'the default period', status: 200, run: get(path) },
      { operationId, name: 'from after to', status: 400, run: get(`${path}?from=2026-03-02&to=2026-03-01`) },
      { operationId, name: 'an unknown interval', status: 400, run: get(`${path}?interval=year`) },
      ...unauthorised(operationId, 'GET', path),
    ];
  });
}

/** A healthy backend answers 200 without a token (its 503 needs a database that is down: the server tests make one). */
function healthCases(): ContractCase[] {
  return [
    {
      operationId: 'health',
      name: 'without a token',
      status: 200,
      run: get('/healthz', null),
      check: (body) => ((body as { status?: string }).status === 'ok' ? undefined : 'status is not ok'),
    },
  ];
}

/** The `change` events of a stream's start, each `data` parsed. */
export function streamChanges(stream: string | undefined): unknown[] {
  return (stream ?? '')
    .split('\n\n')
    .filter((block) => /^event: change$/m.test(block))
    .map((block) => JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as unknown);
}

/** The live stream: it opens for any signed-in account; from Last-Event-ID 0 it replays the changes made so far (the calendar cases made some). */
function liveCases(): ContractCase[] {
  return [
    {
      operationId: 'liveEvents',
      name: 'with the token',
      status: 200,
      run: get('/app/events'),
      check: (_, __, result) => (/^: connected$/m.test(result.stream ?? '') ? undefined : 'the stream did not say it is connected'),
    },
    {
      operationId: 'liveEvents',
      name: 'from Last-Event-ID 0: the changes so far first, each as the contract describes it',
      status: 200,
      run: get('/app/events?lastEventId=0'),
      check: (_, __, result) => {
        const changes = streamChanges(result.stream);
        const bad = changes.find((change) => !liveChangeSchema.safeParse(change).success);
        if (bad) return `a change does not match the schema: ${JSON.stringify(bad)}`;
        return changes.some((c) => (c as LiveChange).resource === 'calendar') ? undefined : 'no calendar change was replayed';
      },
    },
    ...unauthorised('liveEvents', 'GET', '/app/events'),
  ];
}

/**
 * A declared reference: a row naming no row of the other list is refused (400, naming the field), and with `restrict`
 * the row the first sample row names is not deleted (400 naming the rows that name it; the next cases find it still there).
 */
function foreignKeyCases(ref: ListReference): ContractCase[] {
  type Row = Record<string, unknown> & { id: number };
  const child = SAMPLE[ref.from][0] as Row;
  const parent = (SAMPLE[ref.to] as Row[]).find((r) => r[ref.key] === child[ref.field])!;
  // Every list naming the row through a `restrict` reference is named in the refusal, this one among them.
  const naming = referencesTo(ref.to)
    .filter((other) => other.onDelete === 'restrict')
    .map((other) => ({
      list: other.from,
      ids: (SAMPLE[other.from] as Row[]).filter((r) => r[other.field] === parent[other.key]).map((r) => r.id),
    }))
    .filter(({ ids }) => ids.length);
  const format = generatedCode(ref.to)?.format;
  // A code of the format that no sample row has (its digits all nines), or an id none has.
  const nobody = format ? CODE_FORMATS[format].example.replace(/\d+$/, (d) => '9'.repeat(d.length)) : 2_000_000_000;
  const { id: _id, ...copy } = withoutChildIds(ref.from, child);
  // A list with a generated code gets a free one (its digits all eights), so only the reference is wrong.
  const own = generatedCode(ref.from);
  const input = own ? { ...copy, [own.field]: CODE_FORMATS[own.format].example.replace(/\d+$/, (d) => '8'.repeat(d.length)) } : copy;
  const restrict: ContractCase[] = [
    {
      operationId: `delete_${ref.to}`,
      name: `a row ${ref.from} rows name (restrict)`,
      status: 400,
      run: (ctx) => ctx.call('DELETE', `/app/${ref.to}/${parent.id}`),
      check: says(MESSAGES.referencedBy(naming)),
    },
    { operationId: `get_${ref.to}`, name: 'the row a reference kept', status: 200, run: get(`/app/${ref.to}/${parent.id}`) },
  ];
  return [
    {
      operationId: `create_${ref.from}`,
      name: `a row whose ${ref.field} names no ${ref.to} row`,
      status: 400,
      run: (ctx) => ctx.call('POST', `/app/${ref.from}`, { body: { ...input, [ref.field]: nobody } }),
      check: says(MESSAGES.referenceMissing(ref.field, ref.to, String(nobody))),
    },
    ...(ref.onDelete === 'restrict' ? restrict : []),
  ];
}

/**
 * The invoice's payments and void (src/contract/invoice-routes.ts), on the invoice the send cases sent (overdue or sent,
 * so it takes payments) and on a draft of its own: every status each route declares, an editor's 403 on what only an
 * administrator does, and the refusals' words.
 */
function invoicePaymentCases(): ContractCase[] {
  const sent = (ctx: CaseContext) => `/app/invoices/${String(ctx.vars.get('invoices:draft'))}`;
  const draft = (ctx: CaseContext) => `/app/invoices/${String(ctx.vars.get('invoices:unsent'))}`;
  const payment = { amount: 1, date: '2026-12-01', method: 'cash' };
  const asEditor = (method: string, path: (ctx: CaseContext) => string, body?: unknown) => async (ctx: CaseContext) =>
    ctx.call(method, path(ctx), { body, token: await tokenOf(ctx, 'editor') });
  const paid = (amount: number, count: number) => (body: unknown) => {
    const invoice = body as { paid?: unknown; payments?: unknown[] };
    return invoice.paid === amount && invoice.payments?.length === count ? undefined : `paid ${String(invoice.paid)}`;
  };
  const payments = 'recordPayment_invoices';
  const deletion = 'deletePayment_invoices';
  const voiding = 'void_invoices';
  return [
    {
      operationId: 'create_invoices',
      name: 'a draft to pay and void',
      status: createdStatus('invoices'),
      run: (ctx) => ctx.call('POST', '/app/invoices', { body: { ...newRow('invoices', ctx), status: 'draft', number: null } }),
      check: (body, ctx) => {
        ctx.vars.set('invoices:unsent', (body as { id?: unknown }).id);
        return undefined;
      },
    },
    {
      operationId: payments,
      name: 'a payment of a sent invoice',
      status: 200,
      run: (ctx) => ctx.call('POST', `${sent(ctx)}/payments`, { body: payment }),
      check: (body, ctx) => {
        ctx.vars.set('invoices:payment', (body as { payments?: { id: number }[] }).payments?.[0]?.id);
        return paid(1, 1)(body);
      },
    },
    {
      operationId: payments,
      name: 'more than the balance (400)',
      status: 400,
      run: (ctx) => ctx.call('POST', `${sent(ctx)}/payments`, { body: { ...payment, amount: 2 ** 52 } }),
      check: says(MESSAGES.paymentOverBalance),
    },
    {
      operationId: payments,
      name: 'a malformed body',
      status: 400,
      run: (ctx) => ctx.call('POST', `${sent(ctx)}/payments`, { body: { amount: -1 } }),
    },
    {
      operationId: payments,
      name: 'a draft (409)',
      status: 409,
      run: (ctx) => ctx.call('POST', `${draft(ctx)}/payments`, { body: payment }),
      check: says(MESSAGES.notPayable),
    },
    {
      operationId: payments,
      name: 'an unknown id',
      status: 404,
      run: (ctx) => ctx.call('POST', '/app/invoices/999999/payments', { body: payment }),
    },
    ...unauthorised(payments, 'POST', '/app/invoices/1/payments', payment),
    {
      operationId: deletion,
      name: 'as an editor (403)',
      status: 403,
      run: asEditor('DELETE', (ctx) => `${sent(ctx)}/payments/${String(ctx.vars.get('invoices:payment'))}`),
    },
    {
      operationId: deletion,
      name: 'the payment',
      status: 200,
      run: (ctx) => ctx.call('DELETE', `${sent(ctx)}/payments/${String(ctx.vars.get('invoices:payment'))}`),
      check: paid(0, 0),
    },
    {
      operationId: deletion,
      name: 'the same payment again',
      status: 404,
      run: (ctx) => ctx.call('DELETE', `${sent(ctx)}/payments/${String(ctx.vars.get('invoices:payment'))}`),
    },
    ...unauthorised(deletion, 'DELETE', '/app/invoices/1/payments/1'),
    {
      operationId: voiding,
      name: 'as an editor (403)',
      status: 403,
      run: asEditor('POST', (ctx) => `${sent(ctx)}/void`, { reason: 'Billed twice' }),
    },
    {
      operationId: voiding,
      name: 'without a reason',
      status: 400,
      run: (ctx) => ctx.call('POST', `${sent(ctx)}/void`, { body: { reason: '' } }),
    },
    {
      operationId: voiding,
      name: 'a draft (409)',
      status: 409,
      run: (ctx) => ctx.call('POST', `${draft(ctx)}/void`, { body: { reason: 'Billed twice' } }),
      check: says(MESSAGES.voidDraft),
    },
    {
      operationId: voiding,
      name: 'a sent invoice',
      status: 200,
      run: (ctx) => ctx.call('POST', `${sent(ctx)}/void`, { body: { reason: 'Billed twice' } }),
      check: (body) => {
        const invoice = body as { status?: unknown; voidReason?: unknown };
        return invoice.status === 'void' && invoice.voidReason === 'Billed twice' ? undefined : `status ${String(invoice.status)}`;
      },
    },
    {
      operationId: voiding,
      name: 'a void invoice (409)',
      status: 409,
      run: (ctx) => ctx.call('POST', `${sent(ctx)}/void`, { body: { reason: 'Again' } }),
      check: says(MESSAGES.invoiceVoided),
    },
    {
      operationId: voiding,
      name: 'an unknown id',
      status: 404,
      run: (ctx) => ctx.call('POST', '/app/invoices/999999/void', { body: { reason: 'x' } }),
    },
    ...unauthorised(voiding, 'POST', '/app/invoices/1/void', { reason: 'x' }),
    {
      operationId: 'delete_invoices',
      name: 'the draft paid and voided in vain',
      status: 200,
      run: (ctx) => ctx.call('DELETE', draft(ctx)),
    },
  ];
}

/** Every case, in the order they must run (each list's row is created before it is edited and deleted). */
export const CONTRACT_CASES: readonly ContractCase[] = [
  ...healthCases(),
  ...authCases(),
  ...calendarCases(),
  ...notificationCases(),
  ...liveCases(),
  ...accountCases(),
  ...subscriptionCases('subscribeNewsletter', '/app/newsletter'),
  ...subscriptionCases('subscribeLaunchAlert', '/app/launch-alert'),
  ...statsCases(),
  ...LIST_NAMES.flatMap(listCases),
  ...endDateContractCases(),
  ...invoicePaymentCases(),
  ...REFERENCES.flatMap(foreignKeyCases),
  ...boardContractCases(),
  ...chatContractCases(),
  ...uploadCases(),
  ...invoicePdfContractCases(),
  ...searchContractCases(),
  ...jobContractCases(),
  ...apiKeyContractCases(),
  ...webhookContractCases(),
  ...auditCases(),
  ...logoutCases(),
];

/**
 * The start of an event stream, read until the server says it is connected (after the replayed changes) or `limitMs`
 * passes; the stream is then closed. A stream never ends by itself, so it cannot be read to the end as other answers are.
 */
export async function readStreamStart(response: Response, limitMs = 5_000): Promise<string> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  const deadline = Date.now() + limitMs;
  while (!/^: connected$/m.test(text) && Date.now() < deadline) {
    const next = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now()))]);
    if (!next || next.done) break;
    text += next.value;
  }
  await reader.cancel();
  return text;
}

/** Whether an answer is an event stream. */
export const isEventStream = (response: Response) => (response.headers.get('Content-Type') ?? '').startsWith('text/event-stream');

async function readResult(response: Response): Promise<CallResult> {
  if (isEventStream(response)) return { status: response.status, body: undefined, stream: await readStreamStart(response) };
  // Bytes (an image, a PDF, a workbook): their headers and size, not a text.
  if (/^(image\/|application\/pdf|application\/vnd\.openxmlformats)/.test(response.headers.get('Content-Type') ?? ''))
    return {
      status: response.status,
      body: undefined,
      image: { headers: response.headers, size: (await response.arrayBuffer()).byteLength },
    };
  // Its byte-order mark kept (text() drops it): an export must start with one.
  if ((response.headers.get('Content-Type') ?? '').startsWith('text/csv'))
    return {
      status: response.status,
      body: undefined,
      csv: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer()),
    };
  const text = await response.text();
  const etag = response.headers.get('ETag');
  const status = { status: response.status, ...(etag === null ? {} : { etag }) };
  if (text === '') return { ...status, body: undefined };
  try {
    return { ...status, body: JSON.parse(text) };
  } catch {
    return { ...status, body: text };
  }
}

/** Whether an answer matches the route's declared response for its status; undefined when it does. */
export function shapeProblem(route: RouteDef, result: CallResult): string | undefined {
  const declared = (route.responses as Record<number, { schema?: ZodMiniType } | undefined>)[result.status];
  if (!declared) return `status ${result.status} is not in the contract`;
  if (!declared.schema) return result.body === undefined ? undefined : 'a body where the contract has none';
  const parsed = declared.schema.safeParse(result.body);
  if (parsed.success) return undefined;
  return parsed.error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`)
    .join('; ');
}

/** Runs every case in order against `baseUrl` and answers each one's outcome. */
export async function runContractCases(
  baseUrl: string,
  fetchImpl: FetchLike = fetch,
  cases = CONTRACT_CASES,
  backend: { exportJobs?: { threshold: number } } = {},
): Promise<CaseOutcome[]> {
  const base = baseUrl.replace(/\/+$/, '');
  const routes = new Map(allRoutes().map((r) => [r.operationId, r]));
  const exportJobs = backend.exportJobs;
  const defaultThreshold = exportJobs?.threshold;
  const ctx: CaseContext = {
    token: '',
    vars: new Map(),
    ...(exportJobs ? { exportJobThreshold: (rows: number | null) => void (exportJobs.threshold = rows ?? defaultThreshold!) } : {}),
    async call(method, path, options = {}) {
      const token = options.token === undefined ? ctx.token : options.token;
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (token) headers.Authorization = `Bearer ${token}`;
      if (options.body !== undefined) headers['Content-Type'] = 'application/json';
      if (options.raw) headers['Content-Type'] = options.raw.type;
      if (options.ifMatch !== undefined) headers['If-Match'] = options.ifMatch;
      if (options.language !== undefined) headers['Accept-Language'] = options.language;
      const body = options.raw ? options.raw.bytes : options.body === undefined ? undefined : JSON.stringify(options.body);
      const init: RequestInit = { method, headers, ...(body === undefined ? {} : { body }) };
      return readResult(await fetchImpl(`${base}${path}`, init));
    },
  };
  const signIn = await ctx.call('POST', '/users/authenticate', { body: CONTRACT_ACCOUNT, token: null });
  ctx.token = (signIn.body as { token?: string } | undefined)?.token ?? '';
  const outcomes: CaseOutcome[] = [];
  for (const item of cases) {
    const route = routes.get(item.operationId);
    let problem: string | undefined;
    try {
      const result = await item.run(ctx);
      if (!route) problem = `no operation ${item.operationId} in the contract`;
      else if (result.status !== item.status)
        problem = `answered ${result.status}, expected ${item.status}: ${JSON.stringify(result.body)?.slice(0, 200)}`;
      else problem = shapeProblem(route, result) ?? item.check?.(result.body, ctx, result);
    } catch (error) {
      problem = `threw ${String(error)}`;
    }
    outcomes.push({ case: item, ok: problem === undefined, ...(problem ? { problem } : {}) });
  }
  return outcomes;
}
