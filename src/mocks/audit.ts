import { z } from 'zod/mini';
import { auditEntrySchema, type AuditAction, type AuditChange, type AuditEntry } from '../schemas/audit.ts';
import { isSecretField } from '../contract/audit.ts';
import type { FakeDb } from './db.ts';
import { logWebhookEvents } from './handlers/webhook-state.ts';

/** The state key of the trail among the fake backend's collections. */
export const AUDIT_KEY = 'audit';
/**
 * The fake backend keeps the newest entries only: the whole trail is stored again with each change (IndexedDB in the
 * browser), so it stays small. The reference server keeps every entry.
 */
export const MAX_FAKE_AUDIT_ENTRIES = 500;
export const auditEntriesSchema = z.array(auditEntrySchema);

export interface FakeAuditInput {
  actorId: number | null;
  /** Only when there is no account to read it from (a failed sign-in: the address that was tried). */
  actorEmail?: string | null;
  action: AuditAction;
  resource: string;
  recordId?: number | null;
  changes?: AuditChange[];
}

/**
 * The fake backend's audit trail, kept in its state like the rest of the demo data: each handler that changes
 * something records it in the same synchronous step as the change, as the reference server does in the change's
 * transaction. "Reset demo data" empties it.
 */
export class FakeAudit {
  /**
   * The API keys each account is calling with now, by account id, the latest last (src/mocks/handlers/key-auth.ts):
   * its entries name the key. A browser has no per-call context to carry it, so a session call of the same account at
   * the same moment would be named with the key too; the reference server carries it per call.
   */
  private readonly actingKeys = new Map<number, { id: number; name: string }[]>();

  /** Runs a call made with a key: the entries it records meanwhile name the key. */
  async withKey<T>(userId: number, key: { id: number; name: string }, run: () => Promise<T>): Promise<T> {
    this.actingKeys.set(userId, [...(this.actingKeys.get(userId) ?? []), key]);
    try {
      return await run();
    } finally {
      const left = (this.actingKeys.get(userId) ?? []).filter((acting) => acting !== key);
      if (left.length) this.actingKeys.set(userId, left);
      else this.actingKeys.delete(userId);
    }
  }

  constructor(
    private readonly db: FakeDb,
    private readonly now: () => Date = () => new Date(),
  ) {}

  record(input: FakeAuditInput): AuditEntry {
    const entries = this.all();
    const actor = input.actorId === null ? undefined : this.db.allUsers().find((u) => u.id === input.actorId);
    const entry: AuditEntry = {
      id: (entries.at(-1)?.id ?? 0) + 1,
      at: this.now().toISOString(),
      actorId: input.actorId,
      actorEmail: actor?.email ?? input.actorEmail ?? null,
      action: input.action,
      resource: input.resource,
      recordId: input.recordId ?? null,
      changes: (input.changes ?? []).filter((change) => !isSecretField(change.field)),
      ...this.keyOf(input.actorId),
    };
    this.db.write(AUDIT_KEY, [...entries, entry].slice(-MAX_FAKE_AUDIT_ENTRIES));
    // The trail is where webhook events come from, as on the server: logged for the endpoints that asked for them.
    logWebhookEvents(this.db, entry);
    return entry;
  }

  private keyOf(actorId: number | null): { apiKeyId?: number; apiKeyName?: string } {
    const key = actorId === null ? undefined : this.actingKeys.get(actorId)?.at(-1);
    return key ? { apiKeyId: key.id, apiKeyName: key.name } : {};
  }

  /** Every entry kept, oldest first. */
  all(): AuditEntry[] {
    return this.db.read<AuditEntry[]>(AUDIT_KEY) ?? [];
  }
}
