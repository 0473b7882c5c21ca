import { atom, type ReadableAtom } from 'nanostores';
import { api } from '../api/client.ts';
import { auditPageSchema, type AuditEntry, type AuditPage } from '../schemas/audit.ts';

export type { AuditEntry };

const PATH = '/app/audit';

/** The activity screen's filters as typed: dates are calendar days (`YYYY-MM-DD`) in the viewer's time zone. */
export interface AuditFilters {
  actor: string;
  resource: string;
  action: string;
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = { actor: '', resource: '', action: '', from: '', to: '' };

/** A calendar day's local midnight as an ISO instant; `nextDay` moves to the following day (an inclusive `to`). */
function dayStart(day: string, nextDay = false): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + (nextDay ? 1 : 0));
  return date.toISOString();
}

/** The query of GET /app/audit for the filters and page: empty filters are left out; `to` includes its whole day. */
export function auditQuery(filters: AuditFilters, page: number, pageSize: number): Record<string, string | number> {
  const query: Record<string, string | number> = { page, pageSize };
  if (filters.actor.trim()) query.actor = filters.actor.trim();
  if (filters.resource) query.resource = filters.resource;
  if (filters.action) query.action = filters.action;
  const from = dayStart(filters.from);
  const to = dayStart(filters.to, true);
  if (from) query.from = from;
  if (to) query.to = to;
  return query;
}

export interface AuditState {
  page: AuditPage | null;
  loading: boolean;
  /** The last failure, as the API client worded it (translate it with translateError). */
  error: unknown;
}

const $trail = atom<AuditState>({ page: null, loading: false, error: null });
let latest = 0;

/** The audit trail (`GET /app/audit`), one page at a time, as the server pages and filters it. */
export const auditStore = {
  $trail: $trail as ReadableAtom<AuditState>,

  /** Loads a page; an answer to an older request (filters typed since) is dropped. */
  async load(filters: AuditFilters, page: number, pageSize: number): Promise<void> {
    const call = ++latest;
    $trail.set({ ...$trail.get(), loading: true, error: null });
    try {
      const answer = await api.get(PATH, { query: auditQuery(filters, page, pageSize), schema: auditPageSchema });
      if (call === latest) $trail.set({ page: answer, loading: false, error: null });
    } catch (error) {
      if (call === latest) $trail.set({ ...$trail.get(), loading: false, error });
    }
  },
};

/** One record's history, newest first (its edit dialog's History tab). */
export async function loadRecordHistory(resource: string, recordId: number, signal?: AbortSignal): Promise<AuditEntry[]> {
  const answer = await api.get(PATH, {
    query: { resource, recordId, pageSize: 100 },
    schema: auditPageSchema,
    ...(signal ? { signal } : {}),
  });
  return answer.items;
}
