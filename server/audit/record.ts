import { eq, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditChange, AuditValue } from '../../src/schemas/audit.ts';
import { auditLog, users } from '../db/tables.ts';

/** The database, or a transaction of it: an audit row is written with the change, on the same connection. */
export type Executor = Pick<PgDatabase<PgQueryResultHKT>, 'insert'>;

export interface AuditInput {
  /** The signed-in account that acted; null for a failed sign-in. */
  actorId: number | null;
  /** Only when there is no account to read it from (a failed sign-in: the address that was tried). */
  actorEmail?: string | null;
  action: AuditAction;
  resource: string;
  recordId?: number | null;
  changes?: AuditChange[];
}

/** Never written to the trail, under any name a row or account may use. */
const SECRET_FIELD = /password|hash|token|secret/i;

/**
 * Appends one entry to the audit trail. Call it inside the change's transaction (`db.transaction(async (tx) => …)`)
 * with that transaction: a change that fails leaves no entry, and an entry that cannot be written undoes the change.
 * The actor's e-mail is copied from the account in the same statement, so the entry still names a deleted account.
 */
export async function recordAudit(tx: Executor, entry: AuditInput): Promise<void> {
  const actorEmail =
    entry.actorId === null ? (entry.actorEmail ?? null) : sql`(select ${users.email} from ${users} where ${eq(users.id, entry.actorId)})`;
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    actorEmail,
    action: entry.action,
    resource: entry.resource,
    recordId: entry.recordId ?? null,
    changes: (entry.changes ?? []).filter((change) => !SECRET_FIELD.test(change.field)),
  });
}

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
 * The id is the record's, not a change; secret fields are left out.
 */
export function diffFields(before: Fields | null, after: Fields | null): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return (
    fields
      // The id names the record already; the row version is the database's bookkeeping, not anyone's change.
      .filter((field) => field !== 'id' && field !== 'version' && !SECRET_FIELD.test(field))
      .map((field) => ({ field, before: auditValue(before?.[field]), after: auditValue(after?.[field]) }))
      .filter((change) => JSON.stringify(change.before) !== JSON.stringify(change.after))
  );
}
