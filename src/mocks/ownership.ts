/**
 * Where the fake backend follows a resource's `owner` (src/resources/define.ts), as the reference server does in
 * server/lists/ownership.ts: the rows of an owned list, their changes on the live stream and their audit entries are
 * their owner's only; to anyone else a row does not exist (404).
 */
import type { AuditEntry } from '../schemas/audit.ts';
import { isListName, resourceOf } from '../resources/index.ts';
import { isMemberOf, memberField, withMembers } from './membership.ts';

/** The field with the owning account's id, if `resource` is a list whose rows are owned. */
export function ownerField(resource: string): string | undefined {
  return isListName(resource) ? resourceOf(resource).owner?.field : undefined;
}

/** The rows of list `resource` that `caller` may see: its own, or those it is a member of (src/mocks/membership.ts). */
export function visibleRows<R extends object>(resource: string, rows: readonly R[], caller: number): readonly R[] {
  const field = ownerField(resource);
  if (field === undefined) return memberField(resource) === undefined ? rows : rows.filter((row) => isMemberOf(resource, row, caller));
  return rows.filter((row) => (row as Record<string, unknown>)[field] === caller);
}

/**
 * A body as the backend stores it: the owner's field is the caller's id, whatever the body said; the members' field
 * has the caller among them.
 */
export function withOwner<B extends object>(resource: string, body: B, caller: number): B {
  const field = ownerField(resource);
  return field === undefined ? withMembers(resource, body, caller) : { ...body, [field]: caller };
}

/**
 * The entries of the trail `caller` may read: an owned row's only when the caller owns it, a row with members' only
 * while the caller is one of them (`membersNow`: the row's members as they are now, none once it is deleted). The
 * owner is read from the row's create entry (the backend wrote the owner's field there, and no write changes it); an
 * owned row whose create entry is no longer kept has entries nobody reads.
 */
export function readableEntries(
  entries: readonly AuditEntry[],
  caller: number,
  membersNow: (resource: string, id: number) => number[],
): AuditEntry[] {
  const owners = new Map<string, unknown>();
  for (const entry of entries) {
    const field = ownerField(entry.resource);
    if (field === undefined || entry.action !== 'create') continue;
    owners.set(`${entry.resource}:${entry.recordId}`, entry.changes.find((change) => change.field === field)?.after);
  }
  return entries.filter((entry) => {
    if (memberField(entry.resource) !== undefined)
      return entry.recordId !== null && membersNow(entry.resource, entry.recordId).includes(caller);
    return ownerField(entry.resource) === undefined || owners.get(`${entry.resource}:${entry.recordId}`) === caller;
  });
}
