import { z } from 'zod/mini';
import {
  AUDIT_ACTIONS,
  auditActionSchema,
  auditPageSchema,
  type AuditAction,
  type AuditChange,
  type AuditEntry,
  type AuditValue,
} from '../schemas/audit.ts';
import { error, FORBIDDEN, UNAUTHORISED, type RouteDef } from './route-kit.ts';
import { LIST_NAMES } from '../resources/index.ts';

/** What the trail is about: every list, the calendar, `users` (accounts), `uploads` (images sent for image fields) the task boards (`boards`, `tasks`) and the webhook endpoints (`webhooks`). */
export const AUDIT_RESOURCES: readonly string[] = [...LIST_NAMES, 'calendar', 'users', 'uploads', 'boards', 'tasks', 'webhooks'];
export const AUDIT_DEFAULT_PAGE_SIZE = 25;
export const AUDIT_MAX_PAGE_SIZE = 100;
/** The backend's words when a role without `audit.read` asks for the trail. */

/** The filters and page of GET /app/audit, once read and checked. */
export interface AuditQuery {
  page: number;
  pageSize: number;
  /** Lower-cased part of the actor's e-mail. */
  actor?: string;
  resource?: string;
  recordId?: number;
  action?: AuditAction;
  /** ISO date-times: entries at or after `from`, and before `to`. */
  from?: string;
  to?: string;
}

const dateTime = z.iso.datetime({ offset: true });

export const AUDIT_ROUTES = {
  listAudit: {
    method: 'get',
    path: '/app/audit',
    operationId: 'listAudit',
    tag: 'audit',
    summary: 'The audit trail, newest first, one page at a time, filtered by actor, resource, record, action and time (admins only)',
    auth: true,
    permission: 'audit.read',
    query: {
      page: { description: 'Page number from 1 (default 1)', schema: z.int().check(z.minimum(1)) },
      pageSize: {
        description: `Entries per page, 1-${AUDIT_MAX_PAGE_SIZE} (default ${AUDIT_DEFAULT_PAGE_SIZE})`,
        schema: z.int().check(z.minimum(1), z.maximum(AUDIT_MAX_PAGE_SIZE)),
      },
      actor: { description: "Only entries whose actor's e-mail contains this text (any letter case)", schema: z.string() },
      resource: { description: 'Only entries about this resource: a list name, `calendar` or `users`', schema: z.string() },
      recordId: {
        description: "Only the entries of this record (one row's history); needs `resource`",
        schema: z.int().check(z.positive()),
      },
      action: { description: 'Only entries of this action', schema: auditActionSchema },
      from: { description: 'Only entries at or after this time (ISO 8601 with offset)', schema: dateTime },
      to: { description: 'Only entries before this time (ISO 8601 with offset)', schema: dateTime },
    },
    responses: {
      200: { description: 'One page of entries and how many match', schema: auditPageSchema },
      400: error('A bad `page`, `pageSize`, `resource`, `recordId`, `action`, `from` or `to` (the message says which)'),
      401: UNAUTHORISED,
      403: FORBIDDEN,
    },
  },
} as const satisfies Record<string, RouteDef>;

function wholeNumber(raw: string | null, min: number, max: number): number | 'bad' | undefined {
  if (raw === null) return undefined;
  if (!/^\d+$/.test(raw)) return 'bad';
  const value = Number(raw);
  return value >= min && value <= max ? value : 'bad';
}

type Parsed<T> = { ok: true; query: T } | { ok: false; message: string };

function parseTimes(params: URLSearchParams): Parsed<Pick<AuditQuery, 'from' | 'to'>> {
  const times: Pick<AuditQuery, 'from' | 'to'> = {};
  for (const name of ['from', 'to'] as const) {
    const raw = params.get(name);
    if (raw === null) continue;
    if (!dateTime.safeParse(raw).success) return { ok: false, message: `${name} must be an ISO 8601 date and time with an offset` };
    times[name] = new Date(raw).toISOString();
  }
  if (times.from && times.to && times.from > times.to) return { ok: false, message: 'from must not be after to' };
  return { ok: true, query: times };
}

