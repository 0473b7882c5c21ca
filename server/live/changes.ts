import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import type { DataResource } from '../../src/api/contract/permissions.ts';

/** The Postgres channel every API process listens on. */
export const LIVE_CHANNEL = 'stride_live';

export type ChangeAction = 'create' | 'update' | 'delete';

/** One change as the live stream sends it. */
export interface LiveChange {
  /** Increasing across every process (the event id of the stream, and Last-Event-ID). */
  id: number;
  at: string;
  /** Who made the change (null: not through the API). */
  userId: number | null;
  resource: DataResource;
  action: ChangeAction;
  rowId: number;
  /** The row's version after the change (absent for a delete). */
  version: number | null;
}

export interface ChangeInput {
  userId: number | null;
  resource: DataResource;
  action: ChangeAction;
  rowId: number;
  version?: number | undefined;
}

/**
 * Records a change and announces it (NOTIFY) in one statement, so every API process's live stream hears it. The one
 * place changes are published from: list and calendar writes call it after their write.
 */
export async function publishChange(db: Db, change: ChangeInput): Promise<void> {
  await db.execute(sql`
    with e as (
      insert into live_events (user_id, resource, action, row_id, version)
      values (${change.userId}, ${change.resource}, ${change.action}, ${change.rowId}, ${change.version ?? null})
      returning id, at, user_id, resource, action, row_id, version
    ), old as (
      delete from live_events where at < now() - interval '1 day'
    )
    select pg_notify(${LIVE_CHANNEL}, json_build_object(
      'id', e.id, 'at', e.at, 'userId', e.user_id, 'resource', e.resource, 'action', e.action, 'rowId', e.row_id, 'version', e.version
    )::text) from e`);
}

interface ChangeRow {
  id: number | string;
  at: string | Date;
  user_id: number | null;
  resource: string;
  action: string;
  row_id: number;
  version: number | null;
}

/** Changes after `afterId` (a reconnect's Last-Event-ID), oldest first, at most `limit`. */
export async function changesSince(db: Db, afterId: number, limit = 500): Promise<LiveChange[]> {
  const result = await db.execute(
    sql`select id, at, user_id, resource, action, row_id, version from live_events where id > ${afterId} order by id limit ${limit}`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: ChangeRow[] }).rows) as ChangeRow[];
  return rows.map((r) => ({
    id: Number(r.id),
    at: r.at instanceof Date ? r.at.toISOString() : String(r.at),
    userId: r.user_id,
    resource: r.resource as DataResource,
    action: r.action as ChangeAction,
    rowId: r.row_id,
    version: r.version,
  }));
}

/** A NOTIFY payload as a change; null for anything else. */
export function parseChange(payload: string): LiveChange | null {
  try {
    const value = JSON.parse(payload) as LiveChange;
    return typeof value.id === 'number' && typeof value.resource === 'string' ? value : null;
  } catch {
    return null;
  }
}
