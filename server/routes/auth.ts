import { eq, sql } from 'drizzle-orm';
import { AUTH_ROUTES, USER_ROUTES } from '../../src/api/contract/routes.ts';
import { MESSAGES } from '../../src/api/messages.ts';
import { permissionsOf } from '../../src/api/contract/permissions.ts';
import { registerBodySchema } from '../../src/api/contract/users.ts';
import { loginRequestSchema, passwordResetRequestSchema } from '../../src/schemas/index.ts';
import { decoyHash, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { issueToken, revokeToken } from '../auth/tokens.ts';
import { users } from '../db/tables.ts';
import { errorResponse, on, readBody, type App, type ServerContext } from './kit.ts';
import { admit, createAccount } from './registration.ts';

/** Sign-in, registration, password reset and sign-out (which revokes the token it is called with). */
export function authRoutes(app: App, ctx: ServerContext): void {
  const { db } = ctx;

  on(app, ctx, AUTH_ROUTES.authenticate, async (c) => {
    const body = await readBody(c, loginRequestSchema);
    if (!body.ok) return errorResponse(c, 400, MESSAGES.invalidCredentials);
    const { email, password } = body.value;
    const [user] = await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
    const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
    if (!user || !matches) return errorResponse(c, 400, MESSAGES.invalidCredentials);
    if (user.status !== 'active') return errorResponse(c, 403, MESSAGES.accountDeactivated);
    const token = await issueToken(db, user.id);
    await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, user.id));
    const { id, username, firstName, lastName, role } = user;
    return c.json({ id, email: user.email, username, firstName, lastName, token, role, permissions: permissionsOf(role) });
  });

  on(app, ctx, AUTH_ROUTES.register, async (c) => {
    const body = await readBody(c, registerBodySchema);
    if (!body.ok) return body.response;
    const { email, username, password, invite } = body.value;
    const admission = await admit(db, ctx.registration, email, invite);
    if (!admission.ok) return errorResponse(c, 403, admission.message);
    const outcome = await createAccount(db, { email, username, passwordHash: await hashPassword(password) }, admission);
    // Both the username and the e-mail are unique; the spec's message names the username.
    if (outcome === 'taken') return errorResponse(c, 400, MESSAGES.usernameTaken(username));
    if (outcome === 'invite-used') return errorResponse(c, 403, MESSAGES.inviteRequired);
    return c.body(null, 200);
  });

  on(app, ctx, AUTH_ROUTES.resetPassword, async (c) => {
    const body = await readBody(c, passwordResetRequestSchema);
    if (!body.ok) return body.response;
    // Sending mail is the deployment's business (an SMTP relay or a mail API); the answer never reveals whether the address exists.
    return c.body(null, 200);
  });

  on(app, ctx, USER_ROUTES.logout, async (c) => {
    await revokeToken(db, c.get('token'));
    return c.body(null, 204);
  });
}
