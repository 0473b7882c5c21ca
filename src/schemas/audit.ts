import { z } from 'zod/mini';
import { id } from './common.ts';

/** What an audit entry records: a change of a row, or an account event. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'register',
  'password_change',
  'role_change',
  'account_update',
  'account_delete',
  'api_key_create',
  'api_key_revoke',
  // A list's view written to a file by an export job (the file of more rows than an export streams).
  'export',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const auditActionSchema = z.enum(AUDIT_ACTIONS);

/** A field's value before or after a change: what a row holds (null: the field was absent, or the row did not exist). */
export const auditValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type AuditValue = z.infer<typeof auditValueSchema>;

/** One changed field. A created row has every field with `before: null`, a deleted one every field with `after: null`. */
export const auditChangeSchema = z.object({ field: z.string(), before: auditValueSchema, after: auditValueSchema });
export type AuditChange = z.infer<typeof auditChangeSchema>;

/** One entry of the audit trail, as GET /app/audit answers it. */
export const auditEntrySchema = z.object({
  id,
  at: z.iso.datetime({ offset: true }),
  /** The account that acted; null for a failed sign-in. */
  actorId: z.nullable(z.int()),
  /** That account's e-mail when it acted (for a failed sign-in, the address that was tried). */
  actorEmail: z.nullable(z.string()),
  action: auditActionSchema,
  /** A list's name, `calendar`, or `users` for accounts. */
  resource: z.string(),
  recordId: z.nullable(z.int()),
  changes: z.array(auditChangeSchema),
  /** The API key the actor acted with (docs/api-keys.md); absent for a session's act. */
  apiKeyId: z.optional(z.int()),
  /** That key's name when it acted. */
  apiKeyName: z.optional(z.string()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({ items: z.array(auditEntrySchema), total: z.int().check(z.nonnegative()) });
export type AuditPage = z.infer<typeof auditPageSchema>;
