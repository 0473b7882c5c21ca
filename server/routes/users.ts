import { asc, eq } from 'drizzle-orm';
import { USER_ROUTES } from '../../src/contract/routes.ts';
import { listTable } from '../db/list-tables.ts';
import { diffFields } from '../audit/record.ts';
import { users } from '../db/tables.ts';
import { rowColumns } from '../lists/list-queries.ts';
import { lockManagers, removesLastManager } from '../db/roles.ts';
import { MESSAGES } from '../../src/contract/messages.ts';
import { managedColumns, toManagedUser } from './user-admin.ts';
import { errorResponse, idParam, on, type App, type ServerContext } from './kit.ts';

/**
 * Deletes an account (its sessions go with it), unless it is the last active administrator; its audit entry is
 * written in the same transaction, before the row goes: its actor may be the account being deleted.
 */
async function deleteAccount(ctx: ServerContext, actorId: number, id: number): Promise<'deleted' | 'missing' | 'last-admin'> {
  return ctx.db.transaction(async (tx) => {
    await lockManagers(tx);
    const [target] = await tx.select(managedColumns).from(users).where(eq(users.id, id)).for('update');
    if (!target) return 'missing';
    if (await removesLastManager(tx, id, target, null)) return 'last-admin';
    const { email, username, firstName, lastName } = target;
    const changes = diffFields({ email, username, firstName, lastName }, null);
    await ctx.audit(tx, { actorId, action: 'account_delete', resource: 'users', recordId: id, changes });
    await tx.delete(users).where(eq(users.id, id));
    return 'deleted';
  });
}

/** The accounts (without password hashes) and the user list's rows. */
export function userRoutes(app: App, ctx: ServerContext): void {
  const { db } = ctx;

  on(app, ctx, USER_ROUTES.listUsers, async (c) =>
    c.json((await db.select(managedColumns).from(users).orderBy(asc(users.id))).map(toManagedUser)),
  );

  on(app, ctx, USER_ROUTES.getUser, async (c) => {
    const id = idParam(c);
    const [user] = id === null ? [] : await db.select(managedColumns).from(users).where(eq(users.id, id));
    return c.json(user ? toManagedUser(user) : null);
  });

  on(app, ctx, USER_ROUTES.deleteUser, async (c) => {
    const id = idParam(c);
    const outcome = id === null ? 'missing' : await deleteAccount(ctx, c.get('userId'), id);
    if (outcome === 'last-admin') return errorResponse(c, 409, MESSAGES.lastAdmin);
    return outcome === 'deleted' ? c.json({ id }) : errorResponse(c, 404, MESSAGES.userNotFound);
  });

  on(app, ctx, USER_ROUTES.apiUsers, async (c) => {
    const table = listTable('userlist');
    return c.json(await db.select(rowColumns('userlist')).from(table).orderBy(asc(table.id)));
  });
}
