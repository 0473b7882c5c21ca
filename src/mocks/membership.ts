/**
 * Where the fake backend follows a resource's `members` (src/resources/define.ts), as the reference server does in
 * server/lists/membership.ts: a row with members is read, changed and deleted by its members only, and its changes
 * on the live stream and its audit entries are theirs only; to anyone else it does not exist (404). Membership is read
 * from the row as it is now, so a member removed loses it at once.
 */
import { isListName, resourceOf } from '../resources/index.ts';
import type { FakeDb } from './db.ts';

/** The field with the member accounts' ids, if `resource` is a list whose rows have members. */
export function memberField(resource: string): string | undefined {
  return isListName(resource) ? resourceOf(resource).members?.field : undefined;
}

/** The members a row names (none when the field is missing). */
export function membersOfRow(resource: string, row: object): number[] | undefined {
  const field = memberField(resource);
  if (field === undefined) return undefined;
  const ids = (row as Record<string, unknown>)[field];
  return Array.isArray(ids) ? (ids as number[]) : [];
}

/** Whether `caller` may see `row` of list `resource`: always, unless the list has members and it is none of them. */
export function isMemberOf(resource: string, row: object, caller: number): boolean {
  return membersOfRow(resource, row)?.includes(caller) ?? true;
}

/** A body as the backend stores it: its members with the caller among them, each once. */
export function withMembers<B extends object>(resource: string, body: B, caller: number): B {
  const field = memberField(resource);
  return field === undefined ? body : { ...body, [field]: [...new Set([...(membersOfRow(resource, body) ?? []), caller])] };
}

/** The members of row `id` of list `resource` as it is now: none when the row is gone. */
export function currentMembers(db: FakeDb, resource: string, id: number): number[] {
  if (!isListName(resource)) return [];
  const row = db.list(resource)?.find((r) => r.id === id);
  return row ? (membersOfRow(resource, row) ?? []) : [];
}
