import { eq, lt, sql } from 'drizzle-orm';
import { bigint, boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connect.ts';
import { STRIKE_MEMORY_MS, type Hit, type HitRecords } from './backoff.ts';

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: bigint('reset_at', { mode: 'number' }).notNull(),
  strikes: integer('strikes').notNull(),
  blocked: boolean('blocked').notNull(),
});

/**
 * The records in the `rate_limits` table: each change is a transaction holding the key's row, so processes agree.
 * Within this process the changes of one key wait their turn before they take a connection: a flood on one key (an
 * address, an account) then holds one pooled connection, not every one of them waiting on the row's lock while the
 * other requests wait for a connection.
 */
export class PostgresHitRecords implements HitRecords {
  private readonly db: Db;
  /** Per key, the end of its queue of changes. */
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(db: Db) {
    this.db = db;
  }

  update(key: string, change: (prev: Hit | undefined) => Hit | undefined): Promise<Hit | undefined> {
    const previous = this.queues.get(key) ?? Promise.resolve();
    const next = previous.then(
      () => this.updateNow(key, change),
      () => this.updateNow(key, change),
    );
    const tail = next.catch(() => undefined);
    this.queues.set(key, tail);
    void tail.then(() => {
      if (this.queues.get(key) === tail) this.queues.delete(key);
    });
    return next;
  }

  private updateNow(key: string, change: (prev: Hit | undefined) => Hit | undefined): Promise<Hit | undefined> {
    return this.db.transaction(async (tx) => {
      // An ended record stands for "none": inserted first, so two first hits at once queue on the same row lock.
      await tx.insert(rateLimits).values({ key, hits: 0, resetAt: 0, strikes: 0, blocked: false }).onConflictDoNothing();
      const [row] = await tx.select().from(rateLimits).where(eq(rateLimits.key, key)).for('update');
      const prev =
        row && row.resetAt > 0 ? { hits: row.hits, resetAt: row.resetAt, strikes: row.strikes, blocked: row.blocked } : undefined;
      const next = change(prev);
      if (!next) await tx.delete(rateLimits).where(eq(rateLimits.key, key));
      else if (next !== prev) await tx.update(rateLimits).set(next).where(eq(rateLimits.key, key));
      return next;
    });
  }

  async remove(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, key));
  }

  async removePrefix(prefix: string): Promise<void> {
    await this.db.delete(rateLimits).where(sql`starts_with(${rateLimits.key}, ${prefix})`);
  }

  async sweep(now: number): Promise<void> {
    await this.db.delete(rateLimits).where(lt(rateLimits.resetAt, now - STRIKE_MEMORY_MS));
  }
}
