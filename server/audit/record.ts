import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { isSecretField } from '../../src/contract/audit.ts';
import type { AuditAction, AuditChange } from '../../src/schemas/audit.ts';
import { auditLog, users } from '../db/tables.ts';
import { actingKeyColumns } from './acting-key.ts';

/** The database, or a transaction of it: an audit row is written with the change, on the same connection. */
export type Executor = Pick<PgDatabase<PgQueryResultHKT>, 'insert' | 'execute'>;

export interface AuditInput {
  /** The signed-in account that acted; null for a failed sign-in. */
  actorId: number | null;
  /** Only when there is no account to read it from (a failed sign-in: the address that was tried). */
  actorEmail?: string | null;
  action: AuditAction;
  resource: string;
  recordId?: number | null;
  changes?: AuditChange[];
  /** The account that owns the record (a row of an owned list): only it reads the entry. */
  ownerId?: number | null;
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
    ownerId: entry.ownerId ?? null,
    ...actingKeyColumns(),
  });
}

/** The database, or a transaction of it, that runs a write with its audit entry (`writeAudited`). */
export type WriteExecutor = Pick<PgDatabase<PgQueryResultHKT>, 'execute'>;

/**
 * Runs `write` (an UPDATE … RETURNING) and, when it returned a row, appends `entry` in the same statement: the entry
 * costs no statement of its own, and the change and its entry cannot part (one fails, both are undone). A write that
 * returned nothing (a version that moved on) appends nothing. Without `entry` (the bench's trail-free app) the write
 * runs alone, as the same kind of statement. Answers the returned rows, keyed by column name.
 */
export async function writeAudited(
  tx: WriteExecutor,
  write: SQLWrapper,
  entry: (AuditInput & { changes: AuditChange[] }) | null,
): Promise<Record<string, unknown>[]> {
  // As SQL, not as a query builder, which would be put in parentheses.
  const statement = write.getSQL();
  if (!entry) return rowsOf(await tx.execute(statement));
  const actorEmail =
    entry.actorId === null
      ? sql`${entry.actorEmail ?? null}`
      : sql`(select ${users.email} from ${users} where ${eq(users.id, entry.actorId)})`;
  const changes = JSON.stringify(entry.changes.filter((change) => !isSecretField(change.field)));
  const key = actingKeyColumns();
  return rowsOf(
    await tx.execute(sql`with changed as (${statement}), logged as (
      insert into ${auditLog} (actor_id, actor_email, action, resource, record_id, changes, owner_id, api_key_id, api_key_name)
      select ${entry.actorId}, ${actorEmail}, ${entry.action}, ${entry.resource}, ${entry.recordId ?? null}, ${changes}::jsonb,
        ${entry.ownerId ?? null}, ${key.apiKeyId}::integer, ${key.apiKeyName}::text from changed
    ) select * from changed`),
  );
}

/** The rows of `execute`: both drivers answer `{ rows }`. */
function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}

/** The changed fields of a record, shared with the fake backend so both keep the same trail. */
export { diffFields } from '../../src/contract/audit.ts';
