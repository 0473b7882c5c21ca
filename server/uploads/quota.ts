import { eq, sql } from 'drizzle-orm';
import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connect.ts';

/** The bytes and files each account has stored through POST /app/uploads (server/migrations/0016_upload_usage.sql). */
export const uploadUsage = pgTable('upload_usage', {
  accountId: integer('account_id').primaryKey(),
  bytes: bigint('bytes', { mode: 'number' }).notNull(),
  files: integer('files').notNull(),
});

/** How much the uploads may take: all of them together (UPLOAD_QUOTA_MB) and one account's (UPLOAD_ACCOUNT_QUOTA_MB). */
export interface UploadQuota {
  totalBytes: number;
  accountBytes: number;
}

const MB = 1024 * 1024;
/** 1 GB in all, 100 MB an account (fifty images of the largest size). */
export const DEFAULT_UPLOAD_QUOTA: UploadQuota = { totalBytes: 1024 * MB, accountBytes: 100 * MB };

/** Which quota an upload would exceed. */
export type QuotaExceeded = 'account' | 'total';

/**
 * Counts an upload's bytes against the quotas before its file is written: undefined when they fit (they are then
 * counted), else the quota they would exceed (nothing counted). A write that then fails gives them back
 * (releaseUpload); a process that ends in between leaves them counted, which errs on the side of the disk.
 */
export function reserveUpload(db: Db, accountId: number, bytes: number, quota: UploadQuota): Promise<QuotaExceeded | undefined> {
  return db.transaction(async (tx) => {
    // One reservation at a time (on every process of a Postgres): two uploads checked together could each fit
    // and together exceed the quota. Plain reads of the table are not blocked.
    await tx.execute(sql`lock table upload_usage in exclusive mode`);
    const [usage] = await tx
      .select({
        total: sql<number>`coalesce(sum(${uploadUsage.bytes}), 0)::float8`,
        account: sql<number>`coalesce(sum(${uploadUsage.bytes}) filter (where ${uploadUsage.accountId} = ${accountId}), 0)::float8`,
      })
      .from(uploadUsage);
    if ((usage?.account ?? 0) + bytes > quota.accountBytes) return 'account';
    if ((usage?.total ?? 0) + bytes > quota.totalBytes) return 'total';
    await tx
      .insert(uploadUsage)
      .values({ accountId, bytes, files: 1 })
      .onConflictDoUpdate({
        target: uploadUsage.accountId,
        set: { bytes: sql`${uploadUsage.bytes} + ${bytes}`, files: sql`${uploadUsage.files} + 1` },
      });
    return undefined;
  });
}

/** Gives back what reserveUpload counted, for a file that was not stored. */
export async function releaseUpload(db: Db, accountId: number, bytes: number): Promise<void> {
  await db
    .update(uploadUsage)
    .set({ bytes: sql`greatest(${uploadUsage.bytes} - ${bytes}, 0)`, files: sql`greatest(${uploadUsage.files} - 1, 0)` })
    .where(eq(uploadUsage.accountId, accountId));
}