/** Reads GET /app/audit's query string; both backends answer the same 400 messages from it. */
export function parseAuditQuery(params: URLSearchParams): Parsed<AuditQuery> {
  const page = wholeNumber(params.get('page'), 1, 1_000_000);
  if (page === 'bad') return { ok: false, message: 'page must be a whole number from 1' };
  const pageSize = wholeNumber(params.get('pageSize'), 1, AUDIT_MAX_PAGE_SIZE);
  if (pageSize === 'bad') return { ok: false, message: `pageSize must be a whole number from 1 to ${AUDIT_MAX_PAGE_SIZE}` };
  const resource = params.get('resource') || undefined;
  if (resource !== undefined && !AUDIT_RESOURCES.includes(resource))
    return { ok: false, message: `resource must be one of ${AUDIT_RESOURCES.join(', ')}` };
  const recordId = wholeNumber(params.get('recordId'), 1, 2_147_483_647);
  if (recordId === 'bad') return { ok: false, message: 'recordId must be a whole number from 1' };
  if (recordId !== undefined && resource === undefined) return { ok: false, message: 'recordId needs resource' };
  const action = params.get('action') || undefined;
  if (action !== undefined && !(AUDIT_ACTIONS as readonly string[]).includes(action))
    return { ok: false, message: `action must be one of ${AUDIT_ACTIONS.join(', ')}` };
  const times = parseTimes(params);
  if (!times.ok) return times;
  const actor = params.get('actor')?.trim().toLowerCase();
  return {
    ok: true,
    query: {
      page: page ?? 1,
      pageSize: pageSize ?? AUDIT_DEFAULT_PAGE_SIZE,
      ...(actor ? { actor } : {}),
      ...(resource ? { resource } : {}),
      ...(recordId === undefined ? {} : { recordId }),
      ...(action ? { action: action as AuditAction } : {}),
      ...times.query,
    },
  };
}

/** Whether an entry passes the query's filters (the fake backend's trail is kept in memory). */
export function auditMatches(entry: AuditEntry, query: AuditQuery): boolean {
  const at = new Date(entry.at).toISOString();
  return (
    (query.actor === undefined || (entry.actorEmail ?? '').toLowerCase().includes(query.actor)) &&
    (query.resource === undefined || entry.resource === query.resource) &&
    (query.recordId === undefined || entry.recordId === query.recordId) &&
    (query.action === undefined || entry.action === query.action) &&
    (query.from === undefined || at >= query.from) &&
    (query.to === undefined || at < query.to)
  );
}

/** One page of the entries a query selects, newest first (the id breaks ties). */
export function auditPage(entries: readonly AuditEntry[], query: AuditQuery): { items: AuditEntry[]; total: number } {
  const selected = entries.filter((entry) => auditMatches(entry, query)).sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : b.id - a.id));
  const start = (query.page - 1) * query.pageSize;
  return { items: selected.slice(start, start + query.pageSize), total: selected.length };
}

/** Never written to the trail, under any name a row or account may give it. */
export const isSecretField = (field: string) => /password|hash|token|secret/i.test(field);

/** A stored value as the trail keeps it: scalars as they are, anything else (an object, a date) as JSON text. */
function auditValue(value: unknown): AuditValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

type Fields = Record<string, unknown>;

/**
 * The fields whose value differs between two versions of a record, before -> after, in the order they first appear.
 * `before` null: the record was created (every field of `after`); `after` null: it was deleted (every field of `before`).
 * The id is the record's, not a change; secret fields are left out. Both backends record these.
 */
export function diffFields(before: Fields | null, after: Fields | null): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return (
    fields
      // The id names the record already; the row version is the database's bookkeeping, not anyone's change.
      .filter((field) => field !== 'id' && field !== 'version' && !isSecretField(field))
      .map((field) => ({ field, before: auditValue(before?.[field]), after: auditValue(after?.[field]) }))
      .filter((change) => JSON.stringify(change.before) !== JSON.stringify(change.after))
  );
}
