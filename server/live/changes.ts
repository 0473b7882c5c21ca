import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import type { DataResource } from '../../src/contract/permissions.ts';
import type { ChangeAction, LiveChange } from '../../src/contract/live.ts';

/** The Postgres channel every API process listens on. */
export const LIVE_CHANNEL = 'stride_live';

export type { ChangeAction, LiveChange } from '../../src/contract/live.ts';

export interface ChangeInput {
  userId: number | null;
  resource: DataResource;
  action: ChangeAction;
  rowId: number;
  version?: number | undefined;
  /** The account that owns the row (a row of an owned list): only its streams get the change. */
  ownerId?: number | null;
}

/** A change as the server hears it: with its row's owner (owned lists), whom the stream checks and does not send. */
export interface HeardChange extends LiveChange {
  ownerId?: number | null;
}

/** The name a change shows for its author (`u`): "First Last", else the username. */
const NAME_OF_USER = sql.raw(`coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username)`);

/**
 * Records a change and announces it (NOTIFY) in one statement, so every API process's live stream hears it. The one
 * place changes are published from: list and calendar writes call it after their write.
 */
export async function publishChange(db: Db, change: ChangeInput): Promise<void> {
  await db.execute(sql`
    with e as (
      insert into live_events (user_id, resource, action, row_id, version, owner_id)
      values (${change.userId}, ${change.resource}, ${change.action}, ${change.rowId}, ${change.version ?? null}, ${change.ownerId ?? null})
      returning id, at, user_id, resource, action, row_id, version, owner_id
    ), old as (
      delete from live_events where at < now() - interval '1 day'
    )
    select pg_notify(${LIVE_CHANNEL}, json_build_object(
      'id', e.id, 'at', e.at, 'userId', e.user_id, 'userName', ${NAME_OF_USER}, 'resource', e.resource, 'action', e.action,
      'rowId', e.row_id, 'version', e.version, 'ownerId', e.owner_id
    )::text) from e left join users u on u.id = e.user_id`);
}

interface ChangeRow {
  id: number | string;
  at: string | Date;
  user_id: number | null;
  user_name: string | null;
  resource: string;
  action: string;
  row_id: number;
  version: number | null;
  owner_id: number | null;
}

/** Changes after `afterId` (a reconnect's Last-Event-ID), oldest first, at most `limit`. */
export async function changesSince(db: Db, afterId: number, limit = 500): Promise<HeardChange[]> {
  const result = await db.execute(
    sql`select e.id, e.at, e.user_id, ${NAME_OF_USER} as user_name, e.resource, e.action, e.row_id, e.version, e.owner_id
        from live_events e left join users u on u.id = e.user_id where e.id > ${afterId} order by e.id limit ${limit}`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: ChangeRow[] }).rows) as ChangeRow[];
  return rows.map((r) => ({
    id: Number(r.id),
    at: r.at instanceof Date ? r.at.toISOString() : String(r.at),
    userId: r.user_id,
    userName: r.user_name,
    resource: r.resource as DataResource,
    action: r.action as ChangeAction,
    rowId: r.row_id,
    version: r.version,
    ownerId: r.owner_id,
  }));
}

/** The id of the last change recorded (0 for none): where a process that has heard nothing yet starts from. */
export async function latestChangeId(db: Db): Promise<number> {
  const result = await db.execute(sql`select coalesce(max(id), 0) as id from live_events`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { id: number | string }[] }).rows) as { id: number | string }[];
  return Number(rows[0]?.id ?? 0);
}

/** A NOTIFY payload as a change; null for anything else. */
export function parseChange(payload: string): HeardChange | null {
  try {
    const value = JSON.parse(payload) as HeardChange;
    return typeof value.id === 'number' && typeof value.resource === 'string' ? value : null;
  } catch {
    return null;
  }
}
