import { eq, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { isSecretField } from '../../src/api/contract/audit.ts';
import type { AuditAction, AuditChange } from '../../src/schemas/audit.ts';
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
    changes: (entry.changes ?? []).filter((change) => !isSecretField(change.field)),
  });
}

/** The changed fields of a record, shared with the fake backend so both keep the same trail. */
export { diffFields } from '../../src/api/contract/audit.ts';
