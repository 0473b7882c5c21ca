import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import type { DataResource } from '../../src/contract/permissions.ts';
import type { ChangeAction, LiveChange } from '../../src/contract/live.ts';
import type { ListName } from '../../src/resources/index.ts';
import { currentMembers, MEMBER_LISTS } from '../lists/membership.ts';

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
  /** The members of a deleted row with members (its members' rows go with it): only their streams get the change. */
  memberIds?: number[] | undefined;
}

/**
 * A change as the server hears it: with its row's owner (owned lists) or members (lists with members), whom the
 * stream checks and does not send.
 */
export interface HeardChange extends LiveChange {
  ownerId?: number | null;
  memberIds?: number[] | null;
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
      insert into live_events (user_id, resource, action, row_id, version, owner_id, member_ids)
      values (${change.userId}, ${change.resource}, ${change.action}, ${change.rowId}, ${change.version ?? null}, ${change.ownerId ?? null},
        ${memberArray(change.memberIds)})
      returning id, at, user_id, resource, action, row_id, version, owner_id, member_ids
    ), old as (
      delete from live_events where at < now() - interval '1 day'
    )
    select pg_notify(${LIVE_CHANNEL}, json_build_object(
      'id', e.id, 'at', e.at, 'userId', e.user_id, 'userName', ${NAME_OF_USER}, 'resource', e.resource, 'action', e.action,
      'rowId', e.row_id, 'version', e.version, 'ownerId', e.owner_id, 'memberIds', e.member_ids
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
  member_ids: number[] | null;
}

/** Changes after `afterId` (a reconnect's Last-Event-ID), oldest first, at most `limit`. */
export async function changesSince(db: Db, afterId: number, limit = 500): Promise<HeardChange[]> {
  const result = await db.execute(
    sql`select e.id, e.at, e.user_id, ${NAME_OF_USER} as user_name, e.resource, e.action, e.row_id, e.version, e.owner_id,
          e.member_ids from live_events e left join users u on u.id = e.user_id where e.id > ${afterId} order by e.id limit ${limit}`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: ChangeRow[] }).rows) as ChangeRow[];
  const changes = rows.map((r) => ({
    id: Number(r.id),
    at: r.at instanceof Date ? r.at.toISOString() : String(r.at),
    userId: r.user_id,
    userName: r.user_name,
    resource: r.resource as DataResource,
    action: r.action as ChangeAction,
    rowId: r.row_id,
    version: r.version,
    ownerId: r.owner_id,
    memberIds: r.member_ids?.map(Number) ?? null,
  }));
  return withAudience(db, changes);
}

/** An array of ids as a Postgres `integer[]` value (null for none). */
const memberArray = (ids: number[] | undefined) =>
  ids === undefined
    ? sql`null`
    : sql`array[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::integer[]`;

/**
 * The changes with the members of their rows (lists with members), as they are now: membership is read when a change
 * is handed on, so a member removed gets no change after its removal. A delete carries the members its row had.
 */
export async function withAudience(db: Db, changes: HeardChange[]): Promise<HeardChange[]> {
  const byList = new Map<ListName, number[]>();
  for (const change of changes) {
    if (change.memberIds == null && MEMBER_LISTS.includes(change.resource as ListName)) {
      byList.set(change.resource as ListName, [...(byList.get(change.resource as ListName) ?? []), change.rowId]);
    }
  }
  if (!byList.size) return changes;
  const read = new Map<ListName, Map<number, number[]>>();
  for (const [name, ids] of byList) read.set(name, await currentMembers(db, name, ids));
  return changes.map((change) => {
    const members = change.memberIds == null ? read.get(change.resource as ListName)?.get(change.rowId) : undefined;
    return members ? { ...change, memberIds: members } : change;
  });
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
