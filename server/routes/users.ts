import { asc, eq } from 'drizzle-orm';
import { USER_ROUTES } from '../../src/api/contract/routes.ts';
import { listTable } from '../db/list-tables.ts';
import { diffFields } from '../audit/record.ts';
import { users } from '../db/tables.ts';
import { rowColumns } from '../lists/list-sql.ts';
import { errorResponse, idParam, on, type App, type ServerContext } from './kit.ts';

const publicColumns = { id: users.id, email: users.email, username: users.username, firstName: users.firstName, lastName: users.lastName };

/** The accounts (without password hashes) and the public user list. */
export function userRoutes(app: App, ctx: ServerContext): void {
  const { db } = ctx;

  on(app, ctx, USER_ROUTES.listUsers, async (c) => c.json(await db.select(publicColumns).from(users).orderBy(asc(users.id))));

  on(app, ctx, USER_ROUTES.getUser, async (c) => {
    const id = idParam(c);
    const [user] = id === null ? [] : await db.select(publicColumns).from(users).where(eq(users.id, id));
    return c.json(user ?? null);
  });

  on(app, ctx, USER_ROUTES.deleteUser, async (c) => {
    const id = idParam(c);
    if (id === null) return errorResponse(c, 404, 'User not found');
    const deleted = await db.transaction(async (tx) => {
      // The entry is written first: its actor may be the account being deleted, whose e-mail it copies.
      const [row] = await tx.select(publicColumns).from(users).where(eq(users.id, id)).for('update');
      if (!row) return undefined;
      await ctx.audit(tx, {
        actorId: c.get('userId'),
        action: 'account_delete',
        resource: 'users',
        recordId: id,
        changes: diffFields(row, null),
      });
      await tx.delete(users).where(eq(users.id, id));
      return row;
    });
    return deleted ? c.json({ id }) : errorResponse(c, 404, 'User not found');
  });

  on(app, ctx, USER_ROUTES.apiUsers, async (c) => {
    const table = listTable('userlist');
    return c.json(await db.select(rowColumns('userlist')).from(table).orderBy(asc(table.id)));
  });
}
