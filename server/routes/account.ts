import type { Context } from 'hono';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import { ACCOUNT_ROUTES, ACCOUNT_TAKEN, WRONG_CURRENT_PASSWORD } from '../../src/contract/account.ts';
import { permissionsOf } from '../../src/contract/permissions.ts';
import { MESSAGES } from '../../src/contract/messages.ts';
import { passwordChangeSchema, preferencesSchema, profileUpdateSchema, type Preferences, type Profile } from '../../src/schemas/account.ts';
import { defaultSettings } from '../../src/schemas/theme-settings.ts';
import { newPasswordRefusal } from '../../src/contract/password-rule.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { voidResetTokens } from '../auth/reset-tokens.ts';
import { diffFields } from '../audit/record.ts';
import { revokeUserSessions } from '../auth/tokens.ts';
import { users } from '../db/tables.ts';
import { accountKey, liftAccountLocks } from '../limits/sign-in.ts';
import { emailChangedMail, localeOr, siteLink } from '../mail/messages.ts';
import { sendLater } from './auth.ts';
import { errorResponse, isUniqueViolation, on, readBody, type App, type AppEnv, type ServerContext } from './kit.ts';

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

/**
 * Checks the current password given to change the e-mail or the password, counted per account before it is hashed:
 * null when it is right, else the 400 (wrong) or 429 (too many wrong ones) to answer. A right one does not count.
 */
async function checkCurrentPassword(ctx: ServerContext, c: Context, user: UserRow, password: string): Promise<Response | null> {
  const key = accountKey(user.id);
  const refused = await ctx.limits.take(c, 'passwordCheckPerAccount', key);
  if (refused) return refused;
  if (!(await verifyPassword(password, user.passwordHash))) return errorResponse(c, 400, WRONG_CURRENT_PASSWORD);
  await ctx.limits.giveBack('passwordCheckPerAccount', key);
  return null;
}

/**
 * After an e-mail change: the account's other sessions and its reset links (sent to the old address) end, and the old
 * address is told, in the account's language: if someone else made the change, the owner learns of it.
 */
async function afterEmailChange(ctx: ServerContext, c: Context<AppEnv>, before: UserRow): Promise<void> {
  await revokeUserSessions(ctx.db, before.id, c.get('token'));
  await voidResetTokens(ctx.db, before.id);
  const locale = localeOr(preferencesOf(before.preferences).language);
  sendLater(ctx, emailChangedMail(before.email, locale, siteLink(ctx.siteUrl, locale, 'auth/login/')));
}

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
    // The sign-in address is the key to the account (and to its password resets): changing it takes the password,
    // and each change (a mail to the old address) counts per account.
    const newEmail = email.toLowerCase() !== user.email.toLowerCase();
    if (newEmail) {
      if (!currentPassword) return errorResponse(c, 400, MESSAGES.passwordNeededForEmail);
      const refused =
        (await ctx.limits.take(c, 'emailChangePerAccount', accountKey(id))) ?? (await checkCurrentPassword(ctx, c, user, currentPassword));
      if (refused) return refused;
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
      if (!saved) return errorResponse(c, 401, MESSAGES.unauthorised);
      if (newEmail) await afterEmailChange(ctx, c, user);
      return c.json(toProfile(saved));
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
    const wrong = await checkCurrentPassword(ctx, c, user, body.value.currentPassword);
    if (wrong) return wrong;
    const refusal = await newPasswordRefusal(body.value.newPassword, user);
    if (refusal) return errorResponse(c, 400, refusal);
    const passwordHash = await hashPassword(body.value.newPassword);
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      // Every other session ends (someone who knew the old password is signed out), and every reset link; this one stays.
      await revokeUserSessions(tx, user.id, c.get('token'));
      await voidResetTokens(tx, user.id);
      // That it changed, never what to.
      await ctx.audit(tx, { actorId: user.id, action: 'password_change', resource: 'users', recordId: user.id });
    });
    await liftAccountLocks(ctx.limits, user.id);
    return c.body(null, 204);
  });
}
