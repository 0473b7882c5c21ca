import { and, count, eq, inArray, ne, notInArray } from 'drizzle-orm';
import { MANAGING_ROLES, ROLES } from '../../src/contract/permissions.ts';
import type { Db } from './connect.ts';
import { invites, roles, users } from './tables.ts';

/**
 * Makes the `roles` table hold exactly the roles of src/contract/permissions.ts, so that table stays the one place
 * roles are written. A role taken out of it while accounts or invitations still have it stops the start, naming it.
 */
export async function syncRoles(db: Db): Promise<void> {
  await db
    .insert(roles)
    .values(ROLES.map((name) => ({ name })))
    .onConflictDoNothing();
  const stale = (
    await db
      .select()
      .from(roles)
      .where(notInArray(roles.name, [...ROLES]))
  ).map((r) => r.name);
  if (!stale.length) return;
  const [accounts] = await db.select({ n: count() }).from(users).where(inArray(users.role, stale));
  const [invited] = await db.select({ n: count() }).from(invites).where(inArray(invites.role, stale));
  if (accounts!.n + invited!.n > 0)
    throw new Error(
      `The role(s) ${stale.join(', ')} are no longer in src/contract/permissions.ts, but ${accounts!.n} account(s) and ${invited!.n} invitation(s) still have them: give those another role first, or put the role back.`,
    );
  await db.delete(roles).where(inArray(roles.name, stale));
}

/** Active accounts whose role manages accounts (the administrators), but for `exceptId`. */
export async function activeManagers(db: Db, exceptId?: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(
      and(
        eq(users.status, 'active'),
        inArray(users.role, [...MANAGING_ROLES]),
        exceptId === undefined ? undefined : ne(users.id, exceptId),
      ),
    );
  return row!.n;
}

/**
 * Locks the rows of the active administrators until the transaction ends, so two changes at once cannot both take
 * away the last two (each would otherwise still see the other).
 */
export async function lockManagers(db: Db): Promise<void> {
  await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.status, 'active'), inArray(users.role, [...MANAGING_ROLES])))
    .for('update');
}

/** An account's role and status, before or after a change. */
export interface Standing {
  role: string;
  status: string;
}

const manages = (account: Standing) => account.status === 'active' && (MANAGING_ROLES as readonly string[]).includes(account.role);

/**
 * Whether changing account `id` from `before` to `after` (null: deleting it) would leave no active administrator.
 * Call it in the transaction of the change, after `lockManagers`.
 */
export async function removesLastManager(db: Db, id: number, before: Standing, after: Standing | null): Promise<boolean> {
  if (!manages(before) || (after && manages(after))) return false;
  return (await activeManagers(db, id)) === 0;
}
