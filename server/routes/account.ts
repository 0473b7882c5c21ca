import { and, eq, ne, or, sql } from 'drizzle-orm';
import { ACCOUNT_ROUTES, ACCOUNT_TAKEN, WRONG_CURRENT_PASSWORD } from '../../src/contract/account.ts';
import { permissionsOf } from '../../src/contract/permissions.ts';
import { MESSAGES } from '../../src/contract/messages.ts';
import { passwordChangeSchema, preferencesSchema, profileUpdateSchema, type Preferences, type Profile } from '../../src/schemas/account.ts';
import { defaultSettings } from '../../src/theme/settings.ts';
import { isCommonPassword, PASSWORD_MESSAGES } from '../../src/contract/password-rule.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { diffFields } from '../audit/record.ts';
import { revokeUserSessions } from '../auth/tokens.ts';
import { users } from '../db/tables.ts';
import { errorResponse, isUniqueViolation, on, readBody, type App, type ServerContext } from './kit.ts';

type UserRow = typeof users.$inferSelect;

/** The account fields an update is audited by (the preferences are the account's own display settings). */
const auditedColumns = { email: users.email, username: users.username, firstName: users.firstName, lastName: users.lastName };
const auditedOf = ({ email, username, firstName, lastName }: UserRow) => ({ email, username, firstName, lastName });

/** What an account that never saved its profile gets, as the fake backend answers. */
const defaultPreferences = (): Preferences => ({
  language: 'en',
  theme: defaultSettings(),
  notifications: { email: true, push: false, weeklyDigest: true },
});

/** The stored preferences, or the defaults when there are none or they no longer match the schema (a setting dropped). */
function preferencesOf(stored: unknown): Preferences {
  const parsed = preferencesSchema.safeParse(stored);
  return parsed.success ? parsed.data : defaultPreferences();
}

const toProfile = (row: UserRow): Profile => ({
  id: row.id,
  email: row.email,
  username: row.username,
  firstName: row.firstName,
  lastName: row.lastName,
  role: row.role,
  permissions: [...permissionsOf(row.role)],
  createdAt: row.createdAt.toISOString(),
  preferences: preferencesOf(row.preferences),
});

/** GET/PUT /users/me and POST /users/me/password: the account whose session the bearer token is. */
export function accountRoutes(app: App, ctx: ServerContext): void {
  const { db } = ctx;
  const me = async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0];

  on(app, ctx, ACCOUNT_ROUTES.getMe, async (c) => {
    const user = await me(c.get('userId'));
    return user ? c.json(toProfile(user)) : errorResponse(c, 401, MESSAGES.unauthorised);
  });

  on(app, ctx, ACCOUNT_ROUTES.updateMe, async (c) => {
    const body = await readBody(c, profileUpdateSchema);
    if (!body.ok) return body.response;
    const { email, username, firstName, lastName, preferences, currentPassword } = body.value;
    const id = c.get('userId');
    const user = await me(id);
    if (!user) return errorResponse(c, 401, MESSAGES.unauthorised);
    // The sign-in address is the key to the account (and to its password resets): changing it takes the password.
    if (email.toLowerCase() !== user.email.toLowerCase()) {
      if (!currentPassword) return errorResponse(c, 400, MESSAGES.passwordNeededForEmail);
      if (!(await verifyPassword(currentPassword, user.passwordHash))) return errorResponse(c, 400, WRONG_CURRENT_PASSWORD);
    }
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          ne(users.id, id),
          or(eq(sql`lower(${users.email})`, email.toLowerCase()), eq(sql`lower(${users.username})`, username.toLowerCase())),
        ),
      );
    if (taken) return errorResponse(c, 409, ACCOUNT_TAKEN);
    try {
      const saved = await db.transaction(async (tx) => {
        const [before] = await tx.select(auditedColumns).from(users).where(eq(users.id, id)).for('update');
        const [after] = await tx
          .update(users)
          .set({ email, username, firstName, lastName, preferences })
          .where(eq(users.id, id))
          .returning();
        if (before && after)
          await ctx.audit(tx, {
            actorId: id,
            action: 'account_update',
            resource: 'users',
            recordId: id,
            changes: diffFields(before, auditedOf(after)),
          });
        return after;
      });
      return saved ? c.json(toProfile(saved)) : errorResponse(c, 401, MESSAGES.unauthorised);
    } catch (error) {
      // Another account took the address or name between the check and the update.
      if (isUniqueViolation(error)) return errorResponse(c, 409, ACCOUNT_TAKEN);
      throw error;
    }
  });

  on(app, ctx, ACCOUNT_ROUTES.changePassword, async (c) => {
    const body = await readBody(c, passwordChangeSchema);
    if (!body.ok) return body.response;
    const user = await me(c.get('userId'));
    if (!user) return errorResponse(c, 401, MESSAGES.unauthorised);
    if (!(await verifyPassword(body.value.currentPassword, user.passwordHash))) return errorResponse(c, 400, WRONG_CURRENT_PASSWORD);
    if (await isCommonPassword(body.value.newPassword)) return errorResponse(c, 400, PASSWORD_MESSAGES.common);
    const passwordHash = await hashPassword(body.value.newPassword);
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      // Every other session ends (someone who knew the old password is signed out); this one stays.
      await revokeUserSessions(tx, user.id, c.get('token'));
      // That it changed, never what to.
      await ctx.audit(tx, { actorId: user.id, action: 'password_change', resource: 'users', recordId: user.id });
    });
    return c.body(null, 204);
  });
}
